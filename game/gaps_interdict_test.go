package game

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// VI.7.6.2 Interdict, IV.3.8: Germany plays Withdraw and loses the check
// (2 against 9); after the US bonus round the US is asked whether to
// interdict, and its 105mm hits (12 + 5 against 15): the squad is held in
// the fight. When the next round ends it checks again to withdraw.
func TestVI762_InterdictHoldsAWithdrawalForARound(t *testing.T) {
	g, us, de := cardGame(t)
	fo := addUnit(t, g, "us.forward_observer", units.US, "0606")
	guns := battery(t, g, "us.howitzer_105mm", units.US, southOf("0606"), 1)
	g.Players[units.Germany].Hand = []string{"withdraw"}
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.ScriptT(t, 2, 9, 2, 2)
	mustApply(t, g, playCmd(units.Germany, "withdraw"))
	if g.Pending.Kind != DecideInterdictWithdraw || g.Pending.Side != units.US || !containsID(g.Pending.Choices, de.ID) {
		t.Fatalf("pending %+v; want the US offered an Interdict", g.Pending)
	}
	mustRefuse(t, g, Command{Kind: CmdFireMission, Side: units.US, Unit: fo.ID, Units: ids(guns), Target: de.ID}, "only an Interdict")
	g.dice = dice.ScriptT(t, 12)
	evs := mustApply(t, g, Command{Kind: CmdFireMission, Side: units.US, Unit: fo.ID, Units: ids(guns), Target: de.ID, Option: string(MissionInterdict)})
	if _, ok := hasEvent(evs, EvWithdrawInterdicted); !ok || de.Hex.String() != "0606" || g.OpenEngagement == nil {
		t.Fatalf("the squad was not held: in %s, engagement %v", de.Hex, g.OpenEngagement)
	}
	if g.Pending.Kind != DecideRetaliation || g.Pending.Side != units.Germany {
		t.Fatalf("pending %+v; want the German retaliation", g.Pending)
	}
	g.dice = dice.New(3)
	for i := 0; g.OpenEngagement != nil && i < 20; i++ {
		evs = mustApply(t, g, PassCommand(g))
		if e, ok := hasEvent(evs, EvWithdrawInterdicted); ok && e.Rule == "IV.3.8" {
			if g.OpenEngagement != nil && de.Deployed() && de.Hex.String() == "0606" && g.Pending.Kind != DecideWithdrawHex {
				t.Fatalf("after the check the squad is still in the fight: %+v", g.Pending)
			}
			t.Log(e.Text)
			return
		}
	}
	if de.Deployed() {
		t.Fatal("the squad never checked again to withdraw")
	}
}

// The Interdict offer is passed: the withdrawal goes ahead.
func TestVI762_InterdictOfferPassed(t *testing.T) {
	g, us, de := cardGame(t)
	addUnit(t, g, "us.forward_observer", units.US, "0606")
	battery(t, g, "us.howitzer_105mm", units.US, southOf("0606"), 1)
	g.Players[units.Germany].Hand = []string{"withdraw"}
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.ScriptT(t, 2, 9, 2, 2)
	mustApply(t, g, playCmd(units.Germany, "withdraw"))
	mustApply(t, g, PassCommand(g))
	if g.Pending.Kind == DecideWithdrawHex {
		mustApply(t, g, PassCommand(g))
	}
	if de.Hex.String() == "0606" || g.OpenEngagement != nil {
		t.Fatalf("the squad did not withdraw: in %s", de.Hex)
	}
}
