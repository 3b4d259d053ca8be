package geom

import (
	"math/rand/v2"
	"testing"
)

// Appendix C, Target Visibility: a straight line between the centres, clear
// of anything that blocks.
func TestTargetVisibilityBlockingAndSoft(t *testing.T) {
	house := Screen{Shape: square(-200, -200, 400), Sight: Blocking}
	hedge := Screen{Shape: square(-1000, -50, 100), Sight: Soft}
	a, b := Pt(-2000, 0), Pt(2000, 0)
	if Visible([]Screen{house}, a, b) {
		t.Error("a line through a building should be blocked")
	}
	if !Visible([]Screen{hedge}, a, b) {
		t.Error("soft cover should not block")
	}
	// Spearpoint's rule carried over: a line along the edge of a blocking
	// feature counts as blocked.
	if Visible([]Screen{house}, Pt(-2000, -200), Pt(2000, -200)) {
		t.Error("a line along a building's wall should be blocked")
	}
	// A unit inside the building sees out and is seen.
	if !Visible([]Screen{house}, Pt(0, 0), b) || !Visible([]Screen{house}, a, Pt(0, 0)) {
		t.Error("a unit inside a blocking feature should see out of it")
	}
}

func randomScreens(r *rand.Rand, n int) []Screen {
	out := make([]Screen, 0, n)
	for len(out) < n {
		p, err := Regular(Pt(r.Int64N(7000)-3500, r.Int64N(7000)-3500), 3+r.IntN(6), 100+r.Int64N(600), Angle(r.Int64N(3600)))
		if err != nil {
			continue
		}
		out = append(out, Screen{Shape: p, Sight: Sight(r.IntN(3))})
	}
	return out
}

func randomPoint(r *rand.Rand) Point { return Pt(r.Int64N(7000)-3500, r.Int64N(7000)-3500) }

// mapScreens applies f to every corner of every screen.
func mapScreens(s []Screen, f func(Point) Point) []Screen {
	out := make([]Screen, len(s))
	for i, sc := range s {
		v := sc.Shape.Vertices()
		for j := range v {
			v[j] = f(v[j])
		}
		out[i] = Screen{Shape: MustPolygon(v...), Sight: sc.Sight}
	}
	return out
}

// Properties of line of sight: symmetric; the same after moving the whole
// table, turning it by quarter turns or mirroring it; adding a blocking
// feature never clears a line.
func TestLineOfSightProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	moves := map[string]func(Point) Point{
		"translate":    func(p Point) Point { return p.Add(Pt(1234, -777)) },
		"quarter turn": func(p Point) Point { return Rotate(p, Quarter) },
		"half turn":    func(p Point) Point { return Rotate(p, 2*Quarter) },
		"mirror":       func(p Point) Point { return Pt(-p.X, p.Y) },
	}
	blocked := 0
	for range 300 {
		s := randomScreens(r, 30)
		extra := Screen{Shape: randomScreens(r, 1)[0].Shape, Sight: Blocking}
		more := append(append([]Screen(nil), s...), extra)
		for range 30 {
			a, b := randomPoint(r), randomPoint(r)
			v := Visible(s, a, b)
			if !v {
				blocked++
			}
			if Visible(s, b, a) != v {
				t.Fatalf("line of sight %s–%s not symmetric", a, b)
			}
			if !v && Visible(more, a, b) {
				t.Fatalf("adding a blocking feature cleared %s–%s", a, b)
			}
			for name, f := range moves {
				if Visible(mapScreens(s, f), f(a), f(b)) != v {
					t.Fatalf("%s changed line of sight %s–%s", name, a, b)
				}
			}
		}
	}
	if blocked == 0 || blocked == 300*30 {
		t.Fatalf("degenerate sample: %d of %d lines blocked", blocked, 300*30)
	}
}

func TestNearEnd(t *testing.T) {
	if got := NearEnd(Pt(0, 0), Pt(1000, 0), 100); got != Pt(100, 0) {
		t.Errorf("NearEnd = %s", got)
	}
	if got := NearEnd(Pt(0, 0), Pt(50, 0), 100); got != Pt(50, 0) {
		t.Errorf("NearEnd closer than reach = %s", got)
	}
}

// A line-of-sight query on a table with 60 features; target < 2 µs.
func BenchmarkLineOfSight60(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 5))
	s := randomScreens(r, 60)
	pts := make([]Point, 256)
	for i := range pts {
		pts[i] = randomPoint(r)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Visible(s, pts[i&255], pts[(i*7+3)&255])
	}
}
