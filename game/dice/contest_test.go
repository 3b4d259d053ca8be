package dice

import (
	"slices"
	"testing"
)

func contestRolls(vals ...int) []Roll {
	var out []Roll
	for i, v := range vals {
		p := PurposeInitiativeA
		if i%2 == 1 {
			p = PurposeInitiativeB
		}
		out = append(out, Roll{Die: 10, Value: v, Purpose: p, Rule: "V.5.5"})
	}
	return out
}

// V.5.5: the attacker's bonus 2 turns a natural 5 against 6 into a win, and
// a tie of modified totals (3+2 against 5) is rolled again.
func TestV55_InitiativeTieOfTotalsReRolled(t *testing.T) {
	r := ScriptT(t, 3, 5, 5, 6)
	aWins, rolls := r.Contest(2, 0, "V.5.5")
	if !aWins {
		t.Fatal("attacker with 5+2 against 6 should win")
	}
	if want := contestRolls(3, 5, 5, 6); !slices.Equal(rolls, want) {
		t.Fatalf("rolls %v, want %v", rolls, want)
	}
	if log := r.TakeRolls(); !slices.Equal(log, rolls) {
		t.Fatalf("log %v should hold the contest's rolls", log)
	}
}

// IV.3: an unmodified check is highest d10 wins, ties rolled again (twice here).
func TestIV3_UnmodifiedInitiativeCheck(t *testing.T) {
	r := ScriptT(t, 6, 6, 10, 10, 2, 9)
	aWins, rolls := r.Contest(0, 0, "IV.3.5")
	if aWins || len(rolls) != 6 {
		t.Fatalf("aWins %v after %v; side B's 9 beats 2", aWins, rolls)
	}
	if rolls[5].Rule != "IV.3.5" {
		t.Fatalf("rule not recorded: %v", rolls[5])
	}
}

// A natural tie is not re-rolled when the modifiers separate the totals.
func TestV55_NaturalTieDecidedByModifier(t *testing.T) {
	r := ScriptT(t, 4, 4)
	if aWins, rolls := r.Contest(0, 1, "V.5.5"); aWins || len(rolls) != 2 {
		t.Fatalf("aWins %v, rolls %v", aWins, rolls)
	}
}

func TestContestWithSeededDiceIsFair(t *testing.T) {
	r := New(11)
	wins := 0
	for range 10000 {
		if a, _ := r.Contest(0, 0, "test"); a {
			wins++
		}
	}
	if wins < 4700 || wins > 5300 {
		t.Fatalf("side A won %d of 10000 even contests", wins)
	}
}
