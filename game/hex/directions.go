package hex

// Direction names one of the six sides of a flat-topped hex, clockwise from
// the top side. Values outside 0..5 wrap, so d+1 is always the next side
// clockwise; Turn and Opposite return normalised values.
type Direction int

// The six sides of a flat-topped hex as seen on the printed map (north up).
const (
	N Direction = iota
	NE
	SE
	S
	SW
	NW
)

// steps are axial offsets for N..NW. Screen y grows downward, so moving
// north lowers R; moving NE raises Q and lowers R (see Layout).
var steps = [6]Hex{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

var directionNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

// Directions lists the six directions in order N, NE, SE, S, SW, NW.
func Directions() [6]Direction { return [6]Direction{N, NE, SE, S, SW, NW} }

func (d Direction) norm() Direction { return ((d % 6) + 6) % 6 }

// Turn returns the direction n sides clockwise (negative n: anticlockwise).
func (d Direction) Turn(n int) Direction { return (d + Direction(n%6)).norm() }

// Opposite returns the direction pointing back across the same side.
func (d Direction) Opposite() Direction { return d.Turn(3) }

// String prints the compass name ("N", "NE", ...).
func (d Direction) String() string { return directionNames[d.norm()] }

// Step is the axial offset of one move in direction d.
func (d Direction) Step() Hex { return steps[d.norm()] }

// Neighbor returns the hex across side d of h.
func Neighbor(h Hex, d Direction) Hex { return h.Add(d.Step()) }

// Neighbors returns the six adjacent hexes in direction order N..NW.
func Neighbors(h Hex) [6]Hex {
	var out [6]Hex
	for i, s := range steps {
		out[i] = h.Add(s)
	}
	return out
}

// DirectionTo returns the side of a that b lies across; ok is false when
// the hexes are not adjacent.
func DirectionTo(a, b Hex) (d Direction, ok bool) {
	diff := b.Sub(a)
	for i, s := range steps {
		if s == diff {
			return Direction(i), true
		}
	}
	return 0, false
}

// EdgeAt returns the hexside on side d of h.
func EdgeAt(h Hex, d Direction) Edge {
	e, _ := EdgeBetween(h, Neighbor(h, d))
	return e
}

// EdgesOf returns the six hexsides of h in direction order N..NW.
func EdgesOf(h Hex) [6]Edge {
	var out [6]Edge
	for d := range out {
		out[d] = EdgeAt(h, Direction(d))
	}
	return out
}

// Direction returns the side of e.A on which the edge lies (pointing from A
// towards B). The zero Edge is not a real hexside and reports N.
func (e Edge) Direction() Direction {
	d, _ := DirectionTo(e.A, e.B)
	return d
}

// Other returns the hex on the far side of e from h; ok is false when h is
// not one of the edge's two hexes.
func (e Edge) Other(h Hex) (Hex, bool) {
	switch h {
	case e.A:
		return e.B, true
	case e.B:
		return e.A, true
	}
	return Hex{}, false
}
