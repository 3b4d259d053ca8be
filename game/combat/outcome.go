package combat

import "frontline/game/units"

// State is a unit's endurance state (III.1.3): full, damaged or destroyed.
type State int

const (
	Intact State = iota
	Damaged
	Destroyed
)

func (s State) String() string { return [...]string{"intact", "damaged", "destroyed"}[s] }

// Outcome is the state of card c after taking net damage in one combat
// round (damage adds up within a round only, Inset V.6 step 8). wasDamaged is
// its side when the round began. An intact unit flips when what is left is at
// or under the half breakpoint and dies at 0; a damaged unit dies when the
// round's damage reaches its half endurance.
func Outcome(c *units.Card, wasDamaged bool, taken int) State {
	if wasDamaged {
		if taken >= c.Damaged.Endurance {
			return Destroyed
		}
		return Damaged
	}
	left := c.Full.Endurance - taken
	switch {
	case left <= 0:
		return Destroyed
	case left <= c.Damaged.Endurance:
		return Damaged
	}
	return Intact
}

// After is the state a shot's result leaves a target in, from the side it
// was on, counting only this shot.
func After(c *units.Card, wasDamaged bool, r Result) State {
	if r.Critical {
		return Destroyed
	}
	st := Outcome(c, wasDamaged, r.Net)
	if wasDamaged && st == Intact {
		return Damaged
	}
	return st
}
