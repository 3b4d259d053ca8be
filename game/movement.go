package game

import (
	"fmt"
	"strings"

	"frontline/game/hex"
	"frontline/game/units"
)

// Ground movement in the Movement Phase (V.4, III.3.1, VI.2.4, VII.4.2).

// CmdMove: Command.Unit moves along Command.Path, each hex adjacent to the
// one before, the start hex left out (Movement Phase). A crewed unit takes
// its crew along.
const CmdMove CommandKind = "move"

const (
	// EvMoved: a unit (and its crew) moved; Units lists them.
	EvMoved EventKind = "moved"
	// EvTerrainCheck: one terrain roll on a move, passed or failed.
	EvTerrainCheck EventKind = "terrain_check"
	// EvCrossingDamage: a vehicle was damaged by a failed river crossing.
	EvCrossingDamage EventKind = "crossing_damage"
)

func init() {
	register(CmdMove, DecidePhase, PhaseMovement, (*Game).move)
}

// CanMove says why unit id cannot start a move now, or returns nil.
func (g *Game) CanMove(id UnitID) error {
	u := g.Unit(id)
	if u == nil {
		return fmt.Errorf("there is no unit %d", id)
	}
	if err := g.movePhaseBar(u); err != nil {
		return err
	}
	return g.moveBar(u)
}

// movePhaseBar checks that it is u's side's Movement Phase.
func (g *Game) movePhaseBar(u *Unit) error {
	if g.Over || u.Side != g.Active || g.Pending.Kind != DecidePhase || g.Phase != PhaseMovement {
		return fmt.Errorf("%s moves only in its own side's Movement Phase (V.4)", g.describe(u))
	}
	return nil
}

// moveBar says why u, a unit of the active side, cannot move now.
func (g *Game) moveBar(u *Unit) error {
	c := u.Card
	if err := g.transitMoveBar(u); err != nil { // transport.go: passengers and towed guns go with their carrier
		return err
	}
	switch {
	case !u.Deployed():
		return refusef("%s is not on the map", g.describe(u))
	case g.shipsHeld(u) != "": // event_ongoing.go: naval_no_move (III.6.3)
		return refusef("%s may not move while %s is in force (III.6.3)", g.describe(u), g.shipsHeld(u))
	case (!c.Ground() && !isShip(u)) || u.InFlight: // naval.go: ships sail in the Movement Phase
		return refusef("%s is not a ground unit or a ship; aircraft fly sorties (VI.2.2)", g.describe(u))
	case c.Special.Immobile:
		return refusef("%s may not move once placed (glossary, Immobile)", g.describe(u))
	case u.Face().Movement <= 0 && c.Class == units.Gun:
		return refusef("%s has Movement 0: it can only be towed (glossary, Towed Gun)", g.describe(u))
	case u.Face().Movement <= 0:
		return refusef("%s has Movement 0", g.describe(u))
	case u.Mans != 0 && g.Unit(u.Mans).Deployed():
		return refusef("%s operates %s and moves with it; move %s instead", g.describe(u), g.describe(g.Unit(u.Mans)), g.describe(g.Unit(u.Mans)))
	case c.Special.RequiresCrew != units.NoCrew && u.Crew == 0:
		return refusef("%s has no crew to operate it (glossary, Crew)", g.describe(u))
	case u.MovedStep == g.Step && !g.mayGoOn(u): // transport.go: a carrier goes on after a pickup (VI.3.3)
		return refusef("%s has already moved this Movement Phase (V.4)", g.describe(u))
	case u.DigStep == g.Step:
		return refusef("%s spent this Movement Phase digging in (glossary, Dig In)", g.describe(u))
	}
	if err := g.pushRest(u); err != nil { // push.go (IV.3.5)
		return err
	}
	turn := g.Players[u.Side].Turn
	for _, m := range g.moveGroup(u) {
		switch {
		case g.Unsupplied(m):
			return refusef("%s is unsupplied this turn and may not move (V.3.2)", g.describe(m))
		case m.IdleIn(turn):
			return refusef("%s is busy with an idle function this turn (VI.2.4)", g.describe(m))
		case g.eventIdle(m) != "": // event_ongoing.go: idle_units (III.6.3)
			return refusef("%s may not move: %s", g.describe(m), g.eventIdleBar(m))
		}
	}
	return nil
}

// moveGroup is u and the crew that moves with it, with everything it
// carries or tows (transport.go).
func (g *Game) moveGroup(u *Unit) []*Unit {
	group := []*Unit{u}
	if cr := g.Unit(u.Crew); cr != nil && cr.Deployed() && cr.Hex == u.Hex {
		group = append(group, cr)
	}
	return g.withLoad(group)
}

// pathBar checks the whole route before anything moves: length within the
// Movement value (the current hex counts zero, V.4), adjacency, terrain
// that is closed to u, and enemy units in the way.
func (g *Game) pathBar(u *Unit, path []hex.Hex) error {
	if len(path) == 0 {
		return fmt.Errorf("%s: the move names no hexes", g.describe(u))
	}
	if err := g.allowanceBar(u, path); err != nil { // transport.go: towing, pickups, event cards, Hit & Run
		return err
	}
	from := u.Hex
	for _, to := range path {
		if hex.Distance(from, to) != 1 {
			return fmt.Errorf("%s: %s is not next to %s", g.describe(u), to, from)
		}
		if err := g.terrainBar(u, from, to); err != nil {
			return err
		}
		if err := g.passBar(u, u.Hex, from, to); err != nil {
			return err
		}
		from = to
	}
	return nil
}

// move handles CmdMove: validate everything, then walk the path rolling
// the terrain checks in order; a failed check stops the unit in the last
// hex it reached and ends its move.
func (g *Game) move(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if err := g.moveBar(u); err != nil {
		return nil, err
	}
	if err := g.pathBar(u, cmd.Path); err != nil {
		return nil, err
	}
	group := g.moveGroup(u)
	mv, _ := g.moveAllowance(u, cmd.Path)
	rec := MoveRecord{Step: g.Step, Seq: len(g.log)}
	for _, m := range group {
		rec.Units = append(rec.Units, MovedUnit{ID: m.ID, From: m.Hex, DugIn: m.DugIn, MovedStep: m.MovedStep, MoveLeft: m.MoveLeft, FoundAt: m.FoundAt, Entered: m.Entered})
	}
	var evs []Event
	start, at, rolled := u.Hex, u.Hex, false
	reached := []string{start.String()}
walk:
	for _, to := range cmd.Path {
		for _, dc := range g.groupChecks(u, at, to) { // towing.go: each tow of a Towed Gun (X, 2) rolls
			rolled = true
			ev, ok := g.rollTerrain(dc.u, dc.chk, at, to)
			evs = append(evs, ev...)
			if !ok {
				break walk
			}
		}
		at = to
		reached = append(reached, to.String())
		if g.crossObstacles(u, to, &evs, &rec) { // obstacles.go: glossary, Obstacle
			break
		}
	}
	for _, h := range cmd.Path[:len(reached)-1] {
		if rec.Barred == "" && g.enemyPresent(u.Side, h) {
			rec.Barred = fmt.Sprintf("%s met the enemy in %s", g.describe(u), h)
		}
	}
	if rolled {
		rec.Barred = fmt.Sprintf("%s rolled dice for a terrain check, and rolls stand (III.3.1)", g.describe(u))
	}
	ids := make([]UnitID, 0, len(group))
	dugOut := false
	for _, m := range group {
		if at != start {
			m.FoundAt = "" // recon.go: moving to another hex makes a found hidden unit hidden again (glossary, Hidden)
		}
		// miniatures_units.go: the hexside it came in by (IX.4.3)
		m.Entered = enteredBy(start, cmd.Path[:len(reached)-1], m.Entered)
		m.Hex, m.MovedStep, m.Shelter = at, g.Step, 0 // emplacement.go: moving leaves any shelter
		dugOut = dugOut || m.DugIn
		m.DugIn = false // leaving the foxholes, even for a crossing that fails (III.11)
		ids = append(ids, m.ID)
	}
	g.noteMoveLeft(group, mv, len(reached)-1, len(cmd.Path)) // transport.go (VI.3.3)
	text := fmt.Sprintf("%s moves %s (%d of %d).", g.describe(u), strings.Join(reached, " → "), len(reached)-1, mv)
	if len(reached) == 1 {
		text = fmt.Sprintf("%s stays in %s; its move is spent.", g.describe(u), start)
	}
	if dugOut {
		text += " It is no longer dug in."
	}
	evs = append(evs, Event{Kind: EvMoved, Side: u.Side, Units: ids, Amount: len(reached) - 1, Rule: "V.4", Text: text})
	g.pushUndo(rec)
	return evs, nil
}

// rollTerrain rolls one check for u and applies a failure; the crew
// inside shares the unit's fate and is not rolled for.
func (g *Game) rollTerrain(u *Unit, chk terrainCheck, from, to hex.Hex) ([]Event, bool) {
	v := g.dice.D10(chk.What, "III.3.1")
	ok := v >= chk.Need
	verdict := "passes"
	if !ok {
		verdict = fmt.Sprintf("fails and stays in %s", from)
	}
	ev := Event{Kind: EvTerrainCheck, Side: u.Side, Units: []UnitID{u.ID}, Amount: v, Rule: chk.Rule, Rolls: g.dice.TakeRolls(),
		Text: fmt.Sprintf("%s tries to %s from %s into %s: needs %d+ on d10, rolls %d, %s.", g.describe(u), chk.What, from, to, chk.Need, v, verdict)}
	evs := []Event{ev}
	if ok || !chk.Damages {
		return evs, ok
	}
	// A second failed crossing leaves a damaged vehicle damaged: the rule
	// only says "damaged", and destruction needs combat (VI.7).
	text := fmt.Sprintf("%s is damaged in the river.", g.describe(u))
	if u.Damaged {
		text = fmt.Sprintf("%s was already damaged and stays so.", g.describe(u))
	}
	u.Damaged = true
	return append(evs, Event{Kind: EvCrossingDamage, Side: u.Side, Units: []UnitID{u.ID}, Rule: "III.3.1", Text: text}), false
}
