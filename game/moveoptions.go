package game

import "frontline/game/hex"

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
	out := map[string]MoveOption{}
	if g.CanMove(id) != nil {
		return out
	}
	u := g.Unit(id)
	// Event cards may change the allowance by the kind of route
	// (event_ongoing.go): one search per kind, the best option kept.
	modes := g.moveModes(u)
	if len(modes) == 1 { // the usual case: the one search's options, those within the allowance
		out = g.moveOptionsIn(u, modes[0])
		for h, o := range out {
			if mv, _ := g.moveAllowance(u, o.Path); o.Cost > mv {
				delete(out, h)
			}
		}
		return out
	}
	for _, m := range modes {
		for h, o := range g.moveOptionsIn(u, m) {
			if mv, _ := g.moveAllowance(u, o.Path); o.Cost > mv {
				continue
			}
			if old, ok := out[h]; !ok || o.Chance > old.Chance || (o.Chance == old.Chance && o.Cost < old.Cost) {
				out[h] = o
			}
		}
	}
	return out
}
