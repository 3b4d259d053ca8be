package scenarios_test

import (
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/scenario"
	"frontline/game/units"
)

// The five scenarios of the 1943 campaign (docs/SCENARIOS.md): each loads
// with every check of the loader, on the map and with the turn limit the
// documentation gives, with a briefing for both sides, one primary and two
// secondary objectives a side on the cities the briefing names, one
// Forward HQ a side, a starting force of a size comparable to the
// Introduction's and a suggested deck that builds.
var campaign = []struct {
	id, mapID string
	turns     int
	primary   map[units.Side]string // hex of each side's primary objective
}{
	{"salerno", "campania", 12, map[units.Side]string{units.US: "2016", units.Germany: "2218"}},
	{"naples", "campania", 10, map[units.Side]string{units.US: "1715", units.Germany: "2016"}},
	{"volturno", "campania", 10, map[units.Side]string{units.US: "1512", units.Germany: "1713"}},
	{"bernhardt", "campania", 10, map[units.Side]string{units.US: "1511", units.Germany: "1512"}},
	{"termoli", "foggia-bari", 10, map[units.Side]string{units.US: "0404", units.Germany: "0403"}},
}

func loadScenario(t *testing.T, id string) (*scenario.Scenario, *cards.Events) {
	t.Helper()
	cat, err := units.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	es, ids := eventIDs(t)
	s, err := scenario.EmbeddedByID(id, cat, board.EmbeddedByID, ids)
	if err != nil {
		t.Fatal(err)
	}
	return s, es
}

func TestCampaignScenariosII2_Setup(t *testing.T) {
	for _, c := range campaign {
		t.Run(c.id, func(t *testing.T) {
			s, es := loadScenario(t, c.id)
			if s.Map.ID != c.mapID || s.TurnLimit != c.turns || s.Type != scenario.ScenarioGame {
				t.Errorf("map %s, %d turns, type %v", s.Map.ID, s.TurnLimit, s.Type)
			}
			b := s.Briefing
			if len(b.Overview) < 400 || len(b.US) < 300 || len(b.Germany) < 300 {
				t.Errorf("briefing too short: %d/%d/%d bytes", len(b.Overview), len(b.US), len(b.Germany))
			}
			for _, side := range []units.Side{units.US, units.Germany} {
				var prim, sec int
				for _, o := range s.ObjectivesOf(side) {
					if o.Kind == scenario.Primary {
						prim++
						if o.Hex.String() != c.primary[side] {
							t.Errorf("%s primary at %s, want %s", side, o.Hex, c.primary[side])
						}
						if !strings.Contains(briefingOf(b, side), o.Name) {
							t.Errorf("%s briefing does not name its primary %s", side, o.Name)
						}
					} else {
						sec++
					}
				}
				if prim != 1 || sec != 2 {
					t.Errorf("%s: %d primary, %d secondary objectives", side, prim, sec)
				}
				f := s.Forces(side)
				var hqs int
				for _, u := range f.Units {
					if u.Card.Special.Structure == units.ForwardHQ {
						hqs++
					}
				}
				t.Logf("%s fields %d", side, f.FieldCost())
				if hqs != 1 || f.FieldCost() < 100 || f.FieldCost() > 340 {
					t.Errorf("%s: %d Forward HQs, field cost %d", side, hqs, f.FieldCost())
				}
			}
			d, err := es.Deck(cards.DeckSpec{Size: s.Events.Size, Include: s.Events.Include, Exclude: s.Events.Exclude})
			if err != nil || d.Len() != s.Events.Size {
				t.Errorf("deck: %v", err)
			}
		})
	}
}

func briefingOf(b scenario.Briefing, side units.Side) string {
	if side == units.US {
		return b.US
	}
	return b.Germany
}

// II.2: the break-out to Naples is also a line the US must cross in time.
func TestNaplesII2_SarnoLine(t *testing.T) {
	s, _ := loadScenario(t, "naples")
	if len(s.Win.Cross) != 1 {
		t.Fatalf("%d lines", len(s.Win.Cross))
	}
	x := s.Win.Cross[0]
	if x.Side != units.US || !x.HaltWins || x.Cost != 38 {
		t.Errorf("line %+v", x)
	}
}
