package play

import (
	"math"
	"sort"

	"frontline/game"
	"frontline/game/hex"
)

// ReachHex is one hex a selected unit can move to, for the highlight.
type ReachHex struct {
	Hex    hex.Hex
	Chance float64 // of passing every terrain check on the way
	Checks int     // terrain rolls on the way
	Path   []hex.Hex
	Stack  bool // a stack stands there (its label moves off the marker)
}

// Reach lists a unit's move options (Game.MoveOptions) in a fixed order.
func Reach(opts map[string]game.MoveOption) []ReachHex {
	out := make([]ReachHex, 0, len(opts))
	for k, o := range opts {
		h, err := hex.Parse(k)
		if err != nil {
			continue
		}
		out = append(out, ReachHex{Hex: h, Chance: o.Chance, Checks: o.Checks, Path: o.Path})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Hex.Q != out[j].Hex.Q {
			return out[i].Hex.Q < out[j].Hex.Q
		}
		return out[i].Hex.R < out[j].Hex.R
	})
	return out
}

// Percent is a chance as a whole percentage for the map labels, never
// shown as 100 when a check can fail nor as 0 when it can pass.
func Percent(chance float64) int {
	p := int(math.Round(chance * 100))
	switch {
	case chance >= 1:
		return 100
	case p >= 100:
		return 99
	case p <= 0 && chance > 0:
		return 1
	}
	return max(p, 0)
}

// TargetHexes are the hexes, as the viewer's View shows them, holding any
// of the attack targets: only hexes the viewer can see are returned.
func TargetHexes(v game.View, targets []game.UnitID) []hex.Hex {
	var out []hex.Hex
	for _, es := range v.Enemy {
		for _, u := range es.Units {
			if containsID(targets, u.ID) {
				out = append(out, es.Hex)
				break
			}
		}
	}
	return out
}

// TargetIn is the top-most unit of enemy stack h (as seen) that is among
// targets, or 0.
func TargetIn(v game.View, h hex.Hex, targets []game.UnitID) game.UnitID {
	for _, es := range v.Enemy {
		if es.Hex != h {
			continue
		}
		for i := len(es.Units) - 1; i >= 0; i-- {
			if containsID(targets, es.Units[i].ID) {
				return es.Units[i].ID
			}
		}
	}
	return 0
}

func containsID(ids []game.UnitID, id game.UnitID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
