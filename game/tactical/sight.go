package tactical

import "frontline/game/tactical/geom"

// Sees is Target Visibility on the table (Appendix C; IX.5.4): an
// unobstructed straight line between the two centres. Ground features
// stop sight only between two units on the ground: an aircraft (altitude
// above 0) sees and is seen over every feature, a choice the book leaves
// open (docs/TACTICAL.md). Soft features never stop sight; a blocking
// feature stops lines across it but not lines from a unit standing in it.
func (t *Table) Sees(a geom.Point, altA int64, b geom.Point, altB int64) bool {
	if altA > 0 || altB > 0 {
		return true
	}
	return geom.Visible(t.screens, a, b)
}

// Cover is the Defense bonus the table gives a ground target of mover m at
// target against fire from from: the best single bonus of the features it
// stands in, or of a wall or hedge it lies just behind (within the kind's
// cover reach, on the firer's side of the line). Bonuses do not add up: a
// soldier in a wood behind a wall has the better of the two. by is the
// feature giving it (nil when none).
func (t *Table) Cover(target geom.Point, m Mover, from geom.Point) (bonus int, by *Feature) {
	for i := range t.features {
		f := &t.features[i]
		k := f.Kind
		if k.Cover <= bonus || !k.CoverFor[m] {
			continue
		}
		if f.Shape.Contains(target) || (k.CoverReach > 0 && f.Shape.Touches(target, geom.NearEnd(target, from, k.CoverReach))) {
			bonus, by = k.Cover, f
		}
	}
	return bonus, by
}

// FireArc is the arc a unit at p may fire through when it stands in a
// feature that limits it (bunkers, gun nests: Inset IX.7 item 6), combined
// with the unit's own arc by the most restrictive rule (IX.6.1).
func (t *Table) FireArc(p geom.Point, own geom.Arc) geom.Arc {
	arc := own
	for _, f := range t.At(p) {
		if f.Kind.Arc > 0 {
			arc = geom.MostRestrictive(arc, f.Kind.Arc)
		}
	}
	return arc
}
