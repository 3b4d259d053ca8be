package game

import (
	"fmt"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func detonateCmd(eng, target *Unit) Command {
	return Command{Kind: CmdDetonate, Side: eng.Side, Unit: eng.ID, Target: target.ID}
}

func featureCmd(eng *Unit, option, h string) Command {
	cmd := Command{Kind: CmdDetonate, Side: eng.Side, Unit: eng.ID, Option: option}
	if h != "" {
		cmd.Hex = ptr(hex.MustParse(h))
	}
	return cmd
}

// Table VI.2 row by row; an obstacle for both kinds takes the higher row;
// reconnaissance makes every roll 2 easier.
func TestTableVI2_CheckRolls(t *testing.T) {
	cases := []struct {
		rows    []string
		scouted bool
		want    []int
	}{
		{[]string{ItemExistingBridge}, false, []int{5, 3, 2, 0, 0}},
		{[]string{ItemEngineeredBridge}, false, []int{4, 2, 0}},
		{[]string{ItemObstacleInfantry}, false, []int{3, 2, 0}},
		{[]string{ItemObstacleVehicle}, false, []int{5, 4, 3, 0}},
		{[]string{ItemObstacleInfantry, ItemObstacleVehicle}, false, []int{5, 4, 3, 0}},
		{[]string{ItemEmplacement}, false, []int{6, 5, 4, 0}},
		{[]string{ItemAirfield}, false, []int{4, 2, 0}},
		{[]string{ItemPort}, false, []int{4, 2, 0}},
		{[]string{ItemEmplacement}, true, []int{4, 3, 2, 0}},
		{[]string{ItemObstacleInfantry}, true, []int{0, 0, 0}},
	}
	for _, c := range cases {
		for i, want := range c.want {
			if got := DetonationNeed(c.rows, i+1, c.scouted); got != want {
				t.Errorf("%v scouted=%v attempt %d: need %d, want %d", c.rows, c.scouted, i+1, got, want)
			}
		}
	}
}

// VI.5.4: one attempt per squad and Movement Phase; a failed attempt may
// be repeated next turn, easier; a cleared enemy obstacle leaves the map
// and scores its cost.
func TestVI54_EngineersClearAMinefield(t *testing.T) {
	g := mvGame(t, 4)
	eng := addUnit(t, g, "us.engineer_squad", units.US, "1510")
	mines := addUnit(t, g, "neutral.minefield", units.Germany, "1510")
	evs := mustApply(t, g, detonateCmd(eng, mines))
	if e, _ := hasEvent(evs, EvDetonation); e.Amount != 4 || mines.Place != OnMap || g.Demolitions[fmt.Sprintf("us unit %d", mines.ID)] != 1 {
		t.Fatalf("first attempt (needs 5): %+v, mines %s", e, mines.Place)
	}
	refused(t, g, detonateCmd(eng, mines), "already made a clearing attempt", "VI.5.4")
	g.dice = dice.New(3)
	toPhase(t, g, units.US, 2, PhaseMovement)
	g.dice = dice.ScriptT(t, 4)
	score := g.Score(units.US)
	evs = mustApply(t, g, detonateCmd(eng, mines))
	if mines.Place != Destroyed || g.Score(units.US) != score+mines.Card.Cost {
		t.Fatalf("second attempt (needs 4) rolled 4: mines %s, score %d", mines.Place, g.Score(units.US))
	}
	if _, ok := hasEvent(evs, EvUnitDestroyed); !ok {
		t.Fatal("no destruction event")
	}
}

// Table VI.2 note 2: after a successful reconnaissance of the hex the
// check is 2 easier: an emplacement needs 4 instead of 6.
func TestTableVI2_ReconMakesClearingEasier(t *testing.T) {
	g := mvGame(t, 5, 4)
	const h = "1510"
	jeep := addUnit(t, g, "us.jeep", units.US, nextTo(h, 0))
	eng := addUnit(t, g, "us.engineer_squad", units.US, h)
	turret, _ := crewUnit(t, g, "de.panther_turret", "de.tank_crew", units.Germany, h)
	mustApply(t, g, reconCmd(jeep, h))
	evs := mustApply(t, g, detonateCmd(eng, turret))
	if e, _ := hasEvent(evs, EvDetonation); turret.Place != Destroyed {
		t.Fatalf("recon then 4 against an emplacement: %+v", e)
	}
}

// Inset VI.3 items 2 and 4: a bridge is blown from either hex it joins;
// an existing bridge collapses and the road no longer crosses.
func TestInsetVI3_BridgeBlownFromEitherEnd(t *testing.T) {
	g := mvGame(t, 5)
	a, b := hex.MustParse("1209"), hex.MustParse("1109") // the SS98 over the Ofanto
	eng := addUnit(t, g, "us.engineer_squad", units.US, "1209")
	refused(t, g, featureCmd(eng, "bridge", "1210"), "no standing bridge", "Inset VI.3 item 2")
	refused(t, g, featureCmd(eng, "bridge", ""), "hex across the river", "Inset VI.3 item 2")
	mustApply(t, g, featureCmd(eng, "bridge", "1109"))
	if g.bridgeIntact(a, b) || !g.BridgesDown["1109-1209"] && !g.BridgesDown["1209-1109"] {
		t.Fatalf("bridge still up; down %v", g.BridgesDown)
	}
}

// VII.3.4, VII.3.1: engineers may blow a port; it then gives no supply
// relief and receives no units.
func TestVII34_EngineersDestroyAPort(t *testing.T) {
	g := mvGame(t, 4)
	bari := hex.MustParse("1710")
	eng := addUnit(t, g, "us.engineer_squad", units.US, "1710")
	served := g.PortsServing(units.US)
	mustApply(t, g, featureCmd(eng, "port", ""))
	if g.PortsServing(units.US) != served-1 || g.portHeld(units.US, bari) || !g.PortsDown["1710"] {
		t.Fatalf("ports serving %d (was %d), Bari held %v", g.PortsServing(units.US), served, g.portHeld(units.US, bari))
	}
	refused(t, g, featureCmd(addUnit(t, g, "us.engineer_squad", units.US, "1710"), "port", ""), "no working shipping facility", "VII.3.4")
}

// VII.5.3, VII.5.4: a blown airfield takes the aircraft grounded on it;
// their crews on the ground are spared.
func TestVII54_DestroyedAirfieldTakesGroundedAircraft(t *testing.T) {
	g := mvGame(t, 4)
	eng := addUnit(t, g, "us.engineer_squad", units.US, "0907")
	stuka, crew := crewUnit(t, g, "de.ju87b1", "de.air_crew", units.Germany, "0907")
	mustApply(t, g, featureCmd(eng, "airfield", ""))
	if !g.AirfieldsDown["0907"] || stuka.Place != Destroyed || crew.Place != OnMap {
		t.Fatalf("airfield down %v, Stuka %s, crew %s", g.AirfieldsDown["0907"], stuka.Place, crew.Place)
	}
	if g.airfieldHeld(units.Germany, hex.MustParse("0907")) {
		t.Error("a destroyed airfield still receives aircraft")
	}
}

// Refusals of VI.5.4 name the rule.
func TestVI54_ClearingRefusals(t *testing.T) {
	g := mvGame(t)
	eng := addUnit(t, g, "us.engineer_squad", units.US, "1510")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1510")
	wire := addUnit(t, g, "neutral.barbed_wire", units.Germany, "1510")
	far := addUnit(t, g, "neutral.barbed_wire", units.Germany, "1409")
	cp := addUnit(t, g, "de.command_post", units.Germany, "1510")
	refused(t, g, detonateCmd(sq, wire), "only Combat Engineer squads", "VI.5.4")
	refused(t, g, detonateCmd(eng, far), "must be in the hex", "VI.5.4")
	refused(t, g, detonateCmd(eng, cp), "Table VI.2")
	refused(t, g, featureCmd(eng, "", ""), "name the item", "VI.5.4")
	refused(t, g, featureCmd(eng, "airfield", ""), "no working airfield", "VII.5.3")
	eng.IdleUntil = g.Players[units.US].Turn
	refused(t, g, detonateCmd(eng, wire), "idle", "Inset VI.2 item 1")
}

// VII.3.2: a port that is also a key city needs the key-city garrison (two
// land units, one infantry); its relief counts from the holder's next
// turn.
func TestVII32_PortControlBenefitsFromTheNextTurn(t *testing.T) {
	g := mvGame(t)
	g.dice = dice.New(7)
	const manfredonia = "1106"
	clearHex(g, manfredonia)
	addUnit(t, g, "us.rifle_squad", units.US, manfredonia)
	if g.Controls(units.US, hex.MustParse(manfredonia)) {
		t.Fatal("one squad holds a key-city port")
	}
	addUnit(t, g, "us.sherman_m4a3", units.US, manfredonia)
	before := g.PortsServing(units.US)
	g.updatePorts() // as after any command that moves units in
	if g.PortsServing(units.US) != before {
		t.Fatal("the port served in the turn it was taken")
	}
	endTurn(t, g)
	endTurn(t, g)
	if g.PortsServing(units.US) != before+1 {
		t.Fatalf("ports serving %d, want %d from the next US turn", g.PortsServing(units.US), before+1)
	}
}
