package game

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"frontline/game/cards"
	"frontline/game/units"
)

// Supply rules (V.3, Insets V.4 and V.5).
const (
	SupplyPercent     = 10 // of the supplied force's cost, per turn
	PortSupplyBonus   = 5  // per shipping facility held (Inset VII.3)
	DeficitMultiplier = 10 // cost of units idled per currency unpaid (V.3.2)
)

// Supplied reports whether u counts toward supply costs (Inset V.4):
// deployed, costing something, and not a structure, obstacle or other unit
// marked not subject to supply, nor a bunker or pillbox without weapons.
func Supplied(u *Unit) bool {
	return u.Deployed() && u.Card.Cost > 0 && !u.Card.Special.NoSupply && !capturedIdle(u) && // capture.go: unused captures (Inset V.4)
		!unarmedEmplacement(u.Card)
}

// unarmedEmplacement: a bunker or pillbox with no weapons on its card
// costs no supply; one with weapons does (Inset V.4 items 2 and 3).
func unarmedEmplacement(c *units.Card) bool {
	return c.Class == units.Emplacement && len(c.Full.Weapons) == 0
}

// SupplyCost is what side owes this turn: 10% of its supplied force,
// rounded to the nearest unit, less 5 per port held, never below 0.
func (g *Game) SupplyCost(side units.Side) (owed, force int) {
	for _, u := range g.Units {
		if u.Side == side && Supplied(u) {
			force += u.Card.Cost
		}
	}
	owed = int(math.Floor(float64(force)*float64(g.supplyPercent(side))/100 + 0.5)) // event cards (III.6.3)
	// bombard.go: a damaged port relieves less (VII.3.4)
	owed -= g.portRelief(side)
	if g.effectActive(side, cards.SupplyFree) {
		owed = 0
	}
	return max(owed, 0), force
}

// supplyPhase pays supply; when the treasury falls short the player must
// choose units to leave idle (V.3.2).
func (g *Game) supplyPhase() []Event {
	side := g.Active
	p := g.Players[side]
	owed, force := g.SupplyCost(side)
	p.SupplyDue = owed
	paid := min(owed, p.Treasury)
	p.spend(paid)
	p.Deficit = owed - paid
	text := fmt.Sprintf("Supply: %d%% of a %d-cost force%s", g.supplyPercent(side), force, g.supplyNote(side))
	if n := g.PortsServing(side); n > 0 {
		text += fmt.Sprintf(", less %d for %d port(s)", g.portRelief(side), n)
	}
	text += fmt.Sprintf(" = %d; paid %d (treasury %d).", owed, paid, p.Treasury)
	evs := []Event{{Kind: EvSupplyPaid, Side: side, Amount: paid, Rule: "V.3", Text: text}}
	evs = append(evs, g.resupplyMunitions(side)...) // munitions.go (Inset VI.6, III.12)
	if p.Deficit == 0 {
		return evs
	}
	need := p.Deficit * DeficitMultiplier
	choices := g.deficitChoices(side)
	evs = append(evs, Event{Kind: EvSupplyDeficit, Side: side, Amount: p.Deficit, Rule: "V.3.2",
		Text: fmt.Sprintf("Supply deficit of %d: units worth at least %d must stay idle this turn.", p.Deficit, need)})
	g.Pending = Decision{Kind: DecideSupplyIdle, Side: side, Phase: PhaseSupply, MinCost: need, Choices: choices,
		Prompt: fmt.Sprintf("Supply deficit %d: choose units worth at least %d to leave unsupplied this turn (V.3.2).", p.Deficit, need)}
	return evs
}

// deficitChoices lists the units the deficit may fall on (Inset V.5): not
// those unsupplied on the side's previous turn, not units busy with an idle
// function, not aircraft in flight or their crews.
func (g *Game) deficitChoices(side units.Side) []UnitID {
	turn := g.Players[side].Turn
	var out []UnitID
	for _, u := range g.Units {
		if u.Side != side || !Supplied(u) {
			continue
		}
		if reason := g.deficitBar(u, turn); reason != "" {
			continue
		}
		out = append(out, u.ID)
	}
	return out
}

// deficitBar says why u cannot carry the deficit this turn, or "".
func (g *Game) deficitBar(u *Unit, turn int) string {
	switch {
	case u.SupplyIdleTurn != 0 && u.SupplyIdleTurn == turn-1:
		return "it went unsupplied last turn (V.3.2)"
	case u.IdleIn(turn):
		return "it is busy with an idle function (Inset V.5)"
	case u.InFlight:
		return "aircraft in flight are exempt (Inset V.5)"
	case u.Mans != 0 && g.Unit(u.Mans).InFlight:
		return "its aircraft is in flight (Inset V.5)"
	}
	return ""
}

// chooseSupplyIdle answers DecideSupplyIdle. A chosen crew idles the unit
// it operates too (Inset V.5 item 4); their costs both count.
func (g *Game) chooseSupplyIdle(cmd Command) ([]Event, error) {
	side := g.Active
	allowed := map[UnitID]bool{}
	for _, id := range g.Pending.Choices {
		allowed[id] = true
	}
	chosen := map[UnitID]bool{}
	for _, id := range cmd.Units {
		u := g.Unit(id)
		switch {
		case u == nil || u.Side != side:
			return nil, fmt.Errorf("unit %d is not one of your units", id)
		case !Supplied(u):
			return nil, fmt.Errorf("%s is not subject to supply, so it cannot carry the deficit (Inset V.4)", g.describe(u))
		case !allowed[id]:
			return nil, fmt.Errorf("%s cannot be left unsupplied: %s", g.describe(u), g.deficitBar(u, g.Players[side].Turn))
		case chosen[id]:
			return nil, fmt.Errorf("%s is chosen twice", g.describe(u))
		}
		chosen[id] = true
		if u.Mans != 0 && Supplied(g.Unit(u.Mans)) {
			chosen[u.Mans] = true
		}
	}
	total := 0
	for id := range chosen {
		total += g.Unit(id).Card.Cost
	}
	if total < g.Pending.MinCost && len(chosen) < len(g.Pending.Choices) {
		return nil, fmt.Errorf("the chosen units are worth %d; the deficit needs at least %d (V.3.2)", total, g.Pending.MinCost)
	}
	ids := make([]UnitID, 0, len(chosen))
	names := make([]string, 0, len(chosen))
	for id := range chosen {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	for _, id := range ids {
		u := g.Unit(id)
		u.SupplyIdleTurn = g.Players[side].Turn
		names = append(names, g.describe(u))
	}
	evs := []Event{{Kind: EvUnitsIdled, Side: side, Units: ids, Amount: total, Rule: "V.3.2",
		Text: fmt.Sprintf("Unsupplied this turn (worth %d): %s.", total, strings.Join(names, ", "))}}
	return append(evs, g.advance()...), nil
}

// Unsupplied reports whether a supply deficit idles u this turn.
func (g *Game) Unsupplied(u *Unit) bool {
	return u.SupplyIdleTurn != 0 && u.SupplyIdleTurn == g.Players[u.Side].Turn
}

// describe names a unit as a player reads it: "Panther #2" (refusals
// pass named(u) instead, refusal.go).
func (g *Game) describe(u *Unit) string { return unitLabel(u.Card.Name, u.Marker) }
