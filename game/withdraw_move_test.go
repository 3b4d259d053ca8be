package game

import (
	"slices"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func withdrawToCmd(u *Unit, h hex.Hex) Command {
	return Command{Kind: CmdWithdrawTo, Side: u.Side, Unit: u.ID, Hex: &h}
}

// IV.3.8, Q33: the German squad wins its check (9 against 2) and falls
// back into a hex of its choice: next to 0606, free of US units and no
// farther from its Forward HQ in 0909. It leaves the engagement, which
// ends with no German unit left in it.
func TestIV38_WithdrawFallsBackTowardFriendlyCommand(t *testing.T) {
	g, us, de := cardGame(t)
	g.Players[units.Germany].Hand = []string{"withdraw"}
	blocker := addUnit(t, g, "us.rifle_squad", units.US, "0706")
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.ScriptT(t, 9, 2)
	mustApply(t, g, playCmd(units.Germany, "withdraw"))
	if g.Pending.Kind != DecideWithdrawHex || g.Pending.Side != units.Germany || !slices.Equal(g.Pending.Choices, []UnitID{de.ID}) {
		t.Fatalf("pending %+v, want the German choice of a hex", g.Pending)
	}
	hq, from := hex.MustParse("0909"), de.Hex
	hs := g.WithdrawHexes(de.ID)
	if len(hs) < 2 || slices.Contains(hs, blocker.Hex) {
		t.Fatalf("withdrawal hexes %v: want several, not the US-held %s", hs, blocker.Hex)
	}
	for _, h := range hs {
		if hex.Distance(h, hq) > hex.Distance(from, hq) || hex.Distance(h, from) != 1 {
			t.Errorf("%s is not a neighbour at most as far from the HQ as %s", h, from)
		}
	}
	refused(t, g, withdrawToCmd(de, hex.MustParse("0505")), "IV.3.8", "Q33")
	refused(t, g, withdrawToCmd(addUnit(t, g, "de.rifle_squad", units.Germany, "0808"), hs[0]), "waits for", "IV.3.8")
	evs := mustApply(t, g, withdrawToCmd(de, hs[1]))
	if de.Hex != hs[1] || de.Place != OnMap {
		t.Fatalf("squad in %s, want %s", de.Hex, hs[1])
	}
	if _, ok := hasEvent(evs, EvRetreated); !ok {
		t.Fatal("no retreat event")
	}
	if g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Pending.Side != units.US {
		t.Fatalf("engagement %+v, pending %+v", g.OpenEngagement, g.Pending)
	}
}

// IV.3.8: every way a Withdraw order is refused leaves hand and state as
// they were: a unit not in the engagement, a surrounded unit, a unit
// outside the command network (Inset IV.1).
func TestIV38_WithdrawRefusals(t *testing.T) {
	g, us, de := cardGame(t)
	g.Players[units.Germany].Hand = []string{"withdraw"}
	mustApply(t, g, attackCmd(units.US, de, us))
	play := func(ids ...UnitID) Command {
		return Command{Kind: CmdPlayCard, Side: units.Germany, Card: "withdraw", Units: ids}
	}
	other := addUnit(t, g, "de.rifle_squad", units.Germany, "0707")
	refused(t, g, play(other.ID), "not one of your engaged units", "IV.3.8")
	refused(t, g, play(de.ID, de.ID), "named twice")

	for _, h := range g.WithdrawHexes(de.ID) { // close every way back
		addUnit(t, g, "us.rifle_squad", units.US, h.String())
	}
	refused(t, g, play(de.ID), "surrounded", "IV.3.8", "Q33")
	refused(t, g, play(), "none of your engaged units can withdraw", "IV.3.8")

	g2, us2, de2 := cardGame(t)
	g2.Players[units.Germany].Hand = []string{"withdraw"}
	for _, u := range g2.Units {
		if u.Side == units.Germany && u.Card.Special.Structure == units.ForwardHQ {
			u.Hex, u.Damaged = hex.MustParse(hexAt(t, g2, "0606", 11)), true // radius 10
		}
	}
	mustApply(t, g2, attackCmd(units.US, de2, us2))
	refused(t, g2, play(de2.ID), "outside the command network", "Inset IV.1")
}

// IV.3.8: the only ways back from 1010 toward the HQ in 0909 cross a
// river; the squad rolls 3 where infantry need 4, stays, and the
// engagement goes on: the defender is asked again for its retaliation.
func TestIV38_FailedTerrainCheckKeepsTheUnitInTheFight(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	addUnit(t, g, "us.forward_hq", units.US, "0303")
	addUnit(t, g, "de.forward_hq", units.Germany, "0909")
	us := addUnit(t, g, "us.rifle_squad", units.US, "1010")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "1010")
	for _, h := range g.WithdrawHexes(de.ID) {
		if s := h.String(); s != "1009" && s != "0910" {
			addUnit(t, g, "us.rifle_squad", units.US, s)
		}
	}
	if got := g.WithdrawHexes(de.ID); len(got) != 2 {
		t.Fatalf("withdrawal hexes %v, want the two across the river", got)
	}
	g.Players[units.Germany].Hand = []string{"withdraw"}
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.ScriptT(t, 9, 2)
	mustApply(t, g, playCmd(units.Germany, "withdraw"))
	g.dice = dice.ScriptT(t, 3)
	evs := mustApply(t, g, withdrawToCmd(de, hex.MustParse("1009")))
	if de.Hex.String() != "1010" {
		t.Fatalf("squad crossed to %s on a failed check", de.Hex)
	}
	if _, ok := hasEvent(evs, EvTerrainCheck); !ok {
		t.Fatal("no terrain check rolled")
	}
	if g.OpenEngagement == nil || g.Pending.Kind != DecideRetaliation || !containsID(g.OpenEngagement.Targets, de.ID) {
		t.Fatalf("pending %+v; the squad should still be engaged", g.Pending)
	}
}

// IV.3.8 "some or all involved units": one of two German squads
// withdraws; the other stays engaged and the defender declares again.
func TestIV38_PartialWithdrawalFightsOn(t *testing.T) {
	g, us, de := cardGame(t)
	us2 := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de2 := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	g.Players[units.Germany].Hand = []string{"withdraw"}
	mustApply(t, g, Command{Kind: CmdAttack, Side: units.US, Units: []UnitID{us.ID, us2.ID}, Targets: []UnitID{de.ID, de2.ID}})
	g.dice = dice.ScriptT(t, 9, 2)
	mustApply(t, g, Command{Kind: CmdPlayCard, Side: units.Germany, Card: "withdraw", Units: []UnitID{de2.ID}})
	mustApply(t, g, withdrawToCmd(de2, g.WithdrawHexes(de2.ID)[0]))
	e := g.Engagement()
	if e == nil || !slices.Equal(e.Targets, []UnitID{de.ID}) || g.Pending.Kind != DecideRetaliation {
		t.Fatalf("engagement %+v, pending %+v", e, g.Pending)
	}
	if de2.Hex == de.Hex || de.Hex.String() != "0606" {
		t.Fatal("the wrong squad moved")
	}
}

// IV.3.4 for the defender (Q17): before round 2 the German side, holding
// a card, is asked; its won Inspire (8 against 3) gives its squad a round
// the US cannot answer; then the round is fought.
func TestIV34_DefenderInspiresAtRoundStart(t *testing.T) {
	g, us, de := cardGame(t)
	toRound2(t, g, us, de, 9, 1, 2, 2, 2, 2, 2, 2, 2, 2)
	g.Players[units.Germany].Hand = []string{"inspire"}
	mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	if g.Pending.Kind != DecideDefenderRound || g.Pending.Side != units.Germany {
		t.Fatalf("pending %+v, want the defender's round start", g.Pending)
	}
	g.dice = dice.ScriptT(t, 8, 3, 2, 2)
	evs := mustApply(t, g, playCmd(units.Germany, "inspire"))
	if got := shotSides(evs); len(got) != 2 || got[0] != units.Germany || got[1] != units.Germany {
		t.Fatalf("bonus round shots by %v, want two German shots", got)
	}
	if g.Pending.Kind != DecideDefenderRound || !slices.Equal(g.Pending.Choices, []UnitID{de.ID}) {
		t.Fatalf("pending %+v after the bonus round", g.Pending)
	}
	g.dice = dice.Script(2, 2, 2, 2, 2, 2, 2, 2)
	evs = mustApply(t, g, Command{Kind: CmdFightRound, Side: units.Germany})
	if len(eventsOf(evs, EvShot)) == 0 {
		t.Fatal("fight_round fought no round")
	}
}

// IV.3.4: the defender cannot inspire before its units are declared.
func TestIV34_DefenderInspireNotBeforeDeclaring(t *testing.T) {
	g, us, de := cardGame(t)
	g.Players[units.Germany].Hand = []string{"inspire"}
	mustApply(t, g, attackCmd(units.US, de, us))
	refused(t, g, playCmd(units.Germany, "inspire"), "not declared yet", "IV.3.4")
}
