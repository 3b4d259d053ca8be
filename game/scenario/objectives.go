package scenario

import (
	"fmt"
	"slices"

	"frontline/game/hex"
	"frontline/game/units"
)

// objectives checks the [[objective]] list.
func (l *loader) objectives() {
	l.s.objectives = l.objectiveList("objective", l.f.Obj)
	// A Standard Game file keeps its objectives in [standard].
	if l.s.Win.Objectives && len(l.s.objectives) == 0 && l.s.Type != StandardGame {
		l.errorf("scenario.win.objectives", "objectives = true but the file lists no [[objective]] (II.2.1)")
	}
}

// objectiveList checks one list of objectives (the scenario's or the
// Standard Game's): sides, kinds, hexes on land, at most one primary per
// side, no hex listed twice for the same side. The same hex may serve both
// sides (a shared objective, II.2.2).
func (l *loader) objectiveList(base string, list []fileObj) []Objective {
	if !l.count(base, len(list), MaxObjectives) {
		return nil
	}
	var out []Objective
	type key struct {
		side units.Side
		h    hex.Hex
	}
	seen := map[key]string{}
	primaries := map[units.Side]bool{}
	for i, fo := range list {
		path := fmt.Sprintf("%s[%d]", base, i)
		o := Objective{Name: fo.Name}
		side, okSide := l.side(path+".side", fo.Side)
		o.Side = side
		switch Kind(fo.Kind) {
		case Primary:
			o.Kind, o.Points = Primary, PrimaryPoints
			if okSide && primaries[side] {
				l.errorf(path+".kind", "second primary objective for %s (one primary per side; add secondaries instead)", side)
			}
			primaries[side] = true
		case Secondary:
			o.Kind, o.Points = Secondary, SecondaryPoints
		default:
			l.errorf(path+".kind", "kind %q is not allowed (\"primary\" red marker, or \"secondary\" orange marker)", fo.Kind)
		}
		if fo.Points != 0 {
			if fo.Points < 1 || fo.Points > 1000 {
				l.errorf(path+".points", "points %d out of range (1..1000; Table II.1 gives primary 100, secondary 75)", fo.Points)
			}
			o.Points = fo.Points
		}
		l.text(path+".name", "objective name", fo.Name, MaxNameLen, true)
		o.Hexes, o.Hold = l.objectiveHexes(path, fo) // lineobj.go: one hex, or a line
		if len(o.Hexes) > 0 {
			o.Hex = o.Hexes[0]
		}
		for j, h := range o.Hexes {
			if !okSide {
				break
			}
			k := key{side, h}
			if prev, dup := seen[k]; dup {
				l.errorf(objectiveHexPath(path, fo, j), "hex %s is already an objective of %s (%s)", h, side, prev)
			}
			seen[k] = fmt.Sprintf("%s[%d]", base, i)
		}
		out = append(out, o)
	}
	return out
}

// objectiveAt returns the objective side must capture at h, if any.
func objectiveAt(list []Objective, side units.Side, h hex.Hex) (Objective, bool) {
	for _, o := range list {
		if o.Side == side && slices.Contains(o.Hexes, h) {
			return o, true
		}
	}
	return Objective{}, false
}
