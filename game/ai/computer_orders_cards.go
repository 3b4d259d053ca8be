package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// The command cards played as orders of their own in the Movement Phase
// (IV.3.3, IV.3.5): Encircle on the most valuable enemy stack its units
// border from enough sides (its assaults there then get +5 initiative),
// and Push on the mechanised units still far from the objective (a hex
// more this phase; infantry is left out, since pushed it may not move
// next turn). Both are given before the moves are planned; the plan is
// worked out again once the card is spent (the hand is part of what it
// plans on).

// encircle names the stack and the hex left open: the free neighbour
// farthest from its own objectives, so the enemy's way out leads away.
func (t *turn) encircle() []Order {
	g := t.b
	if !t.holds(cards.Encircle) {
		return nil
	}
	targets := g.EncircleTargets(t.side)
	var stacks []game.EnemyStack
	for _, es := range t.v.Enemy {
		for _, h := range targets {
			if es.Hex == h {
				stacks = append(stacks, es)
			}
		}
	}
	sort.SliceStable(stacks, func(i, j int) bool { return t.stackValue(stacks[i]) > t.stackValue(stacks[j]) })
	p := t.plan()
	for _, es := range stacks {
		target, ring, err := g.EncircleTarget(t.side, es.Hex)
		if err != nil {
			continue
		}
		var ids []game.UnitID
		for _, h := range ring {
			for _, u := range g.Stack(h) {
				if u.Side == t.side && g.EncircleRinger(u) {
					ids = append(ids, u.ID)
				}
			}
		}
		var open []hex.Hex
		for _, n := range hex.Neighbors(es.Hex) {
			if g.EncircleOpenBar(t.side, es.Hex, n) == nil {
				open = append(open, n)
			}
		}
		sort.SliceStable(open, func(i, j int) bool { return distance(open[i], p.defend) > distance(open[j], p.defend) })
		for _, h := range open {
			cmd := game.Command{Kind: game.CmdEncircle, Side: t.side, Units: ids, Target: target, Hex: &h}
			if t.tries(cmd) {
				return []Order{{Command: cmd, Reason: fmt.Sprintf("encircles the stack at %s from %d hexes, leaving %s open: its assaults there get +5 initiative",
					es.Hex, len(ring), h)}}
			}
		}
	}
	return nil
}

// push gives the mechanised units that have not moved and stand farther
// from the nearest objective than they can go this phase a hex more.
func (t *turn) push() []Order {
	g := t.b
	if !t.holds(cards.Push) {
		return nil
	}
	p := t.plan()
	if len(p.goals) == 0 {
		return nil
	}
	var ids []game.UnitID
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || (u.Card.Class != units.Tank && u.Card.Class != units.Vehicle) || g.CanMove(u.ID) != nil {
			continue
		}
		if distance(u.Hex, p.goals) > u.Face().Movement {
			ids = append(ids, u.ID)
		}
	}
	if len(ids) < 2 {
		return nil
	}
	cmd := game.Command{Kind: game.CmdPush, Side: t.side, Units: ids}
	if !t.tries(cmd) {
		return nil
	}
	return []Order{{Command: cmd, Reason: fmt.Sprintf("pushes %d vehicles and tanks a hex further toward the objective", len(ids))}}
}
