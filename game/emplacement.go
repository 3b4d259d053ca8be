package game

import (
	"fmt"

	"frontline/game/units"
)

// Emplacements (glossary Emplacement, Inset III.2 item 2): an emplacement
// with Shelter (the Panther turret) holds its crew and one infantry unit
// and shields them until it is destroyed.
//
// Readings:
//   - A unit of infantry (squad or team) of the emplacement's side is
//     declared within it in the Movement Phase, after moving or instead
//     of moving; it comes out by moving away or by CmdLeaveShelter in a
//     Movement Phase. One unit besides the crew (the crew operates it
//     from inside already).
//   - "Shielded" means out of reach: while the emplacement stands, the
//     units within are no targets of attacks, fire missions or events;
//     the enemy hits the emplacement, and when it falls they stand in the
//     hex unprotected. Units within still fire from it.
//   - Clearing: enemy infantry in the emplacement's hex may attack the
//     infantry within directly (the sheltered unit and the crew, who are
//     infantry for targeting), with their own Defense; the emplacement
//     itself is no cover against them.
//   - Units within may not dig in, and a dug-in unit leaves its foxholes
//     to enter.
//   - In a stack they sit directly under the emplacement (Inset III.2).

// Commands of emplacements.
const (
	// CmdEnterShelter: Command.Unit, an infantry unit, goes within
	// Command.Target, an own emplacement with Shelter in its hex.
	CmdEnterShelter CommandKind = "enter_shelter"
	// CmdLeaveShelter: Command.Unit comes out of its emplacement.
	CmdLeaveShelter CommandKind = "leave_shelter"
)

// EvShelter: a unit went into or came out of an emplacement.
const EvShelter EventKind = "shelter"

func init() {
	register(CmdEnterShelter, DecidePhase, PhaseMovement, (*Game).enterShelter)
	register(CmdLeaveShelter, DecidePhase, PhaseMovement, (*Game).leaveShelter)
}

// shelterOf is the emplacement u is within, or nil.
func (g *Game) shelterOf(u *Unit) *Unit {
	e := g.Unit(u.Shelter)
	if e == nil || e == u || !e.Deployed() || !u.Deployed() || e.Hex != u.Hex || e.Side != u.Side || g.transportOf(u) != nil {
		return nil
	}
	return e
}

// shelters: e is an emplacement that can take units in.
func shelters(e *Unit) bool {
	return e.Card.Class == units.Emplacement && e.Card.Special.Shelter
}

// occupant is the unit within e besides its crew, or nil.
func (g *Game) occupant(e *Unit) *Unit {
	for _, u := range g.unitsIn(e.Hex) {
		if g.shelterOf(u) == e {
			return u
		}
	}
	return nil
}

// stackedUnder is the unit u sits directly under in a stack (Inset
// III.2): its carrier, or the emplacement it shelters in.
func (g *Game) stackedUnder(u *Unit) *Unit {
	if c := g.carrier(u); c != nil {
		return c
	}
	return g.shelterOf(u)
}

// clears: infantry u in the hex of an enemy emplacement attacks t, an
// infantry unit within it (the sheltered unit or the crew): the clearing
// of the glossary.
func (g *Game) clears(u, t *Unit) bool {
	e := g.shelterOf(t)
	if e == nil && t.Card.Class == units.Crew {
		if c := g.carrier(t); c != nil && c.Card.Class == units.Emplacement && c.Crew == t.ID {
			e = c
		}
	}
	return e != nil && u.Side != t.Side && u.Card.Class == units.Infantry && u.Deployed() &&
		g.transportOf(u) == nil && u.Hex == e.Hex && t.Card.TargetKind() == units.TargetInfantry
}

// targetBarFor is targetBar for an attack by u: clearing infantry reach
// the infantry within an emplacement.
func (g *Game) targetBarFor(u, t *Unit) string {
	if g.clears(u, t) {
		return ""
	}
	return g.targetBar(t)
}

// shelterBar says why u cannot go within e now, or "".
func (g *Game) shelterBar(u, e *Unit) string {
	switch {
	case !u.Deployed():
		return "it is not on the map"
	case u.Card.Class != units.Infantry:
		return "only infantry take shelter in an emplacement besides its crew (glossary, Emplacement)"
	case g.transportOf(u) != nil:
		return "it must get off its transport first (VI.3.3)"
	case g.Unsupplied(u):
		return "it is unsupplied this turn and may not move (V.3.2)"
	case u.IdleIn(g.Players[u.Side].Turn) || g.eventIdle(u) != "":
		return "it is busy with an idle function this turn (VI.2.4)"
	case g.shelterOf(u) != nil:
		return fmt.Sprintf("it is already within %s (glossary, Emplacement)", g.describe(g.shelterOf(u)))
	case e == nil || e.Side != u.Side || !e.Deployed() || !shelters(e):
		return "the target is no emplacement of yours that shelters troops (glossary, Emplacement)"
	case e.Hex != u.Hex:
		return fmt.Sprintf("%s is in %s, not in its hex (glossary, Emplacement)", g.describe(e), e.Hex)
	case g.occupant(e) != nil:
		return fmt.Sprintf("%s already holds %s besides its crew (glossary, Emplacement)", g.describe(e), g.describe(g.occupant(e)))
	}
	return ""
}

// enterShelter answers CmdEnterShelter.
func (g *Game) enterShelter(cmd Command) ([]Event, error) {
	u, e := g.Unit(cmd.Unit), g.Unit(cmd.Target)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if b := g.shelterBar(u, e); b != "" {
		return nil, fmt.Errorf("%s cannot take shelter: %s", g.describe(u), b)
	}
	text := fmt.Sprintf("%s takes shelter in %s.", g.describe(u), g.describe(e))
	if u.DugIn {
		text += " It leaves its foxholes."
	}
	u.Shelter, u.DugIn = e.ID, false
	return []Event{{Kind: EvShelter, Side: u.Side, Units: []UnitID{u.ID, e.ID}, Rule: "glossary, Emplacement", Text: text}}, nil
}

// leaveShelter answers CmdLeaveShelter.
func (g *Game) leaveShelter(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	e := g.shelterOf(u)
	if e == nil {
		return nil, fmt.Errorf("%s is within no emplacement (glossary, Emplacement)", g.describe(u))
	}
	u.Shelter = 0
	return []Event{{Kind: EvShelter, Side: u.Side, Units: []UnitID{u.ID, e.ID}, Rule: "glossary, Emplacement",
		Text: fmt.Sprintf("%s comes out of %s.", g.describe(u), g.describe(e))}}, nil
}

// leaveTransport undoes u's transport and shelter links as it leaves the
// map for a while (an event card's withdrawal): it rides and tows nothing
// and shelters no one, and what it carried or towed stays in the hex on
// its own. Without this a returning unit could come back still "aboard"
// (random play found a towed gun withdrawn with its tow link standing).
func (g *Game) leaveTransport(u *Unit) {
	u.Aboard, u.TowedBy, u.Shelter = 0, nil, 0
	for _, p := range g.Units {
		if p.Aboard == u.ID {
			p.Aboard = 0
		}
		if containsID(p.TowedBy, u.ID) {
			p.TowedBy = nil
		}
		if p.Shelter == u.ID {
			p.Shelter = 0
		}
	}
}
