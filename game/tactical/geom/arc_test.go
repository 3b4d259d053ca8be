package geom

import (
	"math/rand/v2"
	"testing"
)

// Inset IX.7 / IX.6.1: a 90° arc reaches 45° either side of the facing,
// edges included; a turret's 360° arc holds everything.
func TestIX61FireArcWidths(t *testing.T) {
	gun := Pt(0, 0)
	facingEast := Deg(90)
	at := func(deg int64) Point { return Offset(gun, Deg(deg), 20*Inch) }
	cases := []struct {
		arc    Arc
		target int64 // bearing in degrees
		in     bool
	}{
		{Arc45, 90, true}, {Arc45, 112, true}, {Arc45, 68, true}, {Arc45, 114, false}, {Arc45, 66, false},
		{Arc90, 135, true}, {Arc90, 45, true}, {Arc90, 137, false},
		{Arc180, 180, true}, {Arc180, 0, true}, {Arc180, 181, false}, {Arc180, 270, false},
		{Arc360, 270, true},
	}
	for _, c := range cases {
		if got := c.arc.Contains(gun, facingEast, at(c.target)); got != c.in {
			t.Errorf("%v arc facing east, target on %d°: in = %v, want %v", Angle(c.arc), c.target, got, c.in)
		}
	}
}

// IX.6.1: "use the most restrictive arc for conflicts".
func TestIX61MostRestrictiveArc(t *testing.T) {
	if got := MostRestrictive(Arc360, Arc90, Arc180); got != Arc90 {
		t.Errorf("MostRestrictive = %v, want 90°", Angle(got))
	}
	if MostRestrictive() != Arc360 {
		t.Error("no arcs should leave the full circle")
	}
}

// IX.6.1: bombs and torpedoes need the flight path within a 30° arc of the
// target, read as 15° either side of the heading like every other arc.
func TestIX61DropCone(t *testing.T) {
	plane := Pt(-1000, 0)
	heading := Deg(90)
	if !InDropCone(plane, heading, Offset(plane, Deg(104), 10*Inch)) {
		t.Error("target 14° off the heading should be in the drop cone")
	}
	if InDropCone(plane, heading, Offset(plane, Deg(107), 10*Inch)) {
		t.Error("target 17° off the heading should be outside the drop cone")
	}
}

// Property: arcs nest, 45 ⊂ 90 ⊂ 180 ⊂ 360, for any facing and target.
func TestArcsNest(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	arcs := []Arc{DropCone, Arc45, Arc90, Arc180, Arc360}
	for range 20000 {
		p := Pt(r.Int64N(8000)-4000, r.Int64N(8000)-4000)
		q := Pt(r.Int64N(8000)-4000, r.Int64N(8000)-4000)
		f := Angle(r.Int64N(int64(Turn)))
		for i := 1; i < len(arcs); i++ {
			if arcs[i-1].Contains(p, f, q) && !arcs[i].Contains(p, f, q) {
				t.Fatalf("%s facing %v: target %s in the %v arc but not the %v arc", p, f, q, Angle(arcs[i-1]), Angle(arcs[i]))
			}
		}
	}
}
