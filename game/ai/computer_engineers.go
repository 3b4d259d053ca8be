package ai

import (
	"fmt"
	"slices"
	"sort"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// Combat engineers (VI.5.3, VI.5.4). In the Production Phase a squad
// standing on an objective the enemy must take, with the enemy near,
// builds the obstacle (or, with one standing, the emplacement) it lacks:
// the cheapest ground the defence can buy. A squad on the bank of a river
// its side must cross to reach its objective, with no bridge there,
// builds one. In the Movement Phase a squad clears the enemy obstacles in
// its hex, and blows the bridge it stands at when the enemy comes at it
// from across the river and its own plan does not cross there.

// engineer: u is a combat engineer squad on the map.
func engineer(u *game.Unit) bool {
	return u != nil && u.Deployed() && u.Card.Special.Engineer && u.Card.Class == units.Infantry
}

// builds lists the construction orders of the Production Phase.
func (t *turn) builds() []Order {
	g := t.b
	if t.c.buildsAt == g.Step {
		return nil
	}
	t.c.buildsAt = g.Step // looked at once a phase: when it finds none, none comes later
	p := t.plan()
	var out []Order
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if !engineer(u) || u.IdleIn(g.Player(t.side).Turn) {
			continue
		}
		if o, ok := t.fortify(p, u); ok {
			out = append(out, o)
		} else if o, ok := t.bridgeOver(p, u); ok {
			out = append(out, o)
		}
	}
	return out
}

// fortify: the obstacle, then the emplacement, the squad's objective
// lacks while the enemy threatens it.
func (t *turn) fortify(p plan, u *game.Unit) (Order, bool) {
	g := t.b
	if !slices.Contains(p.defend, u.Hex) || t.threat(u.Hex) == 0 {
		return Order{}, false
	}
	have := map[units.Class]bool{}
	for _, o := range g.Stack(u.Hex) {
		if o.Side == t.side {
			have[o.Card.Class] = true
		}
	}
	offers := g.Buyable(t.side)
	sort.SliceStable(offers, func(i, j int) bool { return offers[i].Cost < offers[j].Cost })
	for _, class := range []units.Class{units.Obstacle, units.Emplacement} {
		if have[class] {
			continue
		}
		for _, of := range offers {
			c, ok := g.Card(of.Card)
			if !ok || c.Class != class || of.Left == 0 {
				continue
			}
			cmd := game.Command{Kind: game.CmdBuild, Side: t.side, Unit: u.ID, Card: of.Card}
			if t.tries(cmd) {
				return Order{Command: cmd, Reason: fmt.Sprintf("%s builds %s at %s for %d: the enemy near the objective (%.0f of its worth) must come through it",
					u.Card.Marker, c.Name, u.Hex, of.Cost, t.threat(u.Hex))}, true
			}
		}
	}
	return Order{}, false
}

// bridgeOver: a bridge across the river from the squad's hex toward the
// objective, where none stands and no enemy is in contact.
func (t *turn) bridgeOver(p plan, u *game.Unit) (Order, bool) {
	g := t.b
	if len(p.goals) == 0 || t.nearestEnemy(u.Hex) <= contact {
		return Order{}, false
	}
	for _, n := range hex.Neighbors(u.Hex) {
		if _, river := g.Scenario().Map.River(u.Hex, n); !river || g.BridgeIntact(u.Hex, n) || distance(n, p.goals) >= distance(u.Hex, p.goals) {
			continue
		}
		if t.bridgeNear(u.Hex, n) {
			continue
		}
		across := n
		cmd := game.Command{Kind: game.CmdBuild, Side: t.side, Unit: u.ID, Card: "neutral.engineered_bridge", Hex: &across}
		if t.tries(cmd) {
			return Order{Command: cmd, Reason: fmt.Sprintf("%s bridges the river from %s to %s: the way to the objective %d hexes off crosses it",
				u.Card.Marker, u.Hex, n, distance(u.Hex, p.goals))}, true
		}
	}
	return Order{}, false
}

// bridgeNear: a standing bridge crosses the same river within a hex of
// the crossing a to b, so the plan may use it instead.
func (t *turn) bridgeNear(a, b hex.Hex) bool {
	g := t.b
	ns := hex.Neighbors(a)
	for _, x := range append(ns[:], a) {
		for _, y := range hex.Neighbors(x) {
			if hex.Distance(y, b) <= 1 && g.BridgeIntact(x, y) {
				return true
			}
		}
	}
	return false
}

// demolitions lists the clearing and demolition orders of the Movement
// Phase.
func (t *turn) demolitions(p plan) []Order {
	g := t.b
	var out []Order
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if !engineer(u) || u.DemoStep == g.Step || u.IdleIn(g.Player(t.side).Turn) {
			continue
		}
		for _, o := range g.Stack(u.Hex) {
			if o.Side == t.side || o.Card.Class != units.Obstacle {
				continue
			}
			cmd := game.Command{Kind: game.CmdDetonate, Side: t.side, Unit: u.ID, Target: o.ID}
			if t.tries(cmd) {
				out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s clears the enemy %s at %s", u.Card.Marker, o.Card.Name, u.Hex)})
				break
			}
		}
		if o, ok := t.blowBridge(p, u); ok {
			out = append(out, o)
		}
	}
	return out
}

// blowBridge: the bridge at the squad's hex whose far bank the enemy is
// coming up to, when crossing it brings the side no nearer its
// objectives.
func (t *turn) blowBridge(p plan, u *game.Unit) (Order, bool) {
	g := t.b
	for _, n := range hex.Neighbors(u.Hex) {
		if !g.BridgeIntact(u.Hex, n) || len(p.goals) > 0 && distance(n, p.goals) < distance(u.Hex, p.goals) {
			continue
		}
		coming := 0.0
		for _, es := range t.v.Enemy {
			if t.enemyGround(es) && es.Hex != u.Hex && hex.Distance(es.Hex, n) <= 1 && hex.Distance(es.Hex, u.Hex) >= hex.Distance(es.Hex, n) {
				coming += t.enemyPower(es)
			}
		}
		if coming == 0 {
			continue
		}
		across := n
		cmd := game.Command{Kind: game.CmdDetonate, Side: t.side, Unit: u.ID, Option: "bridge", Hex: &across}
		if t.tries(cmd) {
			return Order{Command: cmd, Reason: fmt.Sprintf("%s blows the bridge from %s to %s: the enemy (%.0f of its worth) is coming over it and the plan does not cross there",
				u.Card.Marker, u.Hex, n, coming)}, true
		}
	}
	return Order{}, false
}
