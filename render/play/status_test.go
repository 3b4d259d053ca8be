package play

import (
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/mapview"
)

// The status bar's lines stop short of the panel that covers the bar's
// right end, and say everything: what the second line (rivers, roads,
// bridges) cannot hold goes after the hex's name on the first, at
// 1280×800 and at the smallest layout. 0806 and 1209 have the longest
// accounts of the introduction's map.
func TestStatusBarFitsBesideThePanel(t *testing.T) {
	h := newHarness(t, 1)
	h.endPhasesUntil(5, inMovement(h.game(), units.US)) // the catalog closed
	what := art.Lettering{Face: art.Face(art.Bold, 14)} // the status bar's lines
	sides := art.Lettering{Face: art.Face(art.Regular, 13)}
	for _, size := range [][2]int{{1280, 800}, {1152, 720}} {
		h.s.Resize(size[0], size[1])
		for _, at := range []string{"0806", "1209", "1111"} {
			hh := hex.MustParse(at)
			h.s.Map().CenterOn(hh)
			h.hover(hh)
			h.step()
			l1, l2 := h.s.Map().Status()
			fullWhat, fullSides := mapview.Describe(h.s.cfg.Map, h.s.cfg.Objectives, hh)
			for _, part := range strings.Split(fullSides, "  ·  ") {
				if !strings.Contains(l1, part) && !strings.Contains(l2, part) {
					t.Errorf("%v %s: %q is not in the status bar (%q / %q)", size, at, part, l1, l2)
				}
			}
			if !strings.HasPrefix(l1, fullWhat) || strings.HasSuffix(l1, "…") || strings.HasSuffix(l2, "…") {
				t.Errorf("%v %s: shortened: %q / %q", size, at, l1, l2)
			}
			w1, _ := what.Measure(l1)
			w2, _ := sides.Measure(l2)
			if max(w1, w2)+10 > h.s.sideR.X {
				t.Errorf("%v %s: the lines are %.0f and %.0f px wide, the panel starts at %.0f", size, at, w1, w2, h.s.sideR.X)
			}
		}
	}
}

// A unit selected in a hex full of enemies: the list of the stack, the
// line of one-shot odds for each target and the Miniatures button all
// stay within the panel, the list giving up rows to the rest.
func TestSidePanelKeepsItsButtonsAboveTheStatusBar(t *testing.T) {
	h := newHarness(t, 1)
	sherman, at := shermanIntoCombat(t, h)
	h.s.Resize(1280, 640) // a short window: the intro's stacks are smaller than Campania's
	selectShermanAt(h, sherman, at)
	sb := h.s.side
	bottom := sb.r.Y + sb.r.H
	if got := sb.infoY + sb.info.height(); got > bottom {
		t.Errorf("the line about the selection ends at %.0f, under the panel's bottom %.0f", got, bottom)
	}
	if h.s.planr.n == 0 {
		t.Fatal("no plan buttons: not the position this test is about")
	}
	for _, b := range h.s.planr.btns[:h.s.planr.n] {
		if b.b.R.Y+b.b.R.H > bottom {
			t.Errorf("%q ends at %.0f, under the panel's bottom %.0f", b.b.Label(), b.b.R.Y+b.b.R.H, bottom)
		}
	}
}
