package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// Captured equipment (VI.1.2). A captured gun or vehicle needs a crew of
// its kind: a free crew of the side in its hex mans it (a unit for
// nothing). One no free crew of the side can reach, with the enemy in
// contact, is destroyed rather than left for the enemy to take back.
func (t *turn) captured() []Order {
	g := t.b
	var out []Order
	crews := map[game.UnitID]bool{} // crews given a unit in this list
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || !u.Captured || u.Crew != 0 {
			continue
		}
		need := u.Card.Special.RequiresCrew
		if need == units.NoCrew {
			continue
		}
		freeNear, manned := false, false
		for _, cu := range t.v.Own {
			c := g.Unit(cu.ID)
			if c == nil || !c.Deployed() || c.Card.Class != units.Crew || c.Card.Special.CrewType != need || c.Mans != 0 || crews[c.ID] {
				continue
			}
			if c.Hex == u.Hex {
				cmd := game.Command{Kind: game.CmdManCaptured, Side: t.side, Unit: u.ID, Target: c.ID}
				if t.tries(cmd) {
					crews[c.ID], manned = true, true
					out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s mans the captured %s at %s: a unit for nothing", c.Card.Marker, u.Card.Name, u.Hex)})
					break
				}
			}
			freeNear = freeNear || hex.Distance(c.Hex, u.Hex) <= contact
		}
		if manned || freeNear || t.nearestEnemy(u.Hex) > contact {
			continue
		}
		cmd := game.Command{Kind: game.CmdDestroyCaptured, Side: t.side, Unit: u.ID}
		if t.tries(cmd) {
			out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("destroys the captured %s at %s: no crew of its own can man it and the enemy is near enough to take it back", u.Card.Name, u.Hex)})
		}
	}
	return out
}
