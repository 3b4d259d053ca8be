package help

import (
	"strings"
	"testing"
)

// The help has a battle-table page: its controls, the setup, the turn's
// five steps, and arcs, line of sight and morale with four diagrams.
func TestHelpBattleTablePage(t *testing.T) {
	h := newHarness(t)
	at := -1
	var heads []string
	for i := range h.s.blocks {
		if b := &h.s.blocks[i]; b.kind == heading {
			heads = append(heads, b.head.String())
			if b.head.String() == "The battle table" {
				at = i
			}
		}
	}
	if at < 0 {
		t.Fatalf("no battle table page among %v", heads)
	}
	want := []string{"Setting up a battle", "A tactical turn, step by step", "Arcs, line of sight, morale"}
	if got := strings.Join(heads, "|"); !strings.Contains(got, strings.Join(want, "|")) {
		t.Errorf("headings %v, want %v after the battle table", heads, want)
	}
	pics := 0
	for _, b := range h.s.blocks[at:] {
		if b.kind == pictures && b.swatch {
			pics += b.n
		}
	}
	if pics != 4 {
		t.Errorf("%d diagrams on the battle page, want 4", pics)
	}
	h.s.scroll = min(h.s.MaxScroll(), h.s.blocks[at].y-10)
	h.step()
	h.save("help-battle.png")
	h.s.scroll = h.s.MaxScroll()
	h.step()
	h.save("help-battle-diagrams.png")
}
