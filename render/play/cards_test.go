package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/cardview"
)

// H opens the hand, Esc closes it; the Events button opens the events;
// C opens the selected unit's card, and while a panel is open the map
// takes no clicks.
func TestCardPanelsOpenAndClose(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	k := h.s.Cards()
	h.press(ebiten.KeyH)
	if k.Showing() != cardview.HandOpen {
		t.Fatalf("H shows %v", k.Showing())
	}
	if !strings.Contains(k.Hand().Text(), "Enemy hand:") {
		t.Errorf("hand panel says:\n%s", k.Hand().Text())
	}
	h.press(ebiten.KeyEscape)
	if k.Showing() != cardview.None {
		t.Fatalf("Esc leaves %v", k.Showing())
	}
	b := k.EventsBtn.R
	if !k.EventsBtn.Shown || !h.s.barR.Has(int(b.X), int(b.Y)) {
		t.Fatalf("Events button %+v not on the phase bar", b)
	}
	h.click(b.X+b.W/2, b.Y+b.H/2)
	if k.Showing() != cardview.EventsOpen {
		t.Fatalf("the Events button shows %v", k.Showing())
	}
	h.click(10, 10) // a click outside the box does not close it, Esc does
	h.press(ebiten.KeyEscape)

	h.press(ebiten.KeyC) // nothing selected
	if k.Showing() != cardview.None || h.s.Toast() == "" {
		t.Errorf("C without a selection: %v, toast %q", k.Showing(), h.s.Toast())
	}
	at := hex.MustParse("1209")
	h.clickHex(at)
	h.press(ebiten.KeyC)
	if k.Showing() != cardview.CardOpen || k.Card().Card() == nil {
		t.Fatalf("C shows %v", k.Showing())
	}
	h.save("play-card.png")
	sel := h.s.sel
	other := hex.MustParse("1110")
	if h.onMap(other) {
		h.click(h.hexAt(other))
		if h.s.sel.hex != sel.hex {
			t.Errorf("a click through the card panel changed the selection")
		}
	}
	h.in.Hold(ebiten.MouseButtonRight, true)
	h.step()
	h.in.Hold(ebiten.MouseButtonRight, false)
	h.step()
	if k.Showing() != cardview.None {
		t.Errorf("right click leaves %v", k.Showing())
	}
}
