package mapview

import (
	"testing"

	"frontline/game/hex"
)

// The hex numbers are lettered as they come into view, not all at once
// (the frame that lettered a large map's whole sheet set the size of
// Ebitengine's command buffers for good): zoomed on a corner, the sheet
// holds the numbers round the view only, and panning across letters the
// rest.
func TestNumbersAreLetteredAsTheyComeIntoView(t *testing.T) {
	m := introMap(t)
	f := newFrame(t, Config{Map: m}, 800, 600, func(s *Scene) {
		s.cam.ZoomAt(400, 300, 40)
		s.CenterOn(hex.MustParse("0302"))
	})
	lettered := func() (n int) {
		for _, ok := range f.s.numbers.lettered {
			if ok {
				n++
			}
		}
		return n
	}
	if f.s.numbers == nil {
		t.Fatal("no numbers drawn at zoom 40")
	}
	total := m.Width * m.Height
	if n := lettered(); n == 0 || n > total/2 {
		t.Errorf("zoomed on a corner, %d of %d numbers lettered, want some and at most half", n, total)
	}
	hs := m.Hexes()
	f.s.CenterOn(hs[len(hs)-1]) // the far corner
	f.step()
	if n := lettered(); n <= total/2 {
		t.Errorf("after a pan to the far corner, %d of %d numbers lettered, want more than half", n, total)
	}
}
