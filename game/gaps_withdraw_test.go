package game

import (
	"testing"

	"frontline/game/units"
)

// VI.2.3: "Certain Command Decisions including Surrender and Withdraw do
// not apply to aircraft in flight": a Mustang strafing a squad may not be
// named in a Withdraw; it leaves combat after even rounds instead (Q19).
func TestVI23_AircraftInFlightMayNotWithdraw(t *testing.T) {
	g := moveGame(t, units.US)
	p51, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	squad := addUnit(t, g, "de.mg42_team", units.Germany, "0909")
	mustApply(t, g, sortieCmd(p51, MissionStrafe, "0909", "0909", "1710"))
	endPhase(t, g)
	g.Players[units.US].Hand = []string{"withdraw"}
	mustApply(t, g, attackCmd(units.US, squad, p51))
	mustApply(t, g, retaliateCmd(units.Germany, p51, squad))
	if g.Pending.Kind != DecideEngagementStart || g.Pending.Side != units.US {
		t.Fatalf("pending %+v; want the US pause before initiative", g.Pending)
	}
	refused(t, g, Command{Kind: CmdPlayCard, Side: units.US, Card: "withdraw", Units: []UnitID{p51.ID}}, "aircraft in flight", "VI.2.3")
}

// VI.3.3, IV.3.8: a passenger rides with its carrier; it does not fall
// back out of it on its own.
func TestIV38_PassengerWithdrawsOnlyWithItsCarrier(t *testing.T) {
	g := combatGame(t, units.US)
	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "1010")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1010")
	sq.Aboard = ht.ID
	if bar := g.withdrawBar(sq); bar == "" {
		t.Fatal("a passenger may withdraw out of its halftrack")
	}
}
