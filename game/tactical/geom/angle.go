package geom

import "fmt"

// Angle is a compass bearing or a turn in tenths of a degree: 0 is north
// (up the table), 900 east, growing clockwise. Facings, fire arcs and
// headings all use it; Norm keeps a bearing in 0..Turn-1.
type Angle int64

// Angles of note.
const (
	Degree  Angle = 10
	Quarter       = 900 // a right angle, the last index of the sine table
	Turn    Angle = 3600
)

// Scale is the length of the fixed unit vectors of Dir: sines and cosines
// are integers in units of 1/Scale.
const Scale = 1 << 20

// Deg converts whole degrees.
func Deg(d int64) Angle { return Angle(d) * Degree }

// Norm returns a in 0..Turn-1.
func (a Angle) Norm() Angle { return ((a % Turn) + Turn) % Turn }

// Diff is the signed turn from b to a, in -1799..1800.
func Diff(a, b Angle) Angle {
	d := (a - b).Norm()
	if d > Turn/2 {
		d -= Turn
	}
	return d
}

// String prints degrees with one decimal, e.g. "45.0°".
func (a Angle) String() string {
	s := ""
	if a < 0 {
		s, a = "-", -a
	}
	return fmt.Sprintf("%s%d.%d°", s, a/Degree, a%Degree)
}

// Sin and Cos return the sine and cosine of a in units of 1/Scale, from the
// fixed table.
func Sin(a Angle) int64 {
	k := a.Norm()
	switch {
	case k <= Quarter:
		return sinTable[k]
	case k <= 2*Quarter:
		return sinTable[2*Quarter-k]
	case k <= 3*Quarter:
		return -sinTable[k-2*Quarter]
	default:
		return -sinTable[4*Quarter-k]
	}
}

// Cos is Sin a quarter turn on.
func Cos(a Angle) int64 { return Sin(a + Quarter) }

// Dir is the unit vector of bearing a, scaled by Scale, in screen
// coordinates (north is -y).
func Dir(a Angle) Point { return Point{Sin(a), -Cos(a)} }

// Rotate turns v clockwise by a about the origin, rounding each coordinate
// to the nearest hundredth. Multiples of a quarter turn are exact.
func Rotate(v Point, a Angle) Point {
	s, c := Sin(a), Cos(a)
	return Point{divRound(v.X*c-v.Y*s, Scale), divRound(v.X*s+v.Y*c, Scale)}
}

// Offset is the point at distance r from p along bearing a (rounded).
func Offset(p Point, a Angle, r int64) Point {
	d := Dir(a)
	return Point{p.X + divRound(d.X*r, Scale), p.Y + divRound(d.Y*r, Scale)}
}

// Bearing is the compass bearing from p to q, rounded down to the tenth of
// a degree (0 when the points coincide). It searches the fixed table, so it
// is exact integer work like everything else.
func Bearing(p, q Point) Angle {
	d := q.Sub(p)
	if d.X == 0 && d.Y == 0 {
		return 0
	}
	// Turn d back into the first quadrant (bearing 0..89.9), counting
	// quarter turns; a quarter turn anticlockwise maps (x, y) to (y, -x).
	var base Angle
	for !(d.X >= 0 && d.Y < 0) {
		d = Point{d.Y, -d.X}
		base += Quarter
	}
	// Largest k with Dir(k) at or anticlockwise of d.
	lo, hi := Angle(0), Angle(Quarter-1)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if cross(Dir(mid), d) >= 0 {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return (base + lo).Norm()
}
