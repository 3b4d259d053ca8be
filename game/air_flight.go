package game

import (
	"fmt"
	"slices"
)

// Flying sorties: legs, the Turns of Flight count, landing, capture on a
// lost field and crashes (VI.2.2, VI.2.3, VI.7.4, VI.7.5, VII.5.1, Q29).

// liveFlight is the sortie's aircraft still in the air, in its order.
func (g *Game) liveFlight(s *Sortie) []*Unit {
	var out []*Unit
	for _, id := range s.Units {
		if u := g.Unit(id); airborne(u) {
			out = append(out, u)
		}
	}
	return out
}

// flyLeg flies sortie i as far as this Step's movement allows, stopping
// over the mission hex, and lands it at the end of its route.
func (g *Game) flyLeg(i int) []Event {
	s := &g.Sorties[i]
	flight := g.liveFlight(s)
	if len(flight) == 0 {
		return nil
	}
	if s.FlownStep != g.Step {
		s.FlownStep, s.Flown = g.Step, 0
	}
	n := min(g.pushedPace(flight)-s.Flown, len(s.Route)) // air_sortie.go: a Push adds 3 this turn (IV.3.5)
	if s.StrikeIn >= 0 {
		n = min(n, s.StrikeIn)
	}
	var evs []Event
	ids := make([]UnitID, len(flight))
	for i, u := range flight {
		ids[i] = u.ID
	}
	if n > 0 {
		from, to := flight[0].Hex, s.Route[n-1]
		for _, u := range flight {
			for _, m := range g.moveGroup(u) {
				m.Hex = to
			}
		}
		s.Route, s.Flown = s.Route[n:], s.Flown+n
		if s.StrikeIn > 0 {
			s.StrikeIn -= n
		}
		evs = append(evs, Event{Kind: EvFlew, Side: s.Side, Units: ids, Amount: n, Rule: "VI.2.2",
			Text: fmt.Sprintf("%s flies from %s to %s (%d hexes).", g.names(g.units(ids)), from, to, n)})
	}
	if s.StrikeIn == 0 && s.StrikeStep != g.Step {
		s.StrikeStep = g.Step // over the mission hex: the mission is flown in this Combat Phase
	}
	if len(s.Route) == 0 {
		evs = append(evs, g.land(s)...)
	}
	return evs
}

// airPhaseStart runs when the active side enters a phase: its aircraft
// in flight count a Turn of Flight down as its Movement Phase begins
// (VI.2.2), and flights not given a new sortie fly on as the Combat Phase
// begins, their Movement Phase being over.
func (g *Game) airPhaseStart(ph Phase) []Event {
	var evs []Event
	switch ph {
	case PhaseMovement:
		for _, u := range g.Units {
			if u.Side == g.Active && airborne(u) {
				u.FlightLeft = max(u.FlightLeft-1, 1)
				evs = append(evs, Event{Kind: EvFlightCount, Side: u.Side, Units: []UnitID{u.ID}, Amount: u.FlightLeft, Rule: "VI.2.2", Secret: true,
					Text: fmt.Sprintf("%s has %d turn(s) of flight left.", g.describe(u), u.FlightLeft)})
			}
		}
	case PhaseCombat:
		for i := range g.Sorties {
			if s := g.Sorties[i]; s.Side == g.Active && s.FlownStep != g.Step {
				evs = append(evs, g.flyLeg(i)...)
			}
		}
		g.dropLanded()
	}
	return evs
}

// endOfCombatFlights runs as the active side's Combat Phase ends: missions
// are over, flights fly the rest of this turn's movement home (Example
// VI.1, Inset VI.4 for scrambled aircraft), and an aircraft whose count
// is 1 that is not down crashes (VI.2.2, Q29).
func (g *Game) endOfCombatFlights() []Event {
	if g.Phase != PhaseCombat {
		return nil
	}
	var evs []Event
	for i := range g.Sorties {
		s := &g.Sorties[i]
		if s.Side != g.Active && !s.Scramble {
			continue
		}
		if s.StrikeStep == g.Step {
			s.StrikeIn = -1
		}
		evs = append(evs, g.flyLeg(i)...)
		for _, u := range g.liveFlight(s) {
			if u.FlightLeft <= 1 {
				evs = append(evs, g.destroyUnit(u, fmt.Sprintf("out of fuel short of its airfield in %s, it crashes (VI.2.2)", u.Hex))...)
			}
		}
		s.Scramble = false
	}
	g.dropLanded()
	return evs
}

// dropLanded forgets sorties with no aircraft left in the air.
func (g *Game) dropLanded() {
	g.Sorties = slices.DeleteFunc(g.Sorties, func(s Sortie) bool { return len(g.liveFlight(&s)) == 0 })
}

// land brings the sortie's aircraft down on the airfield at the end of
// their route: captured when the enemy holds it (VII.5.1), rearmed when
// their own side does (VI.7.4). A field that is gone, or full for this
// turn when damaged, cannot take them.
func (g *Game) land(s *Sortie) []Event {
	flight := g.liveFlight(s)
	h := flight[0].Hex
	if !g.isAirfield(h) {
		return nil
	}
	if err := g.airOpsBar(h, len(flight)); err != nil {
		var ids []UnitID
		for _, u := range flight {
			ids = append(ids, u.ID)
		}
		return []Event{{Kind: EvFlew, Side: s.Side, Units: ids, Rule: "VII.5",
			Text: fmt.Sprintf("%s cannot land in %s: %v.", g.names(g.units(ids)), h, err)}}
	}
	g.countAirOp(h, len(flight))
	holder := g.airfieldHolder(h)
	var evs []Event
	for _, u := range flight {
		crew := g.crewOf(u)
		g.setAirborne(u, false)
		u.FlightLeft = 0
		if holder == Enemy(u.Side) {
			evs = append(evs, g.captureAircraft(u, crew)...)
			continue
		}
		text := fmt.Sprintf("%s lands in %s.", g.describe(u), h)
		if holder == u.Side && len(u.Depleted) > 0 {
			u.Depleted = nil
			text = fmt.Sprintf("%s lands in %s and is rearmed (VI.7.4).", g.describe(u), h)
		}
		evs = append(evs, Event{Kind: EvLanded, Side: u.Side, Units: []UnitID{u.ID}, Rule: "VII.5", Text: text})
	}
	return evs
}

// captureAircraft: an aircraft that lands on a field the enemy holds is
// taken with its pilot or crew (VII.5.1). The aircraft changes sides,
// grounded and uncrewed, a captured unit the captor may man or destroy
// (III.1.2, VI.1.2); the crew is led away as prisoners. Both score
// through the capture rows of Table II.1 (capture.go scoreCapture), at
// double cost: no Conditional Surrender was agreed (A2, Q83). A capture
// is not a destruction and adds nothing toward a II.2.5 target.
func (g *Game) captureAircraft(u, crew *Unit) []Event {
	captor := Enemy(u.Side)
	ids := []UnitID{u.ID}
	stars := len(u.Stars)
	u.Side, u.Crew, u.Depleted, u.Captured = captor, 0, nil, true
	u.Marker = g.nextMarker(captor, u.CardID)
	if crew != nil {
		stars += len(crew.Stars)
		crew.InFlight = false
		g.removeCaptured(crew)
		ids = append(ids, crew.ID)
	}
	evs := []Event{{Kind: EvAircraftTaken, Side: captor, Units: ids, Rule: "VII.5.1",
		Text: fmt.Sprintf("%s lands on the airfield in %s, which %s holds, and is captured with its crew.", g.describe(u), u.Hex, sideName(captor))}}
	evs = append(evs, g.scoreCapture(u, captor, stars, UnconditionalFactor)...)
	if crew != nil {
		evs = append(evs, g.scoreCapture(crew, captor, 0, UnconditionalFactor)...)
	}
	return evs
}
