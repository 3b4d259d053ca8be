package scenarios_test

import (
	"testing"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/scenario"
	"frontline/game/units"
)

// Starting force band for the introduction scenario: each side fields
// 150..220 cost of units and crews besides its Forward HQ and Command
// Posts, and the two totals differ by at most 20.
const (
	minField  = 150
	maxField  = 220
	maxSpread = 20
)

func eventIDs(t *testing.T) (*cards.Events, map[string]bool) {
	t.Helper()
	es, err := cards.EmbeddedEvents()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, e := range es.List {
		ids[e.ID] = true
	}
	return es, ids
}

func loadIntro(t *testing.T) (*scenario.Scenario, *cards.Events) {
	t.Helper()
	cat, err := units.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	es, ids := eventIDs(t)
	s, err := scenario.EmbeddedByID("intro", cat, board.EmbeddedByID, ids)
	if err != nil {
		t.Fatal(err) // every rules check of the loader runs here
	}
	return s, es
}

func TestIntroLoads(t *testing.T) {
	s, _ := loadIntro(t)
	if s.Map.ID != "foggia-bari" || s.TurnLimit != 20 || s.StartingIncome(units.US) != 30 || s.StartingIncome(units.Germany) != 30 {
		t.Errorf("header: map %s, %d turns, income %d/%d", s.Map.ID, s.TurnLimit, s.StartingIncome(units.US), s.StartingIncome(units.Germany))
	}
	if !s.Rules.FogOfWar || !s.Rules.Experience || !s.Rules.Momentum {
		t.Errorf("optional rules: %+v", s.Rules)
	}
}

// TestIntroII21_Objectives: one primary per side, on the cities the
// briefing names, and two secondaries each.
func TestIntroII21_Objectives(t *testing.T) {
	s, _ := loadIntro(t)
	want := map[units.Side]string{units.US: "Foggia", units.Germany: "Bari"}
	for side, city := range want {
		var primaries, secondaries int
		for _, o := range s.ObjectivesOf(side) {
			if o.Kind == scenario.Primary {
				primaries++
				if c, ok := s.Map.CityAt(o.Hex); !ok || c.Name != city {
					t.Errorf("%s primary at %s is not %s", side, o.Hex, city)
				}
			} else {
				secondaries++
			}
		}
		if primaries != 1 || secondaries != 2 {
			t.Errorf("%s: %d primary, %d secondary objectives", side, primaries, secondaries)
		}
	}
}

// TestIntroIV14_OneForwardHQ: each side starts with exactly one Forward
// HQ on the map, and one or two Command Posts.
func TestIntroIV14_OneForwardHQ(t *testing.T) {
	s, _ := loadIntro(t)
	for _, side := range []units.Side{units.US, units.Germany} {
		var hqs, posts int
		for _, u := range s.Forces(side).Units {
			switch u.Card.Special.Structure {
			case units.ForwardHQ:
				hqs++
			case units.CommandPost:
				posts++
			}
		}
		if hqs != 1 || posts < 1 || posts > 2 {
			t.Errorf("%s: %d Forward HQs, %d Command Posts", side, hqs, posts)
		}
	}
}

// TestIntroForceBalance: both starting forces lie in the stated band.
func TestIntroForceBalance(t *testing.T) {
	s, _ := loadIntro(t)
	us, de := s.Forces(units.US), s.Forces(units.Germany)
	for _, f := range []*scenario.Force{us, de} {
		if c := f.FieldCost(); c < minField || c > maxField {
			t.Errorf("%s fields %d (band %d..%d)", f.Side, c, minField, maxField)
		}
		t.Logf("%s: field %d, command %d, total %d", f.Side, f.FieldCost(), f.CommandCost, f.Cost)
	}
	if d := us.FieldCost() - de.FieldCost(); d > maxSpread || -d > maxSpread {
		t.Errorf("forces differ by %d (at most %d)", d, maxSpread)
	}
}

// TestIntroIII62_EventDeck: the suggested deck builds to the size it
// names with the real event cards.
func TestIntroIII62_EventDeck(t *testing.T) {
	s, es := loadIntro(t)
	if s.Events == nil {
		t.Fatal("no suggested deck")
	}
	d, err := es.Deck(cards.DeckSpec{Size: s.Events.Size, Include: s.Events.Include, Exclude: s.Events.Exclude})
	if err != nil {
		t.Fatal(err)
	}
	if d.Len() != s.Events.Size {
		t.Errorf("deck has %d cards, says %d", d.Len(), s.Events.Size)
	}
}

// TestIntroStandardSetup: the Standard Game on the same map gives each
// side a zone, HQ options and one primary plus two secondaries (II.2.2).
func TestIntroStandardSetup(t *testing.T) {
	s, _ := loadIntro(t)
	st := s.Standard
	if st == nil || st.ForceLimit != 100 || len(st.Objectives) != 6 {
		t.Fatalf("standard setup: %+v", st)
	}
	for _, side := range []units.Side{units.US, units.Germany} {
		if len(st.SetupZone(side)) == 0 || len(st.HQOptions(side)) == 0 {
			t.Errorf("%s: no standard zone or HQ options", side)
		}
	}
}
