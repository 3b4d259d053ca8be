package game

import (
	"fmt"
	"slices"

	"frontline/game/units"
)

// Munitions Depleted (III.12, VI.7.4, glossary; Inset VI.6). A weapon with
// expended munitions (bombs, torpedoes) is marked depleted once used; a
// gun that fires for effect has its Indirect Fire weapon depleted. Ground
// units get their munitions back at their side's next Supply Phase when
// the supply is paid in full (Inset VI.6 item 3); aircraft when they stand
// when they land at a held airfield (III.12: the counters come off on
// landing; air_flight.go).

// EvResupplied: depleted munitions are available again.
const EvResupplied EventKind = "resupplied"

func (u *Unit) depleted(i int) bool { return slices.Contains(u.Depleted, i) }

func (u *Unit) deplete(i int) {
	if !u.depleted(i) {
		u.Depleted = append(u.Depleted, i)
		slices.Sort(u.Depleted)
	}
}

// resupplyMunitions runs in side's Supply Phase once the supply is paid.
func (g *Game) resupplyMunitions(side units.Side) []Event {
	var evs []Event
	for _, u := range g.Units {
		if u.Side != side || !u.Deployed() || len(u.Depleted) == 0 {
			continue
		}
		if u.Card.Class == units.Aircraft {
			continue // rearmed on landing at a held airfield (air_flight.go)
		}
		if g.Players[side].Deficit > 0 {
			continue
		}
		u.Depleted = nil
		evs = append(evs, Event{Kind: EvResupplied, Side: side, Units: []UnitID{u.ID}, Rule: "Inset VI.6",
			Text: fmt.Sprintf("%s is resupplied: its munitions are available again.", g.describe(u))})
	}
	return evs
}
