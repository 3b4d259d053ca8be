package victory

import (
	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// Sample is both sides' standing at one moment: the cost of their
// fighting units on the map and their Table II.1 scores. Index 0 is the
// United States, 1 Germany (game.Sides).
type Sample struct {
	Step  int  // operational turns begun, both sides together
	End   bool // taken when the game ended
	Force [2]int
	Score [2]int
}

// History is how a game went, recovered by replaying its record: a
// sample at every turn_started event (or at the start, before a Standard
// Game's first turn) and one when the game ended, and the game_ended
// event.
type History struct {
	Samples []Sample
	End     game.Event // Kind "" if the game has not ended
}

// Replay replays the record r on the content c (as loading a save does)
// and samples each side's force and score at the start of every
// operational turn. The engine keeps no such series; it is computed here
// from the exported state after each command.
func Replay(c *content.Content, r game.Record) (History, error) {
	var h History
	_, err := r.Replay(c, "the game", func(g *game.Game, cmd *game.Command, evs []game.Event) {
		for _, e := range evs {
			switch e.Kind {
			case game.EvTurnStarted:
				h.Samples = append(h.Samples, SampleOf(g))
			case game.EvGameEnded:
				h.End = e
				s := SampleOf(g)
				s.End = true
				h.Samples = append(h.Samples, s)
			}
		}
		if cmd == nil && len(h.Samples) == 0 {
			h.Samples = append(h.Samples, SampleOf(g))
		}
	})
	return h, err
}

// SampleOf is the standing now.
func SampleOf(g *game.Game) Sample {
	s := Sample{Step: g.Step}
	for i, side := range game.Sides {
		s.Force[i] = ForceValue(g, side)
		s.Score[i] = g.Score(side)
	}
	return s
}

// ForceValue is the cost of side's fighting units on the map: every unit
// deployed there except structures (HQ, command posts, airfields …) and
// obstacles.
func ForceValue(g *game.Game, side units.Side) int {
	total := 0
	for _, u := range g.Units {
		if u.Side != side || u.Place != game.OnMap || u.Card == nil {
			continue
		}
		if u.Card.Class == units.Structure || u.Card.Class == units.Obstacle {
			continue
		}
		total += u.Card.Cost
	}
	return total
}

// Winner is the game's result for the screen: the title and the side (""
// for a draw or an unfinished game).
func Winner(g *game.Game) (title string, side units.Side) {
	switch {
	case !g.Over:
		return "The game goes on", ""
	case g.Result == string(units.US):
		return "The United States win", units.US
	case g.Result == string(units.Germany):
		return "Germany wins", units.Germany
	}
	return "The game is drawn", ""
}
