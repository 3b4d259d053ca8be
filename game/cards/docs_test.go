package cards

import (
	"os"
	"strings"
	"testing"
)

// The format page documents every effect kind and the history page every
// event, so neither can fall behind the code or the data.
func TestDocsCoverKindsAndEvents(t *testing.T) {
	format, err := os.ReadFile("../../docs/formats/cards.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range EffectKinds() {
		if !strings.Contains(string(format), "| `"+string(k)+"` |") {
			t.Errorf("docs/formats/cards.md has no row for effect kind %s", k)
		}
	}
	history, err := os.ReadFile("../../docs/EVENTS.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range embeddedEvents(t).List {
		if !strings.Contains(string(history), "| "+e.Title+" |") {
			t.Errorf("docs/EVENTS.md has no row for %q", e.Title)
		}
	}
}
