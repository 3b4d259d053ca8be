package scenario

import (
	"os"
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/units"
)

// TestDocExampleLoads keeps the example in docs/formats/scenarios.md valid.
func TestDocExampleLoads(t *testing.T) {
	md, err := os.ReadFile("../../docs/formats/scenarios.md")
	if err != nil {
		t.Skip("docs not found:", err)
	}
	_, rest, ok := strings.Cut(string(md), "## Example\n\n```toml\n")
	if !ok {
		t.Fatal("no toml example in docs/formats/scenarios.md")
	}
	example, _, _ := strings.Cut(rest, "```")
	cat, err := units.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	es, err := cards.EmbeddedEvents()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, e := range es.List {
		ids[e.ID] = true
	}
	s, err := Load("scenarios.md", []byte(example), cat, board.EmbeddedByID, ids)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Forces(units.US).FieldCost(); got != 2*4+6+3 {
		t.Errorf("US example force costs %d, want 17 (two squads, a 57mm gun and its crew)", got)
	}
}
