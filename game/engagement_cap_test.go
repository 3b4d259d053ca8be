package game

import (
	"slices"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// Q141: two rifle squads that miss every shot could fight forever; after
// EngagementRoundCap rounds the engagement is broken off, both squads
// staying where they stand, and the attacker's Combat Phase goes on.
func TestQ141_UndecidedEngagementBrokenOffAtTheRoundCap(t *testing.T) {
	g := combatGame(t, units.US)
	us := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, de, us))
	// d10 2 +2 beats 2 for the initiative; every d20 of 2 misses.
	g.dice = dice.Script(slices.Repeat([]int{2}, 4000)...)
	evs := mustApply(t, g, retaliateCmd(units.Germany, us, de))
	for g.OpenEngagement != nil {
		if g.Pending.Kind != DecideEngagementRound {
			t.Fatalf("round %d: pending %s", g.OpenEngagement.Round, g.Pending.Kind)
		}
		evs = mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	}
	end, ok := hasEvent(evs, EvEngagementEnded)
	if !ok || end.Amount != EngagementRoundCap || end.Rule != "Q141" || !strings.Contains(end.Text, "broken off undecided") {
		t.Fatalf("the last round's end: %+v", end)
	}
	if !us.Deployed() || !de.Deployed() || us.Hex != de.Hex {
		t.Fatalf("both squads should keep their ground: %v %v, %v %v", us.Place, us.Hex, de.Place, de.Hex)
	}
	if g.Pending.Kind != DecidePhase || g.Pending.Side != units.US || g.Phase != PhaseCombat {
		t.Fatalf("the Combat Phase should go on: %+v", g.Pending)
	}
}

// Q141 as an invariant: an open engagement that reached the cap is
// reported (the test game's treasuries break the ledger check too).
func TestQ141_OpenEngagementPastTheCapBreaksAnInvariant(t *testing.T) {
	g := combatGame(t, units.US)
	us := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, de, us))
	g.OpenEngagement.Round = EngagementRoundCap
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "Q141") {
		t.Fatalf("invariants: %v", err)
	}
}
