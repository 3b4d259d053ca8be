package game

import (
	"slices"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// stageUnit puts a counter of card id in side's staging area, due on turn
// due, bypassing the purchase (and its build limit).
func stageUnit(t *testing.T, g *Game, id string, side units.Side, due int) *Unit {
	t.Helper()
	card, ok := g.content.Catalog.Get(id)
	if !ok {
		t.Fatalf("no card %s", id)
	}
	return g.stage(side, card, due)
}

func deployCmd(u *Unit, h string) Command {
	return Command{Kind: CmdDeploy, Side: u.Side, Unit: u.ID, Hex: ptr(hex.MustParse(h))}
}

// usDeploymentTurn5 is the intro game at the US Deployment Phase of turn 5.
func usDeploymentTurn5(t *testing.T) *Game {
	t.Helper()
	g, _ := newTestGame(t, 1)
	noEvents(g) // event_effects_test.go: the starting ports must stay held
	toPhase(t, g, units.US, 5, PhaseDeployment)
	return g
}

func TestTableV1_LandUnitsAtAControlledShippingFacility(t *testing.T) {
	g := usDeploymentTurn5(t)
	sq := stageUnit(t, g, "us.rifle_squad", units.US, 5)
	refused(t, g, deployCmd(sq, "1409"), "shipping facility", "Table V.1", "Bari (1710)", "Barletta (1308)")
	refused(t, g, deployCmd(sq, "1106"), "shipping facility") // Manfredonia is German
	if got, want := g.DeployHexes(sq.ID), []hex.Hex{hex.MustParse("1308"), hex.MustParse("1710")}; !slices.Equal(got, want) {
		t.Errorf("deploy hexes %v, want %v", got, want)
	}
	mustApply(t, g, deployCmd(sq, "1710"))
}

func TestTableV1_CrewedUnitDeploysWithItsCrew(t *testing.T) {
	g := usDeploymentTurn5(t)
	tank := stageUnit(t, g, "us.sherman_m4a3", units.US, 5)
	crew := stageUnit(t, g, "us.tank_crew", units.US, 5)
	tank.Crew, crew.Mans = crew.ID, tank.ID
	refused(t, g, deployCmd(crew, "1710"), "crews", "deploy that unit")
	evs := mustApply(t, g, deployCmd(tank, "1308"))
	e, _ := hasEvent(evs, EvDeployed)
	if !slices.Equal(e.Units, []UnitID{tank.ID, crew.ID}) || crew.Place != OnMap || crew.Hex != tank.Hex {
		t.Fatalf("deployed %v; crew %+v", e.Units, crew)
	}
}

func TestTableV1_AircraftAtAControlledAirfield(t *testing.T) {
	g := usDeploymentTurn5(t)
	p51 := stageUnit(t, g, "us.p51d_escort", units.US, 5)
	refused(t, g, deployCmd(p51, "0907"), "airfield", "Table V.1", "Bari (1710)") // Amendola, nobody holds it
	refused(t, g, deployCmd(p51, "1308"), "airfield")                             // Barletta has no airfield
	// An airfield the side built counts as well.
	addUnit(t, g, "neutral.airfield", units.US, "1409")
	if got := g.DeployHexes(p51.ID); !slices.Equal(got, []hex.Hex{hex.MustParse("1409"), hex.MustParse("1710")}) {
		t.Errorf("deploy hexes %v", got)
	}
	mustApply(t, g, deployCmd(p51, "1710"))
}

func TestTableV1_LargeShipsAtAnEmptyEdgeSeaHex(t *testing.T) {
	g := usDeploymentTurn5(t)
	lst := stageUnit(t, g, "us.lst_mk2", units.US, 5)
	lst.NavalRolled = true
	refused(t, g, deployCmd(lst, "1709"), "edge of the map", "Table V.1") // sea next to Bari
	refused(t, g, deployCmd(lst, "1710"), "edge of the map")              // Bari itself
	addUnit(t, g, "us.lcvp", units.US, "2001")
	refused(t, g, deployCmd(lst, "2001"), "empty sea hex", "occupied")
	mustApply(t, g, deployCmd(lst, "2002"))
}

func TestTableV1_SmallCraftWithinOneHexOfAControlledPort(t *testing.T) {
	g := usDeploymentTurn5(t)
	lcvp := stageUnit(t, g, "us.lcvp", units.US, 5)
	refused(t, g, deployCmd(lcvp, "1603"), "within one hex of a port", "Table V.1")
	refused(t, g, deployCmd(lcvp, "1911"), "within one hex") // coastal, but two hexes from Bari
	refused(t, g, deployCmd(lcvp, "1711"), "ship", "plains") // next to Bari, but land
	for _, h := range g.DeployHexes(lcvp.ID) {
		if hex.Distance(h, hex.MustParse("1710")) > 1 && hex.Distance(h, hex.MustParse("1308")) > 1 {
			t.Errorf("%s offered, more than a hex from Bari and Barletta", h)
		}
	}
	mustApply(t, g, deployCmd(lcvp, "1709"))
}

func TestTableV1_StructuresAwaitConstruction(t *testing.T) {
	g := usDeploymentTurn5(t)
	wire := stageUnit(t, g, "neutral.barbed_wire", units.US, 5)
	refused(t, g, deployCmd(wire, "1308"), "Combat Engineers", "VI.5.3")
	if g.DeployHexes(wire.ID) != nil {
		t.Error("hexes offered for a structure that needs construction")
	}
}

func TestIV13_CommandPostSpacingAndOccupation(t *testing.T) {
	g := usDeploymentTurn5(t)
	cp := stageUnit(t, g, "us.command_post", units.US, 5)
	// Corato holds a US howitzer but is 6 hexes from the HQ at Monopoli.
	refused(t, g, deployCmd(cp, "1409"), "6 hexes from", "at least 10", "Inset IV.3 item 1")
	refused(t, g, deployCmd(cp, "1205"), "land unit", "Inset IV.3 item 2")
	addUnit(t, g, "us.rifle_squad", units.US, "1006") // a swamp
	refused(t, g, deployCmd(cp, "1006"), "marsh", "IV.1.3")
	addUnit(t, g, "us.rifle_squad", units.US, "1205") // 10 from the HQ and from Potenza
	evs := mustApply(t, g, deployCmd(cp, "1205"))
	if cp.ActiveTurn != 6 {
		t.Errorf("post works from turn %d, want 6 (the turn after deployment)", cp.ActiveTurn)
	}
	if e, _ := hasEvent(evs, EvDeployed); e.Rule != "V.6" {
		t.Errorf("event %+v", e)
	}
	hq := stageUnit(t, g, "us.forward_hq", units.US, 5)
	addUnit(t, g, "us.rifle_squad", units.US, "0101")
	refused(t, g, deployCmd(hq, "0101"), "only one", "IV.1.4")
}

func TestV2_StagedUnitsWaitForTheirTurnAndMayWaitLonger(t *testing.T) {
	g := usDeploymentTurn5(t)
	late := stageUnit(t, g, "us.rifle_squad", units.US, 10)
	refused(t, g, deployCmd(late, "1308"), "turn 10", "(V.2)")
	early := stageUnit(t, g, "us.jeep", units.US, 5)
	toPhase(t, g, units.US, 10, PhaseDeployment) // the jeep stayed staged (V.6)
	mustApply(t, g, deployCmd(early, "1308"))
	mustApply(t, g, deployCmd(late, "1308"))
}

func TestTableV2_LargeShipDelays(t *testing.T) {
	g, _ := newTestGame(t, 1)
	toPhase(t, g, units.US, 5, PhaseCombat)
	var ships []*Unit
	for range 4 {
		ships = append(ships, stageUnit(t, g, "us.lst_mk2", units.US, 5))
	}
	g.dice = dice.ScriptT(t, 8, 9, 10, 7)
	evs := endPhase(t, g)
	g.dice = dice.New(5)
	n := 0
	for _, e := range evs {
		if e.Kind == EvNavalRequest {
			n++
		}
	}
	for i, want := range []int{6, 7, 8, 5} {
		if s := ships[i]; !s.NavalRolled || s.DeployTurn != want || s.NavalDelay != want-5 {
			t.Errorf("ship %d: due %d delay %d rolled %v, want due %d", i, s.DeployTurn, s.NavalDelay, s.NavalRolled, want)
		}
	}
	if n != 4 || g.Phase != PhaseDeployment {
		t.Fatalf("%d naval requests, phase %s", n, g.Phase)
	}
	refused(t, g, deployCmd(ships[0], "2002"), "delayed by 1", "turn 6", "Table V.2")
	mustApply(t, g, deployCmd(ships[3], "2002"))
	// Turn 6 ends with a Deployment Phase for the ship delayed one turn.
	sq := stageUnit(t, g, "us.rifle_squad", units.US, 5)
	toPhase(t, g, units.US, 6, PhaseDeployment)
	refused(t, g, deployCmd(sq, "1308"), "only for large ships", "turn 10")
	refused(t, g, deployCmd(ships[1], "2003"), "arrives on turn 7")
	mustApply(t, g, deployCmd(ships[0], "2003"))
	// The ship due on turn 7 is not brought in; it waits for turn 10, and
	// its request is not rolled again.
	toPhase(t, g, units.US, 8, PhaseDeployment)
	refused(t, g, deployCmd(ships[1], "2004"), "only for large ships")
	toPhase(t, g, units.US, 10, PhaseDeployment)
	mustApply(t, g, deployCmd(ships[1], "2004"))
}

func TestTableV2_Reading(t *testing.T) {
	for roll, want := range map[int]int{1: 0, 7: 0, 8: 1, 9: 2, 10: 3} {
		if got := NavalDelay(roll); got != want {
			t.Errorf("d10 %d: delay %d, want %d", roll, got, want)
		}
	}
}

func TestSaveReplaysPurchasesAndDeployments(t *testing.T) {
	g, _ := newTestGame(t, 11)
	mustApply(t, g, buyCmd(units.US, "us.rifle_squad", 1, "1"))
	mustApply(t, g, buyCmd(units.US, "us.jeep", 1, ""))
	mustApply(t, g, Command{Kind: CmdUnbuy, Side: units.US})
	mustApply(t, g, buyCmd(units.US, "us.sherman_m4a3", 1, ""))
	toPhase(t, g, units.Germany, 1, PhaseProduction)
	mustApply(t, g, buyCmd(units.Germany, "de.panzer_iv_g", 1, "2"))
	toPhase(t, g, units.US, 5, PhaseDeployment)
	for _, u := range g.Staged(units.US) {
		if u.Mans == 0 {
			mustApply(t, g, deployCmd(u, "1710"))
		}
	}
	toPhase(t, g, units.Germany, 5, PhaseDeployment)
	for _, u := range g.Staged(units.Germany) {
		if u.Mans == 0 {
			mustApply(t, g, deployCmd(u, "1106"))
		}
	}
	loaded := saveAndReload(t, g)
	playSome(t, g, 20)
	playSome(t, loaded, 20)
	if loaded.Hash() != g.Hash() {
		t.Fatal("saved and loaded games diverge after loading")
	}
}
