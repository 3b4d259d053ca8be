package game

import (
	"testing"

	"frontline/game/scenario"
	"frontline/game/units"
)

// II.2.5 "forced out of the playable area": in a Skirmish a unit on a
// land hex at the map's edge may step off it with its crew; a side left
// with no units in play loses, and the enemy scores nothing for them.
func TestII25_LeavingThePlayableArea(t *testing.T) {
	g := moveGame(t, units.US)
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0101")
	inner := addUnit(t, g, "us.rifle_squad", units.US, "0505")
	refused(t, g, Command{Kind: CmdLeaveMap, Side: units.US, Unit: sh.ID}, "only a Skirmish", "II.2.5")
	withWin(g, scenario.Win{AtTurnLimit: scenario.LimitDraw, Skirmish: true}, 20)
	refused(t, g, Command{Kind: CmdLeaveMap, Side: units.US, Unit: inner.ID}, "map's edge", "II.2.5")
	evs := mustApply(t, g, Command{Kind: CmdLeaveMap, Side: units.US, Unit: sh.ID})
	if e, ok := hasEvent(evs, EvLeftMap); !ok || len(e.Units) != 2 || sh.Place != Away || crew.Place != Away || !sh.Departed {
		t.Fatalf("event %+v, tank %s, crew %s", e, sh.Place, crew.Place)
	}
	if g.DestroyedCost(units.Germany) != 0 {
		t.Fatal("the enemy scored the units that left")
	}
	for _, u := range g.Units { // the rest of the US force is gone too
		if u.Side == units.US && !u.Departed && u.Card.Class != units.Structure && u.Card.Class != units.Obstacle {
			u.Place = Destroyed
		}
	}
	evs = endTurn(t, g)
	if end, ok := hasEvent(evs, EvGameEnded); !ok || g.Result != "germany" || end.Rule != "II.2.5" {
		t.Fatalf("result %q, event %+v", g.Result, end)
	}
}
