package menu

import (
	"os"
	"testing"

	"frontline/game/content"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/settings"
)

const allocChildEnv = "FRONTLINE_MENU_ALLOC_CHILD"

// A steady frame of the new-game page (the busiest: map preview,
// briefing, options, the pointer resting on a disabled choice with its
// tooltip) makes no heap allocations in our Update and Draw.
func TestMenuSteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestMenuAllocChild", allocChildEnv)
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

func TestMenuAllocChild(t *testing.T) {
	if os.Getenv(allocChildEnv) == "" {
		t.Skip("runs only as the child of TestMenuSteadyFrameAllocations")
	}
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	s := New(Config{Content: c, Settings: settings.Defaults(), Page: NewGame})
	s.Resize(1280, 800)
	s.start()
	s.ng.seed.SetText("") // Start greys out and says why on hover
	s.ng.layout()
	r := s.ng.start.R
	displaytest.CountAllocs(t, s, &input.Fake{X: int(r.X + r.W/2), Y: int(r.Y + r.H/2)}, 1280, 800, nil)
	if s.Tip() == "" {
		t.Error("no tooltip: the frame measured was not the busy one")
	}
}
