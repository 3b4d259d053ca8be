package game

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/units"
)

// Push (IV.3.5). In its own Movement Phase a side plays Push on units
// that have not moved yet: each may go 1 hex further this phase (aircraft
// 3, ships 1; ships sail by naval.go, a pushed flight flies 3 hexes
// further on this turn's legs, air_sortie.go). Pushed
// infantry, and crews on foot, may not move in the side's next Movement
// Phase. Damaged vehicles, tanks, aircraft and ships may not be pushed,
// and no unit is pushed twice within five of its side's Movement Phases.
// The card needs no initiative check.

// CmdPush: push Command.Units (Movement Phase, the Push card from the
// hand).
const CmdPush CommandKind = "push"

func init() {
	register(CmdPush, DecidePhase, PhaseMovement, (*Game).push)
}

func (g *Game) pushParams() cards.PushParams {
	if c, ok := g.content.Commands.Get(cards.Push); ok && c.Push != nil {
		return *c.Push
	}
	return cards.PushParams{Infantry: 1, Vehicle: 1, Ship: 1, Aircraft: 3, InfantryRestPhases: 1, CooldownPhases: 5, PerEngagement: 1}
}

// mechanised: vehicles, tanks, aircraft and ships (IV.3.5).
func mechanised(c *units.Card) bool {
	switch c.Class {
	case units.Vehicle, units.Tank, units.Aircraft, units.Ship:
		return true
	}
	return false
}

// pushBar says why u cannot be pushed now, or "".
func (g *Game) pushBar(u *Unit) string {
	p := g.pushParams()
	turn := g.Players[u.Side].Turn
	switch {
	case u.Damaged && mechanised(u.Card) && !p.DamagedMechanised:
		return "damaged vehicles, tanks, aircraft and ships may not be pushed (IV.3.5)"
	case u.PushTurn > 0 && turn-u.PushTurn < p.CooldownPhases:
		return fmt.Sprintf("it was pushed on turn %d; a unit is pushed at most once every %d Movement Phases (IV.3.5)", u.PushTurn, p.CooldownPhases)
	}
	move := func(u *Unit) error { return g.moveBar(u, false) }
	if u.Card.Class == units.Aircraft {
		move = g.sortieBar // air_sortie.go: pushed before its sortie is declared
	}
	if err := move(u); err != nil {
		return err.Error()
	}
	return ""
}

// push answers CmdPush.
func (g *Game) push(cmd Command) ([]Event, error) {
	side := cmd.Side
	c, err := g.orderCard(side, cards.Push, cards.DuringMovement)
	if err != nil {
		return nil, err
	}
	if len(cmd.Units) == 0 {
		return nil, fmt.Errorf("Push names the units it drives on (IV.3.5)")
	}
	if err := g.orderUnits(side, cmd.Units, g.pushBar, "pushed"); err != nil {
		return nil, err
	}
	if err := g.commandReach(c, cmd.Units); err != nil {
		return nil, err
	}
	_, played := g.spendCard(side, string(cards.Push), c, cmd.Units, nil)
	turn := g.Players[side].Turn
	for _, id := range cmd.Units {
		u := g.Unit(id)
		u.PushStep, u.PushTurn = g.Step, turn
	}
	played.Text += " The pushed units may go further this Movement Phase; pushed infantry rest in the next one."
	return []Event{played}, nil
}

// pushBonus is the extra movement a push gives u in this Movement Phase.
func (g *Game) pushBonus(u *Unit) int {
	p := g.pushParams()
	switch {
	case u.PushStep != g.Step:
		return 0
	case u.Card.Class == units.Aircraft: // the whole turn's flight, the leg home after combat too
		return p.Aircraft
	case g.Phase != PhaseMovement:
		return 0
	case u.Card.Class == units.Ship:
		return p.Ship
	case moverOf(u.Card) == onFoot:
		return p.Infantry
	}
	return p.Vehicle
}

// movementOf is u's Movement this phase, a push included.
func (g *Game) movementOf(u *Unit) int { return u.Face().Movement + g.pushBonus(u) }

// pushRest says why u, pushed infantry, must rest this Movement Phase.
func (g *Game) pushRest(u *Unit, q quiet) error {
	turn := g.Players[u.Side].Turn
	if moverOf(u.Card) == onFoot && u.PushTurn > 0 && u.PushStep != g.Step && turn > u.PushTurn && turn <= u.PushTurn+g.pushParams().InfantryRestPhases {
		return q.refuse("%s was pushed last turn and must rest this Movement Phase (IV.3.5)", named(u))
	}
	return nil
}
