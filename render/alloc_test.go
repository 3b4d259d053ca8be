package render

import (
	"os"
	"testing"

	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/mapview"
	"frontline/render/scene"
)

// TestSteadyFrameAllocations runs the map in the real game loop (in a child
// process) and counts heap allocations per frame once the view is painted
// and nothing moves. Ebitengine recycles its draw commands at the end of
// each frame, so this must be measured in the loop, not in a test body.
func TestSteadyFrameAllocations(t *testing.T) {
	displaytest.NoChildAllocs(t, "steady frame", "TestAllocChild", "FRONTLINE_ALLOC_CHILD")
}

func TestAllocChild(t *testing.T) {
	if os.Getenv("FRONTLINE_ALLOC_CHILD") == "" {
		t.Skip("runs only as the child of TestSteadyFrameAllocations")
	}
	w := introWorld(t)
	mv := mapview.New(mapConfig(w, true, false))
	defer mv.Close()
	mv.Resize(1280, 800)
	mv.Camera().ZoomAt(640, 400, 45)
	// Through the scene manager, as the program runs it.
	var m scene.Manager
	m.GoTo(mv)
	displaytest.CountAllocs(t, &m, &input.Fake{X: 640, Y: 400}, 1280, 800, func() bool { return mv.Ready() && mv.Idle() })
}
