package hex

import (
	"math"
	"math/rand/v2"
	"testing"
)

const eps = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) < eps }

func TestLayoutOrientation(t *testing.T) {
	l := Layout{Size: 10, OriginX: 100, OriginY: 50}
	x, y := l.Center(MustParse("0101"))
	if x != 100 || y != 50 {
		t.Errorf("0101 centre = %v,%v; want origin", x, y)
	}
	x2, y2 := l.Center(MustParse("0201"))
	if !near(x2-x, 15) || !near(y2-y, 10*math.Sqrt(3)/2) {
		t.Errorf("0201 is at %v,%v relative to 0101; want half a hex lower, 1.5 sizes right", x2-x, y2-y)
	}
	h := MustParse("0505")
	cx, cy := l.Center(h)
	for _, d := range Directions() {
		nx, ny := l.Center(Neighbor(h, d))
		dx, dy := nx-cx, ny-cy
		// Compass bearing measured clockwise from north (screen up).
		bearing := math.Mod(math.Atan2(dx, -dy)*180/math.Pi+360, 360)
		want := float64(60 * d)
		if !near(bearing, want) && !near(bearing, want+360) {
			t.Errorf("%v neighbour lies at bearing %v, want %v", d, bearing, want)
		}
	}
}

func TestHexAtInvertsCenter(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, l := range []Layout{{Size: 1}, {Size: 24, OriginX: 30, OriginY: 21}, {Size: 7.5, OriginX: -3, OriginY: 1e3}} {
		for range 2000 {
			h := randHex(rng)
			x, y := l.Center(h)
			if got := l.HexAt(x, y); got != h {
				t.Fatalf("HexAt(Center(%v)) = %v", h, got)
			}
			for i, c := range l.Corners(h) {
				// A point just inside each corner, and just inside each side's midpoint.
				px, py := x+(c[0]-x)*0.99, y+(c[1]-y)*0.99
				if got := l.HexAt(px, py); got != h {
					t.Fatalf("point inside corner %d of %v maps to %v", i, h, got)
				}
				n := l.Corners(h)[(i+1)%6]
				mx, my := (c[0]+n[0])/2, (c[1]+n[1])/2
				if got := l.HexAt(x+(mx-x)*0.99, y+(my-y)*0.99); got != h {
					t.Fatalf("point inside side %d of %v maps to %v", i, h, got)
				}
			}
		}
	}
}

func TestCornersAreSize(t *testing.T) {
	l := Layout{Size: 13}
	h := MustParse("0707")
	x, y := l.Center(h)
	c := l.Corners(h)
	for i := range c {
		if !near(math.Hypot(c[i][0]-x, c[i][1]-y), 13) {
			t.Errorf("corner %d not Size from the centre", i)
		}
		n := c[(i+1)%6]
		if !near(math.Hypot(n[0]-c[i][0], n[1]-c[i][1]), 13) {
			t.Errorf("side %d not Size long", i)
		}
	}
	if !(c[0][0] > x && near(c[0][1], y)) || !(c[4][1] < y && c[4][0] < x) {
		t.Errorf("corner order wrong: %v", c)
	}
}

func hasCorner(cs [6][2]float64, x, y float64) bool {
	for _, c := range cs {
		if near(c[0], x) && near(c[1], y) {
			return true
		}
	}
	return false
}

func TestEdgeEndpoints(t *testing.T) {
	l := Layout{Size: 20, OriginX: 5, OriginY: 7}
	rng := rand.New(rand.NewPCG(13, 14))
	for range 500 {
		h := randHex(rng)
		for _, e := range EdgesOf(h) {
			x1, y1, x2, y2 := l.EdgeEndpoints(e)
			if near(x1, x2) && near(y1, y2) {
				t.Fatalf("EdgeEndpoints(%v) degenerate", e)
			}
			for _, side := range []Hex{e.A, e.B} {
				cs := l.Corners(side)
				if !hasCorner(cs, x1, y1) || !hasCorner(cs, x2, y2) {
					t.Fatalf("EdgeEndpoints(%v) = (%v,%v)-(%v,%v) not corners of %v", e, x1, y1, x2, y2, side)
				}
			}
		}
	}
	// The N side of a hex is the horizontal segment above its centre.
	h := MustParse("0303")
	e, _ := EdgeBetween(h, Neighbor(h, N))
	x1, y1, x2, y2 := l.EdgeEndpoints(e)
	_, cy := l.Center(h)
	if !near(y1, y2) || !near(cy-y1, 10*math.Sqrt(3)) {
		t.Errorf("N side of 0303 at (%v,%v)-(%v,%v), centre y %v", x1, y1, x2, y2, cy)
	}
}

// Bounds agrees with the extremes of every corner of every hex on the map.
func TestBounds(t *testing.T) {
	l := Layout{Size: 12, OriginX: 40, OriginY: -8}
	for _, dim := range [][2]int{{1, 1}, {1, 4}, {2, 1}, {3, 3}, {5, 7}, {48, 40}} {
		w, h := dim[0], dim[1]
		want := Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		for col := 1; col <= w; col++ {
			for row := 1; row <= h; row++ {
				for _, c := range l.Corners(Offset{col, row}.ToHex()) {
					want.MinX, want.MaxX = min(want.MinX, c[0]), max(want.MaxX, c[0])
					want.MinY, want.MaxY = min(want.MinY, c[1]), max(want.MaxY, c[1])
				}
			}
		}
		got := l.Bounds(w, h)
		if !near(got.MinX, want.MinX) || !near(got.MinY, want.MinY) || !near(got.MaxX, want.MaxX) || !near(got.MaxY, want.MaxY) {
			t.Errorf("Bounds(%d,%d) = %+v, want %+v", w, h, got, want)
		}
	}
	if (l.Bounds(0, 5) != Rect{}) {
		t.Error("empty map should give the zero Rect")
	}
}

func TestLayoutAt(t *testing.T) {
	l := LayoutAt(16, 3, 4)
	b := l.Bounds(48, 40)
	if !near(b.MinX, 3) || !near(b.MinY, 4) {
		t.Errorf("LayoutAt bounds start at %v,%v", b.MinX, b.MinY)
	}
	if !near(b.Width(), 16*(1.5*47+2)) || !near(b.Height(), 16*math.Sqrt(3)*40.5) {
		t.Errorf("48x40 map is %v x %v", b.Width(), b.Height())
	}
}
