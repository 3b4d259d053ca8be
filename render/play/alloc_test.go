package play

import (
	"os"
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

const allocChildEnv = "FRONTLINE_PLAY_ALLOC_CHILD"

// A steady frame of the play scene (a unit selected with its reachable
// hexes and chances lit, the pointer resting on one of them so the path
// preview shows, the log full) makes no heap allocations in our Update
// and Draw. Ebitengine recycles its draw commands at the end of each
// frame, so this is measured in a real game loop, in a child process.
func TestPlaySteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestPlayAllocChild", allocChildEnv)
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

func TestPlayAllocChild(t *testing.T) {
	if os.Getenv(allocChildEnv) == "" {
		t.Skip("runs only as the child of TestPlaySteadyFrameAllocations")
	}
	sess, cfg := newSession(t, 1, nil)
	for !(sess.Game().Phase == game.PhaseMovement && sess.Game().Pending.Side == units.US) {
		if _, err := sess.Do(passOf(sess)); err != nil {
			t.Fatal(err)
		}
	}
	s := New(cfg)
	defer s.Close()
	s.Resize(1280, 800)
	s.Map().Camera().ZoomAt(475, 400, 45)
	s.Select(hex.MustParse("1309"))
	in := &input.Fake{X: -1, Y: -1}
	if len(s.sel.reach) == 0 {
		t.Fatal("nothing lit: the frame measured would not be the busy one")
	}
	x, y := s.Map().Camera().ToScreen(hexCenter(s.sel.reach[0].Hex))
	in.X, in.Y = int(x), int(y)
	displaytest.CountAllocs(t, s, in, 1280, 800, func() bool { return s.Ready() && s.Idle() })
}
