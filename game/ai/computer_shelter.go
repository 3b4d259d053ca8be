package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/units"
)

// Emplacements (glossary, Emplacement). A garrison's infantry goes into
// the sheltering emplacement of its objective: it is out of reach while
// the emplacement stands and still fires from it. It comes out when the
// emplacement is damaged, to dig in before the emplacement falls and
// leaves it in the open.
func (t *turn) shelters(p plan) []Order {
	g := t.b
	var out []Order
	filled := map[game.UnitID]bool{}
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || u.Card.Class != units.Infantry {
			continue
		}
		if e := g.Unit(u.Shelter); u.Shelter != 0 && e != nil && e.Deployed() {
			filled[e.ID] = true
			if e.Damaged {
				cmd := game.Command{Kind: game.CmdLeaveShelter, Side: t.side, Unit: u.ID}
				if t.tries(cmd) {
					out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s comes out of the damaged %s at %s to dig in before it falls", u.Card.Marker, e.Card.Name, u.Hex)})
				}
			}
			continue
		}
		if !p.held[u.ID] {
			continue
		}
		for _, e := range g.Stack(u.Hex) {
			if e.Side != t.side || e.Card.Class != units.Emplacement || !e.Card.Special.Shelter || e.Damaged || filled[e.ID] {
				continue
			}
			cmd := game.Command{Kind: game.CmdEnterShelter, Side: t.side, Unit: u.ID, Target: e.ID}
			if t.tries(cmd) {
				filled[e.ID] = true
				out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s holds %s from within %s: out of the enemy's reach while it stands", u.Card.Marker, u.Hex, e.Card.Name)})
				break
			}
		}
	}
	return out
}
