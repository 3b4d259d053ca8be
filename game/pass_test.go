package game

import (
	"math/rand/v2"
	"testing"

	"frontline/game/units"
)

// Every decision a command answers has a passive answer, so a client's
// "skip" and an automated player are never stuck.
func TestPassCommandAnswersEveryDecision(t *testing.T) {
	g, _ := newTestGame(t, 1)
	for kind, h := range handlers {
		for _, d := range append([]DecisionKind{h.decision}, h.also...) {
			g.Pending = Decision{Kind: d, Side: g.Active}
			pass := PassCommand(g)
			ph := handlers[pass.Kind]
			if ph.decision != d && !containsDecision(ph.also, d) {
				t.Errorf("decision %q (answered by %q) has no pass: PassCommand gives %q", d, kind, pass.Kind)
			}
		}
	}
}

func containsDecision(ds []DecisionKind, d DecisionKind) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

// Passing every decision of random play is always accepted: the game runs
// to its end on passes alone.
func TestPassCommandIsAlwaysLegal(t *testing.T) {
	g, _ := newTestGame(t, 3)
	rng := rand.New(rand.NewPCG(3, 1))
	for step := 0; step < 3000 && !g.Over; step++ {
		cmd := randomCommand(g, rng)
		if rng.IntN(3) == 0 {
			cmd = PassCommand(g)
			if _, err := g.Apply(cmd); err != nil {
				t.Fatalf("step %d: pass %s refused: %v", step, cmd.Kind, err)
			}
			continue
		}
		g.Apply(cmd)
	}
	if !g.Over {
		t.Fatal("the game did not reach its end")
	}
}

// A Standard Game set up by passes alone places every marker and starts
// play (Inset II.1).
func TestPassCommandSetsUpAStandardGame(t *testing.T) {
	g, _ := newTestGame(t, 1)
	c := g.content
	g, _, err := New(c, Options{Scenario: "intro", Seed: 5, Standard: true})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500 && g.Setup != nil; i++ {
		cmd := PassCommand(g)
		if _, err := g.Apply(cmd); err != nil {
			t.Fatalf("pass %s refused: %v", cmd.Kind, err)
		}
	}
	if g.Setup != nil || g.Pending.Kind != DecidePhase {
		t.Fatalf("setup not finished: %+v", g.Pending)
	}
}

// V.3.2: the passive answer to a supply deficit covers it as the rule
// counts, a crew bringing its vehicle along and nothing counted twice: a
// Sherman chosen directly and again through its crew is worth 12 once.
func TestPassCommandCoversASupplyDeficit(t *testing.T) {
	g, _ := newTestGame(t, 1)
	for _, u := range g.Units {
		u.Place = Away
	}
	addUnit(t, g, "us.halftrack_m3a1", units.US, "1309")
	tank, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	gun, _ := crewUnit(t, g, "us.howitzer_8in", "us.artillery_crew", units.US, "1309")
	g.Active, g.Phase = units.US, PhaseSupply
	g.Pending = Decision{Kind: DecideSupplyIdle, Side: units.US, Phase: PhaseSupply, MinCost: 25, Choices: g.deficitChoices(units.US)}
	cmd := PassCommand(g)
	if !containsID(cmd.Units, gun.ID) {
		t.Fatalf("the pass %v stops short: halftrack, %s and %s are worth %d, the deficit 25", cmd.Units, g.describe(tank), g.describe(crew), 6+tank.Card.Cost+crew.Card.Cost)
	}
	mustApply(t, g, cmd)
}

// Inset II.1: a side reads its own secret setup events in full; none names
// a unit that is not there (unit 0 would hide the text from its owner).
func TestInsetII1_OwnSetupEventsReadable(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g, _, err := New(g.content, Options{Scenario: "intro", Seed: 5, Standard: true})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500 && g.Setup != nil; i++ {
		cmd := PassCommand(g)
		evs := mustApply(t, g, cmd)
		for _, e := range evs {
			if containsID(e.Units, 0) {
				t.Fatalf("%s names unit 0: %q", e.Kind, e.Text)
			}
			for _, f := range g.FilterEvents(cmd.Side, []Event{e}) {
				if f.Text != e.Text {
					t.Fatalf("%s's own %s event reads %q", cmd.Side, e.Kind, f.Text)
				}
			}
		}
	}
}
