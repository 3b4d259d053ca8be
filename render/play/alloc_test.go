package play

import (
	"os"
	"testing"

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
	s, in := busyMovementFrame(t)
	defer s.Close()
	displaytest.CountAllocs(t, s, in, 1280, 800, func() bool { return s.Ready() && s.Idle() })
}
