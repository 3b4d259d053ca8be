package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/hex"
	"frontline/game/units"
)

// Unconditional surrender (VI.1.1, Inset VI.1 items 1 and 2, glossary
// Unconditional Surrender) and the General's surrender of a Skirmish
// (II.2.5). Conditional Surrender is an offer: cease_fire.go.
//
// Surrounded (Q18): a land unit is surrounded when every neighbouring hex
// holds enemy land units that bar passage (terrain.go enemyHolds) or is
// closed to it (sea, impassable, swamp off-road for vehicles, off the
// map), at least one of them held by the enemy. At the start of each
// Operational Turn, of either side, every unit not surrounded loses its
// mark; a unit of the side beginning its turn that is surrounded is
// marked, and if it was already marked at the start of an earlier turn of
// its side, it has spent a full turn surrounded without breaking out and
// surrenders. The enemy units around it each roll once for experience
// (VI.1.1).
//
// By declaration: the owning General surrenders named units at any of its
// decisions (CmdSurrender). Inside an engagement the enemy's engaged
// units roll for experience. Option "all" surrenders the game itself,
// which II.2.5 allows in a Skirmish.
//
// Readings: structures and obstacles never surrender (they change hands
// by control); a crew inside the unit it operates surrenders with it;
// aircraft in flight may not surrender (VI.2.3).

const (
	// CmdSurrender: the own units Command.Units surrender unconditionally;
	// with Command.Option "all" the General surrenders the Skirmish.
	CmdSurrender CommandKind = "surrender"

	// EvSurrounded: secret to the owner, its unit must break out this turn.
	EvSurrounded   EventKind = "surrounded"
	EvSurrendered  EventKind = "surrendered"
	EvGameConceded EventKind = "game_surrendered"
)

// SurrenderAll is CmdSurrender's Option for the whole game (II.2.5).
const SurrenderAll = "all"

func init() {
	register(CmdSurrender, DecidePhase, AnyPhase, (*Game).surrender)
	registerAlso(CmdSurrender, DecideRetaliation, DecideEngagementRound, DecideEngagementStart, DecideDefensiveCombat)
}

// surroundable: a land unit that stands on its own in the hex (a crew in
// its unit is checked through the unit).
func (g *Game) surroundable(u *Unit) bool {
	return u.Deployed() && u.Card.Ground() && !u.InFlight && u.Card.Class != units.Structure &&
		u.Card.Class != units.Obstacle && g.carrier(u) == nil
}

// Surrounding lists the enemy units that surround u (Q18), or nil when it
// is not surrounded.
func (g *Game) Surrounding(u *Unit) []UnitID {
	return g.surrounding(u, func(h hex.Hex) bool { return g.enemyHolds(u.Side, h) })
}

// surrounding is Surrounding with held telling which hexes the enemy of
// u's side holds (enemyHolds).
func (g *Game) surrounding(u *Unit, held func(hex.Hex) bool) []UnitID {
	if !g.surroundable(u) {
		return nil
	}
	var ring []UnitID
	for _, n := range hex.Neighbors(u.Hex) {
		switch {
		case g.terrainBar(u, u.Hex, n, true) != nil:
			continue // closed to it
		case !held(n):
			return nil
		}
		for _, e := range g.unitsIn(n) {
			if e.Side == Enemy(u.Side) && !e.InFlight && e.Card.Ground() && !e.Card.Special.Hidden &&
				e.Card.Class != units.Structure && e.Card.Class != units.Obstacle {
				ring = append(ring, e.ID)
			}
		}
	}
	return ring
}

// surroundChecks runs at the start of side's turn (turn.go).
func (g *Game) surroundChecks(side units.Side) []Event {
	turn := g.Players[side].Turn
	var evs []Event
	type fall struct {
		u    *Unit
		ring []UnitID
	}
	var falls []fall
	// Every unit asks which hexes its enemy holds: the answer for each
	// side, worked out once (holdsGround, as enemyHolds asks).
	held := map[units.Side]map[hex.Hex]bool{}
	heldAgainst := func(side units.Side) map[hex.Hex]bool {
		if m, ok := held[side]; ok {
			return m
		}
		m := map[hex.Hex]bool{}
		for _, e := range g.Units {
			if holdsGround(side, e) {
				m[e.Hex] = true
			}
		}
		held[side] = m
		return m
	}
	for _, u := range g.Units {
		against := heldAgainst(u.Side)
		ring := g.surrounding(u, func(h hex.Hex) bool { return against[h] })
		switch {
		case ring == nil:
			u.SurroundedTurn = 0
		case u.Side != side:
		case u.SurroundedTurn == 0:
			u.SurroundedTurn = turn
			evs = append(evs, Event{Kind: EvSurrounded, Side: side, Units: []UnitID{u.ID}, Rule: "Inset VI.1", Secret: true,
				Text: fmt.Sprintf("%s is surrounded in %s: unless it breaks out this turn it surrenders (Inset VI.1).", g.describe(u), u.Hex)})
		case u.SurroundedTurn < turn:
			falls = append(falls, fall{u, ring})
		}
	}
	var captors []UnitID
	for _, f := range falls {
		for _, id := range f.ring {
			captors = appendID(captors, id)
		}
		evs = append(evs, g.capture(f.u, UnconditionalFactor, "surrounded on all sides for a full turn", "VI.1.2")...)
	}
	return append(evs, g.captureExperience(captors)...)
}

// surrenderBar says why u cannot be surrendered by side, or "".
func (g *Game) surrenderBar(u *Unit, side units.Side) string {
	switch {
	case !u.Deployed():
		return "it is not on the map"
	case u.InFlight:
		return "aircraft in flight may not surrender (VI.2.3)"
	case u.Card.Class == units.Structure || u.Card.Class == units.Obstacle:
		return "structures and obstacles do not surrender; they change hands by control (VI.1.1)"
	case g.carrier(u) != nil:
		return fmt.Sprintf("it operates %s and surrenders with it (VI.1.2)", g.describe(g.carrier(u)))
	}
	return ""
}

// surrender answers CmdSurrender (Inset VI.1 item 2, II.2.5).
func (g *Game) surrender(cmd Command) ([]Event, error) {
	side := cmd.Side
	if cmd.Option == SurrenderAll {
		return g.concede(side)
	}
	if cmd.Option != "" {
		return nil, fmt.Errorf("surrender takes units, or the option %q to surrender the game (II.2.5)", SurrenderAll)
	}
	if len(cmd.Units) == 0 {
		return nil, fmt.Errorf("name the units that surrender (Inset VI.1)")
	}
	for i, id := range cmd.Units {
		u := g.Unit(id)
		if u == nil || u.Side != side {
			return nil, fmt.Errorf("unit %d is not one of your units", id)
		}
		if slices.Contains(cmd.Units[:i], id) {
			return nil, fmt.Errorf("%s is named twice", g.describe(u))
		}
		if why := g.surrenderBar(u, side); why != "" {
			return nil, fmt.Errorf("%s cannot surrender: %s", g.describe(u), why)
		}
	}
	e := g.OpenEngagement
	var captors []UnitID
	if e != nil {
		mine := side == e.Attacker
		for _, id := range cmd.Units {
			if containsID(g.liveSide(mine), id) {
				captors = g.liveSide(!mine)
				break
			}
		}
	}
	var evs []Event
	var names []string
	for _, id := range cmd.Units {
		names = append(names, g.describe(g.Unit(id)))
	}
	evs = append(evs, Event{Kind: EvSurrendered, Side: side, Units: slices.Clone(cmd.Units), Rule: "Inset VI.1",
		Text: fmt.Sprintf("%s orders %s to surrender.", sideName(side), strings.Join(names, ", "))})
	for _, id := range cmd.Units {
		evs = append(evs, g.capture(g.Unit(id), UnconditionalFactor, "by order of its General", "VI.1.2")...)
	}
	evs = append(evs, g.captureExperience(captors)...)
	return append(evs, g.afterCapture()...), nil
}

// afterCapture ends an engagement the captures settled, or brings the
// pending decision's choices up to date.
func (g *Game) afterCapture() []Event {
	if g.OpenEngagement != nil && !g.engagementGoesOn() {
		return g.endEngagement()
	}
	var keep []UnitID
	for _, id := range g.Pending.Choices {
		if u := g.Unit(id); u.Deployed() && u.Side == g.Pending.Side {
			keep = append(keep, id)
		}
	}
	g.Pending.Choices = keep
	return nil
}

// concede: the General surrenders the game, which ends a Skirmish (II.2.5).
func (g *Game) concede(side units.Side) ([]Event, error) {
	if !g.scenario.Win.Skirmish {
		return nil, fmt.Errorf("only a Skirmish ends when a General surrenders (II.2.5); surrender units by name instead (Inset VI.1)")
	}
	g.Conceded = side
	g.OpenEngagement, g.Offer = nil, nil
	evs := []Event{{Kind: EvGameConceded, Side: side, Rule: "II.2.5", Text: fmt.Sprintf("The General of %s surrenders.", sideName(side))}}
	return append(evs, g.endWith(g.surrenderWins(side))), nil
}

// surrenderWins is the II.2.5 win of the enemy of a side whose General
// surrendered a Skirmish (victory.go).
func (g *Game) surrenderWins(side units.Side) []win {
	if !g.scenario.Win.Skirmish || g.Conceded != side {
		return nil
	}
	return []win{{Enemy(side), fmt.Sprintf("%s has surrendered", sideName(side)), "II.2.5"}}
}
