package game

import (
	"fmt"

	"frontline/game/units"
)

// Digging in (glossary Dig In, VI.2.4, III.11): a unit with the Dig In
// characteristic spends its Movement Phase idle and rolls a d6; 3-6 digs
// it in for +2 Defense until it moves. A failure may be tried again on a
// later turn.
const (
	DigInNeed  = 3 // d6 of 3 or more
	DigInBonus = 2 // added to the unit's Defense while dug in
)

// CmdDigIn: Command.Unit spends this Movement Phase digging in.
const CmdDigIn CommandKind = "dig_in"

const (
	// EvDugIn: the unit dug in.
	EvDugIn EventKind = "dug_in"
	// EvDigInFailed: the roll failed; the unit stays as it was.
	EvDigInFailed EventKind = "dig_in_failed"
)

func init() {
	register(CmdDigIn, DecidePhase, PhaseMovement, (*Game).digIn)
}

// CanDigIn says why unit id cannot dig in now, or returns nil.
func (g *Game) CanDigIn(id UnitID) error {
	u := g.Unit(id)
	if u == nil {
		return fmt.Errorf("there is no unit %d", id)
	}
	if err := g.movePhaseBar(u, false); err != nil {
		return err
	}
	return g.digInBar(u)
}

// digInBar says why u, a unit of the active side, cannot dig in. A crew
// operating a unit is inside it and digs in only when it leaves it.
func (g *Game) digInBar(u *Unit) error {
	name := g.describe(u)
	switch {
	case !u.Deployed():
		return fmt.Errorf("%s is not on the map", name)
	case !u.Card.Special.DigIn || (u.Card.Class != units.Infantry && u.Card.Class != units.Crew):
		return fmt.Errorf("%s cannot dig in: only infantry and crews with Dig In can (VI.2.4)", name)
	case u.Mans != 0 && g.Unit(u.Mans).Deployed():
		return fmt.Errorf("%s operates %s and cannot dig in on its own (glossary, Dig In)", name, g.describe(g.Unit(u.Mans)))
	case g.transportOf(u) != nil: // transport.go
		return fmt.Errorf("%s is in transit aboard %s and cannot dig in (VI.3.3)", name, g.describe(g.transportOf(u)))
	case u.DugIn:
		return fmt.Errorf("%s is already dug in", name)
	case g.shelterOf(u) != nil: // emplacement.go
		return fmt.Errorf("%s is within %s and may not dig in (glossary, Emplacement)", name, g.describe(g.shelterOf(u)))
	case u.MovedStep == g.Step:
		return fmt.Errorf("%s moved this phase; digging in needs an idle Movement Phase (glossary, Dig In)", name)
	case u.DigStep == g.Step:
		return fmt.Errorf("%s has already tried to dig in this phase (glossary, Dig In)", name)
	case g.Unsupplied(u):
		return fmt.Errorf("%s is unsupplied this turn and may not perform special functions (V.3.2)", name)
	case u.IdleIn(g.Players[u.Side].Turn):
		return fmt.Errorf("%s is busy with another idle function this turn (VI.2.4)", name)
	case g.eventIdle(u) != "": // event_ongoing.go: idle_units (III.6.3)
		return fmt.Errorf("%s cannot dig in: %s", name, g.eventIdleBar(u))
	}
	return nil
}

// digIn handles CmdDigIn.
func (g *Game) digIn(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if err := g.digInBar(u); err != nil {
		return nil, err
	}
	v := g.dice.D6("dig in", "VI.2.4")
	u.DigStep = g.Step
	ev := Event{Side: u.Side, Units: []UnitID{u.ID}, Amount: v, Rule: "VI.2.4", Rolls: g.dice.TakeRolls()}
	if v >= DigInNeed {
		u.DugIn = true
		ev.Kind = EvDugIn
		ev.Text = fmt.Sprintf("%s digs in at %s (d6 %d, needs %d+): Defense +%d until it moves.", g.describe(u), u.Hex, v, DigInNeed, DigInBonus)
	} else {
		ev.Kind = EvDigInFailed
		ev.Text = fmt.Sprintf("%s fails to dig in at %s (d6 %d, needs %d+); it may try again next turn.", g.describe(u), u.Hex, v, DigInNeed)
	}
	return []Event{ev}, nil
}
