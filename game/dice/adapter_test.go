package dice_test

import (
	"fmt"
	"slices"
	"testing"

	"frontline/game/cards"
	"frontline/game/combat"
	"frontline/game/dice"
)

// The adapter fits the narrow interfaces the rules packages take.
var (
	_ combat.Dice  = dice.Ruled{}
	_ cards.Source = dice.Ruled{}
)

func TestRuledRecordsItsSection(t *testing.T) {
	r := dice.ScriptT(t, 17)
	var d combat.Dice = r.Rule("VI.7.3")
	if v := d.Roll(20, combat.RollAttack); v != 17 {
		t.Fatalf("rolled %d", v)
	}
	want := []dice.Roll{{Die: 20, Value: 17, Purpose: combat.RollAttack, Rule: "VI.7.3"}}
	if got := r.TakeRolls(); !slices.Equal(got, want) {
		t.Fatalf("log %v, want %v", got, want)
	}
}

// A scripted value k makes IntN return k-1: scripting 1s keeps every card
// swapping with the bottom one.
func TestShuffleDrawsAreRecorded(t *testing.T) {
	r := dice.ScriptT(t, 1, 1, 1)
	d := cards.Deck{Pile: []string{"a", "b", "c", "d"}}
	d.Shuffle(r.Rule("III.6.1"))
	if want := []string{"b", "c", "d", "a"}; !slices.Equal(d.Pile, want) {
		t.Fatalf("pile %v, want %v", d.Pile, want)
	}
	log := r.TakeRolls()
	dies := []int{}
	for _, roll := range log {
		if roll.Purpose != dice.PurposeShuffle || roll.Rule != "III.6.1" {
			t.Fatalf("roll %v", roll)
		}
		dies = append(dies, roll.Die)
	}
	if !slices.Equal(dies, []int{4, 3, 2}) {
		t.Fatalf("shuffle dice %v, want d4 d3 d2", dies)
	}
}

func TestSeededShuffleReplays(t *testing.T) {
	deal := func() []string {
		d := cards.Deck{Pile: []string{"a", "b", "c", "d", "e", "f", "g", "h"}}
		d.Shuffle(dice.New(2026).Rule("III.6.1"))
		return d.Pile
	}
	if a, b := deal(), deal(); !slices.Equal(a, b) {
		t.Fatalf("same seed dealt %v and %v", a, b)
	}
}

func ExampleRoller_Contest() {
	r := dice.Script(4, 6, 9, 3) // attacker 4+2 ties defender 6: roll again
	aWins, rolls := r.Contest(2, 0, "V.5.5")
	fmt.Println(aWins, rolls)
	// Output: true [d10=4 initiative-a (V.5.5) d10=6 initiative-b (V.5.5) d10=9 initiative-a (V.5.5) d10=3 initiative-b (V.5.5)]
}
