package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/units"
)

// Transport (VI.3-VI.3.3). Infantry walks a hex or two a turn; a
// halftrack or truck drives several. Infantry far from the objective and
// out of contact boards a carrier of its hex with room, the carrier
// drives it forward out of contact (convoys), and it gets off once the
// enemy or the objective is near, so it never fights from inside.

// far: the objective is at least this many hexes off for infantry to ride.
const rideFrom = 3

// transport lists the boarding and landing orders of the phase.
func (t *turn) transport(p plan) []Order {
	g := t.b
	var out []Order
	taken := map[game.UnitID]bool{} // carriers given a passenger in this list
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || u.Card.Class != units.Infantry {
			continue
		}
		if u.Aboard != 0 {
			c := g.Unit(u.Aboard)
			if c == nil || c.Card.Class == units.Ship {
				continue
			}
			if t.nearestEnemy(u.Hex) <= contact+1 || len(p.goals) == 0 || distance(u.Hex, p.goals) <= 2 {
				cmd := game.Command{Kind: game.CmdDisembark, Side: t.side, Unit: u.ID}
				if t.tries(cmd) {
					out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s gets off %s at %s: the fight is near", u.Card.Marker, c.Card.Marker, u.Hex)})
				}
			}
			continue
		}
		if p.held[u.ID] || len(p.goals) == 0 || distance(u.Hex, p.goals) < rideFrom || t.nearestEnemy(u.Hex) <= contact+1 || u.MovedStep == g.Step {
			continue
		}
		for _, c := range g.Stack(u.Hex) {
			if c.Side != t.side || c.ID == u.ID || taken[c.ID] || p.held[c.ID] || c.Card.Class != units.Vehicle || t.load(c) != nil ||
				c.MovedStep == g.Step || g.CanEmbark(u.ID, c.ID) != nil {
				continue
			}
			taken[c.ID] = true
			out = append(out, Order{Command: game.Command{Kind: game.CmdEmbark, Side: t.side, Unit: u.ID, Target: c.ID},
				Reason: fmt.Sprintf("%s boards %s at %s to ride to the objective %d hexes off", u.Card.Marker, c.Card.Marker, u.Hex, distance(u.Hex, p.goals))})
			break
		}
	}
	return out
}
