package game

import (
	"fmt"
	"slices"

	"frontline/game/hex"
)

// Changing a flight's plan in the Combat Phase (VI.2.3: "the aircraft
// sortie may be modified" when it faces a threat; the Liberator that,
// hit on its way, "will return to base rather than continue on to bomb
// the bridge").
//
// Readings:
//   - Between engagements, at its own phase decision, the active side may
//     send aircraft in flight home: the rest of their mission is dropped
//     and they fly to the named airfield as the Combat Phase ends, like
//     any flight home. Allowed where a plan may change at all (sortieBar):
//     inside the command network, or after an enemy fired at the aircraft
//     since its sortie began (Q63). Only this order is given mid-phase; new
//     missions wait for the Movement Phase.
//   - The field must not be held by the enemy and must lie within the
//     movement left this turn plus the Turns of Flight after it.

// CmdReturnToBase: the aircraft Command.Unit (and Command.Units) drop
// their mission and fly home to the airfield Command.Hex (Combat Phase).
const CmdReturnToBase CommandKind = "return_to_base"

func init() {
	register(CmdReturnToBase, DecidePhase, PhaseCombat, (*Game).returnToBase)
}

// returnBar says why u may not be sent home now.
func (g *Game) returnBar(u *Unit) error {
	name := g.describe(u)
	switch {
	case !airborne(u) || g.sortieIndex(u.ID) < 0:
		return fmt.Errorf("%s is not an aircraft in flight on a sortie (VI.2.3)", name)
	case !g.inCommandRadius(u.Side, u.Hex) && !g.threatened(u):
		return fmt.Errorf("%s is outside the command network and unthreatened: it flies its declared sortie (VI.2.3)", name)
	}
	return nil
}

// returnToBase answers CmdReturnToBase.
func (g *Game) returnToBase(cmd Command) ([]Event, error) {
	if cmd.Hex == nil {
		return nil, fmt.Errorf("name the airfield the flight returns to (VI.2.3)")
	}
	flight, err := g.flightWith(cmd, g.returnBar) // air_sortie.go
	if err != nil {
		return nil, err
	}
	back, from := *cmd.Hex, flight[0].Hex
	s := g.Sorties[g.sortieIndex(flight[0].ID)]
	if err := g.returnField(cmd.Side, flight, back); err != nil { // air_replan_query.go
		return nil, err
	}
	for _, u := range flight {
		j := g.sortieIndex(u.ID)
		g.Sorties[j].Units = slices.DeleteFunc(g.Sorties[j].Units, func(id UnitID) bool { return id == u.ID })
	}
	g.Sorties = slices.DeleteFunc(g.Sorties, func(s Sortie) bool { return len(s.Units) == 0 })
	g.Sorties = append(g.Sorties, Sortie{Side: cmd.Side, Units: unitIDs(flight), Mission: MissionFerry, Waypoints: []hex.Hex{back},
		Route: routeThrough(from, []hex.Hex{back}), StrikeIn: -1, Declared: s.Declared, FlownStep: s.FlownStep, Flown: s.Flown})
	return []Event{{Kind: EvSortieDeclared, Side: cmd.Side, Units: unitIDs(flight), Rule: "VI.2.3", Secret: true,
		Text: fmt.Sprintf("%s drops its mission and returns to %s (VI.2.3).", g.names(flight), back)}}, nil
}
