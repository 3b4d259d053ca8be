package campaign

import (
	"slices"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/scenario"
	"frontline/game/units"
)

func TestII13_PlayersPickTheNextLeg(t *testing.T) {
	st := &State{Order: []int{0, 1, 2, 3, 4}, Results: []Result{result(units.US, 0, 0)}}
	if err := st.PlayNext(3); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(st.Order, []int{0, 3, 1, 2, 4}) {
		t.Errorf("order %v", st.Order)
	}
	if st.PlayNext(0) == nil || st.PlayNext(5) == nil {
		t.Error("a played or missing leg was picked")
	}
}

func TestII13_WhatCarriesOverInWords(t *testing.T) {
	d := loadTestCampaign(t)
	if got := d.RulesText(Continue); got != "Continue: after each leg the surviving units join their side's staging area with their damage and experience stars; the money left is added to the next starting income; the winner of a leg opens the next." {
		t.Errorf("rules: %s", got)
	}
	if !strings.HasPrefix(d.RulesText(CleanSlate), "Clean slate") {
		t.Error(d.RulesText(CleanSlate))
	}
	c := &game.Carry{Units: []game.CarriedUnit{
		{Side: units.US, Card: "a", Damaged: true},
		{Side: units.US, Card: "b", Stars: []scenario.Star{scenario.Vigilant}, Mans: 1},
	}, Treasury: map[units.Side]int{units.US: 0, units.Germany: 12}, First: units.Germany}
	cost := func(id string) (int, bool) { return map[string]int{"a": 10, "b": 5}[id], true }
	want := "The United States: 2 units (cost 15, 1 damaged, 1 with stars) in staging.\nGermany: 12 currency more.\nGermany won the leg before and moves first."
	if got := CarryText(c, cost); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
