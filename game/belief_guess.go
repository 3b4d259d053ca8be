package game

import (
	"frontline/game/hex"
	"frontline/game/units"
)

// GuessStack writes a computer player's guess of what hides in an enemy
// stack onto g, a throwaway copy of side's Belief: one enemy unit of each
// card in cards is added in h (new ids after the last), and the stack is
// opened to side for this Step so that the engine's queries — the
// engagement odds above all — count the guessed units with the seen ones.
// A Belief alone leaves an unseen marker out, which makes a fogged stack
// look weaker than its marker count says. The guess comes from the
// player (what it saw of the enemy before), never from the game, so it
// leaks nothing; it must not be applied to a game in play.
func (g *Game) GuessStack(side units.Side, h hex.Hex, cards []*units.Card) {
	enemy := Enemy(side)
	for _, c := range cards {
		id := UnitID(len(g.Units) + 1)
		g.Units = append(g.Units, &Unit{ID: id, CardID: c.ID, Card: c, Side: enemy, Place: OnMap, Hex: h})
	}
	g.Reveals = append(g.Reveals, Reveal{By: side, Hex: h.String(), Step: g.Step, Why: "guess"})
}
