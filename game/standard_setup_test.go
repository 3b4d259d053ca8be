package game

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

func newStandardGame(t *testing.T, seed uint64) (*Game, []Event) {
	t.Helper()
	base, _ := newTestGame(t, seed)
	g, evs, err := New(base.content, Options{Scenario: "intro", Seed: seed, Standard: true})
	if err != nil {
		t.Fatal(err)
	}
	return g, evs
}

// siteFor is the first hex of side's setup zone where card may start.
func siteFor(t *testing.T, g *Game, side units.Side, card string) hex.Hex {
	t.Helper()
	c, _ := g.content.Catalog.Get(card)
	for _, h := range g.zoneHexes(side) {
		if g.setupSiteBar(side, c, h) == nil {
			return h
		}
	}
	t.Fatalf("no site for %s", card)
	return hex.Hex{}
}

func buy(side units.Side, card string, n int) Command {
	return Command{Kind: CmdSetupBuy, Side: side, Card: card, Count: n}
}

func place(side units.Side, id UnitID, h hex.Hex) Command {
	return Command{Kind: CmdSetupPlace, Side: side, Unit: id, Hex: &h}
}

func confirm(side units.Side) Command { return Command{Kind: CmdSetupConfirm, Side: side} }

// placeAll places every marker of side still waiting, the Forward HQ at
// its first site, the others at the first hex they may use.
func placeAll(t *testing.T, g *Game, side units.Side) {
	t.Helper()
	for _, u := range g.Staged(side) {
		if u.Mans != 0 {
			continue
		}
		h := siteFor(t, g, side, u.CardID)
		if u.ID == g.Setup.HQ[side] {
			h = g.scenario.Standard.HQOptions(side)[0]
		}
		mustApply(t, g, place(side, u.ID, h))
	}
}

// TestInsetII1_StandardSetupThroughApply plays a whole Standard setup:
// secret purchases within 100, placement in the zones with the Forward HQ
// at a site, a tied d20 rolled again, 30 currency each, and turn 1 begins.
func TestInsetII1_StandardSetupThroughApply(t *testing.T) {
	g, evs := newStandardGame(t, 1)
	if _, ok := hasEvent(evs, EvSetupStarted); !ok || g.Pending.Kind != DecideStandardForce || g.Pending.Side != units.US {
		t.Fatalf("start: %v, pending %+v", evs, g.Pending)
	}
	if n := len(g.Units); n != 2 {
		t.Fatalf("only the two Forward HQs exist before purchases, got %d units", n)
	}
	mustApply(t, g, buy(units.US, "us.rifle_squad", 2))
	e, _ := hasEvent(mustApply(t, g, buy(units.US, "us.sherman_m4a3", 1)), EvSetupBought)
	if e.Amount != 15 || len(e.Units) != 2 || !e.Secret {
		t.Fatalf("a Sherman comes with its tank crew for 12+3: %+v", e)
	}
	mustApply(t, g, confirm(units.US))
	mustApply(t, g, buy(units.Germany, "de.panzer_iv_g", 1))
	mustApply(t, g, buy(units.Germany, "de.rifle_squad", 3))
	mustApply(t, g, confirm(units.Germany))
	if g.Setup.Spent[units.US] != 23 || g.Setup.Spent[units.Germany] != 29 {
		t.Fatalf("spent %v", g.Setup.Spent)
	}
	if g.Pending.Kind != DecideStandardPlace || g.Pending.Side != units.US {
		t.Fatalf("placement should start with the United States: %+v", g.Pending)
	}
	placeAll(t, g, units.US)
	mustApply(t, g, confirm(units.US))
	placeAll(t, g, units.Germany)
	g.dice = dice.ScriptT(t, 7, 7, 12, 5) // a tie, rolled again: 12 against 5
	evs = mustApply(t, g, confirm(units.Germany))
	if e, ok := hasEvent(evs, EvGameStarted); !ok || e.Side != units.US || len(e.Rolls) != 4 || e.Rule != "Inset II.1" {
		t.Fatalf("first player: %+v", e)
	}
	if g.Setup != nil || g.Pending.Kind != DecidePhase || g.Active != units.US || g.Phase != PhaseProduction || g.Players[units.US].Turn != 1 {
		t.Fatalf("play should begin with the US Production Phase: %+v %v", g.Pending, g.Phase)
	}
	for _, side := range Sides {
		if g.Players[side].Treasury != scenario.StandardIncome {
			t.Errorf("%s treasury %d, want %d (Inset II.1 step 5)", side, g.Players[side].Treasury, scenario.StandardIncome)
		}
	}
	for _, u := range g.Units {
		if !u.Deployed() || !g.scenario.SetupZone(u.Side)[u.Hex] {
			t.Errorf("%s is %s at %s", g.describe(u), u.Place, u.Hex)
		}
		if u.Mans != 0 && g.Unit(u.Mans).Hex != u.Hex {
			t.Errorf("crew %s is not with its unit", g.describe(u))
		}
	}
	hq := g.Unit(hqOf(t, g, units.US))
	if hq.Hex != g.scenario.Standard.HQOptions(units.US)[0] {
		t.Errorf("US Forward HQ at %s", hq.Hex)
	}
	if p := g.scenario.ObjectivesOf(units.US); len(p) != 3 || p[0].Name != "Foggia" || g.scenario.TurnLimit != 20 {
		t.Errorf("Standard objectives and turn limit (II.2.2): %+v, %d", p, g.scenario.TurnLimit)
	}
}

// hqOf finds side's Forward HQ.
func hqOf(t *testing.T, g *Game, side units.Side) UnitID {
	t.Helper()
	for _, u := range g.Units {
		if u.Side == side && u.Card.Special.Structure == units.ForwardHQ {
			return u.ID
		}
	}
	t.Fatalf("%s has no Forward HQ", side)
	return 0
}

// TestInsetII1_SetupRefusals: over the force limit, over a build limit,
// the enemy's cards, the Forward HQ and posts, the wrong side, outside the
// zone, the HQ off its sites, a crew alone, confirming too early.
func TestInsetII1_SetupRefusals(t *testing.T) {
	g, _ := newStandardGame(t, 2)
	refused(t, g, buy(units.US, "us.sherman_m4a3", 7), "Inset II.1 step 3") // 7 × 15 = 105
	refused(t, g, buy(units.US, "us.forward_observer", 5), "Appendix B")
	refused(t, g, buy(units.US, "de.rifle_squad", 1), "V.2")
	refused(t, g, buy(units.US, "us.forward_hq", 1), "IV.1.4")
	refused(t, g, buy(units.US, "us.command_post", 1), "IV.1.5")
	refused(t, g, buy(units.US, "us.lst_mk2", 1), "V.6.3")
	if _, err := g.Apply(buy(units.Germany, "de.rifle_squad", 1)); err == nil {
		t.Fatal("Germany bought during the US purchase")
	}
	mustApply(t, g, buy(units.US, "us.sherman_m4a3", 6)) // 90
	refused(t, g, buy(units.US, "us.sherman_m4a3", 1), "Inset II.1 step 3")
	if o := offer(g, units.US, "us.sherman_m4a3"); !strings.Contains(o.Why, "Inset II.1") {
		t.Errorf("Buyable should say the limit is spent: %+v", o)
	}
	if o := offer(g, units.US, "us.rifle_squad"); o.Why != "" {
		t.Errorf("a rifle squad still fits: %+v", o)
	}
	refused(t, g, Command{Kind: CmdSetupPlace, Side: units.US, Unit: 3, Hex: &hex.Hex{}}, "not possible now")
	mustApply(t, g, confirm(units.US))
	mustApply(t, g, confirm(units.Germany))

	tank := g.Units[2]
	german := siteFor(t, g, units.Germany, "de.rifle_squad")
	refused(t, g, place(units.US, tank.ID, german), "Inset II.1 step 7")
	refused(t, g, place(units.US, tank.Crew, siteFor(t, g, units.US, "us.tank_crew")), "III.2.2")
	refused(t, g, place(units.US, g.Setup.HQ[units.Germany], german), "Inset II.1 step 7")
	for _, h := range g.zoneHexes(units.US) {
		if !slices.Contains(g.scenario.Standard.HQOptions(units.US), h) && g.setupSiteBar(units.US, tank.Card, h) == nil {
			refused(t, g, place(units.US, g.Setup.HQ[units.US], h), "IV.1.4")
			break
		}
	}
	refused(t, g, confirm(units.US), "Inset II.1 step 7")
	refused(t, g, Command{Kind: CmdSetupUnplace, Side: units.US, Unit: tank.ID}, "not placed")
	if _, err := g.Apply(place(units.Germany, g.Setup.HQ[units.Germany], german)); err == nil {
		t.Fatal("Germany placed during the US placement")
	}
}

func offer(g *Game, side units.Side, card string) Offer {
	for _, o := range g.Buyable(side) {
		if o.Card == card {
			return o
		}
	}
	return Offer{}
}

// TestInsetII1_SetupUndo: purchases and placements can be taken back
// before confirming; bought experience rolls stand.
func TestInsetII1_SetupUndo(t *testing.T) {
	g, _ := newStandardGame(t, 3)
	mustApply(t, g, buy(units.US, "us.sherman_m4a3", 2))
	mustApply(t, g, Command{Kind: CmdSetupUnbuy, Side: units.US})
	if g.Setup.Spent[units.US] != 0 || len(g.Units) != 2 {
		t.Fatalf("after unbuy: spent %d, %d units", g.Setup.Spent[units.US], len(g.Units))
	}
	refused(t, g, Command{Kind: CmdSetupUnbuy, Side: units.US}, "no setup purchase")
	g.dice = dice.ScriptT(t, 3)
	mustApply(t, g, Command{Kind: CmdSetupBuy, Side: units.US, Card: "us.rifle_squad", Option: "1"})
	if g.Setup.Spent[units.US] != 4+ExperienceRollCost {
		t.Fatalf("spent %d", g.Setup.Spent[units.US])
	}
	refused(t, g, Command{Kind: CmdSetupUnbuy, Side: units.US}, "Inset VIII.2 item 3")
	mustApply(t, g, confirm(units.US))
	refused(t, g, Command{Kind: CmdSetupUnbuy, Side: units.Germany}, "no setup purchase")
	mustApply(t, g, confirm(units.Germany))

	sq := g.Units[2]
	sites := []hex.Hex{}
	for _, h := range g.zoneHexes(units.US) {
		if g.setupSiteBar(units.US, sq.Card, h) == nil {
			sites = append(sites, h)
		}
	}
	mustApply(t, g, place(units.US, sq.ID, sites[0]))
	mustApply(t, g, place(units.US, sq.ID, sites[1]))
	if sq.Hex != sites[1] || len(g.Setup.Placed[units.US]) != 1 {
		t.Fatalf("placed again: %s, %v", sq.Hex, g.Setup.Placed[units.US])
	}
	mustApply(t, g, Command{Kind: CmdSetupUnplace, Side: units.US, Unit: sq.ID})
	refused(t, g, confirm(units.US), "Inset II.1 step 7")
}

// TestInsetII1_SetupIsSecret: the other side's View and events show
// nothing of a side's purchases or placements until both forces stand on
// the map.
func TestInsetII1_SetupIsSecret(t *testing.T) {
	g, _ := newStandardGame(t, 4)
	evs := mustApply(t, g, buy(units.US, "us.sherman_m4a3", 2))
	evs = append(evs, mustApply(t, g, confirm(units.US))...)
	if got := g.FilterEvents(units.Germany, evs); len(got) != 1 || got[0].Kind != EvSetupConfirmed || len(got[0].Units) != 0 || got[0].Amount != 0 {
		t.Fatalf("Germany sees %+v", got)
	}
	mustApply(t, g, buy(units.Germany, "de.tiger_i", 1))
	mustApply(t, g, confirm(units.Germany))
	evs = nil
	for _, u := range g.Staged(units.US) {
		if u.Mans == 0 {
			h := siteFor(t, g, units.US, u.CardID)
			if u.ID == g.Setup.HQ[units.US] {
				h = g.scenario.Standard.HQOptions(units.US)[1]
			}
			evs = append(evs, mustApply(t, g, place(units.US, u.ID, h))...)
		}
	}
	evs = append(evs, mustApply(t, g, confirm(units.US))...)
	if got := g.FilterEvents(units.Germany, evs); len(got) != 1 || got[0].Kind != EvSetupConfirmed {
		t.Fatalf("Germany sees %+v", got)
	}
	for side, other := range map[units.Side]string{units.Germany: "us.", units.US: "de."} {
		v := g.View(side)
		js, _ := json.Marshal(v)
		if len(v.Enemy) != 0 || strings.Contains(string(js), other) || strings.Contains(string(js), "sherman") && side == units.Germany {
			t.Errorf("%s's View shows the enemy's setup: %s", side, js)
		}
	}
	if v := g.View(units.US); v.Setup == nil || v.Setup.Spent != 30 || len(v.Setup.Placed) != 3 {
		t.Errorf("the US sees its own setup: %+v", v.Setup)
	}
	if v := g.View(units.Germany); v.Setup.Spent != 29 || v.EnemyTreasury != scenario.StandardIncome {
		t.Errorf("Germany's own setup: %+v, enemy treasury %d", v.Setup, v.EnemyTreasury)
	}
}

// TestInsetII1_StandardGameReplays: a Standard game saved during and
// after the setup loads to the same state hash; the option is left out
// of the JSON of other games.
func TestInsetII1_StandardGameReplays(t *testing.T) {
	g, _ := newStandardGame(t, 5)
	mustApply(t, g, buy(units.US, "us.rifle_squad", 3))
	mustApply(t, g, Command{Kind: CmdSetupBuy, Side: units.US, Card: "us.engineer_squad", Option: "2"})
	mustApply(t, g, confirm(units.US))
	g = saveAndReload(t, g)
	mustApply(t, g, buy(units.Germany, "de.pak40", 2))
	mustApply(t, g, Command{Kind: CmdSetupUnbuy, Side: units.Germany})
	mustApply(t, g, buy(units.Germany, "de.fw190a3", 1))
	mustApply(t, g, confirm(units.Germany))
	placeAll(t, g, units.US)
	mustApply(t, g, confirm(units.US))
	placeAll(t, g, units.Germany)
	mustApply(t, g, confirm(units.Germany))
	if g.Setup != nil {
		t.Fatal("setup not over")
	}
	endPhase(t, g)
	g = saveAndReload(t, g)
	if !g.Options.Standard {
		t.Fatal("the option is lost")
	}
	js, _ := json.Marshal(Options{Scenario: "intro", Seed: 1})
	if strings.Contains(string(js), "standard") {
		t.Errorf("scenario games carry the option: %s", js)
	}
}

// Random Standard games: the setup by random orders, then random play;
// invariants hold and saves replay.
func TestInsetII1_RandomStandardGamesReplay(t *testing.T) {
	for _, seed := range []uint64{11, 12} {
		g, _ := newStandardGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 800 && !g.Over; step++ {
			g.Apply(randomCommand(g, rng))
			checkInvariants(t, g)
		}
		if g.Setup != nil {
			t.Errorf("seed %d: the setup never ended", seed)
		}
		saveAndReload(t, g)
	}
}
