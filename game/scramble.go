package game

import (
	"fmt"
	"slices"

	"frontline/game/hex"
	"frontline/game/units"
)

// Scrambling (VI.7.1, Inset VI.4): when the active side declares an
// attack with aircraft in flight, the defender may launch grounded
// fighters to meet them before declaring its retaliation. The scramble
// is defensive combat: the attacker loses its +2. Scrambled aircraft fly
// a sortie like any other: out to the engagement, then home to the
// airfield declared with the scramble, or they stay over the fight.
//
// Readings:
//   - Fighters and fighter-bombers scramble (the interceptors); bombers
//     and dive bombers do not.
//   - Reach (Inset VI.4 item 1): the airfield lies within the aircraft's
//     Movement, one turn of flight, of the engagement hex, the point of
//     the attacker's flight path where the incoming aircraft are met.
//   - Return (Inset VI.4 item 2): the return airfield is declared with
//     the scramble, before combat, and must lie within the Movement left
//     after the longest flight out; without one the aircraft stay in the
//     air over the engagement, which a Turns of Flight (1) fighter may not
//     (it must land the turn it takes off, Q29). They fly home as the
//     active side's Combat Phase ends.
//   - The offer comes only when the defender has an aircraft able to go,
//     so ordinary engagements keep their flow; a ground_aircraft event
//     forbids it.

// CmdScramble: the defender's aircraft Command.Units scramble to the
// engagement and return to the airfield Command.Hex (none: they stay in
// flight over it). No units: no scramble.
const CmdScramble CommandKind = "scramble"

// DecideScramble: the defender may scramble; Choices lists the aircraft
// that can reach the engagement.
const DecideScramble DecisionKind = "scramble"

// EvScrambled: aircraft scrambled, or the defender let the chance pass.
const EvScrambled EventKind = "scrambled"

func init() {
	register(CmdScramble, DecideScramble, PhaseCombat, (*Game).scramble)
}

// scrambleHex is where the open engagement meets incoming enemy aircraft:
// the hex of its first attacker in flight; ok is false without one.
func (g *Game) scrambleHex() (hex.Hex, bool) {
	e := g.OpenEngagement
	if e == nil || e.Attacker != g.Active {
		return hex.Hex{}, false
	}
	for _, id := range fighterIDs(e.Attackers) {
		if u := g.Unit(id); airborne(u) {
			return u.Hex, true
		}
	}
	return hex.Hex{}, false
}

// scrambleBar says why u cannot scramble to h now.
func (g *Game) scrambleBar(u *Unit, h hex.Hex) error {
	name := named(u)
	if u.Card.Class != units.Aircraft {
		return refusef("%s is not an aircraft (VI.7.1)", name)
	}
	if r := u.Card.Special.AirRole; r != units.Fighter && r != units.FighterBomber {
		return refusef("%s is no fighter: only fighters scramble to intercept (VI.7.1)", name)
	}
	if u.InFlight {
		return refusef("%s is already in flight; only grounded aircraft scramble (VI.7.1)", name)
	}
	if err := g.sortieBar(u); err != nil {
		return err
	}
	if d, mv := hex.Distance(u.Hex, h), u.Face().Movement; d > mv {
		return refusef("%s in %s is %d hexes from the engagement in %s, beyond its Movement of %d (Inset VI.4)", name, u.Hex, d, h, mv)
	}
	return g.airOpsBar(u.Hex, 1)
}

// offerScramble is called by attack (engagement.go) once an attack is
// declared; it reports whether the defender was asked.
func (g *Game) offerScramble() bool {
	h, ok := g.scrambleHex()
	def := Enemy(g.Active)
	if !ok || g.airGroundedBy(def) != "" {
		return false
	}
	var choices []UnitID
	for _, u := range g.Units {
		if u.Side == def && u.Deployed() && g.scrambleBar(u, h) == nil {
			choices = append(choices, u.ID)
		}
	}
	if len(choices) == 0 {
		return false
	}
	g.Pending = Decision{Kind: DecideScramble, Side: def, Phase: PhaseCombat, Choices: choices,
		Prompt: fmt.Sprintf("Enemy aircraft attack in %s: scramble fighters to meet them, naming the airfield they return to, or none (VI.7.1, Inset VI.4).", h)}
	return true
}

// scramble answers CmdScramble, then asks for the retaliation.
func (g *Game) scramble(cmd Command) ([]Event, error) {
	h, _ := g.scrambleHex()
	if len(cmd.Units) == 0 {
		g.askRetaliation()
		return []Event{{Kind: EvScrambled, Side: cmd.Side, Rule: "VI.7.1",
			Text: fmt.Sprintf("%s scrambles no aircraft.", sideName(cmd.Side))}}, nil
	}
	flight, route, out, err := g.scrambleFlight(cmd, h)
	if err != nil {
		return nil, err
	}
	evs := g.launchScramble(cmd, flight, route, out, h)
	g.OpenEngagement.Scrambled = true
	g.askRetaliation()
	return evs, nil
}

// scrambleFlight validates the aircraft cmd.Units scrambling to h and the
// return airfield cmd.Hex (none: they stay up over h); it returns the
// flight, its route home and the longest flight out.
func (g *Game) scrambleFlight(cmd Command, h hex.Hex) ([]*Unit, []hex.Hex, int, error) {
	if ev := g.airGroundedBy(cmd.Side); ev != "" {
		return nil, nil, 0, fmt.Errorf("%s is in force: no aircraft of %s may scramble (III.6)", ev, sideName(cmd.Side))
	}
	var flight []*Unit
	out, from := 0, map[hex.Hex]int{}
	for _, id := range cmd.Units {
		u := g.Unit(id)
		if u == nil || u.Side != cmd.Side {
			return nil, nil, 0, fmt.Errorf("unit %d is not one of your units", id)
		}
		if slices.Contains(flight, u) {
			return nil, nil, 0, fmt.Errorf("%s is named twice", g.describe(u))
		}
		if err := g.scrambleBar(u, h); err != nil {
			return nil, nil, 0, err
		}
		if from[u.Hex]++; from[u.Hex] > 1 {
			if err := g.airOpsBar(u.Hex, from[u.Hex]); err != nil {
				return nil, nil, 0, err
			}
		}
		out = max(out, hex.Distance(u.Hex, h))
		flight = append(flight, u)
	}
	if cmd.Hex == nil {
		for _, u := range flight {
			if u.Card.Special.TurnsOfFlight <= 1 {
				return nil, nil, 0, fmt.Errorf("%s has Turns of Flight (1) and must land this turn: name its return airfield (VI.2.2, Inset VI.4)", g.describe(u))
			}
		}
		return flight, nil, out, nil
	}
	back := *cmd.Hex
	switch {
	case !g.isAirfield(back):
		return nil, nil, 0, fmt.Errorf("there is no airfield in %s to return to (Inset VI.4)", back)
	case g.airfieldHolder(back) == Enemy(cmd.Side):
		return nil, nil, 0, fmt.Errorf("the airfield in %s is held by the enemy: landing there means capture (VII.5.1)", back)
	case out+hex.Distance(h, back) > flightPace(flight):
		return nil, nil, 0, fmt.Errorf("%s is %d hexes from the engagement; after %d out the flight has %d left (Inset VI.4)",
			back, hex.Distance(h, back), out, flightPace(flight)-out)
	}
	return flight, routeThrough(h, []hex.Hex{back}), out, nil
}

// launchScramble puts the validated flight in the air over h on an
// intercept sortie that flies route home when the Combat Phase ends.
func (g *Game) launchScramble(cmd Command, flight []*Unit, route []hex.Hex, out int, h hex.Hex) []Event {
	ids := make([]UnitID, len(flight))
	var evs []Event
	for i, u := range flight {
		ids[i] = u.ID
		g.countAirOp(u.Hex, 1)
		evs = append(evs, Event{Kind: EvScrambled, Side: cmd.Side, Units: []UnitID{u.ID}, Rule: "VI.7.1",
			Text: fmt.Sprintf("%s scrambles from %s to meet the enemy aircraft in %s.", g.describe(u), u.Hex, h)})
		u.FlightLeft = u.Card.Special.TurnsOfFlight
		g.setAirborne(u, true)
		for _, m := range g.moveGroup(u) {
			m.Hex, m.MovedStep = h, g.Step
		}
	}
	strike := h
	g.Sorties = append(g.Sorties, Sortie{Side: cmd.Side, Units: ids, Mission: MissionIntercept, Strike: &strike,
		Waypoints: slices.Clone(route[len(route)-min(len(route), 1):]), Route: route, StrikeIn: 0, StrikeStep: g.Step,
		Declared: g.Step, FlownStep: g.Step, Flown: out, Scramble: true})
	plan := "stay in the air over the engagement"
	if cmd.Hex != nil {
		plan = "return to " + cmd.Hex.String()
	}
	return append(evs, Event{Kind: EvSortieDeclared, Side: cmd.Side, Units: ids, Rule: "Inset VI.4", Secret: true,
		Text: fmt.Sprintf("%s will %s after the engagement.", g.names(g.units(ids)), plan)})
}

// scrambleBonusBar is why the attacker of the open engagement lost its
// +2 to a scramble, or "" (VI.7.1).
func (g *Game) scrambleBonusBar() string {
	if e := g.OpenEngagement; e != nil && e.Scrambled {
		return fmt.Sprintf("%s scrambled aircraft against it (VI.7.1)", sideName(Enemy(e.Attacker)))
	}
	return ""
}
