package camera

import (
	"math"
	"testing"

	"frontline/game/hex"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// A 30×20 map in a 1000×700 viewport that starts below a 30-pixel bar.
func testCamera() *Camera {
	world := hex.LayoutAt(1, 0, 0).Bounds(30, 20)
	return New(world, hex.Rect{MinX: 0, MinY: 30, MaxX: 1000, MaxY: 730})
}

func TestRoundTrip(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 300, 40)
	for _, p := range [][2]float64{{0, 0}, {3.5, 7.25}, {-2, 40}} {
		sx, sy := c.ToScreen(p[0], p[1])
		wx, wy := c.ToWorld(sx, sy)
		if !near(wx, p[0]) || !near(wy, p[1]) {
			t.Errorf("world %v -> screen (%g,%g) -> world (%g,%g)", p, sx, sy, wx, wy)
		}
	}
}

func TestFitShowsWholeMap(t *testing.T) {
	c := testCamera()
	v := c.Visible()
	w := c.World
	if v.MinX > w.MinX || v.MinY > w.MinY || v.MaxX < w.MaxX || v.MaxY < w.MaxY {
		t.Fatalf("fit view %+v does not contain world %+v", v, w)
	}
	// Centred: equal slack on both sides of each axis.
	if !near(w.MinX-v.MinX, v.MaxX-w.MaxX) || !near(w.MinY-v.MinY, v.MaxY-w.MaxY) {
		t.Errorf("fit view %+v not centred on world %+v", v, w)
	}
	if c.Zoom != c.MinZoom() {
		t.Errorf("fit zoom %g, want the minimum %g", c.Zoom, c.MinZoom())
	}
}

func TestZoomAtKeepsPointUnderCursor(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 380, 30) // close enough that the map overflows the view
	layout := hex.LayoutAt(1, 0, 0)
	h := hex.MustParse("1510")
	hx, hy := layout.Center(h)
	sx, sy := c.ToScreen(hx, hy)
	for _, z := range []float64{35, 50, 42.5, 31} {
		c.ZoomAt(sx, sy, z)
		if c.Zoom != z {
			t.Fatalf("zoom %g, want %g", c.Zoom, z)
		}
		wx, wy := c.ToWorld(sx, sy)
		if got := layout.HexAt(wx, wy); got != h || !near(wx, hx) || !near(wy, hy) {
			t.Fatalf("after zoom %g the cursor is over %s (%g,%g), want %s (%g,%g)", z, got, wx, wy, h, hx, hy)
		}
	}
}

func TestZoomIsClamped(t *testing.T) {
	c := testCamera()
	c.ZoomAt(10, 10, 1000)
	if c.Zoom != DefaultMaxZoom {
		t.Errorf("zoom in to 1000: got %g, want %d", c.Zoom, DefaultMaxZoom)
	}
	c.ZoomAt(10, 10, 0.01)
	if c.Zoom != c.FitZoom() {
		t.Errorf("zoom out to 0.01: got %g, want fit %g", c.Zoom, c.FitZoom())
	}
}

func TestPanCannotLoseTheMap(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 380, 40)
	c.Pan(1e6, 1e6) // drag far to the lower right: the map's top-left comes into view
	sx, sy := c.ToScreen(c.World.MinX, c.World.MinY)
	if !near(sx, c.View.MinX+Margin) || !near(sy, c.View.MinY+Margin) {
		t.Errorf("map corner at (%g,%g), want (%g,%g)", sx, sy, c.View.MinX+Margin, c.View.MinY+Margin)
	}
	c.Pan(-1e6, -1e6)
	sx, sy = c.ToScreen(c.World.MaxX, c.World.MaxY)
	if !near(sx, c.View.MaxX-Margin) || !near(sy, c.View.MaxY-Margin) {
		t.Errorf("map corner at (%g,%g), want (%g,%g)", sx, sy, c.View.MaxX-Margin, c.View.MaxY-Margin)
	}
}

func TestPanMovesWithDrag(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 380, 40)
	wx, wy := c.ToWorld(400, 300)
	c.Pan(25, -10)
	sx, sy := c.ToScreen(wx, wy)
	if !near(sx, 425) || !near(sy, 290) {
		t.Errorf("dragged point at (%g,%g), want (425,290)", sx, sy)
	}
}

func TestSmallAxisStaysInView(t *testing.T) {
	// A tall narrow map: at a zoom where it is taller than the view but
	// narrower, it can be dragged sideways only until it meets the edge.
	world := hex.LayoutAt(1, 0, 0).Bounds(4, 40)
	c := New(world, hex.Rect{MaxX: 1000, MaxY: 700})
	c.ZoomAt(500, 350, 25)
	for _, dx := range []float64{3000, -3000} {
		c.Pan(dx, 0)
		x0, _ := c.ToScreen(world.MinX, 0)
		x1, _ := c.ToScreen(world.MaxX, 0)
		if x0 < -1e-9 || x1 > 1000+1e-9 {
			t.Errorf("after dragging %g the map spans x %g..%g, outside the view 0..1000", dx, x0, x1)
		}
		if !near(x0, 0) && !near(x1, 1000) {
			t.Errorf("after dragging %g the map spans x %g..%g, want it against an edge", dx, x0, x1)
		}
	}
}

func TestResizeKeepsCentre(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 380, 40)
	cx, cy := c.CX, c.CY
	c.SetView(hex.Rect{MaxX: 1200, MaxY: 900})
	if !near(c.CX, cx) || !near(c.CY, cy) {
		t.Errorf("centre moved from (%g,%g) to (%g,%g)", cx, cy, c.CX, c.CY)
	}
}

// With a panel covering the bottom of the view, the whole map fits above
// it, and zoomed in, the map's south edge can be pulled up clear of it.
func TestCoverKeepsTheMapAboveThePanel(t *testing.T) {
	c := testCamera()
	c.SetCover(120)
	top := c.View.MinY
	bottom := c.View.MaxY - 120
	_, y0 := c.ToScreen(0, c.World.MinY)
	_, y1 := c.ToScreen(0, c.World.MaxY)
	if y0 < top-1e-6 || y1 > bottom+1e-6 {
		t.Fatalf("whole map at y %.1f–%.1f, want within %.1f–%.1f", y0, y1, top, bottom)
	}
	if !near(y0-top, bottom-y1) {
		t.Errorf("not centred above the cover: %.1f above, %.1f below", y0-top, bottom-y1)
	}
	c.ZoomAt(500, 300, 60)
	c.Pan(0, -1e6) // as far south as it goes
	if _, y1 := c.ToScreen(0, c.World.MaxY); y1 > bottom {
		t.Errorf("south edge at %.1f stays under the cover (from %.1f)", y1, bottom)
	}
	c.SetCover(0)
	c.Fit()
	c.SetCover(30) // a fitted view refits
	if _, y1 := c.ToScreen(0, c.World.MaxY); y1 > c.View.MaxY-30+1e-6 {
		t.Errorf("after the cover grew the fitted map ends at %.1f", y1)
	}
}

// A whole-map view stays whole when the window changes size; a closer
// view keeps its zoom.
func TestResizeKeepsTheWholeMapWhole(t *testing.T) {
	c := testCamera()
	c.Fit()
	c.SetView(hex.Rect{MaxX: c.View.MaxX / 2, MaxY: c.View.MaxY / 2})
	if !near(c.Zoom, c.MinZoom()) {
		t.Errorf("after the window shrank the whole map is at zoom %.2f, the fit is %.2f", c.Zoom, c.MinZoom())
	}
	c.SetView(hex.Rect{MaxX: c.View.MaxX * 3, MaxY: c.View.MaxY * 3})
	if !near(c.Zoom, c.MinZoom()) {
		t.Errorf("after the window grew the whole map is at zoom %.2f, the fit is %.2f", c.Zoom, c.MinZoom())
	}
	c.ZoomAt(10, 10, c.MinZoom()*4)
	z := c.Zoom
	c.SetView(hex.Rect{MaxX: c.View.MaxX * 0.9, MaxY: c.View.MaxY * 0.9})
	if c.Zoom != z {
		t.Errorf("a close view changed zoom with the window: %.2f, was %.2f", c.Zoom, z)
	}
}
