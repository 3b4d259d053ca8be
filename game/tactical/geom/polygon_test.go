package geom

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func square(x, y, s int64) Polygon {
	return MustPolygon(Pt(x, y), Pt(x+s, y), Pt(x+s, y+s), Pt(x, y+s))
}

func TestNewPolygonRefusesBadShapes(t *testing.T) {
	cases := map[string][]Point{
		"corners (3 to":  {Pt(0, 0), Pt(1, 1)},
		"one line":       {Pt(0, 0), Pt(100, 0), Pt(200, 0)},
		"not convex":     {Pt(0, 0), Pt(400, 0), Pt(200, 100), Pt(400, 400), Pt(0, 400)},
		"repeated":       {Pt(0, 0), Pt(0, 0), Pt(100, 100)},
		"coordinate":     {Pt(0, 0), Pt(MaxCoord+1, 0), Pt(0, 100)},
		"crosses itself": {Pt(0, -100), Pt(59, 81), Pt(-95, -31), Pt(95, -31), Pt(-59, 81)},
	}
	for want, pts := range cases {
		_, err := NewPolygon(pts)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: error %v, want one mentioning %q", pts, err, want)
		}
	}
}

func TestPolygonWindingIsNormalised(t *testing.T) {
	cw := MustPolygon(Pt(0, 0), Pt(100, 0), Pt(100, 100))
	ccw := MustPolygon(Pt(100, 100), Pt(100, 0), Pt(0, 0))
	if !ccw.Contains(Pt(90, 10)) || !cw.Contains(Pt(90, 10)) || cw.Contains(Pt(10, 90)) {
		t.Error("containment depends on the winding the corners were given in")
	}
}

func TestContainsTouchesCrosses(t *testing.T) {
	sq := square(0, 0, 400)
	if !sq.Contains(Pt(0, 200)) || sq.ContainsStrictly(Pt(0, 200)) || !sq.ContainsStrictly(Pt(1, 200)) {
		t.Error("boundary point handled wrongly")
	}
	// Along the top edge: touches, does not cross.
	if !sq.Touches(Pt(-100, 0), Pt(500, 0)) || sq.Crosses(Pt(-100, 0), Pt(500, 0)) {
		t.Error("a line along an edge should touch but not cross")
	}
	// Grazing a corner.
	if !sq.Touches(Pt(-100, 100), Pt(100, -100)) || sq.Crosses(Pt(-100, 100), Pt(100, -100)) {
		t.Error("a line through a corner should touch but not cross")
	}
	if !sq.Crosses(Pt(-100, 200), Pt(500, 200)) || sq.Touches(Pt(-100, 500), Pt(500, 500)) {
		t.Error("crossing or missing line judged wrongly")
	}
	// A segment ending exactly on the edge touches; one inside crosses.
	if !sq.Touches(Pt(-100, 200), Pt(0, 200)) || sq.Crosses(Pt(-100, 200), Pt(0, 200)) || !sq.Crosses(Pt(100, 100), Pt(100, 100)) {
		t.Error("end points judged wrongly")
	}
}

func TestOverlapsAndInside(t *testing.T) {
	a, b, c := square(0, 0, 400), square(400, 0, 400), square(399, 399, 400)
	if a.Overlaps(b) || !a.Overlaps(c) || !c.Overlaps(a) {
		t.Error("overlap judged wrongly (shared edges do not overlap)")
	}
	if !square(100, 100, 100).Inside(a) || b.Inside(a) {
		t.Error("Inside judged wrongly")
	}
}

func TestMeasures(t *testing.T) {
	r, err := Rect(Pt(0, 0), Deg(30), 1200, 300)
	if err != nil {
		t.Fatal(err)
	}
	if d := r.Diameter(); d < 1236 || d > 1238 { // √(1200² + 300²) ≈ 1236.9
		t.Errorf("Diameter = %d", d)
	}
	if w := r.Width(); w < 300 || w > 302 {
		t.Errorf("Width = %d, want ≈300", w)
	}
	s, err := Strip(Pt(0, 0), Pt(0, 1000), 100)
	if err != nil || s.Width() != 100 || !s.Contains(Pt(50, 500)) || s.Contains(Pt(51, 500)) {
		t.Errorf("Strip: %v %v", s.Vertices(), err)
	}
	if _, err := Strip(Pt(1, 1), Pt(1, 1), 100); err == nil {
		t.Error("a strip of no length was accepted")
	}
	g, err := Regular(Pt(0, 0), 8, 500, 0)
	if d := g.Diameter(); err != nil || d < 999 || d > 1002 {
		t.Errorf("Regular: %v %v", g.Diameter(), err)
	}
}

// Property: the exact clip agrees with points sampled along the segment —
// a sampled point in the footprint means the segment touches it, a sampled
// point strictly inside means it crosses — and crossing implies touching,
// both ways round.
func TestClipAgreesWithSampledPoints(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 17))
	inside := 0
	for range 3000 {
		p := randomScreens(r, 1)[0].Shape
		a := Pt(r.Int64N(3000)-1500, r.Int64N(3000)-1500)
		b := a.Add(Pt(64*(r.Int64N(60)-30), 64*(r.Int64N(60)-30))) // samples at k/64 land on the grid
		touches, crosses := p.Touches(a, b), p.Crosses(a, b)
		if crosses && !touches || touches != p.Touches(b, a) || crosses != p.Crosses(b, a) {
			t.Fatalf("%v vs %s–%s: touches %v crosses %v, reversed %v %v", p.Vertices(), a, b, touches, crosses, p.Touches(b, a), p.Crosses(b, a))
		}
		d := b.Sub(a)
		for k := int64(0); k <= 64; k++ {
			q := Pt(a.X+d.X*k/64, a.Y+d.Y*k/64)
			if p.ContainsStrictly(q) {
				inside++
			}
			if p.Contains(q) && !touches || p.ContainsStrictly(q) && !crosses {
				t.Fatalf("%v: %s on %s–%s is in the footprint, touches %v crosses %v", p.Vertices(), q, a, b, touches, crosses)
			}
		}
	}
	if inside < 1000 {
		t.Fatalf("only %d sampled points fell inside a footprint", inside)
	}
}
