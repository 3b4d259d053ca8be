package session

import (
	"strconv"

	"frontline/game/units"
)

// The client's words for time follow the rulebook: each side plays its
// own Operational Turns, numbered from 1, the sides taking turns; a
// scenario's turn limit counts each side's turns (II.2.2: "20
// Operational Turns" is 20 turns of each side). "Round" is kept for the
// combat rounds of an engagement.

// TurnName is side's turn n against the scenario's turn limit (0: none):
// "Germany's turn 2 of 20".
func TurnName(side units.Side, n, limit int) string {
	return Possessive(side) + " turn " + TurnOf(n, limit)
}

// TurnOf is "2 of 20" (limit 0: "2").
func TurnOf(n, limit int) string {
	if limit <= 0 {
		return strconv.Itoa(n)
	}
	return strconv.Itoa(n) + " of " + strconv.Itoa(limit)
}

// TurnAtStep is the turn number of the side playing the step-th
// Operational Turn of the game (game.Game.Step, both sides counted): the
// sides alternate, so steps 2n-1 and 2n are both sides' turn n.
func TurnAtStep(step int) int { return (step + 1) / 2 }

// Possessive is a side's name as an owner: "the United States'",
// "Germany's".
func Possessive(s units.Side) string {
	switch s {
	case units.US:
		return "the United States'"
	case units.Germany:
		return "Germany's"
	}
	return string(s) + "'s"
}
