package campaign

import (
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/scenario"
	"frontline/game/units"
)

func testContent(t *testing.T) *content.Content {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestII13_CleanSlateStartsEachLegFromItsSetUp(t *testing.T) {
	c, d := testContent(t), loadTestCampaign(t)
	p, err := Start(d, CleanSlate, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	g1, _, err := p.NextGame(c)
	if err != nil {
		t.Fatal(err)
	}
	g1.Over, g1.Result = true, "us"
	if err := p.Finish(g1); err != nil {
		t.Fatal(err)
	}
	opts, err := p.NextOptions()
	if err != nil {
		t.Fatal(err)
	}
	if opts.Carry != nil || opts.Seed != p.State.LegSeed(1) || opts.TurnLimit != 1 {
		t.Fatalf("second leg options %+v", opts)
	}
	g2, _, err := game.New(c, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(g2.Units) != len(g1.Units) || g2.Scenario().TurnLimit != 1 {
		t.Errorf("clean slate: %d units (first leg %d), turn limit %d", len(g2.Units), len(g1.Units), g2.Scenario().TurnLimit)
	}
}

// endFirstLeg starts a continue campaign and ends its first leg by hand:
// Germany wins; the first US unit with a crew is damaged and veteran,
// the first US infantry destroyed.
func endFirstLeg(t *testing.T, c *content.Content) (*Play, *game.Game, *game.Unit, *game.Unit) {
	t.Helper()
	p, err := Start(loadTestCampaign(t), Continue, nil, 9)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := p.NextGame(c)
	if err != nil {
		t.Fatal(err)
	}
	var crewed, dead *game.Unit
	for _, u := range g.Units {
		switch {
		case u.Side == units.US && u.Crew != 0 && crewed == nil:
			crewed = u
		case u.Side == units.US && u.Card.Class == units.Infantry && dead == nil:
			dead = u
		}
	}
	crewed.Damaged = true
	g.Unit(crewed.Crew).Stars = []scenario.Star{scenario.Vigilant}
	dead.Place = game.Destroyed
	g.Player(units.US).Treasury, g.Player(units.Germany).Treasury = 12, 7
	g.Over, g.Result = true, "germany"
	if err := p.Finish(g); err != nil {
		t.Fatal(err)
	}
	return p, g, crewed, dead
}

func TestII13_ContinueCarriesTheSurvivors(t *testing.T) {
	c := testContent(t)
	p, g1, crewed, _ := endFirstLeg(t, c)
	g2, _, err := p.NextGame(c)
	if err != nil {
		t.Fatal(err)
	}
	fresh, _, _ := game.New(c, game.Options{Scenario: "intro", Seed: 1})
	carried := g2.Units[len(fresh.Units):]
	want := 0
	for _, u := range g1.Units {
		if u.Place != game.Destroyed && game.Carries(u.Card) {
			want++
		}
	}
	if len(carried) != want {
		t.Fatalf("%d units carried, %d survived", len(carried), want)
	}
	var tank *game.Unit
	for _, u := range carried {
		if u.Place != game.Staged || u.DeployTurn != 1 {
			t.Errorf("%s carried to %s (deploy turn %d), not staged for turn 1", u.CardID, u.Place, u.DeployTurn)
		}
		if u.CardID == crewed.CardID && u.Side == units.US && u.Damaged {
			tank = u
		}
	}
	if tank == nil || g2.Unit(tank.Crew) == nil || len(g2.Unit(tank.Crew).Stars) != 1 {
		t.Fatalf("the damaged %s and its veteran crew did not come together", crewed.CardID)
	}
	start := fresh.Player(units.US).Treasury
	if us, de := g2.Player(units.US).Treasury, g2.Player(units.Germany).Treasury; us != start+12 || de != fresh.Player(units.Germany).Treasury+7 {
		t.Errorf("treasuries %d and %d", us, de)
	}
	if g2.First != units.Germany {
		t.Errorf("the winner of the first leg does not open the second (%s does; the scenario gives it to the US)", g2.First)
	}
}

func TestII13_ContinueWithoutDamageOrExperience(t *testing.T) {
	c := testContent(t)
	p, _, _, _ := endFirstLeg(t, c)
	p.Def.Carry = Carry{Forces: true}
	opts, err := p.NextOptions()
	if err != nil {
		t.Fatal(err)
	}
	for _, cu := range opts.Carry.Units {
		if cu.Damaged || len(cu.Stars) > 0 {
			t.Fatalf("%+v keeps its damage or stars", cu)
		}
	}
	if opts.Carry.Treasury != nil || opts.Carry.First != "" {
		t.Errorf("carry %+v", opts.Carry)
	}
}

func TestII13_TamperedCarryIsRefused(t *testing.T) {
	c := testContent(t)
	for _, bad := range []game.Carry{
		{Units: []game.CarriedUnit{{Side: units.US, Card: "no.such"}}},
		{Units: []game.CarriedUnit{{Side: units.US, Card: "us.rifle_squad", Mans: 1}}},
		{Treasury: map[units.Side]int{units.US: -5}},
		{First: "italy"},
	} {
		if _, _, err := game.New(c, game.Options{Scenario: "intro", Carry: &bad}); err == nil {
			t.Errorf("carry %+v accepted", bad)
		}
	}
}
