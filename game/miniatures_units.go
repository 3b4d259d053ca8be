package game

import (
	"slices"

	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/units"
)

// Who takes part in a battle by miniatures (IX.4.1, Q133), and by which
// table side each attacker comes in (IX.4.3):
//
//   - the declared attackers standing in the battle hex, and those in a
//     neighbouring hex that fire across the hexside between (they come in
//     by that side); guns, and any unit with an indirect weapon, firing
//     from a neighbouring hex stay off the table, as does everything
//     farther away;
//   - what travels with a joining attacker: the crew inside it, the
//     passengers it carries and the guns it tows, by the same side;
//   - the attacking side's aircraft in flight over the hex, declared or
//     not (escorts of a strike);
//   - every unit of the defending side in the hex: ground units, ships,
//     aircraft in flight over it (sorties and scramblers alike), hidden
//     units and passengers of its carriers, crews inside what they work;
//   - the hex's obstacles, whoever built them, and the defending side's
//     structures: the defender places them (IX.4.3, Q129); a structure of
//     the attacking side stays on the map;
//   - a gun in tow comes with every vehicle hitched to it;
//   - never grounded aircraft, a unit an event keeps idle (it neither
//     moves nor fights, III.6.3), nor a unit that needs a crew and has
//     none.

// enteredBy is the Unit.Entered of a unit that left start along path
// (the hexes it reached): the side of its last hex it came in by, or old
// when it did not move.
func enteredBy(start hex.Hex, path []hex.Hex, old int) int {
	if len(path) == 0 {
		return old
	}
	prev := start
	if len(path) > 1 {
		prev = path[len(path)-2]
	}
	d, ok := hex.DirectionTo(path[len(path)-1], prev)
	if !ok {
		return old
	}
	return int(d) + 1
}

// tableBar says why u never stands on a battle table, or "".
func (g *Game) tableBar(u *Unit) string {
	switch {
	case !u.Deployed():
		return "it is not on the map"
	case groundedAircraft(u):
		return "grounded aircraft stay on the map"
	case u.Card.Special.RequiresCrew != units.NoCrew && g.crewOf(u) == nil:
		return "it has no crew"
	case u.Mans != 0 && g.carrier(u) != nil && g.carrier(u).ID == u.Mans:
		return "it is inside what it works"
	case g.eventIdle(u) != "":
		return g.eventIdleBar(u)
	}
	return ""
}

// joinsFrom reports whether declared attacker u joins a battle in h:
// from h itself, or from a neighbour unless it is a gun or fires
// indirectly; a ship only across a sea side of the table.
func (g *Game) joinsFrom(u *Unit, h hex.Hex, t *tactical.Table) bool {
	if g.tableBar(u) != "" {
		return false
	}
	if u.Hex == h {
		return true
	}
	d, ok := hex.DirectionTo(h, u.Hex)
	switch {
	case !ok, u.Card.Class == units.Gun, g.indirectWeapon(u) >= 0:
		return false
	case u.Card.Class == units.Ship:
		return t.Edges[d].Sea
	}
	return true
}

// battleMembers lists the units of the open engagement that take part in
// a battle in m.Hex on table t: the joining attackers, each followed by
// what travels with it, then the defenders of the hex in id order.
func (g *Game) battleMembers(attackers []UnitID, t *tactical.Table) []Member {
	h := g.Miniatures.Hex
	var out []Member
	in := map[UnitID]bool{}
	add := func(u *Unit) {
		if in[u.ID] || g.tableBar(u) != "" {
			return
		}
		in[u.ID] = true
		m := Member{Unit: u.ID}
		if c := g.crewOf(u); c != nil {
			m.Crew = c.ID
			in[c.ID] = true
		}
		out = append(out, m)
	}
	withLoad := func(u *Unit) {
		add(u)
		for _, l := range g.loadOf(u) {
			if l.Hex != u.Hex {
				continue
			}
			add(l)
			for _, t := range g.units(l.TowedBy) { // the other vehicles hitched to the gun (VI.3.5)
				if t.Hex == u.Hex {
					add(t)
				}
			}
		}
	}
	for _, id := range attackers {
		if u := g.Unit(id); g.joinsFrom(u, h, t) {
			withLoad(u)
		}
	}
	att := g.Unit(attackers[0]).Side
	for _, u := range g.Units {
		if u.Side == att && u.InFlight && u.Hex == h && u.Card.Class == units.Aircraft {
			add(u) // on a sortie over the hex, declared or not (escorts)
		}
	}
	for _, u := range g.Units {
		if u.Hex == h && (u.Side != att || u.Card.Class == units.Obstacle) {
			add(u) // the defenders, and every obstacle of the hex (IX.4.3)
		}
	}
	return out
}

// onAttackingSide reports whether u stands with the attacker on the table:
// of its side, and not an obstacle (which the defender places, IX.4.3).
func onAttackingSide(u *Unit, attacker units.Side) bool {
	return u.Side == attacker && u.Card.Class != units.Obstacle
}

// fixedUnit: obstacles and structures, placed once and never fighting
// (Q129); they are on the table but not the engagement's fighters.
func fixedUnit(u *Unit) bool {
	return u.Card.Class == units.Obstacle || u.Card.Class == units.Structure
}

// joinBar says why a battle in the proposal's hex would have nobody to
// fight, or "": at least one of side's attackers and one defender must
// stand on the table.
func (g *Game) joinBar(side units.Side, attackers []UnitID) string {
	m := g.Miniatures
	t, err := g.battleTable(m.Hex)
	if err != nil {
		return err.Error()
	}
	var own []UnitID
	for _, id := range attackers {
		if u := g.Unit(id); u != nil && u.Side == side && u.Deployed() {
			own = append(own, id)
		}
	}
	if len(own) == 0 {
		return "no attacker"
	}
	att, def := false, false
	for _, mb := range g.battleMembers(own, t) {
		switch u := g.Unit(mb.Unit); {
		case fixedUnit(u): // keeps no side in the battle (Q129)
		case u.Side == side:
			att = true
		default:
			def = true
		}
	}
	switch {
	case !att:
		return "no attacker would stand on the table: guns and indirect fire from a neighbouring hex stay off it, and so does everything farther away (Q133)"
	case !def:
		return "no defender in " + m.Hex.String() + " that fights can stand on the table (Q133)"
	}
	return ""
}

// entrySide is the table side attacker u comes in by (IX.4.3): across the
// hexside towards its own hex when it fights from a neighbour; the side
// it entered the hex by on its last move; else the side towards the
// neighbour holding most units of its side, and failing that the first
// land side in direction order.
func (g *Game) entrySide(u *Unit, h hex.Hex, t *tactical.Table) hex.Direction {
	if d, ok := hex.DirectionTo(h, u.Hex); ok {
		return d
	}
	if u.Entered > 0 {
		return hex.Direction(u.Entered - 1)
	}
	var count [6]int
	for _, o := range g.Units {
		if d, ok := hex.DirectionTo(h, o.Hex); ok && o.Side == u.Side && o.Deployed() {
			count[d]++
		}
	}
	best := -1
	for d := range count {
		if count[d] > 0 && (best < 0 || count[d] > count[best]) {
			best = d
		}
	}
	if best >= 0 {
		return hex.Direction(best)
	}
	for d, e := range t.Edges {
		if !e.Sea && !e.OffMap {
			return hex.Direction(d)
		}
	}
	return hex.N
}

// battleForces turns the members into the battle's forces, in order: the
// tactical unit id of members[i] is i. Besides card, crew, damage and
// stars, each force carries what the map knows of it: Dug In for a
// defender, a gun's tows or its packing (miniatures_guns.go), a hidden
// unit found by the enemy (Found), and the events in force on it
// (miniatures_events.go).
func (g *Game) battleForces(members []Member, attacker units.Side, t *tactical.Table) []tactical.Force {
	out := make([]tactical.Force, len(members))
	for i, m := range members {
		u := g.Unit(m.Unit)
		f := tactical.Force{Card: u.Card, Side: u.Side, Damaged: u.Damaged, Stars: slices.Clone(u.Stars), Found: Found(u), Marker: u.Marker}
		if c := g.Unit(m.Crew); c != nil {
			f.Crew, f.Stars = c.Card, slices.Clone(c.Stars) // a crewed unit fights with its crew's stars (VIII.2)
		}
		if onAttackingSide(u, attacker) {
			f.Entered = g.entrySide(g.travelsWith(u, members), g.Miniatures.Hex, t)
			f.Landing = t.Edges[f.Entered].Sea && u.Card.Ground()
		} else {
			f.DugIn = u.DugIn
		}
		g.gunForce(&f, u, members)
		g.eventForce(&f, u)
		out[i] = f
	}
	return out
}

// travelsWith is the member u came with: its carrier or tow when that is
// on the table too (it comes in by the same side), else u.
func (g *Game) travelsWith(u *Unit, members []Member) *Unit {
	c := g.transportOf(u)
	if c != nil && slices.ContainsFunc(members, func(m Member) bool { return m.Unit == c.ID }) {
		return c
	}
	return u
}
