package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Guns on the table (Table IX.1, VI.3.5). A gun with Movement 0 that is
// set up (placed that way, as defenders' guns are) never moves: it turns
// in place and fires. One that is not set up moves only in tow: it is
// hitched to as many vehicles as its Towed Gun (X, Y) asks, each with a
// Tow Capacity that fits it, standing within ContactRange of it; the
// group then moves as its lead tow, one inch less than the slowest tow's
// Movement. Unhitched, a Movement 0 gun spends SetupTurns tactical turns
// digging in before it may fire. A gun with Movement 1 is manhandled by
// its crew like any unit and needs no set-up. docs/TACTICAL.md "Guns".

// SetupTurns is how long a Movement 0 gun takes to set up once set down
// (Table IX.1): it fires from the combat round of the fifth turn after.
const SetupTurns = 5

// TowPenalty is what towing costs a tow's movement (glossary, Tow
// Capacity), in hundredths of an inch.
const TowPenalty = 1 * geom.Inch

// TowRule is the section the towing orders cite.
const TowRule = "VI.3.5"

// towsNeeded is the Y of Towed Gun (X, Y), 1 when unset.
func towsNeeded(c *units.Card) int { return max(c.Special.TowVehicles, 1) }

// Hitched reports whether u is a gun in tow.
func (u *Unit) Hitched() bool { return len(u.TowedBy) > 0 }

// Towing is the gun u pulls, or nil.
func (b *Battle) Towing(u *Unit) *Unit {
	for i := range b.Units {
		g := &b.Units[i]
		for _, id := range g.TowedBy {
			if id == u.ID {
				return g
			}
		}
	}
	return nil
}

// group is the units that move with u: a lead tow, its gun and the other
// tows; u alone otherwise.
func (b *Battle) group(u *Unit) []*Unit {
	g := b.Towing(u)
	if g == nil {
		return []*Unit{u}
	}
	out := []*Unit{b.Unit(g.TowedBy[0]), g}
	for _, id := range g.TowedBy[1:] {
		out = append(out, b.Unit(id))
	}
	return out
}

// follows reports whether u moves with another unit: a gun in tow, or a
// tow that is not the lead.
func (b *Battle) follows(u *Unit) bool {
	if u.Hitched() {
		return true
	}
	g := b.Towing(u)
	return g != nil && g.TowedBy[0] != u.ID
}

// towBar says why u may not move on its own: a gun in tow or a tow that
// is not the lead moves with the lead.
func (b *Battle) towBar(u *Unit) error {
	if u.Hitched() {
		return refuse(TowRule, "%s is hitched and moves with %s", b.describe(u), b.describe(b.Unit(u.TowedBy[0])))
	}
	if g := b.Towing(u); g != nil && g.TowedBy[0] != u.ID {
		return refuse(TowRule, "%s tows %s behind %s and moves with it", b.describe(u), b.describe(g), b.describe(b.Unit(g.TowedBy[0])))
	}
	return nil
}

// SetUp reports whether gun u may fire as far as Table IX.1 goes: not in
// tow and not still digging in.
func (b *Battle) SetUp(u *Unit) bool { return !u.Hitched() && u.ReadyAt <= b.Turn }

// CheckHitch says why gun may not be hitched to tows now, or nil.
func (b *Battle) CheckHitch(gun *Unit, tows []*Unit) error {
	sp := gun.Card.Special
	switch {
	case !gun.Active():
		return refuse(TowRule, "%s cannot act (%s)", b.describe(gun), gun.Status)
	case sp.TowedGun == units.NoSize:
		return refuse(TowRule, "%s is no Towed Gun", b.describe(gun))
	case gun.Hitched():
		return refuse(TowRule, "%s is hitched already", b.describe(gun))
	case gun.Moved:
		return refuse(TowRule, "%s has moved this turn", b.describe(gun))
	case gun.Face().Movement == 0 && b.SetUp(gun):
		return refuse("Table IX.1", "%s is set up: a gun of Movement 0 that is set up does not move", b.describe(gun))
	case len(tows) != towsNeeded(gun.Card):
		return refuse(TowRule, "%s needs %d towing vehicle(s), not %d", b.describe(gun), towsNeeded(gun.Card), len(tows))
	}
	for i, t := range tows {
		switch {
		case t.Side != gun.Side || t == gun:
			return refuse(TowRule, "%s is hitched only to other units of its side", b.describe(gun))
		case !t.Active() || t.Aircraft():
			return refuse(TowRule, "%s cannot tow (%s)", b.describe(t), t.Status)
		case !t.Card.Special.TowCapacity.Fits(sp.TowedGun):
			return refuse(TowRule, "%s has no Tow Capacity for a gun of size %s", b.describe(t), sp.TowedGun)
		case b.Towing(t) != nil || t.Moved:
			return refuse(TowRule, "%s tows another gun or has moved this turn", b.describe(t))
		case !withinContact(t, gun):
			return refuse(TowRule, "%s must stand within 1\" of %s to hitch it", b.describe(t), b.describe(gun))
		}
		for _, o := range tows[:i] {
			if o == t {
				return refuse(TowRule, "%s is named twice", b.describe(t))
			}
		}
	}
	return nil
}

func withinContact(a, b *Unit) bool {
	dx, dy := a.Pos.X-b.Pos.X, a.Pos.Y-b.Pos.Y
	return dx*dx+dy*dy <= ContactRange*ContactRange
}

// hitch handles CmdHitch: Unit is the gun, Units its tows, the lead
// first. Hitching is the turn's move of all of them; the gun and the
// other tows gather on the lead.
func (b *Battle) hitch(c Command) ([]Event, error) {
	gun, err := b.actor(DecideMove, c)
	if err != nil {
		return nil, err
	}
	tows := make([]*Unit, 0, len(c.Units))
	for _, id := range c.Units {
		t, err := b.own(id, c.Side)
		if err != nil {
			return nil, err
		}
		tows = append(tows, t)
	}
	if err := b.CheckHitch(gun, tows); err != nil {
		return nil, err
	}
	lead := tows[0]
	gun.TowedBy = append([]UnitID(nil), c.Units...)
	gun.DugIn, gun.ReadyAt = false, 0
	for _, u := range b.group(lead) {
		u.Moved, u.Pos = true, lead.Pos
	}
	return []Event{{Kind: EvTow, Side: gun.Side, Units: append([]UnitID{gun.ID}, c.Units...), Rule: TowRule,
		Text: fmt.Sprintf("%s is hitched to %s.", b.describe(gun), b.describe(lead))}}, nil
}

// unhitch handles CmdUnhitch: the gun is set down where its tows stand,
// facing c.Facing, after or instead of their move; a gun of Movement 0
// begins its set-up.
func (b *Battle) unhitch(c Command) ([]Event, error) {
	gun, err := b.actor(DecideMove, c)
	if err != nil {
		return nil, err
	}
	if !gun.Hitched() {
		return nil, refuse(TowRule, "%s is not in tow", b.describe(gun))
	}
	for _, u := range b.group(b.Unit(gun.TowedBy[0])) {
		u.Moved = true
	}
	gun.Facing = c.Facing.Norm()
	return []Event{b.setDown(gun, "is unhitched")}, nil
}

// setDown frees gun from its tows where it stands; a gun of Movement 0
// starts digging in.
func (b *Battle) setDown(gun *Unit, how string) Event {
	ids := append([]UnitID{gun.ID}, gun.TowedBy...)
	gun.TowedBy = nil
	text := fmt.Sprintf("%s %s %s, facing %s.", b.describe(gun), how, Where(gun.Pos), Compass(gun.Facing))
	if gun.Face().Movement == 0 {
		gun.ReadyAt = b.Turn + SetupTurns
		text += fmt.Sprintf(" It sets up and fires from turn %d.", gun.ReadyAt)
	}
	return Event{Kind: EvTow, Side: gun.Side, Units: ids, Rule: "Table IX.1", Text: text}
}

// settleTows drops every placed gun whose tow can no longer pull it
// (gone, or its crew lost) or that is no longer on the table itself; it
// runs after every order.
func (b *Battle) settleTows() []Event {
	var evs []Event
	for i := range b.Units {
		g := &b.Units[i]
		if !g.Hitched() || g.Status == Waiting {
			continue
		}
		ok := g.Status == OnTable
		for _, id := range g.TowedBy {
			ok = ok && b.Unit(id).Active()
		}
		if !ok {
			evs = append(evs, b.setDown(g, "loses its tow"))
		}
	}
	return evs
}
