package game

import (
	"frontline/game/hex"
	"frontline/game/units"
)

// landUnits counts a side's deployed land units in h, and the infantry
// among them (crews and hidden units do not hold ground: glossary, Hidden).
func (g *Game) landUnits(side units.Side, h hex.Hex) (land, infantry int) {
	for _, u := range g.Units {
		if u.Side != side || !u.Deployed() || u.Hex != h || u.InFlight || !u.Card.Ground() || u.Card.Special.Hidden {
			continue
		}
		switch u.Card.Class {
		case units.Structure, units.Obstacle, units.Emplacement:
			continue
		case units.Infantry:
			land++
			infantry++
		case units.Crew:
			if u.Mans == 0 {
				land++
			}
		default:
			land++
		}
	}
	return land, infantry
}

// Controls reports whether side holds h: a key city needs two land units,
// one of them infantry (VII.1); a shipping facility one infantry unit
// (VII.3.2), or the key-city rule when the port is also a key city.
func (g *Game) Controls(side units.Side, h hex.Hex) bool {
	land, inf := g.landUnits(side, h)
	m := g.scenario.Map
	if c, ok := m.CityAt(h); ok && c.Key {
		return land >= 2 && inf >= 1
	}
	if c, ok := m.CityAt(h); ok && c.Port {
		return inf >= 1
	}
	return land >= 1
}

// updatePorts records changes of shipping-facility control; a new holder
// gains the supply benefit from its next turn (VII.3.2).
func (g *Game) updatePorts() {
	for _, c := range g.scenario.Map.Cities {
		if !c.Port {
			continue
		}
		for _, h := range c.Hexes {
			holder := units.Side("")
			for _, s := range Sides {
				if g.Controls(s, h) {
					holder = s
				}
			}
			if old, ok := g.Ports[h.String()]; !ok || old.Side != holder {
				g.Ports[h.String()] = PortHold{Side: holder, Since: g.Step}
			}
		}
	}
}

// PortsServing counts the shipping facilities that reduce side's supply
// this turn: held since before the current turn began.
func (g *Game) PortsServing(side units.Side) int {
	n := 0
	for h, hold := range g.Ports {
		if hold.Side == side && hold.Since < g.Step && g.portWorks(h) { // structures.go: VII.3.4
			n++
		}
	}
	return n
}
