package game

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
)

func newTestGame(t *testing.T, seed uint64) (*Game, []Event) {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, evs, err := New(c, Options{Scenario: "intro", Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g, evs
}

// addUnit puts an extra unit of card id on the map for side at h.
func addUnit(t *testing.T, g *Game, id string, side units.Side, h string) *Unit {
	t.Helper()
	card, ok := g.content.Catalog.Get(id)
	if !ok {
		t.Fatalf("no card %s", id)
	}
	u := &Unit{ID: UnitID(len(g.Units) + 1), CardID: id, Card: card, Side: side, Marker: g.nextMarker(side, id), Place: OnMap, Hex: hex.MustParse(h)}
	g.Units = append(g.Units, u)
	return u
}

// crewUnit adds a crewed unit with its crew and pairs them.
func crewUnit(t *testing.T, g *Game, id, crewID string, side units.Side, h string) (*Unit, *Unit) {
	t.Helper()
	v := addUnit(t, g, id, side, h)
	c := addUnit(t, g, crewID, side, h)
	v.Crew, c.Mans = c.ID, v.ID
	return v, c
}

// endPhase ends the pending phase of whoever must act.
func endPhase(t *testing.T, g *Game) []Event {
	t.Helper()
	if g.Pending.Kind == DecideEventPick { // event_effects_test.go: an event card asks first
		return answerEventPick(t, g)
	}
	evs, err := g.Apply(Command{Kind: CmdEndPhase, Side: g.Pending.Side})
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

func hasEvent(evs []Event, k EventKind) (Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return Event{}, false
}

// saveAndReload saves g, loads the save and checks the loaded game has the
// same state hash (DESIGN.md §2: saves replay exactly).
func saveAndReload(t *testing.T, g *Game) *Game {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.fgsave")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(g.content, path)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Hash() != g.Hash() {
		t.Fatal("the loaded game differs from the saved one")
	}
	return loaded
}

// mustRefuse applies cmd, expects a refusal naming rule, and checks the
// refused order changed nothing.
func mustRefuse(t *testing.T, g *Game, cmd Command, rule string) {
	t.Helper()
	state := func() string {
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	before := state()
	_, err := g.Apply(cmd)
	if err == nil || !strings.Contains(err.Error(), rule) {
		t.Fatalf("%s: got %v, want a refusal naming %s", cmd.Kind, err, rule)
	}
	if state() != before {
		t.Fatalf("the refused %s changed the game", cmd.Kind)
	}
}

// noRetaliation declares that nobody retaliates when the engine asks the
// defender; a defender with nothing to choose is not asked and the
// engagement has gone on within the attack (engagement_handoff.go).
func noRetaliation(t *testing.T, g *Game, evs []Event) []Event {
	t.Helper()
	if g.Pending.Kind != DecideRetaliation {
		return evs
	}
	return append(evs, mustApply(t, g, Command{Kind: CmdDeclareRetaliation, Side: g.Pending.Side})...)
}
