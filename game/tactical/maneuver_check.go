package tactical

import (
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// CheckManeuver says why aircraft u may not fly maneuver m now against
// target, with heading f for a Break's quarter turn, or returns the
// heading and altitude it would end at. In the aircraft step m opens (its
// own conditions apply); while a counter decision is pending it answers
// the maneuver waiting, whose flyer is the target (target may be -1).
func (b *Battle) CheckManeuver(u *Unit, m *Maneuver, target UnitID, f geom.Angle) (geom.Angle, int64, error) {
	switch {
	case !u.Active() || !u.Aircraft():
		return 0, 0, refuse(ManeuverRule, "only an aircraft in flight maneuvers")
	case !m.flownBy(u):
		return 0, 0, refuse(ManeuverRule, "a %s may not fly the %s", u.Card.Special.AirRole, m.Name)
	case m.cost(u) > FlightLeft(u):
		return 0, 0, refuse(ManeuverRule, "the %s costs %s\" and %s has %s\" left", m.Name, inches(m.cost(u)), b.describe(u), inches(FlightLeft(u)))
	}
	var t *Unit
	var err error
	if b.Pending.Kind == DecideCounter {
		t, err = b.answerAim(u, m, target)
	} else {
		t, err = b.openAim(u, m, target)
	}
	if err != nil {
		return 0, 0, err
	}
	alt := u.Alt + m.Climb
	if m.Level > 0 {
		alt = m.Level
	}
	if alt <= 0 || alt > Ceiling {
		return 0, 0, refuse("IX.7.1", "the %s would end at %s\", outside 0 to %s\"", m.Name, inches(alt), inches(Ceiling))
	}
	heading, err := b.maneuverHeading(u, m, t, f)
	return heading, alt, err
}

// maneuverHeading is where m leaves u's nose.
func (b *Battle) maneuverHeading(u *Unit, m *Maneuver, t *Unit, f geom.Angle) (geom.Angle, error) {
	switch m.Turn {
	case Reverse:
		return (u.Facing + geom.Turn/2).Norm(), nil
	case Quarter:
		if d := geom.Diff(f.Norm(), u.Facing); d != geom.Quarter && d != -geom.Quarter {
			return 0, refuse(ManeuverRule, "a %s turns 90°, not %s", m.Name, d)
		}
		return f.Norm(), nil
	case Match:
		return t.Facing, nil
	case Toward:
		return towards(u, b.Unit(t.Tailing)), nil
	}
	return u.Facing, nil
}

// towards is the bearing from u to v, or u's heading when they coincide.
func towards(u, v *Unit) geom.Angle {
	if u.Pos == v.Pos {
		return u.Facing
	}
	return geom.Bearing(u.Pos, v.Pos)
}

// answerAim checks that u may answer the maneuver waiting with m: u is
// the aircraft it was flown against and m is one of its counters. An
// answer needs no stance of its own (the maneuver answered sets the
// scene), only the weapon range a Chandelle always asks.
func (b *Battle) answerAim(u *Unit, m *Maneuver, target UnitID) (*Unit, error) {
	e := b.Exchange
	flyer := b.Unit(e.Flyer)
	waiting, _ := ManeuverByID(e.Maneuver)
	switch {
	case u.ID != e.Target:
		return nil, refuse(ManeuverRule, "only %s may answer the %s", b.describe(b.Unit(e.Target)), waiting.Name)
	case target >= 0 && target != e.Flyer:
		return nil, refuse(ManeuverRule, "a counter is flown against %s, who flew the %s", b.describe(flyer), waiting.Name)
	case !m.answers(e.Maneuver):
		return nil, refuse(ManeuverRule, "the %s is no counter to the %s", m.Name, waiting.Name)
	case m.ID == "chandelle" && !b.inAirRange(u, flyer):
		return nil, refuse(ManeuverRule, "a Chandelle gains Advantage only within weapon range of the target")
	}
	return flyer, nil
}

// openAim checks the target and the position each maneuver asks when it
// is flown on its own in the aircraft step.
func (b *Battle) openAim(u *Unit, m *Maneuver, target UnitID) (*Unit, error) {
	t := b.Unit(target)
	if m.AnswerOnly {
		return nil, refuse(ManeuverRule, "the %s is flown only to answer a Break or an Evasive Dive", m.Name)
	}
	if err := b.aimAt(u, m, t); err != nil {
		return nil, err
	}
	return t, b.openingPosition(u, m, t)
}

// aimAt checks that t is the kind of unit m is flown against.
func (b *Battle) aimAt(u *Unit, m *Maneuver, t *Unit) error {
	if m.Aim == AtEngaged && t == nil {
		return nil // a Split-S with nobody engaged: a reversal and a dive
	}
	if t == nil || t.Side == u.Side || t.Status != OnTable || !b.Seen(u.Side, t) {
		return refuse(ManeuverRule, "the %s is flown against an enemy on the table that its side sees", m.Name)
	}
	ok := true
	switch m.Aim {
	case AtAircraft:
		ok = t.Aircraft()
	case AtGround:
		ok = !t.Aircraft()
	case AtShip:
		ok = t.Card.Class == units.Ship
	case AtPursuer:
		ok = t.Tailing == u.ID && t.Active()
	case AtEngaged:
		ok = (t.Tailing == u.ID && t.Active()) || u.Tailing == t.ID
	}
	if !ok {
		return refuse(ManeuverRule, "the %s is flown against %s", m.Name, aimNames[m.Aim])
	}
	return nil
}

var aimNames = map[Aim]string{
	AtAircraft: "an enemy aircraft", AtGround: "an enemy on the ground or at sea", AtShip: "an enemy ship",
	AtPursuer: "an enemy aircraft holding Advantage on it", AtEngaged: "an enemy aircraft it tails or that tails it",
}

// openingPosition checks the situation each maneuver is flown in.
func (b *Battle) openingPosition(u *Unit, m *Maneuver, t *Unit) error {
	switch m.ID {
	case "diving_attack":
		if u.Tailing != t.ID {
			return refuse(ManeuverRule, "a Diving Attack needs Advantage on %s", b.describe(t))
		}
	case "fast_climb":
		if t.Alt <= u.Alt || b.Stance(t) == "offensive" {
			return refuse(ManeuverRule, "a Fast Climb is made at a higher aircraft in a neutral or defensive stance")
		}
	case "chandelle":
		if !b.inAirRange(u, t) {
			return refuse(ManeuverRule, "a Chandelle gains Advantage only within weapon range of the target")
		}
	case "immelmann":
		if u.Passed != t.ID {
			return refuse(ManeuverRule, "an Immelmann Turn follows a Diving Attack on the same aircraft")
		}
	case "flat_scissors":
		if u.Lost != t.ID {
			return refuse(ManeuverRule, "Flat Scissors win back Advantage lost on %s by its evasion or an overshoot", b.describe(t))
		}
	case "dive_bomb":
		if !u.hasBombs() {
			return refuse(ManeuverRule, "a Dive Bomb needs a bomb not yet dropped")
		}
	case "torpedo_run":
		return b.runBar(u, t)
	case "thatch_weave":
		return b.weaveBar(u, m, t)
	}
	return nil
}

// weaveBar checks a Thatch Weave: u weaves with the friendly fighter t
// tails (the bait), which pays the cost too, and brings t across its
// guns, so t must be within u's weapon range.
func (b *Battle) weaveBar(u *Unit, m *Maneuver, t *Unit) error {
	bait := b.Unit(t.Tailing)
	switch {
	case bait == nil || bait == u || bait.Side != u.Side || !bait.Active() || bait.Card.Special.AirRole != units.Fighter:
		return refuse(ManeuverRule, "a Thatch Weave needs a friendly fighter tailed by %s as the bait", b.describe(t))
	case m.cost(bait) > FlightLeft(bait):
		return refuse(ManeuverRule, "the bait %s has %s\" left of the %s\" the weave costs", b.describe(bait), inches(FlightLeft(bait)), inches(m.cost(bait)))
	case !b.inAirRange(u, t):
		return refuse(ManeuverRule, "a Thatch Weave brings %s across the guns only within weapon range", b.describe(t))
	}
	return nil
}

// inAirRange reports whether some weapon of u that may attack aircraft
// reaches t, altitude included.
func (b *Battle) inAirRange(u, t *Unit) bool {
	for _, w := range u.Face().Weapons {
		if w.Hits(units.TargetAircraft) && geom.Within(u.Pos, t.Pos, u.Alt-t.Alt, reach(w)) {
			return true
		}
	}
	return false
}

func (u *Unit) hasBombs() bool {
	for wi, w := range u.Face().Weapons {
		if w.Expended && !IsTorpedo(w) && !u.spent(wi) {
			return true
		}
	}
	return false
}
