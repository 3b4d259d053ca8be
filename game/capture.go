package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/units"
)

// Capture (VI.1.2, Inset V.4, Table II.1). A unit that surrenders, in
// any way, is captured by the enemy:
//   - soldiers (infantry, crews, pilots) leave the game;
//   - naval units lose their crew and are scuttled;
//   - every other unit (guns, vehicles, tanks, aircraft on the ground,
//     emplacements) changes hands: its crew is taken off and it stands
//     where it was under its captor's Side. A captured unit that needs a
//     crew is "unused" until the captor mans it with a crew of its own
//     (CmdManCaptured) and costs no supply until then (Inset V.4 item 2);
//     the captor may instead destroy or abandon it (CmdDestroyCaptured),
//     which scores nothing.
//
// Scoring (Table II.1, A2): a unit captured unconditionally is worth its
// cost doubled, one captured under a Conditional Surrender its cost; each
// experience star on it or its crew adds 5. Captures do not count toward
// the destroyed-cost target of II.2.5, which names destruction only.
//
// Readings: a captured unit that needs no crew (a jeep) is in use at once
// and pays supply from the captor's next Supply Phase; a crew captured
// inside its unit scores its own cost, its stars counting with the unit,
// as for destruction (score.go).

// UnconditionalFactor multiplies a captured unit's cost when it
// surrendered unconditionally (Table II.1, VI.1.1).
const UnconditionalFactor = 2

const (
	// CmdManCaptured: own crew Command.Target mans the captured unit
	// Command.Unit in the same hex (Movement Phase).
	CmdManCaptured CommandKind = "man_captured"
	// CmdDestroyCaptured: destroy or abandon the captured unit
	// Command.Unit, which has no crew.
	CmdDestroyCaptured CommandKind = "destroy_captured"

	EvCaptured        EventKind = "captured"
	EvCapturedManned  EventKind = "captured_manned"
	EvCapturedWrecked EventKind = "captured_destroyed"
	EvPilotLanded     EventKind = "pilot_landed"
)

func init() {
	register(CmdManCaptured, DecidePhase, PhaseMovement, (*Game).manCaptured)
	register(CmdDestroyCaptured, DecidePhase, AnyPhase, (*Game).destroyCaptured)
}

// soldier reports whether a card is soldiers the captor cannot use
// (IV.3.2: infantry, crews and pilots are removed).
func soldier(c *units.Card) bool { return c.Class == units.Infantry || c.Class == units.Crew }

// capturedIdle reports whether u is a captured unit the captor has not put
// to use: it needs a crew and has none. Such units pay no supply (Inset
// V.4 item 2).
func capturedIdle(u *Unit) bool {
	return u.Captured && u.Card.Special.RequiresCrew != units.NoCrew && u.Crew == 0
}

// capture hands u, and the crew inside it, to the enemy of its side.
// factor multiplies the cost scored (UnconditionalFactor, or the
// Conditional Surrender card's). why says how it came to surrender.
func (g *Game) capture(u *Unit, factor int, why, rule string) []Event {
	captor := Enemy(u.Side)
	crew := g.crewOf(u)
	stars := len(u.Stars)
	if crew != nil {
		stars += len(crew.Stars)
	}
	g.dropFromEngagement(u.ID)
	named := []UnitID{u.ID}
	var fate string
	switch {
	case soldier(u.Card):
		fate = "is taken prisoner and leaves the game"
		g.removeCaptured(u)
	case u.Card.Class == units.Ship:
		fate = "is scuttled and its crew taken prisoner"
		g.removeCaptured(u)
		if crew != nil {
			named = append(named, crew.ID)
		}
	default:
		fate = fmt.Sprintf("falls into the hands of %s", sideName(captor))
		if crew != nil {
			fate += fmt.Sprintf("; its crew %s is taken prisoner", g.describe(crew))
			named = append(named, crew.ID)
		}
		if capturedNeedsCrew(u) {
			fate += ", and it needs a crew of the captor's before it can be used"
		}
	}
	if crew != nil {
		g.dropFromEngagement(crew.ID)
		g.removeCaptured(crew)
	}
	if u.Place == OnMap { // equipment changes hands
		u.Side, u.Captured = captor, true
		u.DugIn, u.FoundAt, u.SurroundedTurn, u.SupplyIdleTurn, u.IdleUntil = false, "", 0, 0, 0
		fate += g.parted(u)
	}
	evs := []Event{{Kind: EvCaptured, Side: captor, Units: named, Rule: rule,
		Text: fmt.Sprintf("%s surrenders (%s) and %s.", g.describe(u), why, fate)}}
	if u.Place == Destroyed { // transit_survival.go: what a scuttled ship carried (Table VI.1)
		evs = append(evs, g.transitLosses(u)...)
	}
	evs = append(evs, g.scoreCapture(u, captor, stars, factor)...)
	if crew != nil {
		evs = append(evs, g.scoreCapture(crew, captor, 0, factor)...)
	}
	return evs
}

// parted separates u, changing hands, from the units of its old side it
// rode or towed with: it gets off its carrier or tow, and what it carried
// or towed stands in the hex on its own. Reading: VI.1.2 is silent, and a
// unit never rides with the enemy. It says who was set down, or "".
func (g *Game) parted(u *Unit) string {
	u.Aboard, u.TowedBy = 0, nil
	var names []string
	for _, l := range g.loadOf(u) {
		if l.Aboard == u.ID {
			l.Aboard = 0
		}
		l.TowedBy = slices.DeleteFunc(l.TowedBy, func(id UnitID) bool { return id == u.ID })
		names = append(names, g.describe(l))
	}
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf("; what it carried or towed (%s) stays in %s on its own", strings.Join(names, ", "), u.Hex)
}

func capturedNeedsCrew(u *Unit) bool { return u.Card.Special.RequiresCrew != units.NoCrew }

// removeCaptured takes a prisoner or a scuttled ship out of play and
// unpairs it, as destroyUnit does for losses.
func (g *Game) removeCaptured(u *Unit) {
	u.Place, u.Captured, u.DugIn, u.SurroundedTurn = Destroyed, true, false, 0
	u.unlink()
	if m := g.Unit(u.Mans); m != nil && m.Crew == u.ID {
		m.Crew = 0
	}
	if c := g.Unit(u.Crew); c != nil && c.Mans == u.ID {
		c.Mans = 0
	}
	u.Mans, u.Crew = 0, 0
}

// scoreCapture pays captor for u under Table II.1 (score.go's addScore).
func (g *Game) scoreCapture(u *Unit, captor units.Side, stars, factor int) []Event {
	pts := u.Card.Cost*factor + StarPoints*stars
	if pts == 0 {
		return nil
	}
	g.addScore(captor, pts)
	why := fmt.Sprintf("cost %d", u.Card.Cost)
	if factor != 1 {
		why += fmt.Sprintf(" × %d", factor)
	}
	if stars > 0 {
		why += fmt.Sprintf(" + %d for %d experience star(s)", StarPoints*stars, stars)
	}
	return []Event{{Kind: EvScored, Side: captor, Amount: pts, Units: []UnitID{u.ID}, Rule: "Table II.1",
		Text: fmt.Sprintf("%s scores %d points for capturing %s (%s): %d in all.", sideName(captor), pts, g.describe(u), why, g.Score(captor))}}
}

// captureExperience gives one Table VIII.1 roll to each of the captors
// still on the map, once each (VI.1.1, Inset VIII.2 item 1).
func (g *Game) captureExperience(captors []UnitID) []Event {
	if !g.Rules.Experience {
		return nil
	}
	var evs []Event
	var rolled []UnitID
	for _, id := range captors {
		u := g.Unit(id)
		if !u.Deployed() {
			continue
		}
		if ev, ok := g.experienceRoll(u, &rolled, ", which took prisoners"); ok {
			evs = append(evs, ev)
		}
	}
	return evs
}

// dropFromEngagement takes a captured unit out of the open engagement's
// lists, so it neither fires nor is fired at.
func (g *Game) dropFromEngagement(id UnitID) {
	e := g.OpenEngagement
	if e == nil {
		return
	}
	keep := func(fs []Fighter) []Fighter {
		out := fs[:0]
		for _, f := range fs {
			if f.Unit != id {
				out = append(out, f)
			}
		}
		return out
	}
	e.Attackers, e.Defenders = keep(e.Attackers), keep(e.Defenders)
	var ts []UnitID
	for _, t := range e.Targets {
		if t != id {
			ts = append(ts, t)
		}
	}
	e.Targets = ts
}

// pilotLands is called when a unit is destroyed with its crew: the pilot
// of an aircraft shot down in flight who survives comes down in the hex
// below, and is captured at once if enemy units stand there (VI.1.2).
func (g *Game) pilotLands(crew, lost *Unit) []Event {
	if crew == nil || !lost.InFlight || crew.Place != OnMap {
		return nil
	}
	crew.InFlight = false
	var captors []UnitID
	for _, e := range g.unitsIn(crew.Hex) {
		if canCapturePilot(e, crew) {
			captors = append(captors, e.ID)
		}
	}
	if len(captors) == 0 {
		return []Event{{Kind: EvPilotLanded, Side: crew.Side, Units: []UnitID{crew.ID}, Rule: "VI.1.2",
			Text: fmt.Sprintf("%s parachutes down into %s.", g.describe(crew), crew.Hex)}}
	}
	return g.capture(crew, UnconditionalFactor, "it parachuted down among enemy units in "+crew.Hex.String(), "VI.1.2")
}

// canCapturePilot: unit e, in the hex where pilot comes down, takes it
// prisoner: an enemy ground unit that is no structure or obstacle (the
// engagement model asks it too, engagement_model.go).
func canCapturePilot(e, pilot *Unit) bool {
	return e.Side == Enemy(pilot.Side) && !e.InFlight && e.Card.Ground() && e.Card.Class != units.Structure && e.Card.Class != units.Obstacle
}

// capturedBar says why u is not a captured unit of side's without a crew.
func (g *Game) capturedBar(u *Unit, side units.Side) error {
	switch {
	case u == nil || u.Side != side:
		return fmt.Errorf("that is not one of your units")
	case !u.Deployed() || !u.Captured:
		return fmt.Errorf("%s is not a captured unit on the map (VI.1.2)", g.describe(u))
	case u.Crew != 0:
		return fmt.Errorf("%s is already manned by %s", g.describe(u), g.describe(g.Unit(u.Crew)))
	}
	return nil
}

// manCaptured answers CmdManCaptured (VI.1.2: the captor supplies a crew).
func (g *Game) manCaptured(cmd Command) ([]Event, error) {
	u, c := g.Unit(cmd.Unit), g.Unit(cmd.Target)
	if err := g.capturedBar(u, cmd.Side); err != nil {
		return nil, err
	}
	need := u.Card.Special.RequiresCrew
	switch {
	case need == units.NoCrew:
		return nil, fmt.Errorf("%s needs no crew: it is in use already (VI.1.2)", g.describe(u))
	case c == nil || c.Side != cmd.Side || !c.Deployed():
		return nil, fmt.Errorf("unit %d is not one of your units on the map", cmd.Target)
	case c.Card.Class != units.Crew || c.Card.Special.CrewType != need:
		return nil, fmt.Errorf("%s is not a %s crew; %s needs one (VI.1.2, glossary Crew)", g.describe(c), need, g.describe(u))
	case c.Mans != 0:
		return nil, fmt.Errorf("%s already operates %s", g.describe(c), g.describe(g.Unit(c.Mans)))
	case c.Hex != u.Hex:
		return nil, fmt.Errorf("%s must stand in %s with %s to man it (VI.1.2)", g.describe(c), u.Hex, g.describe(u))
	case c.MovedStep == g.Step:
		return nil, fmt.Errorf("%s moved this phase; taking over a captured unit takes its Movement Phase (VI.1.2)", g.describe(c))
	case g.Unsupplied(c) || c.IdleIn(g.Players[c.Side].Turn):
		return nil, fmt.Errorf("%s is idle this turn and may not take over %s (V.3.2, Inset V.5)", g.describe(c), g.describe(u))
	}
	u.Crew, c.Mans, c.DugIn = c.ID, u.ID, false
	c.MovedStep, u.MovedStep = g.Step, g.Step
	return []Event{{Kind: EvCapturedManned, Side: cmd.Side, Units: []UnitID{u.ID, c.ID}, Rule: "VI.1.2",
		Text: fmt.Sprintf("%s mans the captured %s; it now pays supply like any unit (Inset V.4).", g.describe(c), g.describe(u))}}, nil
}

// destroyCaptured answers CmdDestroyCaptured: no score, no experience
// (VI.1.2); otherwise a loss like any other (structures.go's wreck): what
// it carried or towed rolls for survival (VI.3.6), a bridge or an airfield
// goes with it.
func (g *Game) destroyCaptured(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if err := g.capturedBar(u, cmd.Side); err != nil {
		return nil, err
	}
	return g.wreckAs(u, cmd.Side, Event{Kind: EvCapturedWrecked, Side: cmd.Side, Units: []UnitID{u.ID}, Rule: "VI.1.2",
		Text: fmt.Sprintf("%s destroys the captured %s; this scores nothing.", sideName(cmd.Side), g.describe(u))}), nil
}
