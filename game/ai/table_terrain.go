package ai

import (
	"fmt"
	"slices"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// The terrain phase (IX.4.2) with a plan: each feature goes where it
// serves the side. The defender rings the near edge of the objective with
// cover (its units will stand there and the attackers come from its
// zone); the attacker lays cover and screens along its approach, from its
// zone toward the objective, so that its units cross the open under cover
// and out of sight. Features are laid across the approach, the kinds that
// cover most and hide best first; a spot where nothing fits is skipped,
// and with no spot left the side stops.

// Where the features go, in inches: the defender's ring just outside the
// objective's edge, the attacker's stations at these shares of the way.
const (
	laneOffset   = 6.0
	terrainLen   = 8 // a feature's length across the approach, at most
	terrainWidth = 3 // its depth along it, at least the kind's least
)

// ringsOut are the defender's rings, inches outside the objective's edge.
var ringsOut = []float64{1.5, 4, -1, 7}

var approachShares = []float64{0.35, 0.55, 0.75, 0.2}

// terrain is the next feature of the plan, or the end of the side's
// terrain when none fits; ok is false when the side may place none.
func (p *ComputerTable) terrain(b *tactical.Battle, in *TableInput) (TableOrder, bool) {
	s := in.View.Side
	if b.TerrainLeft(s) == 0 {
		return TableOrder{}, false
	}
	kinds := coverKinds(b)
	for _, at := range terrainSpots(in) {
		for _, k := range kinds {
			for _, l := range []int64{terrainLen * geom.Inch, terrainLen * geom.Inch / 2, k.Length[0]} {
				length := max(min(k.Length[1], l), k.Length[0])
				width := min(max(k.Width[0], terrainWidth*geom.Inch), k.Width[1], length)
				if width < k.Width[0] {
					continue
				}
				shape, err := tactical.Footprint(k, at.p, at.across, length, width)
				if err != nil {
					continue
				}
				c := tactical.Command{Kind: tactical.CmdTerrain, Feature: k.ID, Corners: shape.Vertices()}
				if b.CheckTerrain(s, k.ID, c.Corners) == nil {
					return TableOrder{Command: c, Why: fmt.Sprintf("places %s %s", k.Name, at.why)}, true
				}
			}
		}
	}
	return TableOrder{Command: tactical.Command{Kind: tactical.CmdTerrainDone}, Why: "no more terrain would help it"}, true
}

// coverKinds are the placeable kinds that give cover or block sight, the
// most useful first: cover counts twice, a blocking footprint 2 and a
// soft one 1.
func coverKinds(b *tactical.Battle) []*tactical.Kind {
	use := func(k *tactical.Kind) int {
		v := 2 * k.Cover
		switch k.Sight {
		case geom.Blocking:
			v += 2
		case geom.Soft:
			v++
		}
		return v
	}
	var out []*tactical.Kind
	for _, k := range b.Table.Placeable() {
		if use(k) > 0 {
			out = append(out, k)
		}
	}
	slices.SortStableFunc(out, func(a, c *tactical.Kind) int { return use(c) - use(a) })
	return out
}

// terrainSpot is a centre for a feature, the bearing its length runs
// along (across the approach), and why it goes there.
type terrainSpot struct {
	p      geom.Point
	across geom.Angle
	why    string
}

// terrainSpots are the side's centres in order of preference: on the
// approach's axis, then either side of it.
func terrainSpots(in *TableInput) []terrainSpot {
	obj := geom.Point{}
	radius := int64(0)
	if len(in.Objectives) > 0 {
		obj, radius = in.Objectives[0].At, in.Objectives[0].Radius
	}
	from := geom.Side(3).Mid() // no zone known: the south
	if len(in.View.Zones) > 0 {
		from = geom.Side(in.View.Zones[0].Side).Mid()
	}
	axis := geom.Bearing(obj, from) // from the objective toward the attackers
	across := axis + geom.Quarter
	var centres []geom.Point
	var why string
	if in.View.Role == tactical.Defender {
		why = "at the objective's edge, facing the attackers' approach"
		for _, r := range ringsOut {
			centres = append(centres, geom.Offset(obj, axis, radius+int64(r*geom.Inch)))
		}
	} else {
		why = "on its approach to the objective, for cover on the way"
		d := geom.Distance(obj, from)
		for _, f := range approachShares {
			centres = append(centres, geom.Offset(obj, axis, int64(float64(d)*(1-f))))
		}
	}
	var out []terrainSpot
	for _, lane := range []float64{0, -laneOffset, laneOffset, -2 * laneOffset, 2 * laneOffset} {
		for _, c := range centres {
			out = append(out, terrainSpot{geom.Offset(c, across, int64(lane*geom.Inch)), across, why})
		}
	}
	return out
}
