package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/units"
)

// repairs restores damaged units out of contact (VI.4.1): two identical
// damaged squads merge into one full squad, a damaged vehicle or tank in
// the hex of its Command Post or Forward HQ and a damaged aircraft on its
// airfield are repaired for half their cost — a full unit back for half
// the price of a new one, while the enemy is too far to catch it idle.
// Engineers on a damaged airfield of the map repair it when the side has
// aircraft to fly from it.
func (t *turn) repairs() []Order {
	g := t.b
	var out []Order
	merged := map[game.UnitID]bool{}
	treasury := g.Player(t.side).Treasury
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || merged[u.ID] || t.nearestEnemy(u.Hex) <= contact {
			continue
		}
		if u.Card.Special.Engineer && u.Card.Class == units.Infantry && g.CanRepairField(u.ID) == nil && t.hasAircraft() &&
			g.FieldRepairCost() <= treasury {
			treasury -= g.FieldRepairCost()
			out = append(out, Order{Command: game.Command{Kind: game.CmdRepairField, Side: t.side, Unit: u.ID},
				Reason: fmt.Sprintf("%s repairs the damaged airfield at %s for %d: its aircraft need it", u.Card.Marker, u.Hex, g.FieldRepairCost())})
			continue
		}
		if !u.Damaged {
			continue
		}
		cmd := game.Command{Kind: game.CmdRepair, Side: t.side, Unit: u.ID}
		why := fmt.Sprintf("%s is repaired at %s for %d, out of the enemy's reach: half the price of a new one", u.Card.Marker, u.Hex, game.RepairCost(u))
		if u.Card.Class == units.Infantry {
			p := t.mergePartner(u, merged)
			if p == nil {
				continue
			}
			cmd.Target = p.ID
			why = fmt.Sprintf("%s and %s merge into one full squad at %s, out of the enemy's reach", u.Card.Marker, p.Card.Marker, u.Hex)
		}
		if game.RepairCost(u) > treasury || !t.tries(cmd) {
			continue
		}
		treasury -= game.RepairCost(u)
		merged[u.ID], merged[cmd.Target] = true, true
		out = append(out, Order{Command: cmd, Reason: why})
	}
	return out
}

// mergePartner is another damaged squad of u's card in its hex, not yet
// merged.
func (t *turn) mergePartner(u *game.Unit, merged map[game.UnitID]bool) *game.Unit {
	for _, p := range t.b.Stack(u.Hex) {
		if p.ID != u.ID && p.Side == t.side && p.CardID == u.CardID && p.Damaged && !merged[p.ID] {
			return p
		}
	}
	return nil
}

// hasAircraft: the side has an aircraft on the map.
func (t *turn) hasAircraft() bool {
	for _, ou := range t.v.Own {
		if u := t.b.Unit(ou.ID); u != nil && u.Deployed() && u.Card.Class == units.Aircraft {
			return true
		}
	}
	return false
}
