package main

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

func TestApplyFeatures(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: content.DefaultScenario, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := applyFeatures(g, "port:1710=down, airfield:0907=damaged,bridge:1109-1209=down,bridge:0608-0609=built"); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range g.View(units.Germany).Features {
		got = append(got, f.Key()+" "+f.State)
	}
	want := "airfield 0907 damaged|bridge 0608-0609 built|bridge 1109-1209 down|port 1710 down"
	if strings.Join(got, "|") != want {
		t.Errorf("features %q, want %q", got, want)
	}
	for _, bad := range []string{"port:0807=down", "airfield:1106=down", "bridge:0608-0609=down", "bridge:0606-0607=built", "port:1710=gone", "tower:1710=down", "port1710"} {
		if err := applyFeatures(g, bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
