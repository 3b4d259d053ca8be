package battle

import (
	"os"
	"testing"

	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

const allocChildEnv = "FRONTLINE_BATTLE_ALLOC_CHILD"

// A steady frame of the battle screen (a unit selected with its arcs,
// the pointer on an enemy: line of sight and odds, the log, the panel)
// makes no heap allocations in our Update and Draw.
func TestBattleSteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestBattleAllocChild", allocChildEnv)
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

func TestBattleAllocChild(t *testing.T) {
	if os.Getenv(allocChildEnv) == "" {
		t.Skip("runs only as the child of TestBattleSteadyFrameAllocations")
	}
	m, err := Stage(data(t), "foggia-approaches", 1, "fire")
	if err != nil {
		t.Fatal(err)
	}
	s := New(Config{Data: data(t), Match: m})
	s.Resize(1280, 800)
	x, y := s.Pose("fire", false, 0)
	displaytest.CountAllocs(t, s, &input.Fake{X: x, Y: y}, 1280, 800, s.Ready)
	if !s.los.on {
		t.Error("no line of sight shown: the frame measured was not the busy one")
	}
}
