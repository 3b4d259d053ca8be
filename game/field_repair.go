package game

import (
	"fmt"

	"frontline/game/hex"
	"frontline/game/units"
)

// Repairing an airfield printed on the map (VII.5, VI.4.1, Q91). Airfields
// are treated the same whether they exist at the start or were built by
// engineers (VII.5), and a damaged Airfield structure is repaired by
// combat engineers (repair.go); so is a printed field damaged by fire
// (bombard.go). In the owner's Movement Phase, combat engineers that have
// not moved order the repair of the damaged field in their hex, which
// their side holds (VII.5.1); they pay half the neutral Airfield card's
// cost, rounded up, as for a structure, spend the rest of the turn idle
// (Inset V.5 item 2), and the field is back on its full side as the turn
// ends if they are still there and it still stands. Ports are never
// repaired: a damaged or destroyed Shipping Facility may not be rebuilt
// (VII.3.1).

// CmdRepairField: the engineers Command.Unit repair the damaged printed
// airfield in their hex.
const CmdRepairField CommandKind = "repair_field"

// EvFieldRepaired: the printed airfield in Event.Text's hex is back on
// its full side (its Sortie Limit is lifted).
const EvFieldRepaired EventKind = "field_repaired"

// FieldRepair is a printed airfield under repair this turn.
type FieldRepair struct {
	Hex       hex.Hex    `json:"hex"`
	Engineers UnitID     `json:"engineers"`
	Side      units.Side `json:"side"`
	Turn      int        `json:"turn"`
	Paid      int        `json:"paid,omitempty"`
}

func init() {
	register(CmdRepairField, DecidePhase, PhaseMovement, (*Game).repairField)
}

// FieldRepairCost is what repairing a damaged printed airfield costs.
func (g *Game) FieldRepairCost() int {
	card, ok := g.content.Catalog.Get(airfieldCardID)
	if !ok {
		return 0
	}
	return (card.Cost + 1) / 2
}

// fieldRepairBar says why u cannot repair the printed airfield in its
// hex now, or returns nil.
func (g *Game) fieldRepairBar(u *Unit) error {
	name, h := g.describe(u), u.Hex
	if !u.Card.Special.Engineer || u.Card.Class != units.Infantry {
		return fmt.Errorf("%s is not a combat engineer unit; only engineers repair airfields (VI.4.1, VI.5)", name)
	}
	if c := g.carrier(u); c != nil {
		return fmt.Errorf("%s is inside %s; engineers work on the ground (VI.4.1)", name, g.describe(c))
	}
	if err := g.idleBar(u, "a repair", "VI.4.1"); err != nil {
		return err
	}
	a, ok := g.scenario.Map.AirfieldAt(h)
	switch {
	case !ok:
		return fmt.Errorf("there is no airfield printed on the map in %s; an Airfield unit is repaired with the repair order (VI.4.1)", h)
	case !g.airfieldWorks(h):
		return fmt.Errorf("the airfield of %s is destroyed and cannot be repaired (VII.5.3)", a.Name)
	case !g.AirfieldsDamaged[h.String()]:
		return fmt.Errorf("the airfield of %s is not damaged (VII.5)", a.Name)
	case g.airfieldHolder(h) != u.Side || enemyLand(g, u.Side, h):
		return fmt.Errorf("the airfield of %s is not held by your side alone (VII.5.1)", a.Name)
	}
	for _, r := range g.FieldRepairs {
		if r.Hex == h {
			return fmt.Errorf("the airfield of %s is already under repair this turn (VII.5)", a.Name)
		}
	}
	if cost, have := g.FieldRepairCost(), g.Players[u.Side].Treasury; have < cost {
		return fmt.Errorf("repairing the airfield of %s costs %d and the treasury holds %d (VI.4.1)", a.Name, cost, have)
	}
	return nil
}

// enemyLand: a land unit of side's enemy stands in h.
func enemyLand(g *Game, side units.Side, h hex.Hex) bool {
	land, _ := g.landUnits(Enemy(side), h)
	return land > 0
}

// CanRepairField says why unit id cannot repair the printed airfield in
// its hex now, or returns nil.
func (g *Game) CanRepairField(id UnitID) error {
	u := g.Unit(id)
	if u == nil || u.Side != g.Active {
		return fmt.Errorf("unit %d is not one of your units", id)
	}
	return g.fieldRepairBar(u)
}

// repairField answers CmdRepairField.
func (g *Game) repairField(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if err := g.fieldRepairBar(u); err != nil {
		return nil, err
	}
	r := FieldRepair{Hex: u.Hex, Engineers: u.ID, Side: u.Side, Turn: g.Players[u.Side].Turn, Paid: g.FieldRepairCost()}
	g.Players[r.Side].spend(r.Paid) // ledger.go: through the ledger (III.8)
	u.IdleUntil = r.Turn
	g.FieldRepairs = append(g.FieldRepairs, r)
	a, _ := g.scenario.Map.AirfieldAt(r.Hex)
	return []Event{{Kind: EvRepairOrdered, Side: r.Side, Units: []UnitID{u.ID}, Amount: r.Paid, Rule: "VI.4.1",
		Text: fmt.Sprintf("%s stay idle this turn to repair the airfield of %s (%s), paying %d (treasury %d).",
			g.describe(u), a.Name, r.Hex, r.Paid, g.Players[r.Side].Treasury)}}, nil
}

// finishFieldRepairs completes side's airfield repairs as its turn ends
// (turn.go).
func (g *Game) finishFieldRepairs(side units.Side) []Event {
	var evs []Event
	g.FieldRepairs = finishSide(g.FieldRepairs, side, func(r FieldRepair) {
		u := g.Unit(r.Engineers)
		a, _ := g.scenario.Map.AirfieldAt(r.Hex)
		ev := Event{Kind: EvFieldRepaired, Side: side, Units: []UnitID{u.ID}, Rule: "VII.5",
			Text: fmt.Sprintf("The airfield of %s (%s) is repaired: aircraft use it without limit again.", a.Name, r.Hex)}
		switch {
		case !g.airfieldWorks(r.Hex):
			ev.Kind, ev.Text = EvRepairFailed, fmt.Sprintf("The repair of the airfield of %s fails: it was destroyed.", a.Name)
		case !u.Deployed() || u.Side != side || u.Hex != r.Hex:
			ev.Kind, ev.Text = EvRepairFailed, fmt.Sprintf("The repair of the airfield of %s fails: %s are no longer there.", a.Name, g.describe(u))
		default:
			delete(g.AirfieldsDamaged, r.Hex.String())
		}
		evs = append(evs, ev)
	})
	return evs
}
