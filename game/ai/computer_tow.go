package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// Towing (VI.3.5). A towed gun that cannot move itself is useless far
// behind the front: it is hitched to the tows in its hex while the enemy
// is beyond its reach and the objective far, hauled forward by them
// (convoys), and unhitched — set up to fire — once an enemy or the
// objective is within its reach and a little more. Hitching and
// unhitching each cost a Movement Phase of idleness, so a gun already
// near the fight is left where it stands.

// gunReach is the longest operational range of u's weapons.
func gunReach(u *game.Unit) int {
	r := 0
	for _, w := range u.Face().Weapons {
		r = max(r, w.RangeOp)
	}
	return r
}

// towedGun: u is a Towed Gun that cannot move on its own.
func towedGun(u *game.Unit) bool {
	return u.Card.Special.TowedGun != units.NoSize && u.Face().Movement == 0
}

// towing lists the hitch and unhitch orders of the phase.
func (t *turn) towing(p plan) []Order {
	g := t.b
	var out []Order
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || !towedGun(u) || p.held[u.ID] {
			continue
		}
		near := t.nearestEnemy(u.Hex)
		front := gunReach(u) + contact
		far := len(p.goals) > 0 && distance(u.Hex, p.goals) > front
		if len(u.TowedBy) > 0 {
			if near <= front || !far {
				cmd := game.Command{Kind: game.CmdUnhitch, Side: t.side, Unit: u.ID}
				if t.tries(cmd) {
					out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s is unhitched and set up at %s: the enemy is within %d hexes", u.Card.Marker, u.Hex, near)})
				}
			}
			continue
		}
		if near <= front || !far {
			continue
		}
		var tows []game.UnitID
		for _, o := range g.Stack(u.Hex) {
			if o.Side == t.side && o.Card.Special.TowCapacity.Fits(u.Card.Special.TowedGun) && !p.held[o.ID] && len(tows) < max(u.Card.Special.TowVehicles, 1) {
				tows = append(tows, o.ID)
			}
		}
		cmd := game.Command{Kind: game.CmdHitch, Side: t.side, Unit: u.ID, Units: tows}
		if len(tows) == 0 || !t.tries(cmd) {
			continue
		}
		out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s is hitched to %s at %s to be hauled to the front: nothing in its reach here, the objective %d hexes off",
			u.Card.Marker, g.Unit(tows[0]).Card.Marker, u.Hex, distance(u.Hex, p.goals))})
	}
	return out
}

// convoys moves the units hauling a gun or carrying troops toward the
// objective, keeping them out of contact: to the reachable hex nearest
// the objective that no enemy it knows of stands within contact of.
func (t *turn) convoys(p plan, movers []game.UnitID, busy map[game.UnitID]bool,
	opts map[game.UnitID]map[string]game.MoveOption, go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	if len(p.goals) == 0 {
		return
	}
	for _, id := range movers {
		u := g.Unit(id)
		load := t.load(u)
		if busy[id] || load == nil {
			continue
		}
		busy[id] = true // a loaded carrier never goes into an assault
		best, bestD := "", distance(u.Hex, p.goals)
		for _, k := range sortedKeys(opts[id]) {
			o := opts[id][k]
			to := o.Path[len(o.Path)-1]
			if o.Chance < minMoveChance || t.nearestEnemy(to) <= contact {
				continue
			}
			if d := distance(to, p.goals); d < bestD {
				best, bestD = k, d
			}
		}
		if best == "" {
			continue
		}
		to := opts[id][best].Path[len(opts[id][best].Path)-1]
		go1(id, opts[id][best].Path, fmt.Sprintf("%s carries %s to %s, %d hexes from the objective and out of the enemy's reach",
			u.Card.Marker, load.Card.Marker, to, bestD))
	}
}

// load is the gun u tows or the first unit it carries, or nil.
func (t *turn) load(u *game.Unit) *game.Unit {
	for _, o := range t.b.Stack(u.Hex) {
		if o.Aboard == u.ID || len(o.TowedBy) > 0 && o.TowedBy[0] == u.ID {
			return o
		}
	}
	return nil
}
