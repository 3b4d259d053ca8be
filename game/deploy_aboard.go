package game

import (
	"fmt"

	"frontline/game/units"
)

// Deploying aboard a transport (V.6.1, Table V.1 row 2): a staged land
// unit may deploy on an own naval unit that deploys in the same
// Deployment Phase and has room for it (transport.go counts the room).
// It then comes ashore like any passenger of a landing ship.

// CmdDeployAboard: the staged unit Command.Unit deploys aboard
// Command.Target, a ship deployed in this Deployment Phase; a crewed unit
// brings its crew.
const CmdDeployAboard CommandKind = "deploy_aboard"

// EvDeployedAboard: Units are the unit (and its crew) and the ship.
const EvDeployedAboard EventKind = "deployed_aboard"

func init() {
	register(CmdDeployAboard, DecidePhase, PhaseDeployment, (*Game).deployAboard)
}

// deployedThisPhase: ship id was deployed by a command of the current
// Deployment Phase (since the last end_phase of the log).
func (g *Game) deployedThisPhase(id UnitID) bool {
	for i := len(g.log) - 1; i >= 0 && g.log[i].Kind != CmdEndPhase; i-- {
		if g.log[i].Kind == CmdDeploy && g.log[i].Unit == id {
			return true
		}
	}
	return false
}

func (g *Game) deployAboard(cmd Command) ([]Event, error) {
	u, ship := g.Unit(cmd.Unit), g.Unit(cmd.Target)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if err := g.deployReady(u); err != nil {
		return nil, err
	}
	switch {
	case ship == nil || ship.Side != u.Side || ship.Card.Class != units.Ship:
		return nil, fmt.Errorf("%s may deploy aboard one of your naval units only (Table V.1)", g.describe(u))
	case !ship.Deployed() || !g.deployedThisPhase(ship.ID):
		return nil, fmt.Errorf("%s has not deployed in this Deployment Phase; land units deploy aboard naval units deploying the same turn (Table V.1)", g.describe(ship))
	case !u.Card.Ground():
		return nil, fmt.Errorf("%s is not a land unit (Table V.1)", g.describe(u))
	}
	if err := g.roomBar(u, ship, false); err != nil {
		return nil, err
	}
	moved := []UnitID{u.ID}
	u.Place, u.Hex, u.DeployTurn, u.Aboard = OnMap, ship.Hex, 0, ship.ID
	text := fmt.Sprintf("%s deploys aboard %s in %s", g.describe(u), g.describe(ship), ship.Hex)
	if c := g.Unit(u.Crew); c != nil && c.Place == Staged {
		c.Place, c.Hex, c.DeployTurn = OnMap, ship.Hex, 0
		moved = append(moved, c.ID)
		text += fmt.Sprintf(" with its %s", g.describe(c))
	}
	return []Event{{Kind: EvDeployedAboard, Side: u.Side, Units: append(moved, ship.ID), Rule: "V.6.1", Secret: g.Rules.FogOfWar,
		Text: text + " (V.6.1, Table V.1)."}}, nil
}
