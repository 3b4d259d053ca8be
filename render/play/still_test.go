package play

import (
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/input"
)

// Every map overlay of the play screen is Still: with a stack selected,
// its moves lit and a path previewed, the map scene composes all of them
// into its sheet and a frame draws none of them again. A pulse (or an
// animation) is drawn every frame while it runs, and only then.
func TestStillFrameComposesEveryOverlay(t *testing.T) {
	s, in := busyMovementFrame(t)
	defer s.Close()
	if err := s.Update(in); err != nil {
		t.Fatal(err)
	}
	if len(s.above.path) == 0 {
		t.Fatal("no path previewed under the pointer")
	}
	if n := s.Map().LiveLayers(); n != 0 {
		t.Errorf("%d map layers are drawn every frame of a still screen, want 0", n)
	}
	s.pulse.add(s.sel.reach[0].Hex, false, 10)
	if n := s.Map().LiveLayers(); n == 0 {
		t.Error("a running pulse is composed into the sheet")
	}
	for range 10 {
		s.pulse.tick()
	}
	if n := s.Map().LiveLayers(); n != 0 {
		t.Errorf("%d map layers still drawn every frame after the pulse", n)
	}
}

// busyMovementFrame is the play scene at the US player's first Movement
// Phase, zoomed in, with a stack selected and its reachable hexes lit,
// and input with the pointer on the first of them (the path preview).
func busyMovementFrame(t *testing.T) (*Scene, *input.Fake) {
	sess, cfg := newSession(t, 1, nil)
	for !(sess.Game().Phase == game.PhaseMovement && sess.Game().Pending.Side == units.US) {
		if _, err := sess.Do(passOf(sess)); err != nil {
			t.Fatal(err)
		}
	}
	s := New(cfg)
	s.Resize(1280, 800)
	s.Map().Camera().ZoomAt(475, 400, 45)
	s.Select(hex.MustParse("1309"))
	if len(s.sel.reach) == 0 {
		t.Fatal("nothing lit: the frame would not be the busy one")
	}
	x, y := s.Map().Camera().ToScreen(hexCenter(s.sel.reach[0].Hex))
	return s, &input.Fake{X: int(x), Y: int(y)}
}
