package game

import (
	"fmt"
	"slices"

	"frontline/game/hex"
	"frontline/game/units"
)

// Queries for sending a flight home mid-Combat-Phase (air_replan.go),
// built from the checks CmdReturnToBase makes.

// returnField says why flight (aircraft of side in flight) may not fly
// home to the airfield in back now, or nil.
func (g *Game) returnField(side units.Side, flight []*Unit, back hex.Hex) error {
	from := flight[0].Hex
	s := g.Sorties[g.sortieIndex(flight[0].ID)]
	flown := 0
	if s.FlownStep == g.Step {
		flown = s.Flown
	}
	reach := g.pushedPace(flight) - flown + flightPace(flight)*(flightLeft(flight)-1)
	switch {
	case !g.isAirfield(back):
		return fmt.Errorf("there is no airfield in %s (VI.2.2)", back)
	case g.airfieldHolder(back) == Enemy(side):
		return fmt.Errorf("the airfield in %s is held by the enemy: landing there means capture (VII.5.1)", back)
	case hex.Distance(from, back) > reach:
		return fmt.Errorf("%s is %d hexes away; the flight has %d left (VI.2.2)", back, hex.Distance(from, back), max(reach, 0))
	}
	return nil
}

// ReturnFields lists the airfields the flight of side's aircraft ids
// (in flight together) may be sent home to now, nearest first, or says
// why it may not be sent home.
func (g *Game) ReturnFields(side units.Side, ids []UnitID) ([]hex.Hex, error) {
	if g.Phase != PhaseCombat || g.Active != side {
		return nil, fmt.Errorf("a flight is sent home in your own Combat Phase (VI.2.3)")
	}
	flight, err := g.flightWith(Command{Side: side, Units: ids}, g.returnBar)
	if err != nil {
		return nil, err
	}
	var fields []hex.Hex
	for _, a := range g.scenario.Map.Airfields {
		fields = append(fields, a.Hex)
	}
	for _, u := range g.Units {
		if u.Deployed() && u.Card.Special.Structure == units.Airfield && !slices.Contains(fields, u.Hex) {
			fields = append(fields, u.Hex)
		}
	}
	from := flight[0].Hex
	slices.SortStableFunc(fields, func(a, b hex.Hex) int { return hex.Distance(from, a) - hex.Distance(from, b) })
	var out []hex.Hex
	var first error
	for _, h := range fields {
		if err := g.returnField(side, flight, h); err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		out = append(out, h)
	}
	if len(out) == 0 {
		if first == nil {
			first = fmt.Errorf("there is no airfield on the map (VI.2.2)")
		}
		return nil, fmt.Errorf("no airfield the flight can reach: the nearest, %w", first)
	}
	return out, nil
}
