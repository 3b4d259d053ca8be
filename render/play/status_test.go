package play

import (
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
)

// The status bar's lines stop short of the panel that covers the bar's
// right end: a long hex description ends in "…" within the map's width.
func TestStatusBarFitsBesideThePanel(t *testing.T) {
	h := newHarness(t, 1)
	h.endPhasesUntil(5, inMovement(h.game(), units.US)) // the catalog closed
	h.hover(hex.MustParse("1209"))                      // Canosa: a town, a river and four roads
	h.step()
	_, sides := h.s.Map().Status()
	if !strings.HasSuffix(sides, "…") {
		t.Fatalf("the long line was not shortened: %q", sides)
	}
	lt := art.Lettering{Face: art.Face(art.Regular, 13)} // the status bar's second line
	if w, _ := lt.Measure(sides); w > h.s.sideR.X {
		t.Errorf("the line is %v px wide, the panel starts at %v", w, h.s.sideR.X)
	}
}
