package battle

import (
	"testing"

	"frontline/game"
	"frontline/game/dice"
)

// IX.1: the order that ends a battle of the map brings its results back
// to the map, and the game lets its Miniatures go before the driver logs
// that order's events: a shot among them is still drawn between the
// right pieces (found by the e2e test, where the last shot of a battle
// crashed the screen).
func TestIX1_TheLastShotIsLoggedAfterTheBattleLeft(t *testing.T) {
	g, _, d := openGameBattle(t, 5)
	m := g.Miniatures
	if len(m.Members) < 2 {
		t.Fatal("a battle of fewer than two units")
	}
	a, b := m.Members[0].Unit, m.Members[len(m.Members)-1].Unit
	g.Miniatures = nil // as after the results went back
	defer func() { g.Miniatures = m }()
	d.note(game.Event{Kind: game.EvBattle, Rule: "Inset IX.6", Text: "On the table: a shot", Units: []game.UnitID{a, b},
		Rolls: []dice.Roll{{Die: 20, Value: 7, Purpose: "attack", Rule: "Inset IX.6"}}})
	e := d.Entries()[len(d.Entries())-1]
	if !e.Shot || len(e.Units) != 2 || int(e.Units[0]) != 0 || int(e.Units[1]) != len(m.Members)-1 {
		t.Fatalf("the shot is logged as %+v", e)
	}
}
