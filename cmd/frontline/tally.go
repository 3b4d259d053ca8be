package main

import (
	"math"

	"frontline/game/ai"
)

// tally counts one player's games and their outcomes, for the paired
// matches of sim and battle: Ahead are its wins plus the drawn games it
// led (on the Table II.1 score at the turn limit, or on the force left
// on the table); AheadLB is the 95 % Wilson lower bound of Ahead/Games.
type tally struct {
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	Draws   int     `json:"draws"`
	Losses  int     `json:"losses"`
	Ahead   int     `json:"ahead"`
	AheadLB float64 `json:"ahead_wilson_lb95"`
}

// add counts one game; ahead is read only for a game neither won nor lost
// (a win is always ahead, a loss never).
func (t *tally) add(won, lost, ahead bool) {
	t.Games++
	switch {
	case won:
		t.Wins++
		t.Ahead++
	case lost:
		t.Losses++
	default:
		t.Draws++
		if ahead {
			t.Ahead++
		}
	}
	t.AheadLB = math.Round(ai.WilsonLower(t.Ahead, t.Games)*10000) / 10000
}
