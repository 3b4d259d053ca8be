package mapview

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/camera"
	"frontline/render/input"
	"frontline/render/internal/testmap"
)

// rig is a control on the test map in a 1280×800 window, driven by a Fake.
type rig struct {
	c  *control
	in *input.Fake
	t  *testing.T
}

func newRig(t *testing.T) *rig {
	m := testmap.Foggia()
	world := art.World.Bounds(m.Width, m.Height)
	cam := camera.New(world, hex.Rect{MinY: TopBar, MaxX: 1280, MaxY: 800 - StatusBar})
	return &rig{c: &control{cam: cam, EdgeScroll: true}, in: &input.Fake{X: 640, Y: 400}, t: t}
}

func (r *rig) tick(n int) {
	m := testmap.Foggia()
	for range n {
		r.c.update(r.in, 1280, 800, m)
		r.in.Tick()
	}
}

// screenOf is where the centre of hex s is on screen.
func (r *rig) screenOf(s string) (int, int) {
	x, y := art.World.Center(hex.MustParse(s))
	sx, sy := r.c.cam.ToScreen(x, y)
	return int(math.Round(sx)), int(math.Round(sy))
}

func TestHoverFollowsCursor(t *testing.T) {
	r := newRig(t)
	for _, s := range []string{"0101", "0606", "1409", "2013"} {
		r.in.X, r.in.Y = r.screenOf(s)
		r.tick(1)
		if h, ok := r.c.hover, r.c.hoverOn; !ok || h.String() != s {
			t.Errorf("cursor on %s: hover %s (%v)", s, h, ok)
		}
	}
	r.in.X, r.in.Y = 640, 790 // over the status bar
	r.tick(1)
	if r.c.hoverOn {
		t.Errorf("cursor over the status bar hovers %s", r.c.hover)
	}
}

func TestWheelZoomKeepsHexUnderCursor(t *testing.T) {
	r := newRig(t)
	// Start where the map overflows the view, so clamping does not move it.
	r.c.cam.ZoomAt(640, 400, 45)
	r.in.X, r.in.Y = r.screenOf("0906")
	x, y := float64(r.in.X), float64(r.in.Y)
	wx, wy := r.c.cam.ToWorld(x, y)
	start := r.c.cam.Zoom
	r.in.WheelY = 3
	r.tick(60) // the zoom eases in over several ticks
	if want := start * math.Pow(WheelStep, 3); math.Abs(r.c.cam.Zoom-want) > 1e-9 {
		t.Fatalf("zoom %g, want %g", r.c.cam.Zoom, want)
	}
	gx, gy := r.c.cam.ToWorld(x, y)
	if math.Hypot(gx-wx, gy-wy) > 1e-6 {
		t.Errorf("point under the cursor moved from (%g,%g) to (%g,%g)", wx, wy, gx, gy)
	}
	if r.c.hover.String() != "0906" {
		t.Errorf("hover %s after zoom, want 0906", r.c.hover)
	}
	r.in.WheelY = -10
	r.tick(120)
	if r.c.cam.Zoom != r.c.cam.MinZoom() {
		t.Errorf("zoomed far out to %g, want the whole-map zoom %g", r.c.cam.Zoom, r.c.cam.MinZoom())
	}
}

func TestKeysZoomPanFitAndGrid(t *testing.T) {
	r := newRig(t)
	fit := r.c.cam.Zoom
	r.in.Press(ebiten.KeyEqual)
	r.tick(60)
	if want := fit * KeyZoomStep; math.Abs(r.c.cam.Zoom-want) > 1e-9 {
		t.Fatalf("after +: zoom %g, want %g", r.c.cam.Zoom, want)
	}
	r.in.Press(ebiten.KeyEqual)
	r.tick(60)
	cx := r.c.cam.CX
	r.in.HoldKey(ebiten.KeyArrowRight, true)
	r.tick(5)
	r.in.HoldKey(ebiten.KeyArrowRight, false)
	if got, want := (r.c.cam.CX-cx)*r.c.cam.Zoom, 5.0*PanSpeed; math.Abs(got-want) > 1e-6 {
		t.Errorf("right arrow for 5 ticks moved the view %g pixels, want %g", got, want)
	}
	r.in.Press(ebiten.KeyHome)
	r.tick(1)
	if r.c.cam.Zoom != fit {
		t.Errorf("Home: zoom %g, want %g", r.c.cam.Zoom, fit)
	}
	g := r.c.grid
	r.in.Press(ebiten.KeyG)
	r.tick(1)
	if r.c.grid == g {
		t.Error("G did not toggle the grid")
	}
}

func TestDragPans(t *testing.T) {
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight} {
		r := newRig(t)
		r.c.cam.ZoomAt(640, 400, 50)
		wx, wy := r.c.cam.ToWorld(600, 400)
		r.in.X, r.in.Y = 600, 400
		r.in.Hold(b, true)
		r.tick(1)
		for i := 1; i <= 10; i++ {
			r.in.X, r.in.Y = 600+8*i, 400-3*i
			r.tick(1)
		}
		r.in.Hold(b, false)
		r.tick(1)
		sx, sy := r.c.cam.ToScreen(wx, wy)
		if math.Abs(sx-680) > 1e-6 || math.Abs(sy-370) > 1e-6 {
			t.Errorf("button %d: dragged point at (%g,%g), want (680,370)", b, sx, sy)
		}
	}
}

func TestEdgeScroll(t *testing.T) {
	r := newRig(t)
	r.c.cam.ZoomAt(640, 400, 50)
	cx := r.c.cam.CX
	r.in.X, r.in.Y = 1279, 400 // parked at the edge before any movement
	r.tick(EdgeDelay + 10)
	if r.c.cam.CX != cx {
		t.Fatal("scrolled before the mouse had moved")
	}
	r.in.X = 1278
	r.tick(EdgeDelay)
	if r.c.cam.CX != cx {
		t.Fatal("scrolled before the cursor rested at the edge")
	}
	r.tick(10)
	if got, want := (r.c.cam.CX-cx)*r.c.cam.Zoom, 10.0*PanSpeed; math.Abs(got-want) > 1e-6 {
		t.Errorf("edge scroll moved the view %g pixels, want %g", got, want)
	}
}
