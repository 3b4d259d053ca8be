package game

import (
	"cmp"
	"maps"
	"slices"

	"frontline/game/hex"
)

// MoveOption is one hex a unit can reach this Movement Phase, for the
// client's move preview: the safest route there, the movement it spends
// and the chance of passing every terrain check on the way.
type MoveOption struct {
	Path   []hex.Hex `json:"path"`   // start hex left out; a ready CmdMove path
	Cost   int       `json:"cost"`   // hexes entered (V.4)
	Chance float64   `json:"chance"` // product of the checks' pass chances; 1 with no checks
	Checks int       `json:"checks"` // terrain rolls along Path
}

// MoveOptions maps every hex (CCRR) unit id can reach now to its best
// option: the highest chance, then the fewest hexes. It is empty when the
// unit cannot move (CanMove says why).
func (g *Game) MoveOptions(id UnitID) map[string]MoveOption {
	list := g.moveOptionList(id)
	out := make(map[string]MoveOption, len(list))
	for _, o := range list {
		out[o.Path[len(o.Path)-1].String()] = o
	}
	return out
}

// moveOptionList is MoveOptions as a list in the order of the hexes
// reached, column then row: the order of their CCRR keys.
func (g *Game) moveOptionList(id UnitID) []MoveOption {
	if !g.mayMove(id) {
		return nil
	}
	u := g.Unit(id)
	over := func(o MoveOption) bool { mv, _ := g.moveAllowance(u, o.Path); return o.Cost > mv }
	if g.mayGoOn(u) || len(g.moveDeltasOf(u).fs) == 0 { // no card makes the allowance depend on the route
		mv, _ := g.moveAllowance(u, nil)
		over = func(o MoveOption) bool { return o.Cost > mv }
	}
	// Event cards may change the allowance by the kind of route
	// (event_ongoing.go): one search per kind, the best option kept.
	modes := g.moveModes(u)
	if len(modes) == 1 { // the usual case: the one search's options, those within the allowance
		return slices.DeleteFunc(g.moveOptionsIn(u, modes[0]), over)
	}
	best := map[hex.Hex]MoveOption{}
	for _, m := range modes {
		for _, o := range g.moveOptionsIn(u, m) {
			h := o.Path[len(o.Path)-1]
			if old, ok := best[h]; !over(o) && (!ok || o.Chance > old.Chance || (o.Chance == old.Chance && o.Cost < old.Cost)) {
				best[h] = o
			}
		}
	}
	out := slices.Collect(maps.Values(best))
	slices.SortFunc(out, func(a, b MoveOption) int {
		oa, ob := a.Path[len(a.Path)-1].Offset(), b.Path[len(b.Path)-1].Offset()
		return cmp.Or(cmp.Compare(oa.Col, ob.Col), cmp.Compare(oa.Row, ob.Row))
	})
	return out
}
