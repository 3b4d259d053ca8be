package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// The log's words for sides, places and bearings: what a player reads
// instead of ids and coordinates.

// SideName is a side as the log writes it: "US", "Germany".
func SideName(s units.Side) string {
	switch s {
	case units.US:
		return "US"
	case units.Germany:
		return "Germany"
	}
	return "nobody"
}

// edgeNames are the table sides by number (0 N … 5 NW).
var edgeNames = [6]string{"north", "north-east", "south-east", "south", "south-west", "north-west"}

// EdgeName is table side d in words ("south-west").
func EdgeName(d geom.Side) string { return edgeNames[((int(d)%6)+6)%6] }

// compass are the eight points of the compass, from north clockwise.
var compass = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// Compass is a bearing as the nearest of eight compass points.
func Compass(a geom.Angle) string {
	return compass[int((a.Norm()+geom.Turn/16)/(geom.Turn/8))%8]
}

// nearCentre is how close to the middle a point is called "near the
// centre" rather than placed by an edge.
const nearCentre = 8 * geom.Inch

// Where says where point p is on the table in words: near the centre, or
// how far in from the nearest edge ("14" in from the south-west edge").
func Where(p geom.Point) string {
	if geom.Dist2(p, geom.Point{}) <= nearCentre*nearCentre {
		return "near the centre"
	}
	best, depth := geom.Side(0), int64(-1)
	for d := geom.Side(0); d < 6; d++ {
		// p's reach towards side d is its projection on d's outward
		// normal; the distance in from the edge is what is left of
		// the apothem.
		f := d.Facing()
		reach := (p.X*geom.Sin(f) - p.Y*geom.Cos(f)) / geom.Scale
		if in := geom.Apothem - reach; depth < 0 || in < depth {
			best, depth = d, in
		}
	}
	return fmt.Sprintf("%s\" in from the %s edge", wholeInches(max(depth, 0)), EdgeName(best))
}

// wholeInches rounds a length to the nearest inch for the log.
func wholeInches(v int64) string { return fmt.Sprint((v + geom.Inch/2) / geom.Inch) }

// centre is the middle of a footprint's bounding box.
func centre(p geom.Polygon) geom.Point {
	lo, hi := p.Bounds()
	return geom.Lerp(lo, hi, 1, 2)
}

// Counted is n things, "1 tactical turn", "3 tactical turns": the noun
// takes an s unless n is 1.
func Counted(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
