package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Placement of units (IX.4.3, IX.4.4): the defender places first, then the
// sides alternate one unit at a time; a side with nothing left to place
// lets the other place the rest. A placed unit's position and facing are
// locked until the tactical turns begin.

// Ceiling is the highest an aircraft may fly in the Italian Campaign
// Introduction: 20,000 ft (IX.7.1) at 600 ft to the inch.
const Ceiling = 20000 * geom.Inch / 600

// MoverOf is how the terrain rules treat a ground unit's card, as on the
// map: men on foot, a gun pushed by its crew, or a vehicle.
func MoverOf(c *units.Card) Mover {
	switch c.Class {
	case units.Infantry, units.Crew, units.Obstacle, units.Structure:
		return Foot
	case units.Gun, units.Emplacement:
		return Gun
	}
	return Vehicle
}

func (b *Battle) place(c Command) ([]Event, error) {
	u, err := b.actor(DecidePlace, c)
	if err != nil {
		return nil, err
	}
	switch {
	case u.Status != Waiting:
		return nil, refuse("IX.4.4", "%s is already placed; a placed unit keeps its position and facing", b.describe(u))
	case !b.Due(u):
		return nil, refuse("IX.4.4", "%s arrives at the start of turn %d", b.describe(u), u.Arrives)
	}
	if err := b.CheckPlace(u, c.To, c.Alt); err != nil {
		return nil, err
	}
	ids := make([]UnitID, 0, 1)
	for _, g := range b.group(u) { // a tow brings its gun and the other tows
		g.Status, g.Pos, g.Facing, g.Alt = OnTable, c.To, c.Facing.Norm(), c.Alt
		if g.ReadyAt < 0 {
			g.ReadyAt = b.Turn + SetupTurns // a packed gun starts its set-up (Table IX.1)
		}
		ids = append(ids, g.ID)
	}
	if u.Card.Class == units.Obstacle {
		u.Area, _ = ObstacleArea(u.Pos, u.Facing) // checkFixed keeps it on the table
	}
	evs := []Event{{Kind: EvPlaced, Side: u.Side, Units: ids, Rule: "IX.4.4",
		Text: fmt.Sprintf("%s is placed %s, facing %s.", b.describe(u), Where(u.Pos), Compass(u.Facing))}}
	next := u.Role.Other()
	if b.nextToPlace(next) == nil {
		next = u.Role
	}
	if b.nextToPlace(next) == nil {
		return append(evs, b.turnSteps()...), nil
	}
	b.Pending = Decision{Side: b.Sides[next], Kind: DecidePlace}
	return evs, nil
}

// nextToPlace is the first unit of role r waiting to be placed now, or
// nil.
func (b *Battle) nextToPlace(r Role) *Unit {
	for i := range b.Units {
		if u := &b.Units[i]; u.Role == r && b.Due(u) {
			return u
		}
	}
	return nil
}

// Due reports whether u waits to be placed now: at setup, or at the start
// of the turn it arrives (IX.4.4).
// A gun in tow and its other tows are placed with the lead tow.
func (b *Battle) Due(u *Unit) bool {
	return u.Status == Waiting && u.Arrives <= b.Turn && !b.follows(u)
}

// CheckPlace says why u may not be placed at p (altitude alt), or nil: the
// point must be on the table and in the unit's zone (IX.4.3), on ground
// the unit may stand on, and an aircraft must fly (above 0, at most the
// ceiling) while everything else stands at altitude 0.
func (b *Battle) CheckPlace(u *Unit, p geom.Point, alt int64) error {
	if !p.Valid() || !geom.Hexagon.Contains(p) {
		return refuse("IX.4.3", "%s is off the table", p)
	}
	if err := b.checkAltitude(u, alt); err != nil {
		return err
	}
	if u.Role == Attacker {
		if err := b.inZone(u, p); err != nil {
			return err
		}
	}
	if g := b.Towing(u); g != nil {
		if err := b.standable(g, p); err != nil {
			return err
		}
	}
	if u.Fixed() {
		if err := b.checkFixed(u, p); err != nil {
			return err
		}
	}
	if err := b.standable(u, p); err != nil {
		return err
	}
	return b.crowded(u, p)
}

func (b *Battle) checkAltitude(u *Unit, alt int64) error {
	switch {
	case u.Aircraft() && (alt <= 0 || alt > Ceiling):
		return refuse("IX.7.1", "an aircraft flies between 0 and %s\" (20,000 ft), not at %s\"", inches(Ceiling), inches(alt))
	case !u.Aircraft() && alt != 0:
		return refuse("IX.5.2", "%s stays on the ground (altitude 0)", b.describe(u))
	}
	return nil
}

// inZone: attacking ships anywhere at sea, landings on the 3" of beach,
// everyone else in the zone of the side they entered by (IX.4.3).
func (b *Battle) inZone(u *Unit, p geom.Point) error {
	if u.Card.Class == units.Ship {
		return nil // standable keeps ships at sea
	}
	if u.Landing {
		z, _ := b.Table.LandingZone(u.Entered)
		if !z.Shape.Contains(p) {
			return refuse("IX.4.3", "%s lands within the 3\" of beach on the %s edge", b.describe(u), EdgeName(geom.Side(u.Entered)))
		}
		return nil
	}
	for _, z := range b.Zones {
		if z.Side == u.Entered && z.Shape.Contains(p) {
			return nil
		}
	}
	return refuse("IX.4.3", "%s must be placed in the attackers' zone along the %s edge", b.describe(u), EdgeName(geom.Side(u.Entered)))
}

// standable says why u may not stand at p: a ship needs the sea; a ground
// unit may not stand in a feature closed to it (the sea, unless on a
// crossing), nor on a closed ground off the roads. It may stand in a river
// it is fording: a river is 2" wide and men move 1" a turn.
func (b *Battle) standable(u *Unit, p geom.Point) error {
	if u.Aircraft() {
		return nil
	}
	here := b.Table.At(p)
	sea := false
	for _, f := range here {
		sea = sea || f.Kind.ID == "sea"
	}
	if u.Card.Class == units.Ship {
		if !sea {
			return refuse("IX.4.3", "%s must stay at sea", b.describe(u))
		}
		return nil
	}
	m := MoverOf(u.Card)
	crossing, road := false, false
	for _, f := range here {
		crossing = crossing || f.Kind.Layer == Crossing
		road = road || f.Kind.ID == "road" || f.Kind.Layer == Crossing
	}
	for _, f := range here {
		if f.Kind.Passage(m) == Closed && !(f.Kind.Layer == Water && crossing) {
			return refuse("III.3.1", "the %s is closed to %s units", describe(f), m)
		}
	}
	if b.Table.Ground.Passage(m) == Closed && !road {
		return refuse("III.3.1", "the %s is closed to %s units off the roads", b.Table.Ground.Name, m)
	}
	return nil
}

// Spot is a point where u may be placed at altitude alt, found by
// scanning the table on a 4" grid and then a 1" grid, row by row from the
// north-west; ok is false when its zone holds no ground it may stand on.
func (b *Battle) Spot(u *Unit, alt int64) (geom.Point, bool) {
	for _, step := range []int64{4 * geom.Inch, geom.Inch} {
		for y := int64(-geom.Circumradius); y <= geom.Circumradius; y += step {
			for x := int64(-geom.Circumradius); x <= geom.Circumradius; x += step {
				if p := geom.Pt(x, y); b.CheckPlace(u, p, alt) == nil {
					return p, true
				}
			}
		}
	}
	return geom.Point{}, false
}

// leaveOut keeps off the table the units that have nowhere to stand in
// their zone (vehicles on a marsh table without a road in their zone,
// ships without a sea): they take no part in the battle.
func (b *Battle) leaveOut() []Event {
	var evs []Event
	for i := range b.Units {
		u := &b.Units[i]
		if b.follows(u) {
			continue // judged with its lead below
		}
		alt := int64(0)
		if u.Aircraft() {
			alt = Ceiling
		}
		if _, ok := b.Spot(u, alt); !ok {
			u.Status = Absent
			evs = append(evs, Event{Kind: EvPlaced, Side: u.Side, Units: []UnitID{u.ID}, Rule: "IX.4.3",
				Text: b.describe(u).String() + " has nowhere to stand in its zone and stays off the table."})
			for _, g := range b.group(u)[1:] {
				g.Status = Absent
			}
		}
	}
	return evs
}

// inches prints a length in inches when it is formatted, not before.
func inches(v int64) inch { return inch(v) }

type inch int64

func (v inch) String() string { return geom.Inches(int64(v)) }
