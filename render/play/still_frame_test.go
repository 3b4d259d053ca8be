package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
)

// The play screen's frame key (scene.Still) holds while nothing changes
// and changes with what the loop cannot see as input: a frame drawn once
// the map is painted has a key, the next frames the same one; the pointer
// on another hex (the hover and the path previewed) changes it, and so
// does a command applied with no input at all; while a pulse runs over
// the map there is none.
func TestFrameKeyHoldsWhileStillAndFollowsChanges(t *testing.T) {
	displaytest.Need(t)
	h, still := paintedBusyFrame(t)
	s, in := h.s, h.in

	x, y := s.Map().Camera().ToScreen(hexCenter(s.sel.reach[len(s.sel.reach)-1].Hex))
	in.X, in.Y = int(x), int(y)
	h.step()
	h.step()
	hovered := displaytest.FrameKey(t, "pointer moved", s.FrameKey)
	if hovered == still {
		t.Error("the key did not change with the hover")
	}

	if _, err := s.sess.Do(passOf(s.sess)); err != nil {
		t.Fatal(err)
	}
	if k, ok := s.FrameKey(); ok && k == hovered {
		t.Error("the key did not change with a command applied")
	}

	s.pulse.add(s.sel.reach[0].Hex, false, 10)
	h.step()
	if _, ok := s.FrameKey(); ok {
		t.Error("a frame key while a pulse runs over the map")
	}
}

// paintedBusyFrame is busyMovementFrame on a harness, stepped until its
// map is painted and its frame key holds, with that key.
func paintedBusyFrame(t *testing.T) (*harness, uint64) {
	t.Helper()
	s, in := busyMovementFrame(t)
	t.Cleanup(s.Close)
	h := &harness{t: t, s: s, in: in, screen: ebiten.NewImage(1280, 800)}
	displaytest.StepUntil(t, "map", h.screen, h.step, func() bool { return s.Ready() && s.Idle() })
	// The map's sheet is composed the first frame its key holds.
	h.step()
	h.step()
	return h, displaytest.StillKey(t, h.step, s.FrameKey)
}
