package menu

import (
	"image/color"
	"testing"

	"frontline/render/art"
)

// The main page shows at once: its first frame has the plain desk where
// the backdrop will be while the map is painted in the background; the
// menu stays busy (the game loop does not rest) until the backdrop has
// faded in and the other pages are built, and then is still.
func TestMenuShowsFirstAndPaintsTheRestAfter(t *testing.T) {
	h := newHarness(t, Config{})
	if h.s.built(NewGame) {
		t.Error("the New game page was built before the first frame")
	}
	if !h.s.Busy() {
		t.Fatal("not busy on the first frame")
	}
	for n := 0; !h.s.Ready() || h.s.Busy(); n++ {
		if n > 600 {
			t.Fatalf("still busy after %d frames (ready %v)", n, h.s.Ready())
		}
		h.must()
	}
	if !h.s.built(NewGame) || !h.s.built(Load) || !h.s.built(Settings) {
		t.Error("pages still missing when the menu is still")
	}
	// Beside the title the painted map shows, not the bare desk.
	if c := color.RGBAModel.Convert(h.screen.At(100, 400)); c == art.Desk.Color() {
		t.Errorf("the backdrop never replaced the desk (pixel %v)", c)
	}
}
