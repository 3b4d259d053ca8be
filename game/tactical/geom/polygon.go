package geom

import (
	"errors"
	"fmt"
)

// MaxVertices bounds a footprint's corners; a rounder shape is several
// footprints.
const MaxVertices = 16

// Polygon is a convex footprint with its corners in clockwise order on the
// screen (y down). Every footprint is convex so that containment, clipping
// and paths stay simple exact integer work; a ragged wood is drawn as
// several overlapping pieces. Build one with NewPolygon.
type Polygon struct {
	v        []Point
	min, max Point // bounding box
}

// NewPolygon checks pts and returns the convex polygon through them, in
// either winding. It refuses fewer than three corners, more than
// MaxVertices, corners off the coordinate range, repeated or collinear
// corners, and shapes that are not convex.
func NewPolygon(pts []Point) (Polygon, error) {
	n := len(pts)
	if n < 3 || n > MaxVertices {
		return Polygon{}, fmt.Errorf("a footprint has %d corners (3 to %d allowed)", n, MaxVertices)
	}
	for _, p := range pts {
		if !p.Valid() {
			return Polygon{}, fmt.Errorf("corner %s is off the table's coordinate range (±%s\")", p, Inches(MaxCoord))
		}
	}
	v := append([]Point(nil), pts...)
	var area int64
	for i := range v {
		area += cross(v[i], v[(i+1)%n])
	}
	if area < 0 { // anticlockwise on screen: reverse
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			v[i], v[j] = v[j], v[i]
		}
	}
	for i := range v {
		o := orient(v[i], v[(i+1)%n], v[(i+2)%n])
		switch {
		case v[i] == v[(i+1)%n]:
			return Polygon{}, fmt.Errorf("corner %s is repeated", v[i])
		case o == 0:
			return Polygon{}, fmt.Errorf("corners %s, %s and %s lie on one line", v[i], v[(i+1)%n], v[(i+2)%n])
		case o < 0:
			return Polygon{}, errors.New("the footprint is not convex (every corner must turn the same way)")
		}
	}
	// Convex turns at every corner can still wind round twice (a
	// pentagram); the total turning of a simple convex polygon is one turn,
	// which shows as the corners' bearings from the first edge increasing.
	if !simple(v) {
		return Polygon{}, errors.New("the footprint crosses itself")
	}
	p := Polygon{v: v, min: v[0], max: v[0]}
	for _, q := range v[1:] {
		p.min = Point{min(p.min.X, q.X), min(p.min.Y, q.Y)}
		p.max = Point{max(p.max.X, q.X), max(p.max.Y, q.Y)}
	}
	return p, nil
}

// simple reports whether a polygon with all-clockwise turns winds once:
// every corner lies clockwise of (or on) each edge line.
func simple(v []Point) bool {
	n := len(v)
	for i := range v {
		a, b := v[i], v[(i+1)%n]
		for j := range v {
			if orient(a, b, v[j]) < 0 {
				return false
			}
		}
	}
	return true
}

// MustPolygon is NewPolygon for literals in code and tests.
func MustPolygon(pts ...Point) Polygon {
	p, err := NewPolygon(pts)
	if err != nil {
		panic(err)
	}
	return p
}

// Vertices returns a copy of the corners, clockwise.
func (p Polygon) Vertices() []Point { return append([]Point(nil), p.v...) }

// Bounds returns the bounding box corners.
func (p Polygon) Bounds() (lo, hi Point) { return p.min, p.max }

// Empty reports whether p is the zero Polygon.
func (p Polygon) Empty() bool { return len(p.v) == 0 }

// Contains reports whether q is inside p or on its boundary.
func (p Polygon) Contains(q Point) bool { return p.contains(q, false) }

// ContainsStrictly reports whether q is inside p and not on its boundary.
func (p Polygon) ContainsStrictly(q Point) bool { return p.contains(q, true) }

func (p Polygon) contains(q Point, strict bool) bool {
	if q.X < p.min.X || q.X > p.max.X || q.Y < p.min.Y || q.Y > p.max.Y {
		return false
	}
	n := len(p.v)
	for i := range p.v {
		o := orient(p.v[i], p.v[(i+1)%n], q)
		if o < 0 || (strict && o == 0) {
			return false
		}
	}
	return n > 0
}

// Touches reports whether the segment a–b meets p at all, boundary
// included. Like every query here it expects Valid points (within
// ±MaxCoord), which keeps its products inside int64.
func (p Polygon) Touches(a, b Point) bool { return p.clip(a, b, false) }

// Crosses reports whether the segment a–b passes through p's interior;
// running along an edge or grazing a corner does not count.
func (p Polygon) Crosses(a, b Point) bool { return p.clip(a, b, true) }

// clip intersects the segment a + t(b-a), t in [0,1], with the half-planes
// of p's edges (Cyrus–Beck) and reports whether anything is left. Bounds
// on t are exact fractions num/den with den > 0.
func (p Polygon) clip(a, b Point, strict bool) bool {
	loN, loD, hiN, hiD, ok := p.interval(a, b)
	if !ok || (strict && p.grazes(a, b)) {
		return false
	}
	if strict {
		return loN*hiD < hiN*loD
	}
	return ok
}

// grazes reports whether the segment runs along one of p's edge lines
// from outside or on it (a strict clip leaves nothing then).
func (p Polygon) grazes(a, b Point) bool {
	d := b.Sub(a)
	n := len(p.v)
	for i := range p.v {
		e := p.v[(i+1)%n].Sub(p.v[i])
		if cross(e, d) == 0 && cross(e, a.Sub(p.v[i])) <= 0 {
			return true
		}
	}
	return false
}

// interval is the Cyrus–Beck clip of a + t(b-a), t in [0,1], against p's
// edge half-planes: the bounds on t as exact fractions num/den with den >
// 0, and whether anything is left.
func (p Polygon) interval(a, b Point) (loN, loD, hiN, hiD int64, ok bool) {
	if max(a.X, b.X) < p.min.X || min(a.X, b.X) > p.max.X || max(a.Y, b.Y) < p.min.Y || min(a.Y, b.Y) > p.max.Y {
		return 0, 1, 0, 1, false
	}
	if len(p.v) == 0 {
		return 0, 1, 0, 1, false
	}
	loN, loD, hiN, hiD = 0, 1, 1, 1
	d := b.Sub(a)
	n := len(p.v)
	for i := range p.v {
		e0 := p.v[i]
		e := p.v[(i+1)%n].Sub(e0)
		alpha := cross(e, a.Sub(e0)) // inside means cross ≥ 0 (clockwise side)
		beta := cross(e, d)
		switch {
		case beta == 0:
			if alpha < 0 {
				return 0, 1, 0, 1, false
			}
		case beta > 0: // t ≥ -alpha/beta
			if (-alpha)*loD > loN*beta {
				loN, loD = -alpha, beta
			}
		default: // t ≤ alpha/(-beta)
			if alpha*hiD < hiN*(-beta) {
				hiN, hiD = alpha, -beta
			}
		}
	}
	return loN, loD, hiN, hiD, loN*hiD <= hiN*loD
}

// Overlaps reports whether two footprints share interior area (touching
// edges or corners is not overlap). Two convex shapes overlap exactly when
// no edge of either separates them.
func (p Polygon) Overlaps(q Polygon) bool {
	if p.max.X <= q.min.X || q.max.X <= p.min.X || p.max.Y <= q.min.Y || q.max.Y <= p.min.Y {
		return false
	}
	return !separates(p, q) && !separates(q, p)
}

// separates reports whether some edge line of p has all of q on or beyond
// its outer side.
func separates(p, q Polygon) bool {
	n := len(p.v)
	for i := range p.v {
		a, b := p.v[i], p.v[(i+1)%n]
		out := true
		for _, c := range q.v {
			if orient(a, b, c) > 0 {
				out = false
				break
			}
		}
		if out {
			return true
		}
	}
	return false
}

// Inside reports whether all of p lies within q (boundary included).
func (p Polygon) Inside(q Polygon) bool {
	for _, c := range p.v {
		if !q.Contains(c) {
			return false
		}
	}
	return len(p.v) > 0
}

// Translate returns p moved by d.
func (p Polygon) Translate(d Point) Polygon {
	v := make([]Point, len(p.v))
	for i, c := range p.v {
		v[i] = c.Add(d)
	}
	return Polygon{v: v, min: p.min.Add(d), max: p.max.Add(d)}
}

// Diameter is the largest distance between two corners (rounded up).
func (p Polygon) Diameter() int64 {
	var best int64
	for i, a := range p.v {
		for _, b := range p.v[i+1:] {
			best = max(best, Dist2(a, b))
		}
	}
	return ISqrtCeil(best)
}

// Width is the narrowest extent of p: the least, over its edges, of the
// farthest corner's distance from that edge line (rounded up).
func (p Polygon) Width() int64 {
	n := len(p.v)
	best := int64(-1)
	for i := range p.v {
		a, b := p.v[i], p.v[(i+1)%n]
		var far int64
		for _, c := range p.v {
			far = max(far, orient(a, b, c))
		}
		// far / |b-a| rounded up is the least k with k² ≥ far²/|b-a|².
		w := ISqrtCeil(ceilDiv(far*far, Dist2(a, b)))
		if best < 0 || w < best {
			best = w
		}
	}
	return best
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// Rect returns the rectangle of the given length (along bearing h) and
// width centred on c, its corners rounded to the hundredth.
func Rect(c Point, h Angle, length, width int64) (Polygon, error) {
	hl, hw := length/2, width/2
	corners := []Point{{-hw, -hl}, {width - hw, -hl}, {width - hw, length - hl}, {-hw, length - hl}}
	for i, k := range corners {
		corners[i] = c.Add(Rotate(k, h))
	}
	return NewPolygon(corners)
}

// Strip returns the rectangle of the given width whose centre line runs
// from a to b (a road, a wall, a hedge).
func Strip(a, b Point, width int64) (Polygon, error) {
	if a == b {
		return Polygon{}, fmt.Errorf("a strip from %s to itself has no length", a)
	}
	h := Bearing(a, b)
	hw := width / 2
	l, r := Offset(Point{}, h-Quarter, hw), Offset(Point{}, h+Quarter, width-hw)
	return NewPolygon([]Point{a.Add(l), b.Add(l), b.Add(r), a.Add(r)})
}

// Regular returns an n-cornered polygon of circumradius r centred on c,
// its first corner on bearing h.
func Regular(c Point, n int, r int64, h Angle) (Polygon, error) {
	if n < 3 || n > MaxVertices {
		return Polygon{}, fmt.Errorf("a regular footprint has %d corners (3 to %d allowed)", n, MaxVertices)
	}
	pts := make([]Point, n)
	for i := range pts {
		pts[i] = Offset(c, h+Turn*Angle(i)/Angle(n), r)
	}
	return NewPolygon(pts)
}
