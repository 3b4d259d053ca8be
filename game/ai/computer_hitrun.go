package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/units"
)

// Hit & Run (glossary). An assault made only by units with Hit & Run is
// declared one: a hex shorter a move, but +1 initiative, and if the
// attackers win it they fire a round nobody answers and fall back — the
// way for a light, fast unit to hurt a stack it would lose a straight
// fight to. tryAssault declares it on its copy of the Belief before the
// moves, so the odds it weighs are those of the Hit & Run.

// hitAndRun: every unit of ids has Hit & Run.
func hitAndRun(g *game.Game, ids []game.UnitID) bool {
	for _, id := range ids {
		if u := g.Unit(id); u == nil || !u.Card.Special.HitAndRun {
			return false
		}
	}
	return len(ids) > 0
}

// declareHitAndRun declares it for ids on c; false when c refuses one.
func declareHitAndRun(c *game.Game, side units.Side, ids []game.UnitID) bool {
	for _, id := range ids {
		if _, err := c.Apply(game.Command{Kind: game.CmdHitAndRun, Side: side, Unit: id}); err != nil {
			return false
		}
	}
	return true
}

// hitAndRunOrder is the declaration before unit id's assault move.
func (t *turn) hitAndRunOrder(id game.UnitID, a assault) Order {
	return Order{Command: game.Command{Kind: game.CmdHitAndRun, Side: t.side, Unit: id},
		Reason: fmt.Sprintf("%s declares Hit & Run to strike %s and fall back: +1 initiative, %.0f %% to clear the hex",
			t.b.Unit(id).Card.Marker, a.hex, 100*a.win)}
}
