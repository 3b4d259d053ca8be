package battle

import (
	"fmt"

	"frontline/game/ai"
	"frontline/game/tactical"
)

// flyRow offers "Fly it for me" in the flight step: the straight flight
// the computer would choose for the aircraft still short of its minimum
// (the selected one first), as "Place it for me" places a unit.
func (p *sidePanel) flyRow(s *Scene) {
	u := s.flyer()
	if u == nil || !shortOfMinimum(u) {
		u = nil
		for _, w := range ownUnits(s.m.Battle(), s.viewer) {
			if shortOfMinimum(w) {
				u = w
				break
			}
		}
	}
	if u == nil {
		return
	}
	id := u.ID
	p.add(&p.acts, fmt.Sprintf("Fly #%d for me", u.Number()), false,
		"The flight the computer would choose: its best firing position within its turn radius, at least its minimum", func() { s.flyForMe(id) })
}

// flyForMe gives aircraft id the flight the computer advises
// (ai.AdviseFly), or says why there is none.
func (s *Scene) flyForMe(id tactical.UnitID) {
	b := s.m.Battle()
	c, ok := ai.AdviseFly(b, s.adviceInput(b), id)
	if !ok {
		s.say(b.Unit(id).Card.Name+" has no legal flight left (IX.5.3)", true)
		return
	}
	s.do(c)
}

// shortOfMinimum reports whether aircraft u must still fly this turn
// (IX.5.3): it has not flown its minimum and has flight left.
func shortOfMinimum(u *tactical.Unit) bool {
	return u.Aircraft() && u.Active() && u.Flown < tactical.MinimumFlight(u) && tactical.FlightLeft(u) > 0
}
