package tactical

import (
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Bases (Q140): every ground unit stands on a round base, and two bases
// may not overlap, so no two pieces are ever stacked on one spot. At 1" to
// 200 yards a squad's base is half an inch across (its men spread over a
// hundred yards), a vehicle's three quarters. Any two bases that touch
// are within ContactRange (1") of each other, so hitching, sheltering
// and close assault still reach. Aircraft fly over
// everything; obstacles and structures are part of the ground; a gun in
// tow rides with its tows on one spot. Only the bases the unit's side
// knows of bar it: a hidden enemy is not found by bumping into it.

// BaseRule is the decision the refusals cite.
const BaseRule = "Q140"

// BaseRadius is the radius of the base of a unit of card c, in
// hundredths of an inch; 0 for units with none.
func BaseRadius(c *units.Card) int64 {
	switch c.Class {
	case units.Infantry, units.Crew:
		return geom.Inch / 4
	case units.Gun:
		return geom.Inch * 3 / 10
	case units.Vehicle, units.Tank:
		return geom.Inch * 3 / 8
	case units.Emplacement:
		return geom.Inch * 4 / 10
	case units.Ship:
		return geom.Inch
	}
	return 0
}

// crowded says why u may not stand at p: the base of another unit on the
// table that u's side knows of would overlap its own.
func (b *Battle) crowded(u *Unit, p geom.Point) error {
	r := BaseRadius(u.Card)
	if r == 0 || u.Aircraft() {
		return nil
	}
	grp := b.group(u)
	for i := range b.Units {
		o := &b.Units[i]
		ro := BaseRadius(o.Card)
		if ro == 0 || o.Status != OnTable || o.Aircraft() || (o.Side != u.Side && o.Hidden) || inGroup(grp, o) {
			continue
		}
		if geom.Distance(p, o.Pos) < r+ro {
			return refuse(BaseRule, "%s's base would overlap %s's: bases may not overlap (%s\" between their centres at least)",
				b.describe(u), b.describe(o), inches(r+ro))
		}
	}
	return nil
}

func inGroup(grp []*Unit, o *Unit) bool {
	for _, g := range grp {
		if g.ID == o.ID {
			return true
		}
	}
	return false
}
