package tactical

import (
	"fmt"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/tactical/geom"
)

// Placement zone depths of IX.4.3, in hundredths of an inch.
const (
	ZoneBase       = 6 * geom.Inch // added to the d10 of an attacker's zone
	AmphibiousZone = BeachDepth    // a landing holds 3" of the coast
	ZoneRule       = "IX.4.3"
)

// Zone is a placement zone on the table.
type Zone struct {
	Side  hex.Direction // the hexside the units came in by
	Depth int64         // inches ×100 from that table edge
	Shape geom.Polygon
}

// AttackerZone rolls the zone of attackers that entered the hex across
// side d (IX.4.3): the whole width of that table side, d10 + 6 inches
// deep. Attackers from several sides roll once per side.
func AttackerZone(d hex.Direction, r *dice.Roller) Zone {
	depth := int64(r.D10("attacker placement zone depth", ZoneRule))*geom.Inch + ZoneBase
	return Zone{Side: d, Depth: depth, Shape: band(d, 0, depth)}
}

// LandingZone is the zone of an amphibious landing across sea side d
// (IX.4.3): the 3" of coast inland of the water, not rolled. ok is false
// when the table has no sea on that side.
func (t *Table) LandingZone(d hex.Direction) (Zone, bool) {
	if !t.Edges[d].Sea {
		return Zone{}, false
	}
	return Zone{Side: d, Depth: SeaDepth + AmphibiousZone, Shape: band(d, SeaDepth, SeaDepth+AmphibiousZone)}, true
}

// band is geom's band along side d; the depths used here are fixed and
// within the table, so an error is a programming error.
func band(d hex.Direction, from, to int64) geom.Polygon {
	p, err := geom.Side(d).Band(from, to)
	if err != nil {
		panic(fmt.Sprintf("tactical: band on side %v from %d to %d: %v", d, from, to, err))
	}
	return p
}
