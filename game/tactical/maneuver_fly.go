package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
)

// maneuver flies CmdManeuver: Command.Maneuver names it, Target its
// target, Facing the new heading of a Break. While a counter decision is
// pending it is the answer to the maneuver waiting.
func (b *Battle) maneuver(c Command) ([]Event, error) {
	answering := b.Pending.Kind == DecideCounter
	k := DecideFly
	if answering {
		k = DecideCounter
	}
	u, err := b.actor(k, c)
	if err != nil {
		return nil, err
	}
	m, ok := ManeuverByID(c.Maneuver)
	if !ok {
		return nil, fmt.Errorf("no maneuver %q", c.Maneuver)
	}
	heading, alt, err := b.CheckManeuver(u, m, c.Target, c.Facing)
	if err != nil {
		return nil, err
	}
	t := b.Unit(c.Target)
	if answering {
		t = b.Unit(b.Exchange.Flyer)
	}
	ev, passed := b.attempt(u, m, t, heading, alt)
	evs := []Event{ev}
	switch {
	case answering:
		return append(evs, b.answered(u, m, passed)...), nil
	case !passed:
		return append(evs, b.nextFlyer(u.Role)...), nil
	}
	target := UnitID(-1)
	if t != nil {
		target = t.ID
	}
	return append(evs, b.offer(Exchange{Maneuver: m.ID, Flyer: u.ID, Target: target, Opener: u.Role})...), nil
}

// attempt spends the maneuver's cost and rolls its check (none when the
// pilot's experience brings it to 1 or less); a success puts u on its new
// heading and altitude. What the table says happens either way happens
// here; what a success earns waits for the answer (counter.go).
func (b *Battle) attempt(u *Unit, m *Maneuver, t *Unit, heading geom.Angle, alt int64) (Event, bool) {
	u.Flown += m.cost(u)
	var bait *Unit
	if m.Turn == Toward {
		bait = b.Unit(t.Tailing)
		bait.Flown += m.cost(bait) // both fighters of the weave fly it
	}
	need := m.Need - len(u.Stars)
	ids := []UnitID{u.ID}
	if t != nil {
		ids = append(ids, t.ID)
	}
	ev := Event{Kind: EvManeuver, Side: u.Side, Units: ids, Rule: ManeuverRule}
	passed := need <= 1
	if passed {
		ev.Text = fmt.Sprintf("%s flies a %s: with its experience no check is needed.", b.describe(u), m.Name)
	} else {
		roll := b.dice.D10(m.Name+" check", ManeuverRule)
		ev.Rolls = b.dice.TakeRolls()
		passed = roll >= need
		ev.Text = fmt.Sprintf("%s tries a %s: d10 %d, needs %d: %s.", b.describe(u), m.Name, roll, need, map[bool]string{true: "success", false: "failure, the movement is spent for nothing"}[passed])
	}
	switch m.ID {
	case "dive_bomb":
		u.Boost.Exposed = max(u.Boost.Exposed, DiveBombExposure) // the enemy's bonus in either case
	case "diving_attack":
		u.Tailing, u.Passed, u.Lost = -1, t.ID, t.ID // speeds past the target in either case
	}
	if passed {
		u.Facing, u.Alt = heading, alt
		if bait != nil {
			bait.Facing = towards(bait, u)
		}
	}
	return ev, passed
}
