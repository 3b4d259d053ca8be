package game

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// germanOffer: the US squad attacks in cardGame and the Germans, holding
// card, offer it before they answer.
func germanOffer(t *testing.T, card, term string, turns int) (g *Game, us, de *Unit) {
	t.Helper()
	g, us, de = cardGame(t)
	g.Players[units.Germany].Hand = []string{card}
	mustApply(t, g, attackCmd(units.US, de, us))
	mustApply(t, g, offerCmd(units.Germany, card, term, turns))
	return g, us, de
}

func offerCmd(side units.Side, card, term string, turns int) Command {
	return Command{Kind: CmdOfferTerms, Side: side, Card: card, Option: term, Count: turns}
}

func answerCmd(side units.Side, opt string) Command {
	return Command{Kind: CmdAnswerTerms, Side: side, Option: opt}
}

// IV.3.1, A3: attacked, the Germans play Cease Fire from the hand (hold
// fire, 1 turn) before they answer; the US accepts. The engagement ends
// without a shot, the card is spent, and in the German turn that follows
// the squads may not attack each other (IV.3.1); the US turn after that
// they may.
func TestIV31_CeaseFireHoldFireAccepted(t *testing.T) {
	g, us, de := cardGame(t)
	g.Players[units.Germany].Hand = []string{"cease_fire"}
	mustApply(t, g, attackCmd(units.US, de, us))
	play := playCmd(units.Germany, "cease_fire")
	play.Option, play.Count = "hold_fire", 1
	mustApply(t, g, play)
	if g.Pending.Kind != DecideTerms || g.Pending.Side != units.US || g.Offer == nil {
		t.Fatalf("pending %+v", g.Pending)
	}
	if len(g.Players[units.Germany].Hand) != 0 || !containsString(g.Commands.Discards, "cease_fire") {
		t.Fatal("the card was not spent when offered")
	}
	evs := mustApply(t, g, answerCmd(units.US, Accept))
	if len(eventsOf(evs, EvShot)) != 0 || g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Pending.Side != units.US {
		t.Fatalf("after acceptance: pending %+v", g.Pending)
	}
	passTurn(t, g)
	for g.Phase != PhaseCombat {
		endPhase(t, g)
	}
	if g.Active != units.Germany || len(g.AttackTargets(de.ID)) != 0 {
		t.Fatalf("Germany may still target %v", g.AttackTargets(de.ID))
	}
	mustRefuse(t, g, attackCmd(units.Germany, us, de), "IV.3.1")
	passTurn(t, g)
	for g.Phase != PhaseCombat {
		endPhase(t, g)
	}
	if len(g.AttackTargets(us.ID)) == 0 {
		t.Fatal("the cease fire outlived its turn")
	}
}

// IV.3.1: a declined offer spends the card all the same and gives the
// decision back: the Germans still have to declare their retaliation.
func TestIV31_DeclinedOfferSpendsTheCard(t *testing.T) {
	g, _, _ := germanOffer(t, "cease_fire", "pause_to_next_turn", 0)
	mustApply(t, g, answerCmd(units.US, Decline))
	if g.Pending.Kind != DecideRetaliation || g.Pending.Side != units.Germany || g.OpenEngagement == nil || g.Offer != nil {
		t.Fatalf("pending %+v", g.Pending)
	}
	if len(g.Players[units.Germany].Hand) != 0 || !containsString(g.Commands.Discards, "cease_fire") {
		t.Fatal("a declined card went back to the hand")
	}
	if len(g.Truces) != 0 {
		t.Fatal("a declined cease fire is in force")
	}
}

// IV.3.1: outside an engagement the active General may offer to hold fire
// everywhere; accepted, no attack between the armies is allowed.
func TestIV31_HoldFireOutsideEngagementCoversEveryUnit(t *testing.T) {
	g, us, de := cardGame(t)
	g.Players[units.US].Hand = []string{"cease_fire"}
	mustApply(t, g, offerCmd(units.US, "cease_fire", "hold_fire", 2))
	mustApply(t, g, answerCmd(units.Germany, Accept))
	if g.Pending.Kind != DecidePhase || g.Pending.Side != units.US || g.Phase != PhaseCombat {
		t.Fatalf("pending %+v", g.Pending)
	}
	mustRefuse(t, g, attackCmd(units.US, de, us), "IV.3.1")
}

// IV.3.1, Inset VIII.2 item 2: a mutual withdrawal earns nobody
// experience for forcing a withdrawal (no die is scripted: none may roll).
func TestIV31_MutualWithdrawalEarnsNoExperience(t *testing.T) {
	g, _, _ := germanOffer(t, "cease_fire", "mutual_withdraw", 3)
	g.Rules.Experience = true
	g.dice = dice.ScriptT(t)
	evs := mustApply(t, g, answerCmd(units.US, Accept))
	if _, ok := hasEvent(evs, EvExperience); ok || g.OpenEngagement != nil {
		t.Fatal("experience after a mutual withdrawal, or the engagement goes on")
	}
	if len(g.Truces) != 1 || g.Truces[0].Until != g.Step+6 || len(g.Truces[0].Units) != 2 {
		t.Fatalf("truce %+v at step %d", g.Truces, g.Step)
	}
}

// IV.3.1, A3, III.7, Inset IV.1, Inset IV.2: every refusal of an offer
// names its rule and changes nothing.
func TestIV31_OfferRefusals(t *testing.T) {
	g, us, de := cardGame(t)
	mustRefuse(t, g, offerCmd(units.US, "cease_fire", "hold_fire", 1), "III.7")
	g.Players[units.US].Hand = []string{"cease_fire", "conditional_surrender", "inspire"}
	mustRefuse(t, g, offerCmd(units.US, "inspire", "", 0), "IV.3.1, IV.3.2")
	mustRefuse(t, g, offerCmd(units.US, "cease_fire", "truce_forever", 1), "A3")
	mustRefuse(t, g, offerCmd(units.US, "cease_fire", "hold_fire", 0), "A3")
	mustRefuse(t, g, offerCmd(units.US, "cease_fire", "hold_fire", 6), "A3")
	mustRefuse(t, g, offerCmd(units.US, "cease_fire", "mutual_withdraw", 1), "IV.3.1")
	mustRefuse(t, g, offerCmd(units.US, "conditional_surrender", "", 0), "IV.3.2")
	mustApply(t, g, attackCmd(units.US, de, us))
	g.Players[units.Germany].Hand = []string{"cease_fire"}
	mustRefuse(t, g, offerCmd(units.Germany, "cease_fire", "pause_to_next_turn", 2), "IV.3.1")
	mustApply(t, g, offerCmd(units.Germany, "cease_fire", "hold_fire", 1))
	mustRefuse(t, g, answerCmd(units.US, "perhaps"), "IV.3.1")

	g, _, _ = cardGame(t)
	g.Players[units.US].Hand = []string{"cease_fire"}
	for _, u := range g.Units {
		if u.Side == units.US && u.Card.Special.Structure == units.ForwardHQ {
			u.Place = Away
		}
	}
	mustRefuse(t, g, offerCmd(units.US, "cease_fire", "hold_fire", 1), "Inset IV.2")
}

// Inset IV.1 item 3: an offer for engaged units outside the command
// network is refused.
func TestInsetIV1_NoOfferOutsideNetwork(t *testing.T) {
	g, us, de := cardGame(t)
	for _, u := range g.Units {
		if u.Side == units.Germany && u.Deployed() && commandStructure(u) {
			u.Hex = hex.MustParse("0101")
		}
	}
	us.Hex = hex.MustParse(hexAt(t, g, "0101", 21))
	de.Hex = us.Hex
	g.Players[units.Germany].Hand = []string{"cease_fire"}
	mustApply(t, g, attackCmd(units.US, de, us))
	mustRefuse(t, g, offerCmd(units.Germany, "cease_fire", "hold_fire", 1), "Inset IV.1")
}

// IV.3.2, A2, Table II.1: the German squad, facing a Sherman, its crew
// and a squad (at least 3 × its cost), surrenders on terms. Accepted: it
// is captured at its normal cost, Germany scores 50 for surrendering near
// defeat, nobody rolls for experience and the engagement ends.
func TestIV32_ConditionalSurrenderNearDefeat(t *testing.T) {
	g, us, de := cardGame(t)
	g.Rules.Experience = true
	tank, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	g.Players[units.Germany].Hand = []string{"conditional_surrender"}
	mustApply(t, g, attackCmd(units.US, de, us, tank))
	mustApply(t, g, playCmd(units.Germany, "conditional_surrender"))
	if g.Offer == nil || !g.Offer.NearDefeat {
		t.Fatalf("offer %+v", g.Offer)
	}
	g.dice = dice.ScriptT(t)
	us0, de0 := g.Score(units.US), g.Score(units.Germany)
	evs := mustApply(t, g, answerCmd(units.US, Accept))
	if de.Place != Destroyed || !de.Captured || g.OpenEngagement != nil {
		t.Fatalf("squad %+v", de)
	}
	if g.Score(units.US)-us0 != de.Card.Cost || g.Score(units.Germany)-de0 != 50 {
		t.Fatalf("scores +%d / +%d", g.Score(units.US)-us0, g.Score(units.Germany)-de0)
	}
	if _, ok := hasEvent(evs, EvExperience); ok {
		t.Fatal("the captor rolled for experience after a Conditional Surrender (VI.1.1)")
	}
}

// A2: against an even fight there is no near-defeat bonus.
func TestIV32_NoBonusWhenNotNearDefeat(t *testing.T) {
	g, _, de := germanOffer(t, "conditional_surrender", "", 0)
	de0 := g.Score(units.Germany)
	mustApply(t, g, answerCmd(units.US, Accept))
	if g.Offer != nil || g.Score(units.Germany) != de0 || de.Place != Destroyed {
		t.Fatalf("German score +%d", g.Score(units.Germany)-de0)
	}
}
