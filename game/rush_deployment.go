package game

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/units"
)

// Rush Deployment (IV.3.6, reading Q15). During its own turn a side plays
// Rush Deployment on staged units bought in an earlier turn; they may
// deploy in this turn's Deployment Phase, which the turn gets for the
// purpose when it is not a regular deployment turn (as for ships late by
// Table V.2). The regular schedule (turns 5, 10, 15 ...) is unchanged; a
// rushed unit left in the staging area waits for its own turn again.
// Readings: staged units are off the map, so the command network test of
// IV.3 cannot apply to them; the Forward HQ alone issues the order. Large
// ships keep their Table V.2 request (V.6.3) and are not rushed.

// CmdRushDeployment: rush the staged Command.Units (any phase of the
// side's own turn, the Rush Deployment card from the hand).
const CmdRushDeployment CommandKind = "rush_deployment"

// EvRushed: which staged units were rushed (secret: the staging area is
// private, III.4).
const EvRushed EventKind = "rushed"

func init() {
	register(CmdRushDeployment, DecidePhase, AnyPhase, (*Game).rushDeployment)
}

// rushBar says why the staged unit u cannot be rushed now, or "".
func (g *Game) rushBar(u *Unit) string {
	turn := g.Players[u.Side].Turn
	switch {
	case u.Place != Staged:
		return "it is not in the staging area (III.4)"
	case u.Mans != 0 && g.Unit(u.Mans).Place == Staged:
		return fmt.Sprintf("it crews %s and deploys with it; rush that unit", g.describe(g.Unit(u.Mans)))
	case needsConstruction(u.Card):
		return "it appears where Combat Engineers build it (Table V.1)"
	case u.Card.Special.Naval == units.LargeNaval:
		return "a large ship's arrival is decided by its request on Table V.2 (V.6.3)"
	case g.boughtThisTurn(u.ID):
		return "it was bought in this Operational Turn (IV.3.6, Q15)"
	case u.RushTurn == turn:
		return "it is already rushed this turn"
	case u.DeployTurn <= turn && turn%DeploymentEvery == 0:
		return "it deploys in this turn's Deployment Phase anyway (V.6)"
	}
	return ""
}

// boughtThisTurn: id was created by a purchase of this Operational Turn.
func (g *Game) boughtThisTurn(id UnitID) bool {
	return slices.ContainsFunc(g.Purchases, func(p Purchase) bool { return p.Step == g.Step && containsID(p.Units, id) })
}

// rushDeployment answers CmdRushDeployment.
func (g *Game) rushDeployment(cmd Command) ([]Event, error) {
	side := cmd.Side
	c, err := g.orderCard(side, cards.RushDeployment, cards.DuringDeployment)
	if err != nil {
		return nil, err
	}
	if len(cmd.Units) == 0 {
		return nil, fmt.Errorf("Rush Deployment names the staged units it brings forward (IV.3.6)")
	}
	if err := g.orderUnits(side, cmd.Units, g.rushBar, "rushed"); err != nil {
		return nil, err
	}
	_, played := g.spendCard(side, string(cards.RushDeployment), c, nil, nil)
	turn := g.Players[side].Turn
	for _, id := range cmd.Units {
		g.Unit(id).RushTurn = turn
	}
	played.Text += " Staged units will deploy at the end of this turn; the regular schedule is unchanged."
	return []Event{played, {Kind: EvRushed, Side: side, Units: cmd.Units, Rule: c.Rule, Secret: true,
		Text: fmt.Sprintf("%d staged unit(s) may deploy in this turn's Deployment Phase (IV.3.6).", len(cmd.Units))}}, nil
}

// rushedNow: u is staged and rushed for this turn.
func (g *Game) rushedNow(u *Unit) bool {
	return u.Place == Staged && u.RushTurn > 0 && u.RushTurn == g.Players[u.Side].Turn
}

// rushPending: side has rushed units waiting to deploy this turn.
func (g *Game) rushPending(side units.Side) bool {
	return slices.ContainsFunc(g.Units, func(u *Unit) bool { return u.Side == side && g.rushedNow(u) })
}
