package game

import (
	"fmt"

	"frontline/game/units"
)

// DeployAboardShips lists the naval units on which the staged unit id
// might deploy now (V.6.1, Table V.1 row 2): its side's ships deployed in
// this Deployment Phase, whether or not it fits (CanDeployAboard says).
// None when id is no land unit or cannot leave the staging area now.
func (g *Game) DeployAboardShips(id UnitID) []UnitID {
	u := g.Unit(id)
	if u == nil || !u.Card.Ground() || g.deployReady(u) != nil {
		return nil
	}
	var out []UnitID
	for _, s := range g.Units {
		if s.Side == u.Side && s.Card.Class == units.Ship && s.Deployed() && g.deployedThisPhase(s.ID) {
			out = append(out, s.ID)
		}
	}
	return out
}

// CanDeployAboard says why the staged unit id cannot deploy aboard ship
// now, or returns nil. It runs CmdDeployAboard's own handler on a
// throwaway copy, so the answer never drifts from the order's checks.
func (g *Game) CanDeployAboard(id, ship UnitID) error {
	u := g.Unit(id)
	if u == nil {
		return fmt.Errorf("there is no unit %d", id)
	}
	c := g.cloneState()
	c.log = g.log // read only: deployedThisPhase looks back to the phase's start
	_, err := c.deployAboard(Command{Kind: CmdDeployAboard, Side: u.Side, Unit: id, Target: ship})
	return err
}
