package geom

import (
	"math"
	"testing"
)

// The fixed table is sin to within rounding, and rises strictly, so the
// angular order of the table's vectors is the order of their angles.
func TestSineTableMatchesSineAndRises(t *testing.T) {
	for k := 0; k <= Quarter; k++ {
		want := math.Sin(float64(k)*math.Pi/1800) * Scale
		if d := math.Abs(float64(sinTable[k]) - want); d > 0.5 {
			t.Errorf("sin(%v) = %d, want %.2f", Angle(k), sinTable[k], want)
		}
		if k > 0 && sinTable[k] <= sinTable[k-1] {
			t.Errorf("sin table does not rise at %v", Angle(k))
		}
	}
	for a := Angle(-Turn); a < 2*Turn; a += 7 {
		if Sin(a) != -Sin(-a) || Cos(a) != Cos(-a) {
			t.Fatalf("sin/cos symmetry broken at %v", a)
		}
	}
}

func TestBearingCompassPoints(t *testing.T) {
	o := Pt(0, 0)
	cases := []struct {
		to   Point
		want Angle
	}{{Pt(0, -100), 0}, {Pt(100, -100), 450}, {Pt(100, 0), 900}, {Pt(0, 100), 1800}, {Pt(-100, 0), 2700}, {Pt(-100, -100), 3150}, {o, 0}}
	for _, c := range cases {
		if got := Bearing(o, c.to); got != c.want {
			t.Errorf("Bearing to %s = %v, want %v", c.to, got, c.want)
		}
	}
}

// Bearing inverts Offset to within the table's tenth of a degree.
func TestBearingInvertsOffset(t *testing.T) {
	for a := Angle(0); a < Turn; a++ {
		p := Offset(Pt(0, 0), a, 60*Inch)
		if d := Diff(Bearing(Pt(0, 0), p), a); d < -1 || d > 1 {
			t.Fatalf("Bearing(Offset(%v)) = %v", a, Bearing(Pt(0, 0), p))
		}
	}
}

func TestRotateByQuarterTurnsIsExact(t *testing.T) {
	p := Pt(1234, -567)
	want := []Point{p, {567, 1234}, {-1234, 567}, {-567, -1234}}
	for i, w := range want {
		if got := Rotate(p, Angle(i)*Quarter); got != w {
			t.Errorf("Rotate(%s, %d quarter turns) = %s, want %s", p, i, got, w)
		}
	}
}

func TestDiffAndNorm(t *testing.T) {
	if Diff(100, 3500) != 200 || Diff(3500, 100) != -200 || Diff(1800, 0) != 1800 {
		t.Errorf("Diff wrong: %v %v %v", Diff(100, 3500), Diff(3500, 100), Diff(1800, 0))
	}
	if Angle(-10).Norm() != 3590 || Angle(7210).Norm() != 10 {
		t.Error("Norm wrong")
	}
}

func TestISqrt(t *testing.T) {
	for n := int64(0); n < 100000; n++ {
		r := ISqrt(n)
		if r*r > n || (r+1)*(r+1) <= n {
			t.Fatalf("ISqrt(%d) = %d", n, r)
		}
		c := ISqrtCeil(n)
		if c*c < n || (c > 0 && (c-1)*(c-1) >= n) {
			t.Fatalf("ISqrtCeil(%d) = %d", n, c)
		}
	}
	big := int64(8_000_000_000_000_000)
	if r := ISqrt(big); r*r > big || (r+1)*(r+1) <= big {
		t.Errorf("ISqrt(%d) = %d", big, r)
	}
}
