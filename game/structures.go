package game

import (
	"fmt"

	"frontline/game/combat"
	"frontline/game/hex"
	"frontline/game/units"
)

// Structures lost in play (VII.3.4, VII.4.4, VII.5.3, VII.5.4): what goes
// with a destroyed engineered bridge, port or airfield, and the munitions
// that can harm hardened structures at all.

// hardenedBar reports whether weapon w is too light to harm t, a port,
// airfield or engineered bridge (155mm shells or 500 lb bombs; more than
// 15mm for engineered bridges): such a weapon is not a legal way to
// attack it (VII.3.4, VII.4.4, VII.5.3).
func hardenedBar(w units.Weapon, t *Unit) bool { return combat.TooSmall(w, t.Card) }

// wreck removes item t, cleared or blown up by side by, or lost with its
// airfield. The enemy's loss scores for by (Table II.1); a side that
// clears its own item gives the enemy nothing. A crew inside stays in the
// hex on its own.
func (g *Game) wreck(t *Unit, by units.Side, why string) []Event {
	return g.wreckAs(t, by, Event{Kind: EvUnitDestroyed, Side: t.Side, Units: []UnitID{t.ID}, Rule: "VI.5.4",
		Text: fmt.Sprintf("%s is destroyed: %s.", g.describe(t), why)})
}

// wreckAs is wreck announced by ev: a captured unit its captor destroys
// (capture.go) goes the same way, its load rolling on Table VI.1 (VI.3.6).
func (g *Game) wreckAs(t *Unit, by units.Side, ev Event) []Event {
	if c := g.Unit(t.Crew); c != nil && c.Mans == t.ID {
		c.Mans = 0
	}
	if m := g.Unit(t.Mans); m != nil && m.Crew == t.ID {
		m.Crew = 0
	}
	t.Crew, t.Mans, t.Place, t.DugIn = 0, 0, Destroyed, false
	evs := []Event{ev}
	if t.Side != by {
		evs = append(evs, g.credit(t, len(t.Stars))...)
	}
	t.unlink()
	evs = append(evs, g.transitLosses(t)...) // transit_survival.go: what it carried (Table VI.1)
	return append(evs, g.structureLost(t, by)...)
}

// structureLost applies what follows the loss of t: an engineered bridge
// no longer spans its river (VII.4.1), an airfield takes its grounded
// aircraft with it (VII.5.4). destroyUnit calls it for every unit lost.
func (g *Game) structureLost(t *Unit, by units.Side) []Event {
	if t.BuildEdge != "" && g.BridgesBuilt[t.BuildEdge] {
		delete(g.BridgesBuilt, t.BuildEdge)
	}
	if t.Card.Special.Structure == units.Airfield {
		return g.groundedLost(t.Hex, by)
	}
	return nil
}

// destroyPort puts the shipping facility in h out of use for the rest of
// the game: no supply relief and no deployment there (VII.3.1, VII.3.4).
func (g *Game) destroyPort(h hex.Hex, by units.Side) []Event {
	if g.PortsDown == nil {
		g.PortsDown = map[string]bool{}
	}
	g.PortsDown[h.String()] = true
	c, _ := g.scenario.Map.CityAt(h)
	return []Event{{Kind: EvFeatureDestroyed, Side: by, Rule: "VII.3.4",
		Text: fmt.Sprintf("The port of %s (%s) is destroyed: it gives no supply relief and receives no units for the rest of the game (VII.3.1).", c.Name, h)}}
}

// destroyAirfield destroys the map airfield in h and every aircraft
// grounded on it (VII.5.3, VII.5.4). AirfieldsDown tells the aircraft
// rules that it takes off and lands nothing any more.
func (g *Game) destroyAirfield(h hex.Hex, by units.Side) []Event {
	if g.AirfieldsDown == nil {
		g.AirfieldsDown = map[string]bool{}
	}
	g.AirfieldsDown[h.String()] = true
	name := h.String()
	if a, ok := g.scenario.Map.AirfieldAt(h); ok {
		name = fmt.Sprintf("%s (%s)", a.Name, h)
	}
	evs := []Event{{Kind: EvFeatureDestroyed, Side: by, Rule: "VII.5.3",
		Text: fmt.Sprintf("The airfield of %s is destroyed.", name)}}
	return append(evs, g.groundedLost(h, by)...)
}

// groundedLost destroys the aircraft on the ground in h; their crews, on
// the ground apart from them, are not harmed (VII.5.4).
func (g *Game) groundedLost(h hex.Hex, by units.Side) []Event {
	var evs []Event
	for _, a := range g.Units {
		if a.Deployed() && a.Hex == h && a.Card.Class == units.Aircraft && !a.InFlight {
			evs = append(evs, g.wreck(a, by, "grounded on a destroyed airfield (VII.5.4)")...)
		}
	}
	return evs
}

// portWorks reports whether the shipping facility in h still works.
func (g *Game) portWorks(h string) bool { return !g.PortsDown[h] }

// airfieldWorks reports whether the map airfield in h still works.
func (g *Game) airfieldWorks(h hex.Hex) bool { return !g.AirfieldsDown[h.String()] }
