package ai

import (
	"fmt"
	"slices"

	"frontline/game"
	"frontline/game/units"
)

// Deploying aboard (V.6.1, Table V.1 row 2): a land unit arriving in the
// same Deployment Phase as a ship may come in aboard it instead of at a
// port its side holds. It pays when the ship lands it at an objective at
// least landMargin turns sooner than it would walk there from the best
// port (computer_amphib.go counts the turns), or when the side holds no
// port it may come in at.

// hasRoom: u fits aboard c beside its load (the Belief has no command
// log, so the engine's own check, CanDeployAboard, cannot answer there).
func (t *turn) hasRoom(c, u *game.Unit) bool {
	room := 0
	for _, p := range t.cargo(c) {
		if !fits(c, p, &room) {
			return false
		}
	}
	return fits(c, u, &room)
}

// shipsFirst orders the staged units ships first, so the ships are on
// the map when the land units decide whether to come in aboard them.
func (t *turn) shipsFirst(staged []*game.Unit) []*game.Unit {
	out := slices.Clone(staged)
	slices.SortStableFunc(out, func(a, b *game.Unit) int {
		return shipRank(a) - shipRank(b)
	})
	return out
}

func shipRank(u *game.Unit) int {
	if u.Card.Class == units.Ship {
		return 0
	}
	return 1
}

// deployAboard is the order that brings staged unit u in aboard a ship
// deploying in this phase, when the landing pays.
func (t *turn) deployAboard(p plan, u *game.Unit) (Order, bool) {
	g := t.b
	if !u.Card.Ground() || len(p.goals) == 0 {
		return Order{}, false
	}
	walk, port := -1, ""
	for _, h := range g.DeployHexes(u.ID) {
		if w := walkTurns(p, u, h); walk < 0 || w < walk {
			walk, port = w, h.String()
		}
	}
	for _, c := range t.ownOnMap() {
		id := c.ID
		if !landingCraft(c) || t.c.mem.deployed[id] != g.Step || !t.hasRoom(c, u) {
			continue
		}
		l, ok := t.bestLanding(p, c, c.Hex, []*game.Unit{u})
		if !ok || walk >= 0 && l.turns > walk-landMargin {
			continue
		}
		why := fmt.Sprintf("at the objective in %d turns by sea against %d from the port at %s", l.turns, walk, port)
		if walk < 0 {
			why = fmt.Sprintf("at the objective in %d turns; it holds no port to come in at", l.turns)
		}
		return Order{Command: game.Command{Kind: game.CmdDeployAboard, Side: t.side, Unit: u.ID, Target: id},
			Reason: fmt.Sprintf("%s deploys aboard %s at %s to land at %s: %s", u.Card.Marker, c.Card.Marker, c.Hex, l.beach, why)}, true
	}
	return Order{}, false
}
