package game

import (
	"testing"

	"frontline/game/units"
)

func deployAboardCmd(u, ship *Unit) Command {
	return Command{Kind: CmdDeployAboard, Side: u.Side, Unit: u.ID, Target: ship.ID}
}

// V.6.1, Table V.1: a staged land unit may deploy aboard a naval unit
// deploying in the same phase, within its room; it comes ashore later
// like any landing ship's cargo.
func TestV61_DeployAboardALandingCraftDeployingThisTurn(t *testing.T) {
	g, _ := newTestGame(t, 1)
	noEvents(g) // event_effects_test.go: Bari must stay held
	bought := func(card string) *Unit {
		e, _ := hasEvent(mustApply(t, g, buyCmd(units.US, card, 1, "")), EvBought)
		return g.Unit(e.Units[0])
	}
	boat, sq1, sq2 := bought("us.lcvp"), bought("us.rifle_squad"), bought("us.rifle_squad")
	toPhase(t, g, units.US, 5, PhaseDeployment)
	old := tpUnit(t, g, "us.lcvp", 1) // on the map since the start
	refused(t, g, deployAboardCmd(sq1, boat), "has not deployed in this Deployment Phase", "Table V.1")
	refused(t, g, deployAboardCmd(sq1, old), "has not deployed in this Deployment Phase", "Table V.1")
	mustApply(t, g, deployCmd(boat, "1710"))
	refused(t, g, deployAboardCmd(sq1, sq2), "naval units only", "Table V.1")
	evs := mustApply(t, g, deployAboardCmd(sq1, boat))
	e, ok := hasEvent(evs, EvDeployedAboard)
	if !ok || e.Rule != "V.6.1" || !containsID(e.Units, boat.ID) || sq1.Aboard != boat.ID || sq1.Hex != boat.Hex || sq1.Place != OnMap {
		t.Fatalf("deployed %+v; squad %+v", e, sq1)
	}
	refused(t, g, deployAboardCmd(sq2, boat), "room for 10 soldiers", "VI.3.1")

	toPhase(t, g, units.US, 6, PhaseMovement)
	evs = mustApply(t, g, disembarkCmd(sq1))
	if _, ok := hasEvent(evs, EvDisembarked); !ok || sq1.Aboard != 0 {
		t.Fatalf("the squad did not come ashore: %+v", sq1)
	}
	// No saveAndReload: emptying the event deck is not a command, so a
	// replay would differ; TestVI3_RandomPlayKeepsTransportInvariants
	// replays transport orders.
}
