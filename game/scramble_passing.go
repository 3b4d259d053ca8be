package game

import (
	"fmt"
	"maps"
	"slices"

	"frontline/game/hex"
	"frontline/game/units"
)

// Scrambling against flights passing by (VI.7.1: "to intercept incoming
// enemy aircraft regardless of whether or not the incoming enemy aircraft
// will be used for attack"; Inset VI.4). Besides the scramble against an
// attack (scramble.go), the passive side may, when it is offered defensive
// combat as the active side ends its Combat Phase (VI.2.1), scramble
// grounded fighters against enemy aircraft in flight that have not fought
// this phase: escorts, ferry flights, strike flights that did not strike.
// The scramble opens a defensive engagement against them (Inset VI.4 item
// 2: "engaged during the active player's Combat Phase"): the scramblers
// attack without the +2 (VI.7.1 "still considered the Defender"), the
// active side retaliates, and the scramblers fly home or stay up as for
// any scramble.
//
// Readings:
//   - A flight is met where it stands in the Combat Phase, the point of
//     its flight path it has reached; the scramblers' airfield must lie
//     within their Movement of that hex (Inset VI.4 item 1), as for a
//     scramble against an attack.
//   - The scramblers are fighters and fighter-bombers (scrambleBar) with
//     a weapon that hits aircraft; bombs and rockets are not used against
//     aircraft (weaponReady: one-time munitions do not fire when
//     intercepting as the attacker).

// CmdScrambleIntercept: at the defensive combat offer, the passive side's
// grounded fighters Command.Units scramble against the enemy aircraft in
// flight Command.Target (or Command.Targets, one each) and return to the
// airfield Command.Hex (none: they stay up).
const CmdScrambleIntercept CommandKind = "scramble_intercept"

func init() {
	register(CmdScrambleIntercept, DecideDefensiveCombat, PhaseCombat, (*Game).scrambleIntercept)
}

// passingFlight: t is an aircraft of the active side in flight that has
// not fought this Combat Phase.
func (g *Game) passingFlight(t *Unit) bool {
	return airborne(t) && t.Side == g.Active && t.EngagedStep != g.Step
}

// interceptorBar says why the grounded aircraft u may not scramble against
// the passing flight t now, or nil.
func (g *Game) interceptorBar(u, t *Unit) error {
	name := named(u)
	if u.Side == g.Active || g.Phase != PhaseCombat {
		return refusef("%s scrambles only in the enemy's Combat Phase (VI.7.1)", name)
	}
	if !g.passingFlight(t) || !g.Sees(u.Side, t.ID) {
		return refusef("%s is no enemy aircraft in flight that has not fought this phase (VI.7.1)", named(t))
	}
	if err := g.scrambleBar(u, t.Hex); err != nil {
		return err
	}
	switch {
	case !slices.ContainsFunc(u.Face().Weapons, func(w units.Weapon) bool { return w.Hits(units.TargetAircraft) && !w.Expended }):
		return refusef("%s has no weapon that fires at aircraft (VI.7.1)", name)
	case g.Unsupplied(u):
		return refusef("%s is left unsupplied and may not fight (V.3.2)", name)
	case g.eventIdle(u) != "":
		return refusef("%s may not fight: %s", name, g.eventIdleBar(u))
	case u.EngagedStep == g.Step:
		return refusef("%s has already fought an engagement this Combat Phase (V.5.3)", name)
	}
	return nil
}

// ScrambleTargets lists the passing enemy aircraft the passive side's
// grounded aircraft id may scramble against now.
func (g *Game) ScrambleTargets(id UnitID) []UnitID {
	u := g.Unit(id)
	if u == nil || !groundedAircraft(u) || u.Side == g.Active || g.airGroundedBy(u.Side) != "" {
		return nil
	}
	var out []UnitID
	for _, t := range g.enemiesOnMap(u.Side) {
		if g.passingFlight(t) && g.interceptorBar(u, t) == nil { // interceptorBar refuses any other t
			out = append(out, t.ID)
		}
	}
	return out
}

// scrambleIntercept answers CmdScrambleIntercept: every scrambler meets
// its target where the target flies; the targets must share one hex.
func (g *Game) scrambleIntercept(cmd Command) ([]Event, error) {
	fs, err := pairs(cmd, false)
	if err != nil {
		return nil, err
	}
	var h hex.Hex
	for i, f := range fs {
		u, t := g.Unit(f.Unit), g.Unit(f.Target)
		if u == nil || u.Side != cmd.Side {
			return nil, fmt.Errorf("unit %d is not one of your units", f.Unit)
		}
		if t == nil {
			return nil, fmt.Errorf("there is no unit %d", f.Target)
		}
		if err := g.interceptorBar(u, t); err != nil {
			return nil, err
		}
		if i == 0 {
			h = t.Hex
		} else if t.Hex != h {
			return nil, fmt.Errorf("%s flies in %s, not %s: one scramble meets the enemy in one hex (Inset VI.4)", g.describe(t), t.Hex, h)
		}
	}
	flight, route, out, err := g.scrambleFlight(cmd, h)
	if err != nil {
		return nil, err
	}
	undo := g.scrambleUndo(flight)
	evs := g.launchScramble(cmd, flight, route, out, h)
	atk, err := g.attack(Command{Kind: CmdAttack, Side: cmd.Side, Units: cmd.Units, Target: cmd.Target, Targets: cmd.Targets})
	if err != nil {
		undo()
		return nil, err
	}
	g.OpenEngagement.Defensive = true
	head := Event{Kind: EvAttackDeclared, Side: cmd.Side, Rule: "VI.7.1", Units: unitIDs(flight),
		Text: fmt.Sprintf("%s scrambles against enemy aircraft passing over %s: defensive combat, with no attack bonus (VI.7.1, Inset VI.4).", sideName(cmd.Side), h)}
	return append(append([]Event{head}, evs...), atk...), nil
}

// scrambleUndo returns a function that puts the flight back on the
// ground as it was, should the engagement be refused after the launch.
func (g *Game) scrambleUndo(flight []*Unit) func() {
	type was struct {
		u         *Unit
		at        hex.Hex
		moved, fl int
		inFlight  bool
	}
	var saved []was
	for _, u := range flight {
		for _, m := range g.moveGroup(u) {
			saved = append(saved, was{m, m.Hex, m.MovedStep, m.FlightLeft, m.InFlight})
		}
	}
	sorties, ops, opsStep := len(g.Sorties), maps.Clone(g.AirOps), g.AirOpsStep
	return func() {
		for _, w := range saved {
			w.u.Hex, w.u.MovedStep, w.u.FlightLeft, w.u.InFlight = w.at, w.moved, w.fl, w.inFlight
		}
		g.Sorties = g.Sorties[:sorties]
		g.AirOps, g.AirOpsStep = ops, opsStep
	}
}
