package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
	"frontline/render/scene"
)

// The play screen's parts (scene.Patched): with nothing selected, the
// pointer from one hex of the map to another keeps the base and moves the
// hover's box and the status line; the pointer on a button of the phase
// bar (lit, its tooltip) changes the base or gives no parts; a message
// over the map gives none while it shows.
func TestFramePartsFollowTheHoverAndThePanels(t *testing.T) {
	displaytest.Need(t)
	s, in := busyMovementFrame(t)
	defer s.Close()
	h := &harness{t: t, s: s, in: in, screen: ebiten.NewImage(1280, 800)}
	displaytest.StepUntil(t, "map", h.screen, h.step, func() bool { return s.Ready() && s.Idle() })
	a, b := s.sel.reach[0].Hex, s.sel.reach[len(s.sel.reach)-1].Hex // two hexes in view
	s.cancel()
	at := func(x, y float64) (uint64, []scene.Part) {
		t.Helper()
		in.X, in.Y = int(x), int(y)
		for range 3 { // the sheet is composed the frame after its key holds
			h.step()
		}
		base, parts, ok := s.FrameParts(nil)
		if !ok {
			t.Fatalf("no parts with the pointer at (%v, %v)", x, y)
		}
		return base, parts
	}
	base, parts := at(s.Map().Camera().ToScreen(hexCenter(a)))
	base2, parts2 := at(s.Map().Camera().ToScreen(hexCenter(b)))
	if base2 != base {
		t.Error("the base changed with the hover alone")
	}
	if len(parts) != 2 || len(parts2) != 2 {
		t.Fatalf("parts %v and %v: want the hover and the status line", parts, parts2)
	}
	if parts[0] == parts2[0] || parts[0].R.Empty() || parts2[0].R.Empty() {
		t.Errorf("the hover's part did not follow the pointer: %v, %v", parts[0], parts2[0])
	}
	if parts[1].Key == parts2[1].Key {
		t.Error("the status line's key did not change with the hex described")
	}

	e := s.bar.end.R
	in.X, in.Y = int(e.X+e.W/2), int(e.Y+e.H/2)
	h.step()
	if k, _, ok := s.FrameParts(nil); ok && k == base {
		t.Error("the base held with the pointer on the End phase button")
	}

	at(s.Map().Camera().ToScreen(hexCenter(a)))
	s.say("a message", false)
	h.step()
	if _, _, ok := s.FrameParts(nil); ok {
		t.Error("parts while a message shows over the map")
	}
}
