package game

import (
	"fmt"

	"frontline/game/hex"
	"frontline/game/units"
)

// Airfields (VII.5, VII.5.1, VII.5.4): printed on the map or built as
// Airfield structures, usable by either side, held by whoever has a land
// unit there, and fatal to the aircraft parked on them when destroyed.
//
// Readings:
//   - VII.5.1 needs only one land unit to hold an airfield, even in a key
//     city such as Foggia (the key-city rule is for the city itself).
//   - A damaged Airfield structure lets Sortie Limit aircraft take off or
//     land there per Step (one side's turn); printed fields without a
//     structure have no limit (Q32) until fire damages them (bombard.go).

// isAirfield: h has a printed airfield or a deployed Airfield structure.
func (g *Game) isAirfield(h hex.Hex) bool {
	if _, ok := g.scenario.Map.AirfieldAt(h); ok {
		return true
	}
	for _, o := range g.unitsIn(h) {
		if o.Card.Special.Structure == units.Airfield {
			return true
		}
	}
	return false
}

// airfieldHolder is the side with a land unit on the airfield in h, or ""
// (VII.5.1).
func (g *Game) airfieldHolder(h hex.Hex) units.Side {
	for _, s := range Sides {
		if land, _ := g.landUnits(s, h); land > 0 {
			return s
		}
	}
	return ""
}

// airOpsLimit is how many aircraft may take off or land in h this Step:
// the lowest Sortie Limit of an Airfield structure there, 0 for no limit.
func (g *Game) airOpsLimit(h hex.Hex) int {
	limit := g.mapFieldLimit(h) // bombard.go: a printed field damaged by fire (VII.5.3)
	for _, o := range g.unitsIn(h) {
		if o.Card.Special.Structure != units.Airfield {
			continue
		}
		if l := o.Face().SortieLimit; l > 0 && (limit == 0 || l < limit) {
			limit = l
		}
	}
	return limit
}

// airOpsBar says why n more aircraft cannot use the field in h now.
func (g *Game) airOpsBar(h hex.Hex, n int) error {
	limit := g.airOpsLimit(h)
	if limit == 0 {
		return nil
	}
	used := 0
	if g.AirOpsStep == g.Step {
		used = g.AirOps[h.String()]
	}
	if used+n > limit {
		return fmt.Errorf("the damaged airfield in %s handles %d aircraft a turn and has handled %d (VII.5)", h, limit, used)
	}
	return nil
}

// countAirOp records n take-offs or landings in h this Step.
func (g *Game) countAirOp(h hex.Hex, n int) {
	if g.AirOpsStep != g.Step || g.AirOps == nil {
		g.AirOps, g.AirOpsStep = map[string]int{}, g.Step
	}
	g.AirOps[h.String()] += n
}

// groundedAircraft: an aircraft on the map and not in flight (VII.5.4).
func groundedAircraft(u *Unit) bool {
	return u.Card.Class == units.Aircraft && u.Deployed() && !u.InFlight
}

// GroundedAt lists the aircraft grounded in h, either side, in id order.
func (g *Game) GroundedAt(h hex.Hex) []UnitID {
	var out []UnitID
	for _, u := range g.unitsIn(h) {
		if groundedAircraft(u) {
			out = append(out, u.ID)
		}
	}
	return out
}

// destroyGroundedAt destroys every aircraft grounded in h because the
// airfield there is destroyed (VII.5.4). For whoever destroys airfields
// (engineering, VI.5, VII.5.3) to call. Crews on the ground are apart
// from their aircraft and treated as infantry: they are not lost with it.
func (g *Game) destroyGroundedAt(h hex.Hex) []Event {
	var evs []Event
	for _, id := range g.GroundedAt(h) {
		u := g.Unit(id)
		if c := g.Unit(u.Crew); c != nil && c.Mans == u.ID {
			c.Mans = 0
		}
		u.Crew = 0
		evs = append(evs, g.destroyUnit(u, fmt.Sprintf("it was grounded on the airfield in %s when the field was destroyed (VII.5.4)", h))...)
	}
	return evs
}
