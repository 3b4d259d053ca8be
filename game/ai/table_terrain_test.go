package ai

import (
	"slices"
	"testing"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// IX.4.2: the computer places its features where they serve it — the
// defender at the objective's near edge, the attacker on its way there,
// between its zone and the objective — and every one passes the checks
// (an order refused would be counted by the match).
func TestIX42_ComputerPlacesTerrainWhereItServes(t *testing.T) {
	def, env, cs := matchData(t, "foggia-approaches")
	obj := def.Objectives[0]
	placed := [2]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		var g *standalone.Game
		w := &TableWatch{Started: func(x *standalone.Game) { g = x }, Applied: func(s units.Side, o TableOrder, _ []standalone.Event) {
			if o.Command.Kind != tactical.CmdTerrain {
				return
			}
			b := g.Battle
			r, _ := b.RoleOf(s)
			var sum geom.Point
			for _, c := range o.Command.Corners {
				sum = sum.Add(c)
			}
			n := int64(len(o.Command.Corners))
			at := geom.Pt(sum.X/n, sum.Y/n)
			d := geom.Distance(at, obj.At)
			placed[r]++
			switch r {
			case tactical.Defender:
				if d > obj.Radius+int64((slices.Max(ringsOut)+2*laneOffset+terrainLen)*geom.Inch) {
					t.Errorf("seed %d: the defender's %s stands %s from the objective", seed, o.Command.Feature, geom.Inches(d))
				}
			case tactical.Attacker:
				zone := geom.Side(b.Zones[0].Side).Mid()
				if d <= obj.Radius || d >= geom.Distance(zone, obj.At) {
					t.Errorf("seed %d: the attacker's %s is not on its way (%s from the objective)", seed, o.Command.Feature, geom.Inches(d))
				}
			}
		}}
		m, err := PlayTableMatch(def, env, cs, seed, [2]TablePlayer{NewComputerTable(seed, Standard), NewComputerTable(seed+9, Standard)}, w)
		if err != nil {
			t.Fatal(err)
		}
		if m.Refused > 0 {
			t.Errorf("seed %d: %d orders refused", seed, m.Refused)
		}
	}
	if placed[tactical.Attacker] == 0 || placed[tactical.Defender] == 0 {
		t.Errorf("features placed by role: %v", placed)
	}
}
