package geom

// Arc is the full width of a fire arc centred on a unit's facing (IX.6.1,
// Inset IX.7): a 90° arc reaches 45° to either side of the facing.
type Arc Angle

// The arcs of Inset IX.7, and the 30° cone a bomb or torpedo needs between
// the flight path and the target (IX.6.1).
const (
	Arc360   Arc = 3600
	Arc180   Arc = 1800
	Arc90    Arc = 900
	Arc45    Arc = 450
	DropCone Arc = 300
)

// MostRestrictive is the narrowest of arcs ("use the most restrictive arc
// for conflicts", IX.6.1); with no arcs it is Arc360.
func MostRestrictive(arcs ...Arc) Arc {
	out := Arc360
	for _, a := range arcs {
		out = min(out, a)
	}
	return out
}

// Contains reports whether a line from p to q passes through the arc a
// centred on facing f (IX.6.1: centre of the firer to centre of the
// target). The arc's edges belong to it. A target at the firer's own
// position is inside every arc. The test compares q against the arc's two
// edge vectors from the fixed table, so wider arcs always hold everything
// narrower ones hold.
func (a Arc) Contains(p Point, f Angle, q Point) bool {
	d := q.Sub(p)
	if a >= Arc360 || (d.X == 0 && d.Y == 0) {
		return true
	}
	if a <= 0 {
		return false
	}
	half := Angle(a) / 2
	left, right := Dir(f-half), Dir(f+half)
	if half <= Quarter {
		// A wedge of at most 180°: clockwise of the left edge and
		// anticlockwise of the right edge.
		return cross(left, d) >= 0 && cross(d, right) >= 0
	}
	// Wider than 180°: everything except the open wedge behind.
	return cross(left, d) >= 0 || cross(d, right) >= 0
}

// InDropCone reports whether an aircraft at p flying on heading h has the
// target q within its 30° drop cone (IX.6.1, bombs and torpedoes).
func InDropCone(p Point, h Angle, q Point) bool { return DropCone.Contains(p, h, q) }
