package game

import (
	"fmt"

	"frontline/game/hex"
	"frontline/game/units"
)

// Towing (VI.3.5, glossary Tow Capacity and Towed Gun (X, Y), A9, Q28). A
// Towed Gun is hitched to as many vehicles as its Y asks (1 when unset),
// each with a Tow Capacity at least its size X, all in its hex. Packing
// and hitching keep the gun, its crew and the tows idle for the gun's
// setup phases (at least one Movement Phase, Q28); so does unhitching and
// setting up the gun, while the tows are idle for that one phase only.
// A tow moves one less than its Movement (glossary Tow Capacity). Guns
// with a Movement of their own may also be manhandled by their crews:
// they simply move (movement.go).

const (
	// CmdHitch: Command.Unit, a Towed Gun, is hitched to Command.Units (or
	// Command.Target when one vehicle is enough) in the Movement Phase.
	CmdHitch CommandKind = "hitch"
	// CmdUnhitch: Command.Unit, a towed gun, is unhitched where it stands
	// in the Movement Phase.
	CmdUnhitch CommandKind = "unhitch"
)

const (
	// EvHitched: Units are the gun, its crew if any, and the tows.
	EvHitched EventKind = "hitched"
	// EvUnhitched: the same units, the gun set down.
	EvUnhitched EventKind = "unhitched"
)

// TowPenalty is the movement a tow loses while towing.
const TowPenalty = 1

func init() {
	register(CmdHitch, DecidePhase, PhaseMovement, (*Game).hitch)
	register(CmdUnhitch, DecidePhase, PhaseMovement, (*Game).unhitch)
}

// setupPhases is the number of idle Movement Phases packing or setting up
// gun takes (Q28): its setup_phases, at least one.
func setupPhases(gun *Unit) int { return max(gun.Card.Special.SetupPhases, 1) }

// towsNeeded is the Y of Towed Gun (X, Y), 1 when unset.
func towsNeeded(gun *Unit) int { return max(gun.Card.Special.TowVehicles, 1) }

// towGroup is the gun, its crew (if with it) and the named tows.
func (g *Game) towGroup(gun *Unit, tows []*Unit) []*Unit {
	out := []*Unit{gun}
	if cr := g.crewOf(gun); cr != nil {
		out = append(out, cr)
	}
	return append(out, tows...)
}

// hitchBar says why gun may not be hitched to tows now, or nil.
func (g *Game) hitchBar(gun *Unit, tows []*Unit) error {
	if err := g.movePhaseBar(gun, false); err != nil {
		return err
	}
	name, sp := g.describe(gun), gun.Card.Special
	switch {
	case !gun.Deployed():
		return fmt.Errorf("%s is not on the map", name)
	case sp.TowedGun == units.NoSize:
		return fmt.Errorf("%s is no Towed Gun; only Towed Gun (X, Y) units are towed (VI.3.5)", name)
	case len(gun.TowedBy) > 0:
		return fmt.Errorf("%s is already hitched (VI.3.5)", name)
	case len(tows) != towsNeeded(gun):
		return fmt.Errorf("%s is Towed Gun (%s, %d): it needs %d towing vehicle(s), not %d (VI.3.5)", name, sp.TowedGun, towsNeeded(gun), towsNeeded(gun), len(tows))
	}
	if err := g.loadBar(gun, false); err != nil {
		return err
	}
	seen := map[UnitID]bool{}
	for _, t := range tows {
		tn := g.describe(t)
		switch {
		case t.Side != gun.Side || t == gun:
			return fmt.Errorf("%s may be hitched only to other units of yours (VI.3.5)", name)
		case seen[t.ID]:
			return fmt.Errorf("%s is named twice (VI.3.5)", tn)
		case !t.Deployed() || t.Hex != gun.Hex:
			return fmt.Errorf("%s must stand in %s with %s to hitch it (VI.3.5)", tn, gun.Hex, name)
		case t.Card.Special.TowCapacity == units.NoSize:
			return fmt.Errorf("%s has no Tow Capacity (VI.3.5)", tn)
		case !t.Card.Special.TowCapacity.Fits(sp.TowedGun):
			return fmt.Errorf("%s has Tow Capacity (%s) and cannot tow %s, Towed Gun (%s): the capacity must meet or exceed the gun's size (VI.3.5)",
				tn, t.Card.Special.TowCapacity, name, sp.TowedGun)
		case g.towedBehind(t) != nil:
			return fmt.Errorf("%s already tows %s; Tow Capacity moves one unit (glossary, Tow Capacity)", tn, g.describe(g.towedBehind(t)))
		case g.transportOf(t) != nil:
			return fmt.Errorf("%s is itself aboard %s (VI.3)", tn, g.describe(g.transportOf(t)))
		case t.Card.Special.RequiresCrew != units.NoCrew && g.crewOf(t) == nil:
			return fmt.Errorf("%s has no crew to drive it (glossary, Crew)", tn)
		}
		seen[t.ID] = true
	}
	for _, u := range g.towGroup(gun, tows) {
		if err := g.idleBar(u, "hitching", "VI.3.5"); err != nil {
			return err
		}
	}
	return nil
}

// idleFor keeps us idle through this turn and n-1 more of their side's
// turns (IdleUntil, VI.2.4).
func (g *Game) idleFor(n int, us ...*Unit) {
	for _, u := range us {
		u.IdleUntil = max(u.IdleUntil, g.Players[u.Side].Turn+n-1)
	}
}

// hitch handles CmdHitch.
func (g *Game) hitch(cmd Command) ([]Event, error) {
	gun := g.Unit(cmd.Unit)
	if gun == nil || gun.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	ids := cmd.Units
	if cmd.Target != 0 {
		ids = append([]UnitID{cmd.Target}, ids...)
	}
	tows := make([]*Unit, 0, len(ids))
	for _, id := range ids {
		t := g.Unit(id)
		if t == nil {
			return nil, fmt.Errorf("there is no unit %d", id)
		}
		tows = append(tows, t)
	}
	if err := g.hitchBar(gun, tows); err != nil {
		return nil, err
	}
	n := setupPhases(gun)
	gun.TowedBy, gun.DugIn = unitIDs(tows), false
	group := g.towGroup(gun, tows)
	g.idleFor(n, group...)
	text := fmt.Sprintf("%s is packed and hitched to %s in %s; they stay idle for %d Movement Phase(s) and then move together, the tows at 1 less than their Movement (VI.3.5).",
		g.describe(gun), g.names(tows), gun.Hex, n)
	return []Event{{Kind: EvHitched, Side: gun.Side, Units: unitIDs(group), Rule: "VI.3.5", Text: text}}, nil
}

// unhitch handles CmdUnhitch: detaching takes an idle Movement Phase of
// gun and tows; the gun then needs its setup phases before it may act.
func (g *Game) unhitch(cmd Command) ([]Event, error) {
	gun := g.Unit(cmd.Unit)
	if gun == nil || gun.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if err := g.movePhaseBar(gun, false); err != nil {
		return nil, err
	}
	if g.transportOf(gun) == nil || gun.Aboard != 0 {
		return nil, fmt.Errorf("%s is not hitched to anything (VI.3.5)", g.describe(gun))
	}
	tows := g.units(gun.TowedBy)
	group := g.towGroup(gun, tows)
	for _, u := range group {
		if err := g.idleBar(u, "unhitching", "VI.3.5"); err != nil {
			return nil, err
		}
	}
	n := setupPhases(gun)
	gun.TowedBy = nil
	g.idleFor(1, tows...)
	g.idleFor(n, group[:len(group)-len(tows)]...)
	text := fmt.Sprintf("%s is unhitched from %s in %s and set up: the tows stay idle this Movement Phase, the gun for %d Movement Phase(s) (VI.3.5).",
		g.describe(gun), g.names(tows), gun.Hex, n)
	return []Event{{Kind: EvUnhitched, Side: gun.Side, Units: unitIDs(group), Rule: "VI.3.5", Text: text}}, nil
}

// drivers are the units of u's moving group that roll their own terrain
// checks (III.3.1 "each Unit entering"): u itself, and the other vehicles
// hitched to the gun u tows (Towed Gun (X, 2), A9). Passengers, crews and
// the towed gun ride with their carrier and share its fate.
func (g *Game) drivers(u *Unit) []*Unit {
	out := []*Unit{u}
	if gun := g.towedBehind(u); gun != nil {
		for _, id := range gun.TowedBy {
			if t := g.Unit(id); t != nil && t != u && t.Deployed() && t.Hex == u.Hex {
				out = append(out, t)
			}
		}
	}
	return out
}

// driverCheck is one terrain roll a member of a moving group must pass.
type driverCheck struct {
	u   *Unit
	chk terrainCheck
}

// groupChecks are the terrain checks u's group rolls stepping from a into
// b: each driver's own (drivers); any failure holds the whole group back,
// since the gun is hitched to all its tows.
func (g *Game) groupChecks(u *Unit, a, b hex.Hex) []driverCheck {
	return g.driverChecks(g.drivers(u), a, b)
}

// driverChecks is groupChecks for the drivers ds of a group, when the
// caller has them already (moveOptionsIn asks about many steps).
func (g *Game) driverChecks(ds []*Unit, a, b hex.Hex) []driverCheck {
	var out []driverCheck
	for _, d := range ds {
		for _, c := range g.stepChecks(d, a, b) {
			out = append(out, driverCheck{d, c})
		}
	}
	return out
}
