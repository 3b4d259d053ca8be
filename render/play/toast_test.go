package play

import (
	"testing"

	"frontline/game/units"
	"frontline/render/widget"
)

func overlaps(a, b widget.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// A phase bar button's tooltip hangs over the map, clear of the panel's
// title and the bar, at 1280×800 and at the smallest layout.
func TestBarTooltipClearOfPanelTitle(t *testing.T) {
	h := newHarness(t, 1)
	h.endPhasesUntil(5, inMovement(h.game(), units.US))
	for _, size := range [][2]int{{1280, 800}, {1152, 720}} {
		h.s.Resize(size[0], size[1])
		h.step()
		for _, b := range []*widget.Button{&h.s.bar.end, &h.s.bar.staging} {
			h.in.X, h.in.Y = int(b.R.X+b.R.W/2), int(b.R.Y+b.R.H/2)
			h.step()
			if h.s.Tip() == "" {
				t.Fatalf("%v: no tooltip on %q", size, b.Label())
			}
			title := widget.Rect{X: h.s.sideR.X, Y: h.s.sideR.Y, W: h.s.sideR.W, H: 56}
			if overlaps(h.s.tipR, title) || overlaps(h.s.tipR, h.s.barR) {
				t.Errorf("%v: the tooltip of %q at %+v covers the panel's title or the bar", size, b.Label(), h.s.tipR)
			}
			if h.s.tipR.X < 0 || h.s.tipR.X+h.s.tipR.W > float64(size[0]) {
				t.Errorf("%v: the tooltip of %q at %+v leaves the screen", size, b.Label(), h.s.tipR)
			}
		}
	}
	h.save("tooltip-end-phase.png")
}

// The message after a purchase covers no row of the catalog.
func TestPurchaseToastClearOfCatalog(t *testing.T) {
	h := newHarness(t, 1)
	h.endPhasesUntil(3, inProduction(h.game(), units.US))
	h.clickRect(h.sheetRow("us.rifle_squad").buy.R)
	if h.s.Toast() == "" {
		t.Fatal("no message after the purchase")
	}
	r := h.s.toastR(h.s.toastText())
	for _, rw := range h.s.sheet.rows[:h.s.sheet.nr] {
		if rw.vis && overlaps(r, rw.r) {
			t.Errorf("the message at %+v covers the row of %s", r, rw.offer.Card)
		}
	}
	if overlaps(r, h.s.sideR) || r.Y+r.H > float64(h.s.h) {
		t.Errorf("the message at %+v is not over the map's status bar", r)
	}
	h.save("purchase-toast.png")
}
