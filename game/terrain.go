package game

import (
	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// Terrain limits and checks on ground movement (III.3.1, VI.5.2). Each
// check is a d10 roll of Need or more.
const (
	RiverNeedVehicle    = 6 // non-amphibious vehicles fording a river
	RiverNeedInfantry   = 4 // infantry fording a river
	EngineerRiverBonus  = 2 // friendly combat engineers in the crossing hex (VI.5.2)
	SwampNeedInfantry   = 5 // infantry entering a swamp
	MountainNeedOffRoad = 7 // vehicles entering a mountain hex off-road
)

// mover is how the terrain rules treat a unit.
type mover int

const (
	onFoot     mover = iota // infantry, and crews moving on their own
	manhandled              // a gun pushed by its crew (glossary, Towed Gun)
	motorised               // vehicles and tanks
)

// moverOf classifies a ground unit. III.3.1 names only vehicles and
// infantry for rivers and swamps, and "infantry" against "other ground
// units" for mountains. A manhandled gun has no engine to drown and is
// carried by men, so it fords and wades like infantry; but it is not
// infantry, so it checks for mountains like the other ground units.
func moverOf(c *units.Card) mover {
	switch c.Class {
	case units.Infantry, units.Crew:
		return onFoot
	case units.Gun:
		return manhandled
	}
	return motorised
}

// terrainCheck is one roll a step calls for.
type terrainCheck struct {
	Need    int    // d10 of Need or more passes
	What    string // what the roll is for, e.g. "ford the Ofanto"
	Rule    string // the sections that set Need
	Damages bool   // a failure damages the unit (vehicles fording rivers)
	// Terrain is the kind of check, for event effects (event_ongoing.go).
	Terrain cards.CheckTerrain
}

// chance is the probability of passing the check.
func (c terrainCheck) chance() float64 {
	return min(max(float64(11-c.Need)/10, 0), 1)
}

// roadStep reports whether the step from a to b follows a road. Where the
// road crosses a river it counts only over an intact bridge (III.3.1,
// Existing Bridge).
func (g *Game) roadStep(a, b hex.Hex) bool {
	m := g.scenario.Map
	if _, ok := m.Road(a, b); !ok {
		return false
	}
	if _, river := m.River(a, b); river {
		return g.bridgeIntact(a, b)
	}
	return true
}

// terrainBar says why u may never step from a into b, or returns nil. The
// rulebook names no rule for the map edge; it is simply the end of play.
func (g *Game) terrainBar(u *Unit, a, b hex.Hex, q quiet) error {
	if isShip(u) && g.scenario.Map.InBounds(b) {
		return g.seaBar(u, b, q) // naval.go: sea and coastal hexes only
	}
	switch why := g.terrainWhy(u, a, b); {
	case why == "":
		return nil
	case bool(q): // no text, and the unit and hex not even boxed for one
		return errBarred
	default:
		return refusef(why, named(u), b)
	}
}

// terrainWhy is terrainBar's reason for a unit that is no ship, as the
// format of its refusal (unit, hex), or "".
func (g *Game) terrainWhy(u *Unit, a, b hex.Hex) string {
	m := g.scenario.Map
	if !m.InBounds(b) {
		return "%s cannot enter %s: it is off the map"
	}
	switch t := m.Terrain(b); t {
	case board.Sea:
		if !u.Card.Special.Amphibious {
			return "%s cannot enter %s: only naval and amphibious units enter sea hexes (III.3.1)"
		}
	case board.Impassable:
		return "%s cannot enter %s: no ground unit enters impassable mountains (III.3.1)"
	case board.Swamp:
		if moverOf(u.Card) == motorised && !g.roadStepFor(u, a, b) { // bridge_state.go
			return "%s cannot enter %s: vehicles enter swamps only along a road (III.3.1)"
		}
	}
	return ""
}

// stepChecks lists the rolls u must pass to step from a into b, river
// first, then the hex entered. A road step needs none: roads supersede the
// terrain of the hex and an intact bridge carries them over the river.
func (g *Game) stepChecks(u *Unit, a, b hex.Hex) []terrainCheck {
	return g.appendStepChecks(nil, u, a, b, true)
}

// appendStepChecks appends stepChecks(u, a, b) to out. Unnamed checks
// leave What empty: the move search needs only their odds, and building
// the text for every step it weighs cost more than the search itself.
func (g *Game) appendStepChecks(out []terrainCheck, u *Unit, a, b hex.Hex, named bool) []terrainCheck {
	if g.roadStepFor(u, a, b) || isShip(u) { // naval.go: ships roll no terrain checks
		return out
	}
	m := g.scenario.Map
	kind := moverOf(u.Card)
	first := len(out)
	if r, ok := m.River(a, b); ok && !u.Card.Special.Amphibious && !g.bridgeCarries(u, a, b) { // bridge_state.go: VII.4.1
		var name string
		if named {
			name = r.Name + g.bridgeRefusal(u, a, b)
		}
		ford := func(need int, what, rule string) terrainCheck {
			if named {
				what = "ford the " + name + what
			}
			return terrainCheck{Need: need, What: what, Rule: rule, Damages: kind == motorised, Terrain: cards.RiverCheck}
		}
		if kind == motorised {
			out = append(out, ford(RiverNeedVehicle, "", "III.3.1"))
		} else if g.engineersAt(u.Side, a) {
			out = append(out, ford(RiverNeedInfantry-EngineerRiverBonus, " with engineer help", "III.3.1, VI.5.2"))
		} else {
			out = append(out, ford(RiverNeedInfantry, "", "III.3.1"))
		}
	}
	switch m.Terrain(b) {
	case board.Swamp:
		if kind != motorised { // vehicles off-road are barred by terrainBar
			out = append(out, terrainCheck{Need: SwampNeedInfantry, What: "wade into the swamp", Rule: "III.3.1", Terrain: cards.SwampCheck})
		}
	case board.Mountain:
		if kind != onFoot {
			out = append(out, terrainCheck{Need: MountainNeedOffRoad, What: "climb into the mountains off-road", Rule: "III.3.1", Terrain: cards.MountainCheck})
		}
	}
	g.checkDeltas(u, out[first:], named) // event_ongoing.go: terrain_check_delta (III.6.3)
	return out
}

// engineersAt reports whether side has combat engineers deployed in h to
// help infantry across a river (VI.5.2). A moving engineer squad counts for
// itself: it carries the boats.
func (g *Game) engineersAt(side units.Side, h hex.Hex) bool {
	for _, e := range g.Units {
		if e.Side == side && e.Deployed() && e.Hex == h && e.Card.Special.Engineer && e.Card.Class == units.Infantry {
			return true
		}
	}
	return false
}

// enemyHolds reports whether the enemy of side has land units in h that
// bar passage (holdsGround).
func (g *Game) enemyHolds(side units.Side, h hex.Hex) bool {
	for _, e := range g.Units {
		if e.Hex == h && holdsGround(side, e) {
			return true
		}
	}
	return false
}

// holdsGround reports whether e is an enemy of side that bars passage
// through its hex: a combat unit seen on the map. Hidden units are unseen
// until found and do not stop a move; structures and obstacles do not
// hold ground (obstacles attack crossing units under their own rule).
func holdsGround(side units.Side, e *Unit) bool {
	return e.Side == Enemy(side) && e.Deployed() && !e.InFlight && e.Card.Ground() &&
		!e.Card.Special.Hidden && e.Card.Class != units.Structure && e.Card.Class != units.Obstacle
}

// enemyPresent reports whether enemy units the mover can see stand in h:
// a move that reaches them makes contact and cannot be taken back. Hidden
// units do not count: the move tells the mover nothing about them, and
// refusing the undo would give them away.
func (g *Game) enemyPresent(side units.Side, h hex.Hex) bool {
	for _, e := range g.Units {
		if e.Side == Enemy(side) && e.Deployed() && e.Hex == h && !e.InFlight && !e.Card.Special.Hidden {
			return true
		}
	}
	return false
}

// passBar says why u may not step from a to b on a move that started in
// start: it may not pass through a hex held by enemy land units, and may
// not cross a bridge away from enemy units standing at its near end
// (VII.4.2). Ending a move in an enemy hex, to engage, is allowed.
func (g *Game) passBar(u *Unit, start, a, b hex.Hex) error {
	return g.passBarHeld(u, start, a, b, func(h hex.Hex) bool { return g.enemyHolds(u.Side, h) }, false)
}

// passBarHeld is passBar with held telling which hexes enemy land units
// hold, asked quietly when q is set.
func (g *Game) passBarHeld(u *Unit, start, a, b hex.Hex, held func(hex.Hex) bool, q quiet) error {
	if isShip(u) {
		return g.shipPassBar(u, start, a, q) // naval.go (Q88)
	}
	if a != start && held(a) {
		return q.refuse("%s cannot move on from %s: enemy land units hold it; a move may end there to engage but not pass through (VII.4.2)", named(u), a)
	}
	if a == start && g.bridgeIntact(a, b) && held(a) {
		return q.refuse("%s cannot cross the bridge from %s: enemy land units hold that end (VII.4.2)", named(u), a)
	}
	return nil
}
