package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
	"frontline/render/scene"
)

// The play screen's parts (scene.Patched): with nothing selected, the
// pointer from one hex of the map to another keeps the base and moves the
// hover's box and the status line; the pointer on the phase bar changes
// the bar's part and leaves the base, the unit panel's and the log's; a message over the map gives no parts while it
// shows.
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
	if len(parts) != 7 || len(parts2) != 7 {
		t.Fatalf("parts %v and %v: want the hover, the status line, the bar, the unit panel, the corner, the log and the minimap", parts, parts2)
	}
	if parts[0] == parts2[0] || parts[0].R.Empty() || parts2[0].R.Empty() {
		t.Errorf("the hover's part did not follow the pointer: %v, %v", parts[0], parts2[0])
	}
	if parts[1].Key == parts2[1].Key {
		t.Error("the status line's key did not change with the hex described")
	}

	if parts[2] != parts2[2] || parts[3] != parts2[3] || parts[5] != parts2[5] || parts[6] != parts2[6] {
		t.Error("a panel's part changed with the hover over the map")
	}
	in.X, in.Y = 4, BarH/2 // on the bar's stripe, clear of its buttons and lines
	h.step()
	base3, parts3, ok := s.FrameParts(nil)
	switch {
	case !ok:
		t.Errorf("no parts with the pointer on the bar (tooltip %q)", s.Tip())
	case base3 != base || parts3[3] != parts2[3] || parts3[5] != parts2[5]:
		t.Error("the pointer on the bar changed more than the bar's part")
	case parts3[2].Key == parts2[2].Key:
		t.Error("the bar's part held with the pointer on it")
	}
	at(s.Map().Camera().ToScreen(hexCenter(a)))
	s.say("a message", false)
	h.step()
	if _, _, ok := s.FrameParts(nil); ok {
		t.Error("parts while a message shows over the map")
	}
}
