package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/scenario"
	"frontline/game/units"
)

// Win conditions (II.2). They are checked when an Operational Turn ends,
// before the turn limit; the first condition met ends the game (II.2.6).
//
// Readings where the rulebook is silent:
//   - An objective counts for the side whose turn just ended: taking it
//     and still holding it (g.holds: controlled, no enemy land unit there)
//     when its own turn ends wins. The enemy gets no turn to retake it.
//   - If both sides meet a condition at the same check (a score target
//     reached by both in one engagement, both forces gone), the game is
//     drawn.
//   - II.2.5: a side is destroyed when none of its units remains in play
//     (on the map, staged or away); structures and obstacles do not count,
//     nor units that left the playable area (skirmish_exit.go).

// win is a condition a side has met, in words, with its rule.
type win struct {
	side units.Side
	why  string
	rule string
}

// checkVictory scores the captures of the side whose turn ended and ends
// the game (g.Over) when a win condition is met.
func (g *Game) checkVictory(side units.Side) []Event {
	evs := g.scoreCaptures(side)
	w := g.scenario.Win
	var wins []win
	if w.Objectives {
		wins = append(wins, g.objectiveWins(side)...)
	}
	crossWins, crossed := g.crossWins(side) // lineobj.go: II.2's line to cross
	wins, evs = append(wins, crossWins...), append(evs, crossed...)
	for _, s := range Sides {
		if w.ScoreTarget > 0 && g.Score(s) >= w.ScoreTarget {
			wins = append(wins, win{s, fmt.Sprintf("%s reaches the score target of %d with %d points", sideName(s), w.ScoreTarget, g.Score(s)), "II.2.4"})
		}
		if w.SkirmishDestroyed > 0 && g.DestroyedCost(s) >= w.SkirmishDestroyed {
			wins = append(wins, win{s, fmt.Sprintf("%s has destroyed %d cost of enemy units (target %d)", sideName(s), g.DestroyedCost(s), w.SkirmishDestroyed), "II.2.5"})
		}
		wins = append(wins, g.surrenderWins(s)...) // surrender.go: a General surrendered (II.2.5)
		if w.Skirmish && !g.hasForce(s) {
			wins = append(wins, win{Enemy(s), fmt.Sprintf("%s has no units left", sideName(s)), "II.2.5"})
		}
	}
	if len(wins) == 0 && w.AtTurnLimit == scenario.LimitScore && g.atTurnLimit() {
		return append(evs, g.scoreDecides())
	}
	if len(wins) == 0 {
		return evs
	}
	return append(evs, g.endWith(wins))
}

// objectiveWins: side holds its primary objective, or every one of its
// secondaries (II.2.1, II.2.2).
func (g *Game) objectiveWins(side units.Side) []win {
	var out []win
	var held []string
	secondaries := 0
	for _, o := range g.scenario.ObjectivesOf(side) {
		where, holds := g.holdsObjective(side, o) // lineobj.go: one hex or a line
		switch {
		case o.Kind == scenario.Primary && holds:
			out = append(out, win{side, fmt.Sprintf("%s holds its primary objective %s (%s)", sideName(side), o.Name, where), "II.2.1"})
		case o.Kind == scenario.Secondary:
			secondaries++
			if holds {
				held = append(held, fmt.Sprintf("%s (%s)", o.Name, where))
			}
		}
	}
	if secondaries > 0 && len(held) == secondaries {
		out = append(out, win{side, fmt.Sprintf("%s holds all its secondary objectives: %s", sideName(side), strings.Join(held, ", ")), "II.2.2"})
	}
	return out
}

// hasForce reports whether side still has a unit in play that is not a
// structure or obstacle.
func (g *Game) hasForce(side units.Side) bool {
	for _, u := range g.Units {
		if u.Side == side && u.Place != Destroyed && !u.Departed && u.Card.Class != units.Structure && u.Card.Class != units.Obstacle { // skirmish_exit.go
			return true
		}
	}
	return false
}

// atTurnLimit reports whether both sides have played the turn limit.
func (g *Game) atTurnLimit() bool {
	limit := g.scenario.TurnLimit
	return limit > 0 && g.Players[units.US].Turn >= limit && g.Players[units.Germany].Turn >= limit
}

// scoreDecides ends a score game at its turn limit: the higher score wins,
// equal scores draw (II.2.4).
func (g *Game) scoreDecides() Event {
	us, de := g.Score(units.US), g.Score(units.Germany)
	text := fmt.Sprintf("Both sides have played their %d turns, the scenario's turn limit: the United States %d points, Germany %d.", g.scenario.TurnLimit, us, de)
	switch {
	case us > de:
		return g.finish(units.US, text+" The United States win on points.", "II.2.4")
	case de > us:
		return g.finish(units.Germany, text+" Germany wins on points.", "II.2.4")
	}
	return g.finish("", text+" The scores are level: the game is drawn.", "II.2.4")
}

// endWith ends the game on the conditions met; both sides at once draw.
func (g *Game) endWith(wins []win) Event {
	var whys, rules []string
	winner := wins[0].side
	for _, w := range wins {
		whys = append(whys, w.why)
		if !slices.Contains(rules, w.rule) {
			rules = append(rules, w.rule)
		}
		if w.side != winner {
			winner = ""
		}
	}
	text := strings.Join(whys, "; ") + ": "
	if winner == "" {
		text += "both sides meet a win condition at once, the game is drawn."
	} else {
		text += sideName(winner) + " wins."
	}
	return g.finish(winner, strings.ToUpper(text[:1])+text[1:], strings.Join(rules, ", "))
}

// finish ends the game; winner "" is a draw.
func (g *Game) finish(winner units.Side, text, rule string) Event {
	g.Over, g.Result = true, string(winner)
	if winner == "" {
		g.Result = "draw"
	}
	g.Pending = Decision{Kind: DecideNone, Prompt: "The game is over."}
	return Event{Kind: EvGameEnded, Side: winner, Text: text, Rule: rule}
}
