package geom

import "fmt"

// Inch is one inch of the battle table in the package's unit (1" = 200
// yards, Table IX.1).
const Inch = 100

// MaxCoord bounds every coordinate. The table is 72" across the flats, so
// ±100" leaves room around it; the bound keeps cross products of
// differences (at most 8·10^8) and their pairwise products (under 10^18)
// inside int64.
const MaxCoord = 100 * Inch

// Point is a position on the table in hundredths of an inch; (0, 0) is the
// table's centre.
type Point struct{ X, Y int64 }

// Pt builds a point.
func Pt(x, y int64) Point { return Point{x, y} }

// Add returns p + q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p - q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Valid reports whether p lies within ±MaxCoord on both axes.
func (p Point) Valid() bool {
	return p.X >= -MaxCoord && p.X <= MaxCoord && p.Y >= -MaxCoord && p.Y <= MaxCoord
}

// String prints inches with two decimals, e.g. "(12.50, -3.00)".
func (p Point) String() string { return "(" + Inches(p.X) + ", " + Inches(p.Y) + ")" }

// Inches formats a length in hundredths as inches ("12.50").
func Inches(v int64) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/Inch, v%Inch)
}

// cross is the z component of a × b. In screen coordinates (y down) it is
// positive when b turns clockwise from a.
func cross(a, b Point) int64 { return a.X*b.Y - a.Y*b.X }

func dot(a, b Point) int64 { return a.X*b.X + a.Y*b.Y }

// orient is cross(b-a, c-a): >0 when c lies clockwise of the ray a→b.
func orient(a, b, c Point) int64 { return cross(b.Sub(a), c.Sub(a)) }

// Dist2 is the squared distance between p and q.
func Dist2(p, q Point) int64 { d := q.Sub(p); return dot(d, d) }

// Distance is the distance from p to q rounded up to the hundredth. Rounding
// up keeps the triangle inequality for sums of legs, so a path measured leg
// by leg is never shorter than the straight line.
func Distance(p, q Point) int64 { return ISqrtCeil(Dist2(p, q)) }

// Distance3 is Distance with a height difference (altitude, in the same
// unit) added in quadrature: ranges to aircraft count their altitude
// (IX.7.1).
func Distance3(p, q Point, dz int64) int64 { return ISqrtCeil(Dist2(p, q) + dz*dz) }

// Within reports exactly whether q is at most r from p, with a height
// difference dz (0 on the ground). Weapon ranges use it (IX.5.4: range is
// measured centre to centre).
func Within(p, q Point, dz, r int64) bool {
	if r < 0 {
		return false
	}
	return Dist2(p, q)+dz*dz <= r*r
}

// ISqrt is the integer square root rounded down (0 for n ≤ 0).
func ISqrt(n int64) int64 {
	if n <= 0 {
		return 0
	}
	x := n
	y := (x + 1) / 2
	for y < x { // Newton's method from above converges to floor(sqrt(n))
		x = y
		y = (x + n/x) / 2
	}
	return x
}

// ISqrtCeil is the integer square root rounded up.
func ISqrtCeil(n int64) int64 {
	r := ISqrt(n)
	if r*r < n {
		r++
	}
	return r
}

// Lerp returns the point num/den of the way from a to b, rounded to the
// nearest hundredth (halves away from a). den must be positive.
func Lerp(a, b Point, num, den int64) Point {
	d := b.Sub(a)
	return Point{a.X + divRound(d.X*num, den), a.Y + divRound(d.Y*num, den)}
}

// divRound divides rounding to nearest, halves away from zero; den > 0.
func divRound(n, den int64) int64 {
	if n >= 0 {
		return (n + den/2) / den
	}
	return -((-n + den/2) / den)
}
