package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Aircraft movement (IX.5.3, Inset IX.5, IX.7.1), the simple moves: the
// sides alternate, defender first, one straight flight or maneuver
// (maneuver.go) at a time; climbing or diving spends movement inch for
// inch; the heading follows the flight and turns no sharper than the
// minimum turn radius; each aircraft flies at least half its Movement
// (rounded up) before its side may pass.

// TurnRadius is the minimum turn radius of an aircraft (Inset IX.5): 2"
// with a pilot, 4" with an air crew.
func TurnRadius(c *units.Card) int64 {
	if c.Special.RequiresCrew == units.CrewAircraft {
		return 4 * geom.Inch
	}
	return 2 * geom.Inch
}

// MinimumFlight is the least an aircraft flies each turn: half its
// Movement, rounded up (Inset IX.5), in hundredths of an inch.
func MinimumFlight(u *Unit) int64 { return int64(u.Face().Movement+1) / 2 * geom.Inch }

// FlightLeft is what an aircraft may still fly this turn.
func FlightLeft(u *Unit) int64 { return int64(u.Face().Movement)*geom.Inch + u.PushMove - u.Flown }

// MaxTurn is the sharpest heading change a flight of length d allows: an
// arc of d on the minimum turn radius r turns d/r radians, in tenths of a
// degree (1 radian ≈ 572.96 tenths).
func MaxTurn(d, r int64) geom.Angle { return geom.Angle(d * 57296 / (r * 100)) }

func (b *Battle) startAir() []Event {
	b.airDone = [2]bool{}
	return b.nextFlyer(Attacker)
}

// nextFlyer gives the step to the side after last that still has an
// aircraft with movement and has not passed; when none, the combat round.
func (b *Battle) nextFlyer(last Role) []Event {
	for _, r := range []Role{last.Other(), last} {
		if !b.airDone[r] && b.has(r, func(u *Unit) bool { return u.Aircraft() && FlightLeft(u) > 0 }) {
			b.Step = StepAir
			b.Pending = Decision{Side: b.Sides[r], Kind: DecideFly}
			return nil
		}
	}
	return b.startDeclare()
}

func (b *Battle) fly(c Command) ([]Event, error) {
	u, err := b.actor(DecideFly, c)
	if err != nil {
		return nil, err
	}
	heading, cost, err := b.checkFlight(u, c.To, c.Alt)
	if err != nil {
		return nil, err
	}
	u.Pos, u.Alt, u.Facing, u.Flown = c.To, c.Alt, heading, u.Flown+cost
	ev := Event{Kind: EvFlown, Side: u.Side, Units: []UnitID{u.ID}, Rule: "IX.5.3",
		Text: fmt.Sprintf("%s flies %s, %d ft up, heading %s (%s\" of %d\" flown).", b.describe(u), Where(u.Pos), u.Alt*600/geom.Inch, Compass(u.Facing), inches(u.Flown), u.Face().Movement)}
	return append([]Event{ev}, b.nextFlyer(u.Role)...), nil
}

// checkFlight checks a straight flight of u to p at altitude alt and
// returns the new heading and the movement it costs.
func (b *Battle) checkFlight(u *Unit, p geom.Point, alt int64) (geom.Angle, int64, error) {
	switch {
	case !u.Active():
		return 0, 0, refuse("IX.5.3", "%s cannot act (%s)", b.describe(u), u.Status)
	case !u.Aircraft():
		return 0, 0, refuse("IX.5.2", "%s moves with the ground units", b.describe(u))
	case !p.Valid() || !geom.Hexagon.Contains(p):
		return 0, 0, refuse("IX.5.3", "%s is off the table", p)
	}
	if err := b.checkAltitude(u, alt); err != nil {
		return 0, 0, err
	}
	d := geom.Distance(u.Pos, p)
	cost := d + abs(alt-u.Alt)
	if left := FlightLeft(u); cost > left {
		return 0, 0, refuse("Inset IX.5", "the flight costs %s\" and %s has %s\" left", inches(cost), b.describe(u), inches(left))
	}
	heading := u.Facing
	if d > 0 {
		heading = geom.Bearing(u.Pos, p)
		if turn := abs64(geom.Diff(heading, u.Facing)); turn > MaxTurn(d, TurnRadius(u.Card)) {
			return 0, 0, refuse("Inset IX.5", "turning %s over %s\" is sharper than the %s\" turn radius allows", turn, inches(d), inches(TurnRadius(u.Card)))
		}
	}
	return heading, cost, nil
}

func (b *Battle) pass() ([]Event, error) {
	if b.Pending.Kind == DecideCounter {
		return b.decline()
	}
	if err := b.expect(DecideFly, CmdPass); err != nil {
		return nil, err
	}
	r, _ := b.RoleOf(b.Pending.Side)
	for i := range b.Units {
		if u := &b.Units[i]; u.Role == r && u.Active() && u.Aircraft() && u.Flown < MinimumFlight(u) {
			return nil, refuse("Inset IX.8", "%s has flown %s\" of its minimum %s\"", b.describe(u), inches(u.Flown), inches(MinimumFlight(u)))
		}
	}
	b.airDone[r] = true
	return b.nextFlyer(r), nil
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

func abs64(a geom.Angle) geom.Angle {
	if a < 0 {
		return -a
	}
	return a
}
