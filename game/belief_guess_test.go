package game

import (
	"testing"

	"frontline/game/units"
)

// Inset VIII.1 and the computer's guess: filling the unseen markers of a
// fogged enemy stack on a copy of the Belief opens the stack to the side
// with the guessed units in it, so that the engagement odds count them,
// and leaves the Belief it was copied from as it was.
func TestVIII1_GuessStackOpensTheGuessedStackOnACopy(t *testing.T) {
	g, _ := newTestGame(t, 1)
	b := g.Belief(units.US, 7)
	var fogged EnemyStack
	for _, es := range g.View(units.US).Enemy { // the side's View of the game, as a player has it
		if es.Count > len(es.Units) && !es.Revealed {
			fogged = es
			break
		}
	}
	if fogged.Count == 0 {
		t.Fatal("the intro start shows the US no fogged German stack")
	}
	unseen := fogged.Count - len(fogged.Units)
	card, _ := b.Card("de.rifle_squad")
	before := b.Hash()
	c := b.Clone()
	guess := make([]*units.Card, unseen)
	for i := range guess {
		guess[i] = card
	}
	c.GuessStack(units.US, fogged.Hex, guess)
	if b.Hash() != before {
		t.Fatal("the guess changed the Belief it was copied from")
	}
	var after EnemyStack
	for _, es := range c.View(units.US).Enemy {
		if es.Hex == fogged.Hex {
			after = es
		}
	}
	if !after.Revealed || len(after.Units) != len(fogged.Units)+unseen {
		t.Fatalf("after the guess the stack at %s shows %d units (revealed %v), want %d", fogged.Hex, len(after.Units), after.Revealed, len(fogged.Units)+unseen)
	}
	top := fogged.Units[len(fogged.Units)-1].ID
	var ids []UnitID
	for _, u := range c.Stack(fogged.Hex) {
		if u.Side == units.Germany {
			ids = append(ids, u.ID)
		}
	}
	if !containsID(ids, top) {
		t.Fatalf("the seen top marker %d is no longer in the stack %v", top, ids)
	}
}
