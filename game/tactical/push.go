package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Push on the table (IV.3.5): the Command Decision adds 1" to the move of
// infantry, vehicles and ships, 3" to an aircraft's, for the tactical turn
// it is played in; pushed infantry rest through the next turn's movement;
// damaged machines are not pushed; a unit is pushed once per battle. It is
// played in the side's own movement step — its ground step for ground
// units, its turn of step ④ for aircraft — before the unit moves. The
// battle does not check the card: the caller does (the standalone Battle
// from the hand, the operational game from its deck).

// PushRule is the section Push cites.
const PushRule = "IV.3.5"

// Push bonuses, in hundredths of an inch.
const (
	PushGround = 1 * geom.Inch
	PushAir    = 3 * geom.Inch
)

// CheckPush says why u may not be pushed now, or nil.
func (b *Battle) CheckPush(u *Unit) error {
	air := b.Pending.Kind == DecideFly
	cls := u.Card.Class
	switch {
	case b.Pending.Kind != DecideMove && !air:
		return refuse(PushRule, "a push is played in a movement step")
	case !u.Active():
		return refuse(PushRule, "%s cannot act (%s)", b.describe(u), u.Status)
	case u.Side != b.Pending.Side:
		return refuse(PushRule, "%s belongs to %s", b.describe(u), SideName(u.Side))
	case cls == units.Gun || cls == units.Emplacement || cls == units.Structure || cls == units.Obstacle:
		return refuse(PushRule, "a push speeds infantry, vehicles, ships and aircraft, not %s", b.describe(u))
	case u.Aircraft() != air:
		return refuse(PushRule, "%s is pushed in its own movement step", b.describe(u))
	case u.Pushed > 0:
		return refuse(PushRule, "%s was pushed in this battle already", b.describe(u))
	case u.Damaged && u.Card.TargetKind() != units.TargetInfantry:
		return refuse(PushRule, "damaged machines are not pushed")
	case u.Moved || u.Flown > 0:
		return refuse(PushRule, "%s is pushed before it moves", b.describe(u))
	}
	return nil
}

// push handles CmdPush for the units c.Units.
func (b *Battle) push(c Command) ([]Event, error) {
	if len(c.Units) == 0 {
		return nil, refuse(PushRule, "a push names the units it speeds")
	}
	for i, id := range c.Units {
		u, err := b.own(id, c.Side)
		if err != nil {
			return nil, err
		}
		if err := b.CheckPush(u); err != nil {
			return nil, err
		}
		for _, o := range c.Units[:i] {
			if o == id {
				return nil, refuse(PushRule, "%s is named twice", b.describe(u))
			}
		}
	}
	for _, id := range c.Units {
		u := b.Unit(id)
		u.Pushed, u.PushMove = b.Turn, PushGround
		if u.Aircraft() {
			u.PushMove = PushAir
		}
	}
	return []Event{{Kind: EvPush, Side: c.Side, Units: append([]UnitID(nil), c.Units...), Rule: PushRule,
		Text: fmt.Sprintf("%s pushes %d unit(s): 1\" more on the ground, 3\" in the air this turn.", SideName(c.Side), len(c.Units))}}, nil
}

// resting reports whether u is infantry pushed in the turn before, which
// may not move in this one (IV.3.5).
func (b *Battle) resting(u *Unit) bool {
	return u.Pushed > 0 && u.Pushed == b.Turn-1 && u.Card.TargetKind() == units.TargetInfantry
}
