package render

import (
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestAllocChild", "FRONTLINE_ALLOC_CHILD")
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

// counting wraps a scene and counts the heap allocations made inside its
// Update and Draw (Ebitengine's own per-frame work is not ours to count).
type counting struct {
	scene.Scene
	on      bool
	mallocs uint64
	ms      runtime.MemStats
}

func (c *counting) measure(f func()) {
	if !c.on {
		f()
		return
	}
	runtime.ReadMemStats(&c.ms)
	before := c.ms.Mallocs
	f()
	runtime.ReadMemStats(&c.ms)
	c.mallocs += c.ms.Mallocs - before
}

func (c *counting) Update(in input.Source) (err error) {
	c.measure(func() { err = c.Scene.Update(in) })
	return err
}

func (c *counting) Draw(screen *ebiten.Image) { c.measure(func() { c.Scene.Draw(screen) }) }

func TestAllocChild(t *testing.T) {
	if os.Getenv("FRONTLINE_ALLOC_CHILD") == "" {
		t.Skip("runs only as the child of TestSteadyFrameAllocations")
	}
	w := introWorld(t)
	mv := mapview.New(mapConfig(w, true, false))
	defer mv.Close()
	mv.Resize(1280, 800)
	mv.Camera().ZoomAt(640, 400, 45)
	cs := &counting{Scene: mv}
	g := &game{in: &input.Fake{X: 640, Y: 400}, fixedW: 1280, fixedH: 800}
	g.scenes.GoTo(cs)
	const frames = 240
	counted := -1
	g.afterDraw = func(*ebiten.Image) {
		switch {
		case counted < 0:
			if mv.Ready() && mv.Idle() {
				counted = 0
			}
		case counted < 30:
			counted++ // settle
			cs.on = counted == 30
		default:
			counted++
			if counted == 30+frames {
				t.Logf("allocs/frame=%.3f", float64(cs.mallocs)/frames)
				g.done = true
			}
		}
	}
	if err := ebiten.RunGame(g); err != nil {
		t.Fatal(err)
	}
}
