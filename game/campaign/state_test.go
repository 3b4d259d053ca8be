package campaign

import (
	"testing"

	"frontline/game/units"
)

// result is a finished leg won by winner ("" : drawn) with the scores.
func result(winner units.Side, us, de int) Result {
	return Result{Scenario: "intro", Winner: winner, Scores: map[units.Side]int{units.US: us, units.Germany: de}}
}

func stateOf(t *testing.T, d *Def, rs ...Result) *State {
	t.Helper()
	st, err := New(d, d.Mode, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	st.Results = rs
	return st
}

func TestII13_BestTwoOfThree(t *testing.T) {
	d := loadTestCampaign(t)
	st := stateOf(t, d, result(units.Germany, 0, 40))
	if st.Over(d) {
		t.Fatal("over after one leg")
	}
	st.Results = append(st.Results, result(units.Germany, 10, 0))
	if !st.Over(d) {
		t.Fatal("two legs of three won, not over")
	}
	if w, why := st.Winner(); w != units.Germany || why != "Germany won 2 legs to 0" {
		t.Errorf("winner %q: %s", w, why)
	}
	if _, err := st.Options(d, nil); err == nil {
		t.Error("a decided campaign offers a third leg")
	}
}

func TestII13_BestOfAllPlaysEveryLeg(t *testing.T) {
	d := loadTestCampaign(t)
	d.BestOf = All
	st := stateOf(t, d, result(units.US, 0, 0), result(units.US, 0, 0))
	if st.Over(d) {
		t.Fatal("best_of all ends before the last leg")
	}
	st.Results = append(st.Results, result(units.Germany, 0, 0))
	if w, _ := st.Winner(); !st.Over(d) || w != units.US {
		t.Errorf("over %v winner %q", st.Over(d), w)
	}
}

// A drawn leg counts for neither side, so three legs can leave the sides
// level; the campaign then goes to the side with more points over all
// its legs, and is drawn when those are level too.
func TestII13_DrawnLegCountsForNeither(t *testing.T) {
	d := loadTestCampaign(t)
	st := stateOf(t, d, result("", 50, 20), result(units.US, 100, 0))
	if w := st.Wins(); w[units.US] != 1 || w[units.Germany] != 0 || st.Over(d) {
		t.Fatalf("wins %v over %v", w, st.Over(d))
	}
	st.Results = append(st.Results, result(units.Germany, 0, 175))
	if !st.Over(d) {
		t.Fatal("every leg played, not over")
	}
	if w, why := st.Winner(); w != units.Germany || why != "legs level at 1 each; Germany leads on points, 195 to 150" {
		t.Errorf("winner %q: %s", w, why)
	}
}

func TestII13_TiedCampaignOnPointsIsDrawn(t *testing.T) {
	d := loadTestCampaign(t)
	st := stateOf(t, d, result("", 0, 0), result(units.US, 30, 0), result(units.Germany, 0, 30))
	if w, why := st.Winner(); w != "" || why != "legs level at 1 each and points level at 30: the campaign is drawn" {
		t.Errorf("winner %q: %s", w, why)
	}
}

func TestII13_PlayersChooseTheOrder(t *testing.T) {
	d := loadTestCampaign(t)
	d.Legs[2].Scenario = "other"
	st, err := New(d, CleanSlate, []int{2, 0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if st.Leg(d, 0).Scenario != "other" {
		t.Errorf("first leg %+v", st.Leg(d, 0))
	}
	for _, bad := range [][]int{{0, 1}, {0, 0, 1}, {0, 1, 3}} {
		if _, err := New(d, CleanSlate, bad, 1); err == nil {
			t.Errorf("order %v accepted", bad)
		}
	}
}

func TestII13_EachLegHasItsOwnDice(t *testing.T) {
	st := &State{Seed: 7}
	if st.LegSeed(0) == st.LegSeed(1) || st.LegSeed(0) != (&State{Seed: 7}).LegSeed(0) {
		t.Error("leg seeds are not distinct and repeatable")
	}
}
