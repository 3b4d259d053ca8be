package geom

// The battle table is the operational hex itself (IX.2, Table IX.1): a
// regular flat-topped hexagon 72" across the flats, centred on (0, 0).
const (
	// Apothem is the distance from the centre to each side: half of 72".
	Apothem = 36 * Inch
	// Circumradius is the distance to each corner, 72"/√3 rounded to the
	// hundredth (41.57"); the side is the same length (the book's ≈43"
	// attacker zone width).
	Circumradius = 4157
	halfSide     = 2078 // Circumradius/2 rounded down, so the table stays symmetric
)

// Side numbers the six table edges like the operational hexsides of
// game/hex: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. Side s faces bearing 60°·s.
type Side int

// corners of the table clockwise from the east corner, as game/hex's
// Layout numbers them: side s runs from corner s+4 to corner s+5 (mod 6).
var corners = [6]Point{
	{Circumradius, 0}, {halfSide, Apothem}, {-halfSide, Apothem},
	{-Circumradius, 0}, {-halfSide, -Apothem}, {halfSide, -Apothem},
}

// Hexagon is the outline of the battle table.
var Hexagon = MustPolygon(corners[:]...)

// Corner returns table corner i (0 east, clockwise).
func Corner(i int) Point { return corners[((i%6)+6)%6] }

// Ends returns the two corners of side s, clockwise (left end first as seen
// from the centre).
func (s Side) Ends() (Point, Point) { return Corner(int(s) + 4), Corner(int(s) + 5) }

// Facing is the outward bearing of side s.
func (s Side) Facing() Angle { return Angle(s) * 600 }

// Mid is the midpoint of side s.
func (s Side) Mid() Point {
	a, b := s.Ends()
	return Lerp(a, b, 1, 2)
}

// Band is the strip of the table within depth of side s (measured
// inwards), for depth in 1..Apothem: a trapezoid whose inner edge ends on
// the two neighbouring sides. Attacker zones, sea, beaches and river banks
// are bands.
func (s Side) Band(from, to int64) (Polygon, error) {
	a, b := s.Ends()
	prev, next := Corner(int(s)+3), Corner(int(s)+6)
	// Moving along a neighbouring side from this side's corner towards the
	// far corner gains depth evenly: the far corner is Apothem deep.
	pts := []Point{
		Lerp(a, prev, from, Apothem), Lerp(b, next, from, Apothem),
		Lerp(b, next, to, Apothem), Lerp(a, prev, to, Apothem),
	}
	for i := range pts {
		pts[i] = OnTable(pts[i])
	}
	return NewPolygon(pts)
}

// OnTable returns p, or when rounding left it a hair outside the table the
// nearest point inwards along x, so shapes built on the edges stay on it.
func OnTable(p Point) Point {
	for step := 0; step < 4 && !Hexagon.Contains(p) && p.X != 0; step++ {
		if p.X > 0 {
			p.X--
		} else {
			p.X++
		}
	}
	return p
}
