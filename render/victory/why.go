package victory

import (
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/scenario"
	"frontline/game/units"
	"frontline/render/session"
)

// TurnWords says where the game stopped in the rulebook's terms: each
// side plays its own Operational Turns, numbered from 1, and the turn
// limit counts each side's turns ("Germany's turn 20 of 20").
func TurnWords(g *game.Game) string {
	limit := 0
	if sc := g.Scenario(); sc != nil {
		limit = sc.TurnLimit
	}
	return session.TurnName(g.Active, g.Player(g.Active).Turn, limit)
}

// ScoreNote explains a draw at the turn limit of a scenario whose scores
// do not decide it (at_turn_limit = "draw", II.2.2): the scores on the
// screen may differ widely, and a player asks why the higher one did not
// win. It is "" for every other ending.
func ScoreNote(g *game.Game) string {
	sc := g.Scenario()
	if !g.Over || g.Result != "draw" || sc == nil || sc.Win.AtTurnLimit != scenario.LimitDraw || !atLimit(g) {
		return ""
	}
	return fmt.Sprintf("Why not the scores (the United States %d, Germany %d)? In this scenario points do not decide: a side wins only by %s, "+
		"and a game nobody has won that way by the turn limit is a draw (II.2.2).",
		g.Score(units.US), g.Score(units.Germany), winWays(sc.Win))
}

// atLimit reports whether both sides have played the scenario's turns.
func atLimit(g *game.Game) bool {
	limit := g.Scenario().TurnLimit
	return limit > 0 && g.Player(units.US).Turn >= limit && g.Player(units.Germany).Turn >= limit
}

// winWays lists a scenario's win conditions in a few words.
func winWays(w scenario.Win) string {
	var ways []string
	if w.Objectives {
		ways = append(ways, "taking its primary objective or both of its secondary objectives")
	}
	if w.ScoreTarget > 0 {
		ways = append(ways, fmt.Sprintf("reaching %d points first", w.ScoreTarget))
	}
	if w.Skirmish {
		ways = append(ways, "destroying the enemy force or making it surrender")
	}
	if len(w.Cross) > 0 {
		ways = append(ways, "taking its force across the line the briefing names")
	}
	if len(ways) == 0 {
		return "meeting a win condition"
	}
	return strings.Join(ways, ", or ")
}
