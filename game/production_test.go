package game

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// toPhase plays on (deficits answered with every eligible unit) until it
// is side's turn n in phase ph.
func toPhase(t *testing.T, g *Game, side units.Side, n int, ph Phase) {
	t.Helper()
	for steps := 0; ; steps++ {
		if g.Active == side && g.Players[side].Turn == n && g.Phase == ph && g.Pending.Kind == DecidePhase {
			return
		}
		if steps > 500 || g.Over || g.Players[side].Turn > n {
			t.Fatalf("never reached %s turn %d %s phase (now %s turn %d %s)", side, n, ph, g.Active, g.Players[g.Active].Turn, g.Phase)
		}
		playSome(t, g, 1)
	}
}

// stateOf is the game state without the dice, which scripted rollers
// cannot serialise.
func stateOf(t *testing.T, g *Game) string {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func buyCmd(side units.Side, card string, count int, rolls string) Command {
	return Command{Kind: CmdBuy, Side: side, Card: card, Count: count, Option: rolls}
}

// wantErr checks err is a refusal mentioning each of parts.
func wantErr(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("accepted; want a refusal mentioning %q", parts)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("error %q does not mention %q", err, p)
		}
	}
}

// refused applies cmd, expects a refusal naming parts and an untouched state.
func refused(t *testing.T, g *Game, cmd Command, parts ...string) {
	t.Helper()
	before := stateOf(t, g)
	_, err := g.Apply(cmd)
	wantErr(t, err, parts...)
	if stateOf(t, g) != before {
		t.Error("a refused command changed the state")
	}
}

func TestV2_BoughtOnTurn1DeploysOnTurn5NotBefore(t *testing.T) {
	g, _ := newTestGame(t, 1)
	if g.Active != units.US || g.Phase != PhaseProduction {
		t.Fatalf("the intro scenario should open on the US Production Phase, got %s %s", g.Active, g.Phase)
	}
	evs := mustApply(t, g, buyCmd(units.US, "us.rifle_squad", 1, ""))
	e, ok := hasEvent(evs, EvBought)
	if !ok || e.Amount != 4 || !e.Secret || e.Rule != "V.2" {
		t.Fatalf("bought event %+v", e)
	}
	sq := g.Unit(e.Units[0])
	if sq.Place != Staged || sq.DeployTurn != 5 || sq.Marker != 7 {
		t.Fatalf("rifle squad staged as %+v, want staged for turn 5 as marker #7 (six in the scenario)", sq)
	}
	if got := g.Staged(units.US); len(got) != 1 || got[0] != sq {
		t.Fatalf("staging area %v", got)
	}
	toPhase(t, g, units.US, 2, PhaseMovement)
	wantErr(t, g.CanDeploy(sq.ID, hex.MustParse("1308")), "Deployment Phase", "V.6")
	toPhase(t, g, units.US, 5, PhaseDeployment)
	mustApply(t, g, Command{Kind: CmdDeploy, Side: units.US, Unit: sq.ID, Hex: ptr(hex.MustParse("1308"))})
	if sq.Place != OnMap || sq.Hex != hex.MustParse("1308") || len(g.Staged(units.US)) != 0 {
		t.Fatalf("squad after deploying: %+v", sq)
	}
	// Bought on turn 6, a unit waits for turn 10.
	toPhase(t, g, units.US, 6, PhaseProduction)
	g.Players[units.US].Treasury = 100
	evs = mustApply(t, g, buyCmd(units.US, "us.jeep", 1, ""))
	if e, _ := hasEvent(evs, EvBought); g.Unit(e.Units[0]).DeployTurn != 10 {
		t.Errorf("bought on turn 6: deploy turn %d, want 10", g.Unit(e.Units[0]).DeployTurn)
	}
}

func ptr[T any](v T) *T { return &v }

func TestV2_NextDeploymentTurn(t *testing.T) {
	for bought, want := range map[int]int{1: 5, 4: 5, 5: 10, 6: 10, 11: 15} {
		if got := nextDeploymentTurn(bought); got != want {
			t.Errorf("bought on turn %d: deploys on %d, want %d", bought, got, want)
		}
	}
}

func TestV2_TreasuryPaysWithNoDebt(t *testing.T) {
	g, _ := newTestGame(t, 1) // US treasury 30 on turn 1
	refused(t, g, buyCmd(units.US, "us.sherman_m4a3", 3, ""), "costs 45", "treasury holds 30", "(V.2)")
	mustApply(t, g, buyCmd(units.US, "us.sherman_m4a3", 2, "")) // 2 × (12 + crew 3) = 30
	if p := g.Players[units.US]; p.Treasury != 0 {
		t.Errorf("treasury %d, want 0", p.Treasury)
	}
	refused(t, g, buyCmd(units.US, "us.jeep", 1, ""), "treasury holds 0", "(V.2)")
}

func TestV2_OwnAndNeutralCardsOnly(t *testing.T) {
	g, _ := newTestGame(t, 1)
	refused(t, g, buyCmd(units.US, "de.panther_g", 1, ""), "Germany", "(V.2)")
	refused(t, g, buyCmd(units.US, "nope", 1, ""), "no unit card")
	refused(t, g, buyCmd(units.US, "us.jeep", 1<<40, ""), "at once")
	refused(t, g, buyCmd(units.US, "us.jeep", -1, ""), "at once")
	for _, o := range g.Buyable(units.Germany) {
		if o.Why == "" {
			t.Errorf("%s offered to Germany in the US Production Phase", o.Card)
		}
	}
	refused(t, g, buyCmd(units.US, "neutral.port", 1, ""), "captured, not built", "(VII.3)")
	refused(t, g, buyCmd(units.US, "neutral.barbed_wire", 1, ""), "Combat Engineers", "order it with build", "VI.5.3")
	if _, err := g.Apply(buyCmd(units.Germany, "de.rifle_squad", 1, "")); err == nil {
		t.Error("the passive side bought in the active side's phase")
	}
}

func TestAppendixB_BuildLimitCountsMapAndStaging(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Players[units.US].Treasury = 1000
	refused(t, g, buyCmd(units.US, "us.forward_hq", 1, ""), "build limit", "1 counters", "(Appendix B)")
	refused(t, g, buyCmd(units.US, "us.lst_mk2", 3, ""), "build limit", "2 counters")
	mustApply(t, g, buyCmd(units.US, "us.lst_mk2", 2, ""))
	refused(t, g, buyCmd(units.US, "us.lst_mk2", 1, ""), "build limit", "already use 2")
	for _, o := range g.Buyable(units.US) {
		if o.Card == "us.lst_mk2" && (o.Left != 0 || !strings.Contains(o.Why, "build limit")) {
			t.Errorf("offer %+v", o)
		}
	}
	// A destroyed counter frees its card for a new purchase.
	for _, u := range g.Units {
		if u.CardID == "us.forward_hq" {
			u.Place = Destroyed
		}
	}
	mustApply(t, g, buyCmd(units.US, "us.forward_hq", 1, ""))
}

func TestV2_CrewBoughtWithTank(t *testing.T) {
	g, _ := newTestGame(t, 1)
	evs := mustApply(t, g, buyCmd(units.US, "us.sherman_m4a3", 1, ""))
	e, _ := hasEvent(evs, EvBought)
	if len(e.Units) != 2 || e.Amount != 15 {
		t.Fatalf("bought %v for %d, want a Sherman and its crew for 15", e.Units, e.Amount)
	}
	tank, crew := g.Unit(e.Units[0]), g.Unit(e.Units[1])
	if crew.CardID != "us.tank_crew" || tank.Crew != crew.ID || crew.Mans != tank.ID || crew.Place != Staged || crew.DeployTurn != 5 {
		t.Fatalf("tank %+v crew %+v", tank, crew)
	}
	if !strings.Contains(e.Text, "Tank Crew") {
		t.Errorf("event text does not mention the crew: %s", e.Text)
	}
	for _, o := range g.Buyable(units.US) {
		if o.Card == "us.sherman_m4a3" && (o.Cost != 15 || o.Crew != "us.tank_crew") {
			t.Errorf("offer %+v", o)
		}
	}
}

func TestTableVIII1_BoughtExperienceRolls(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Players[units.US].Treasury = 100
	g.dice = dice.ScriptT(t, 5, 3, 10)
	evs := mustApply(t, g, buyCmd(units.US, "us.rifle_squad", 1, "2"))
	e, _ := hasEvent(evs, EvBought)
	sq := g.Unit(e.Units[0])
	if !slices.Equal(sq.Stars, []scenario.Star{scenario.MarksmanPrimary}) || e.Amount != 4+2*ExperienceRollCost || len(e.Rolls) != 2 {
		t.Fatalf("squad stars %v for %d with rolls %v; want marksman_primary (5) and nothing (3) for 14", sq.Stars, e.Amount, e.Rolls)
	}
	// On a crewed unit the stars go to the crew (VIII.2).
	evs = mustApply(t, g, buyCmd(units.US, "us.sherman_m4a3", 1, "1"))
	e, _ = hasEvent(evs, EvBought)
	tank, crew := g.Unit(e.Units[0]), g.Unit(e.Units[1])
	if len(tank.Stars) != 0 || !slices.Equal(crew.Stars, []scenario.Star{scenario.CombatVeteran}) || e.Amount != 20 {
		t.Fatalf("tank stars %v, crew stars %v, paid %d", tank.Stars, crew.Stars, e.Amount)
	}
	refused(t, g, buyCmd(units.US, "us.jeep", 1, "1"), "may not earn experience", "VIII.2")
	refused(t, g, buyCmd(units.US, "us.rifle_squad", 1, "4"), "0 to 3", "Inset VIII.2 item 3")
	g.Rules.Experience = false
	refused(t, g, buyCmd(units.US, "us.rifle_squad", 1, "1"), "optional experience rules", "VIII.2")
}

func TestTableVIII1_Results(t *testing.T) {
	want := map[int]scenario.Star{5: scenario.MarksmanPrimary, 6: scenario.MarksmanSecondary, 7: scenario.Vigilant,
		8: scenario.Stealthy, 9: scenario.ExploitWeakness, 10: scenario.CombatVeteran}
	for roll := 1; roll <= 10; roll++ {
		star, ok := ExperienceStar(roll)
		if ok != (roll >= 5) || star != want[roll] {
			t.Errorf("d10 %d: %q %v", roll, star, ok)
		}
	}
}

func TestVIII21_AtMostFiveStars(t *testing.T) {
	g, _ := newTestGame(t, 1)
	u := addUnit(t, g, "us.rifle_squad", units.US, "1308")
	u.Stars = []scenario.Star{scenario.Vigilant, scenario.Vigilant, scenario.Vigilant, scenario.Vigilant}
	g.dice = dice.ScriptT(t, 9, 9)
	got := g.rollExperience(u, 2, "VIII.2.4")
	if len(u.Stars) != 5 || !strings.Contains(got[1], "VIII.2.1") {
		t.Errorf("stars %v after %v", u.Stars, got)
	}
}

func TestV2_UnbuyRefundsWhileNoDiceRolled(t *testing.T) {
	g, _ := newTestGame(t, 1)
	before := g.Hash()
	refused(t, g, Command{Kind: CmdUnbuy, Side: units.US}, "no purchase")
	mustApply(t, g, buyCmd(units.US, "us.rifle_squad", 1, ""))
	mustApply(t, g, buyCmd(units.US, "us.sherman_m4a3", 1, ""))
	evs := mustApply(t, g, Command{Kind: CmdUnbuy, Side: units.US})
	if e, ok := hasEvent(evs, EvPurchaseUndone); !ok || e.Amount != 15 || len(e.Units) != 2 {
		t.Fatalf("undo event %+v", e)
	}
	mustApply(t, g, Command{Kind: CmdUnbuy, Side: units.US})
	if g.Hash() != before {
		t.Fatal("buying and taking both purchases back did not restore the state")
	}
	// Once experience was rolled the purchase stands.
	g.dice = dice.ScriptT(t, 2)
	mustApply(t, g, buyCmd(units.US, "us.rifle_squad", 1, "1"))
	refused(t, g, Command{Kind: CmdUnbuy, Side: units.US}, "experience rolls are made", "Inset VIII.2 item 3")
	// A purchase of an earlier phase cannot be taken back.
	g.dice = dice.New(1)
	toPhase(t, g, units.US, 1, PhaseMovement)
	if err := g.CanUnbuy(units.US); err == nil {
		t.Error("a purchase could be taken back after the Production Phase")
	}
}
