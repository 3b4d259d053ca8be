package game

import (
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// buildGame is the intro game at the US Production Phase of turn 1 with a
// fresh US engineer squad at h and money to spend.
func buildGame(t *testing.T, h string) (*Game, *Unit) {
	t.Helper()
	g, _ := newTestGame(t, 1)
	if g.Active != units.US || g.Phase != PhaseProduction {
		t.Fatalf("not at the US Production Phase: %s %s", g.Active, g.Phase)
	}
	g.Players[units.US].Treasury = 100
	noEvents(g) // event_effects_test.go: no event card may touch the site
	return g, addUnit(t, g, "us.engineer_squad", units.US, h)
}

func buildCmd(eng *Unit, card string) Command {
	return Command{Kind: CmdBuild, Side: eng.Side, Unit: eng.ID, Card: card}
}

// plainsHex finds a plains hex with no units, for airfields.
func plainsHex(t *testing.T, g *Game) string {
	t.Helper()
	for _, h := range g.scenario.Map.Hexes() {
		if _, ok := g.scenario.Map.AirfieldAt(h); !ok && g.scenario.Map.Terrain(h) == board.Plains && len(g.unitsIn(h)) == 0 {
			return h.String()
		}
	}
	t.Fatal("no empty plains hex")
	return ""
}

// VI.5.3, Inset VI.2: the item is paid and staged in the engineers' hex;
// they stay idle (no moving, no digging in) until it stands on the map at
// the next Deployment Phase.
func TestVI53_EngineersBuildAtTheNextDeployment(t *testing.T) {
	g, eng := buildGame(t, "1510")
	evs := mustApply(t, g, buildCmd(eng, "neutral.barbed_wire"))
	e, ok := hasEvent(evs, EvConstructionOrdered)
	if !ok || e.Amount != 2 || !e.Secret || e.Rule != "VI.5.3" || g.Players[units.US].Treasury != 98 {
		t.Fatalf("order event %+v, treasury %d", e, g.Players[units.US].Treasury)
	}
	wire := g.Unit(e.Units[1])
	if wire.Place != Staged || wire.Hex != eng.Hex || wire.DeployTurn != 5 || eng.IdleUntil != 5 {
		t.Fatalf("wire %+v, engineers idle until %d", wire, eng.IdleUntil)
	}
	toPhase(t, g, units.US, 2, PhaseMovement)
	wantErr(t, g.CanMove(eng.ID), "idle", "VI.2.4")
	wantErr(t, g.CanDigIn(eng.ID), "idle")
	toPhase(t, g, units.US, 5, PhaseDeployment)
	if wire.Place != OnMap || wire.Hex != hex.MustParse("1510") || eng.IdleUntil != 0 {
		t.Fatalf("at turn 5 deployment: wire %+v, engineers idle until %d", wire, eng.IdleUntil)
	}
}

// Every refusal names the rule; a refused order changes nothing.
func TestVI53_ConstructionRefusals(t *testing.T) {
	g, eng := buildGame(t, "1510")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1510")
	refused(t, g, buildCmd(sq, "neutral.barbed_wire"), "only engineers build", "VI.5.3")
	refused(t, g, buildCmd(eng, "us.jeep"), "not built by engineers", "VI.5.3")
	refused(t, g, buildCmd(eng, "us.command_post"), "needs no engineers", "Inset VI.2 item 5")
	refused(t, g, buildCmd(eng, "neutral.port"), "captured, not built")
	refused(t, g, Command{Kind: CmdBuild, Side: units.US, Unit: eng.ID, Card: "neutral.barbed_wire", Count: 2}, "one item", "VI.5.3")
	refused(t, g, Command{Kind: CmdBuild, Side: units.US, Unit: eng.ID, Card: "neutral.barbed_wire", Hex: ptr(hex.MustParse("1511"))}, "only a bridge", "VI.5.3")
	refused(t, g, buildCmd(eng, "neutral.engineered_bridge"), "which hex across the river", "VII.4.3")
	refused(t, g, Command{Kind: CmdBuild, Side: units.US, Unit: eng.ID, Card: "neutral.engineered_bridge", Hex: ptr(hex.MustParse("1511"))}, "no river", "VI.5.2")
	if g.scenario.Map.Terrain(eng.Hex) != board.Plains {
		refused(t, g, buildCmd(eng, "neutral.airfield"), "plains", "VII.5.2")
	}
	g.Players[units.US].Treasury = 1
	refused(t, g, buildCmd(eng, "neutral.minefield"), "treasury", "V.2")
	g.Players[units.US].Treasury = 100
	mustApply(t, g, buildCmd(eng, "neutral.barbed_wire"))
	refused(t, g, buildCmd(eng, "neutral.minefield"), "already building", "one item", "VI.5.3")
	away := addUnit(t, g, "us.engineer_squad", units.US, "1510")
	away.Place = Away
	refused(t, g, buildCmd(away, "neutral.minefield"), "not on the map", "VI.5.3")
}

// VII.5.2: airfields rise on plains only.
func TestVII52_AirfieldsOnPlains(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Players[units.US].Treasury = 100
	h := plainsHex(t, g)
	eng := addUnit(t, g, "us.engineer_squad", units.US, h)
	mustApply(t, g, buildCmd(eng, "neutral.airfield"))
	swamp := addUnit(t, g, "us.engineer_squad", units.US, "1006")
	refused(t, g, buildCmd(swamp, "neutral.airfield"), "plains", "VII.5.2")
}

// CmdUnbuy takes a construction order back like a purchase: refund, the
// counter gone, the engineers free again.
func TestVI53_UnbuyTakesTheOrderBack(t *testing.T) {
	g, eng := buildGame(t, "1510")
	before := stateOf(t, g)
	mustApply(t, g, buildCmd(eng, "neutral.minefield"))
	evs := mustApply(t, g, Command{Kind: CmdUnbuy, Side: units.US})
	if _, ok := hasEvent(evs, EvPurchaseUndone); !ok {
		t.Fatal("no undo event")
	}
	if stateOf(t, g) != before {
		t.Fatal("taking the order back did not restore the state")
	}
}

// VII.4.3, VII.4.1: an engineered bridge spans its river once built, and
// the river is closed again when the bridge unit is destroyed.
func TestVII43_EngineeredBridgeSpansTheRiver(t *testing.T) {
	a, b := hex.MustParse("0509"), hex.MustParse("0609") // the Cervaro, no road
	g, eng := buildGame(t, "0509")
	if g.bridgeIntact(a, b) {
		t.Fatal("a bridge already stands at 0509-0609")
	}
	evs := mustApply(t, g, Command{Kind: CmdBuild, Side: units.US, Unit: eng.ID, Card: "neutral.engineered_bridge", Hex: &b})
	e, _ := hasEvent(evs, EvConstructionOrdered)
	br := g.Unit(e.Units[1])
	other := addUnit(t, g, "us.engineer_squad", units.US, "0609")
	refused(t, g, Command{Kind: CmdBuild, Side: units.US, Unit: other.ID, Card: "neutral.engineered_bridge", Hex: &a}, "already being built", "Inset VI.3 item 1")
	toPhase(t, g, units.US, 5, PhaseDeployment)
	if !g.bridgeIntact(a, b) || br.Place != OnMap {
		t.Fatalf("bridge not standing after construction: %+v", br)
	}
	g.destroyUnit(br, "test")
	if g.bridgeIntact(a, b) {
		t.Fatal("the destroyed engineered bridge still spans the river")
	}
}

// VI.5.3: engineers must stay until the work is done; without them it is
// lost.
func TestVI53_WorkLostWhenTheEngineersAreGone(t *testing.T) {
	g, eng := buildGame(t, "1510")
	evs := mustApply(t, g, buildCmd(eng, "neutral.barbed_wire"))
	e, _ := hasEvent(evs, EvConstructionOrdered)
	g.destroyUnit(eng, "test")
	toPhase(t, g, units.US, 5, PhaseDeployment)
	if w := g.Unit(e.Units[1]); w.Place != Destroyed {
		t.Fatalf("wire %+v; want lost", w)
	}
}

// Inset VI.2 item 3: engineers attacked while building may fight back,
// and each engagement they fight puts the work back a turn; the delayed
// item appears at the end of that turn in a Deployment Phase of its own.
func TestInsetVI2_FightingDelaysConstruction(t *testing.T) {
	g, eng := buildGame(t, "1510")
	evs := mustApply(t, g, buildCmd(eng, "neutral.barbed_wire"))
	e, _ := hasEvent(evs, EvConstructionOrdered)
	wire := g.Unit(e.Units[1])
	toPhase(t, g, units.Germany, 1, PhaseCombat)
	for _, u := range g.Units {
		if u.Deployed() && u.Hex == eng.Hex && u != eng {
			u.Place = Away
		}
	}
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "1510")
	mustApply(t, g, attackCmd(units.Germany, eng, de))
	evs = mustApply(t, g, retaliateCmd(units.US, de, eng))
	if _, ok := hasEvent(evs, EvConstructionDelayed); !ok || wire.DeployTurn != 6 || eng.IdleUntil != 6 {
		t.Fatalf("no delay: wire due %d, engineers idle until %d", wire.DeployTurn, eng.IdleUntil)
	}
	for g.Pending.Kind == DecideEngagementRound {
		mustApply(t, g, Command{Kind: CmdNextRound, Side: g.Pending.Side})
	}
	if !eng.Deployed() {
		t.Skip("the engineers fell; nothing more to check with these dice")
	}
	toPhase(t, g, units.US, 5, PhaseDeployment)
	if wire.Place != Staged {
		t.Fatal("the delayed wire appeared on time")
	}
	toPhase(t, g, units.US, 6, PhaseDeployment)
	if wire.Place != OnMap {
		t.Fatalf("the delayed wire is %s at the end of turn 6", wire.Place)
	}
}
