package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// engagementDecision: the game waits for a decision inside an open
// engagement.
func engagementDecision(k DecisionKind) bool {
	return k == DecideRetaliation || k == DecideEngagementRound || k == DecideEngagementStart || k == DecideScramble ||
		k == DecideDefenderRound || k == DecideWithdrawHex || k == DecideInterdictWithdraw // interdict_withdraw.go
}

// cardGame: the US attacks in its Combat Phase; each side's Forward HQ
// commands the fight at 0606, where a US and a German rifle squad stand.
func cardGame(t *testing.T) (g *Game, us, de *Unit) {
	t.Helper()
	g = combatGame(t, units.US)
	noNetwork(g)
	addUnit(t, g, "us.forward_hq", units.US, "0303")
	addUnit(t, g, "de.forward_hq", units.Germany, "0909")
	us = addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de = addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	return g, us, de
}

func playCmd(side units.Side, card string) Command {
	return Command{Kind: CmdPlayCard, Side: side, Card: card}
}

func shotSides(evs []Event) []units.Side {
	var out []units.Side
	for _, e := range eventsOf(evs, EvShot) {
		out = append(out, e.Side)
	}
	return out
}

// toRound2 fights round 1 with every shot missing (no card in hand at the
// declaration, so no pause before initiative).
func toRound2(t *testing.T, g *Game, us, de *Unit, dieRolls ...int) {
	t.Helper()
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.Script(dieRolls...)
	mustApply(t, g, retaliateCmd(units.Germany, us, de))
	if g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("pending %+v, want round 2", g.Pending)
	}
}

// IV.3.4: the won check (8 against 3) gives the US squad a round of its
// own: only its two weapons fire and the Germans do not answer.
func TestIV34_InspireWonGivesBonusRound(t *testing.T) {
	g, us, de := cardGame(t)
	toRound2(t, g, us, de, 9, 1, 2, 2, 2, 2, 2, 2, 2, 2)
	g.Players[units.US].Hand = []string{"inspire"}
	g.dice = dice.ScriptT(t, 8, 3, 2, 2)
	evs := mustApply(t, g, playCmd(units.US, "inspire"))
	if _, ok := hasEvent(evs, EvBonusRound); !ok {
		t.Fatal("no bonus round after a won Inspire")
	}
	if got := shotSides(evs); len(got) != 2 || got[0] != units.US || got[1] != units.US {
		t.Fatalf("bonus round shots by %v, want two US shots", got)
	}
	if len(g.Players[units.US].Hand) != 0 || !containsString(g.Commands.Discards, "inspire") {
		t.Fatalf("card not spent: hand %v, discards %v", g.Players[units.US].Hand, g.Commands.Discards)
	}
	if e := g.Engagement(); e == nil || e.Round != 2 || g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("engagement %+v, pending %+v", e, g.Pending)
	}
}

// IV.3.4: a lost check spends the card without a bonus round, and a
// second Inspire in the same combat phase is refused.
func TestIV34_InspireOncePerCombatPhase(t *testing.T) {
	g, us, de := cardGame(t)
	toRound2(t, g, us, de, 9, 1, 2, 2, 2, 2, 2, 2, 2, 2)
	g.Players[units.US].Hand = []string{"inspire", "inspire"}
	g.dice = dice.ScriptT(t, 3, 8)
	evs := mustApply(t, g, playCmd(units.US, "inspire"))
	if _, ok := hasEvent(evs, EvBonusRound); ok || len(eventsOf(evs, EvShot)) != 0 {
		t.Fatal("a lost Inspire gave a bonus round")
	}
	if _, err := g.Apply(playCmd(units.US, "inspire")); err == nil || !strings.Contains(err.Error(), "once per combat phase") {
		t.Fatalf("second Inspire: %v", err)
	}
	if len(g.Players[units.US].Hand) != 1 {
		t.Fatalf("hand %v", g.Players[units.US].Hand)
	}
}

// IV.3.7: holding Suspend Attack, the attacker is asked before initiative;
// a won check (9 against 2) ends the engagement before any shot.
func TestIV37_SuspendAttackWonEndsWithoutShots(t *testing.T) {
	g, us, de := cardGame(t)
	g.Players[units.US].Hand = []string{"suspend_attack"}
	mustApply(t, g, attackCmd(units.US, de, us))
	evs := mustApply(t, g, retaliateCmd(units.Germany, us, de))
	if g.Pending.Kind != DecideEngagementStart || g.Pending.Side != units.US {
		t.Fatalf("pending %+v, want the attacker's engagement_start", g.Pending)
	}
	if _, ok := hasEvent(evs, EvInitiative); ok {
		t.Fatal("initiative rolled before the attacker could suspend")
	}
	g.dice = dice.ScriptT(t, 9, 2)
	evs = mustApply(t, g, playCmd(units.US, "suspend_attack"))
	if len(eventsOf(evs, EvShot)) != 0 || g.OpenEngagement != nil || g.Pending.Kind != DecidePhase {
		t.Fatalf("shots %d, pending %+v", len(eventsOf(evs, EvShot)), g.Pending)
	}
	if us.Place != OnMap || de.Place != OnMap || us.Hex != de.Hex {
		t.Fatal("units moved or were harmed by a suspended attack")
	}
}

// IV.3.8, Inset VIII.2 item 2: the defender withdraws at once and loses
// the check (2 against 9): the attacking squad fires a round the Germans
// cannot answer (misses on 2), then the engagement is over and the squad
// rolls for experience for forcing the withdrawal.
func TestIV38_WithdrawLostGivesOpponentBonusRound(t *testing.T) {
	g, us, de := cardGame(t)
	g.Rules.Experience = true
	g.Players[units.Germany].Hand = []string{"withdraw"}
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.ScriptT(t, 2, 9, 2, 2, 1)
	evs := mustApply(t, g, playCmd(units.Germany, "withdraw"))
	if got := shotSides(evs); len(got) != 2 || got[0] != units.US || got[1] != units.US {
		t.Fatalf("bonus round shots by %v, want two US shots", got)
	}
	if g.Pending.Kind == DecideWithdrawHex { // withdraw_move.go: the squad picks its way back
		evs = mustApply(t, g, Command{Kind: CmdWithdrawTo, Side: units.Germany, Unit: de.ID, Hex: &g.WithdrawHexes(de.ID)[0]})
	}
	if ev, ok := hasEvent(evs, EvExperience); !ok || ev.Side != units.US {
		t.Fatalf("experience event %+v", ev)
	}
	if g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || !containsString(g.Commands.Discards, "withdraw") {
		t.Fatalf("pending %+v, discards %v", g.Pending, g.Commands.Discards)
	}
}

// Inset IV.1 item 3: no card for units outside the command network; the
// refusal leaves the hand as it was.
func TestInsetIV1_NoCardsOutsideNetwork(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	addUnit(t, g, "us.forward_hq", units.US, "0101")
	far := hexAt(t, g, "0101", 21)
	us := addUnit(t, g, "us.rifle_squad", units.US, far)
	de := addUnit(t, g, "de.rifle_squad", units.Germany, far)
	toRound2(t, g, us, de, 9, 1, 2, 2, 2, 2, 2, 2, 2, 2)
	g.Players[units.US].Hand = []string{"inspire"}
	if _, err := g.Apply(playCmd(units.US, "inspire")); err == nil || !strings.Contains(err.Error(), "Inset IV.1") {
		t.Fatalf("Inspire out of command: %v", err)
	}
	if len(g.Players[units.US].Hand) != 1 || len(g.Commands.Discards) != 0 {
		t.Fatal("a refused card was spent")
	}
}

// Inset IV.2: without its Forward HQ a side plays no cards.
func TestInsetIV2_NoCardsWithoutHQ(t *testing.T) {
	g, us, de := cardGame(t)
	g.Players[units.Germany].Hand = []string{"withdraw"}
	for _, u := range g.Units {
		if u.Side == units.Germany && u.Card.Special.Structure == units.ForwardHQ {
			u.Place = Destroyed
		}
	}
	mustApply(t, g, attackCmd(units.US, de, us))
	if _, err := g.Apply(playCmd(units.Germany, "withdraw")); err == nil || !strings.Contains(err.Error(), "Inset IV.2") {
		t.Fatalf("Withdraw without HQ: %v", err)
	}
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
