package game

import (
	"strings"
	"testing"

	"frontline/game/scenario"
	"frontline/game/units"
)

// VII.5.1, Table II.1 (A2, Q83): a Mustang landing on the field at Bari
// after Germany took it is captured with its pilot. Germany scores both as
// unconditional captures (cost doubled, +5 for the pilot's star), not as
// destructions: the II.2.5 destroyed-cost count does not move. The
// aircraft is a captured unit without a crew (VI.1.2).
func TestVII51_CapturedAircraftScoresAsACapture(t *testing.T) {
	g := moveGame(t, units.US)
	p51, pilot := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	pilot.Stars = []scenario.Star{scenario.ExploitWeakness}
	holder := addUnit(t, g, "us.rifle_squad", units.US, "1710")
	mustApply(t, g, sortieCmd(p51, MissionStrafe, "1308", "1308", "1710"))
	endPhase(t, g)
	holder.Place = Away
	addUnit(t, g, "de.rifle_squad", units.Germany, "1710")
	score, killed := g.Score(units.Germany), g.DestroyedCost(units.Germany)
	evs := endPhase(t, g)
	if _, ok := hasEvent(evs, EvAircraftTaken); !ok {
		t.Fatal("the Mustang was not captured")
	}
	want := UnconditionalFactor*(p51.Card.Cost+pilot.Card.Cost) + StarPoints
	if got := g.Score(units.Germany) - score; got != want {
		t.Errorf("Germany scored %d for the capture, want %d", got, want)
	}
	if g.DestroyedCost(units.Germany) != killed {
		t.Errorf("the capture counts %d toward the destroyed-cost target", g.DestroyedCost(units.Germany)-killed)
	}
	n := 0
	for _, e := range evs {
		if e.Kind == EvScored {
			n++
			if e.Rule != "Table II.1" || !strings.Contains(e.Text, "capturing") || strings.Contains(e.Text, "destroying") {
				t.Errorf("score event %+v", e)
			}
		}
	}
	if n != 2 || !p51.Captured || p51.Crew != 0 || !capturedIdle(p51) || pilot.Place != Destroyed || pilot.Mans != 0 {
		t.Fatalf("%d score events; Mustang captured %v crew %d; pilot %s mans %d", n, p51.Captured, p51.Crew, pilot.Place, pilot.Mans)
	}
}
