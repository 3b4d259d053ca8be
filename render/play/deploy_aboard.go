package play

import (
	"frontline/game"
)

// Deploying aboard a ship (V.6.1, Table V.1 row 2): once a landing craft
// or ship has deployed in this Deployment Phase, a staged land unit picked
// in the list may go aboard it instead of onto a lit hex. The panel offers
// one "Aboard <ship>" button per such ship; the engine says which fit
// (Game.DeployAboardShips, CanDeployAboard) and a disabled button says why.

// aboardOrders adds the Aboard buttons for the picked staged unit to the
// panel's list (combat_orders.go); rebuilt with the panel, never per frame.
func (s *Scene) aboardOrders() {
	if !s.myDecision(game.PhaseDeployment) || s.planr.rush.on {
		return
	}
	e := s.entryOf(s.stagedSel)
	if e == nil {
		return
	}
	g := s.sess.Game()
	ships := g.DeployAboardShips(e.Unit.ID)
	if len(ships) == 0 {
		return
	}
	who := stagedName(e)
	for _, id := range ships {
		ship := g.Unit(id)
		why := ""
		if err := g.CanDeployAboard(e.Unit.ID, id); err != nil {
			why = upperFirst(err.Error())
		}
		b := s.planr.add("Aboard "+nameOf(ship)+" · "+ship.Hex.String(), why == "", why, func() { s.deployAboard(id) })
		b.newLine()
		if why == "" {
			b.b.Reason = "Put " + who + " aboard " + nameOf(ship) + " in " + s.placeName(ship.Hex) +
				"; it comes ashore in a later Movement Phase like any landing craft's cargo (V.6.1)"
		}
	}
}

// aboardCount is the number of ships the picked staged entry may be
// offered (for the panel's line); 0 outside the Deployment Phase.
func (s *Scene) aboardCount(e *StagedEntry) int {
	if !s.myDecision(game.PhaseDeployment) {
		return 0
	}
	return len(s.sess.Game().DeployAboardShips(e.Unit.ID))
}

// deployAboard puts the picked staged unit aboard ship.
func (s *Scene) deployAboard(ship game.UnitID) {
	g := s.sess.Game()
	id := s.stagedSel
	e := s.entryOf(id)
	if e == nil {
		return
	}
	who := stagedName(e)
	if s.do(game.Command{Kind: game.CmdDeployAboard, Unit: id, Target: ship}) {
		s.stagedSel = 0
		s.say(who+" is aboard "+nameOf(g.Unit(ship))+" in "+s.placeName(g.Unit(ship).Hex), false)
	}
}
