package game

import (
	"slices"
	"strings"
	"testing"

	"frontline/game/units"
)

// V.6.1: the queries the client offers "Aboard <ship>" buttons with
// agree with CmdDeployAboard and change nothing.
func TestV61_DeployAboardQueries(t *testing.T) {
	g, _ := newTestGame(t, 1)
	noEvents(g)
	bought := func(card string) *Unit {
		e, _ := hasEvent(mustApply(t, g, buyCmd(units.US, card, 1, "")), EvBought)
		return g.Unit(e.Units[0])
	}
	boat, sq1, sq2 := bought("us.lcvp"), bought("us.rifle_squad"), bought("us.rifle_squad")
	toPhase(t, g, units.US, 5, PhaseDeployment)
	if s := g.DeployAboardShips(sq1.ID); len(s) != 0 {
		t.Fatalf("ships before any deployed this phase: %v", s)
	}
	mustApply(t, g, deployCmd(boat, "1710"))
	if s := g.DeployAboardShips(sq1.ID); !slices.Equal(s, []UnitID{boat.ID}) {
		t.Fatalf("ships for the squad: %v, want the LCVP %d", s, boat.ID)
	}
	if s := g.DeployAboardShips(boat.ID); len(s) != 0 {
		t.Errorf("a ship is offered ships: %v", s)
	}
	old := tpUnit(t, g, "us.lcvp", 1)
	if err := g.CanDeployAboard(sq1.ID, old.ID); err == nil || !strings.Contains(err.Error(), "has not deployed in this Deployment Phase") {
		t.Errorf("aboard the LCVP on the map since the start: %v", err)
	}
	if err := g.CanDeployAboard(sq1.ID, boat.ID); err != nil {
		t.Fatalf("aboard the new LCVP: %v", err)
	}
	if sq1.Place != Staged || sq1.Aboard != 0 {
		t.Fatalf("the query moved the squad: %+v", sq1)
	}
	mustApply(t, g, deployAboardCmd(sq1, boat))
	if err := g.CanDeployAboard(sq2.ID, boat.ID); err == nil || !strings.Contains(err.Error(), "room for 10 soldiers") {
		t.Errorf("a second squad aboard the full LCVP: %v", err)
	}
	if s := g.DeployAboardShips(sq1.ID); len(s) != 0 {
		t.Errorf("the squad aboard is still offered ships: %v", s)
	}
}
