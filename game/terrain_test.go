package game

import (
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// The hexes below are on the intro map (maps/foggia-bari.toml): the Ofanto
// runs between Canosa 1209 and Margherita 1208 with no road; the SS98
// bridge joins Canosa and Cerignola 1109; SS272 climbs the Gargano
// through 0905, 1005 and 1105; the Salpi swamp 1108 carries SS159 from
// 1208; 1004 is impassable.

func TestIII31_RiverCheckVehicleFailsIsDamaged(t *testing.T) {
	g := mvGame(t, 5)
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	evs := mustApply(t, g, mvCmd(sh, "1208", "1108"))
	mvAt(t, sh, "1209")
	mvAt(t, crew, "1209")
	if !sh.Damaged || crew.Damaged {
		t.Errorf("damaged: vehicle %v crew %v; want the vehicle only", sh.Damaged, crew.Damaged)
	}
	chk, ok := hasEvent(evs, EvTerrainCheck)
	if !ok || chk.Amount != 5 || len(chk.Rolls) != 1 || chk.Rolls[0].Die != 10 || chk.Rolls[0].Rule != "III.3.1" ||
		!strings.Contains(chk.Text, "6+") || !strings.Contains(chk.Text, "Ofanto") {
		t.Errorf("check event %+v", chk)
	}
	if _, ok := hasEvent(evs, EvCrossingDamage); !ok {
		t.Error("no damage event")
	}
	if sh.MovedStep != g.Step {
		t.Error("a failed crossing must spend the move")
	}
	mvRefused(t, g, mvCmd(sh, "1208"), "already moved")
}

func TestIII31_RiverCheckVehiclePassesOnSix(t *testing.T) {
	g := mvGame(t, 6)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	mustApply(t, g, mvCmd(sh, "1208", "1108")) // into the swamp along SS159: no check
	mvAt(t, sh, "1108")
	if sh.Damaged {
		t.Error("damaged after a good crossing")
	}
}

// A second failed crossing leaves a damaged vehicle damaged (adaptation:
// the rule only says "damaged").
func TestIII31_DamagedVehicleFailingAgainStaysDamaged(t *testing.T) {
	g := mvGame(t, 1)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	sh.Damaged = true
	evs := mustApply(t, g, mvCmd(sh, "1208"))
	if ev, _ := hasEvent(evs, EvCrossingDamage); !strings.Contains(ev.Text, "already damaged") || sh.Place != OnMap {
		t.Errorf("event %q, place %s", ev.Text, sh.Place)
	}
}

func TestIII31_BridgeCarriesTheRoadOverTheRiver(t *testing.T) {
	g := mvGame(t)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1308")
	mustApply(t, g, mvCmd(sh, "1208")) // SS16 bridge over the Ofanto
	mvAt(t, sh, "1208")
}

func TestIII31_CollapsedBridgeIsNoRoad(t *testing.T) {
	g := mvGame(t, 3)
	// Collapse the SS16 bridge on a private copy of the map: the embedded
	// one is shared by every game.
	m := *g.scenario.Map
	m.Bridges = append([]board.Bridge(nil), m.Bridges...)
	s := *g.scenario
	s.Map = &m
	g.scenario = &s
	br, ok := m.Bridge(hex.MustParse("1308"), hex.MustParse("1208"))
	if !ok {
		t.Fatal("no bridge 1308-1208 on the map")
	}
	br.Collapsed = true
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1308")
	mustApply(t, g, mvCmd(sh, "1208"))
	mvAt(t, sh, "1308")
	if !sh.Damaged {
		t.Error("fording past a collapsed bridge did not damage the vehicle on a 3")
	}
}

func TestIII31_AmphibiousVehiclesNeedNoRiverCheck(t *testing.T) {
	g := mvGame(t)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	amph := *sh.Card
	amph.Special.Amphibious = true
	sh.Card = &amph
	mustApply(t, g, mvCmd(sh, "1208", "1207")) // over the Ofanto, then out to sea
	mvAt(t, sh, "1207")
}

func TestIII31_InfantryRiverCheckFourUp(t *testing.T) {
	g := mvGame(t, 3, 4)
	a := addUnit(t, g, "us.rifle_squad", units.US, "1309")
	b := addUnit(t, g, "us.rifle_squad", units.US, "1309")
	mustApply(t, g, mvCmd(a, "1208"))
	mvAt(t, a, "1309")
	if a.Damaged {
		t.Error("infantry damaged by a failed crossing")
	}
	mustApply(t, g, mvCmd(b, "1208"))
	mvAt(t, b, "1208")
}

// VI.5.2: engineers in the crossing hex turn the 4+ into 2+.
func TestVI52_EngineersHelpInfantryCross(t *testing.T) {
	g := mvGame(t, 2, 1)
	// Canosa 1209 holds a US Combat Engineer Squad from the start.
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1209")
	evs := mustApply(t, g, mvCmd(sq, "1208"))
	mvAt(t, sq, "1208")
	chk, _ := hasEvent(evs, EvTerrainCheck)
	if !strings.Contains(chk.Text, "2+") || chk.Rule != "III.3.1, VI.5.2" {
		t.Errorf("check %q rule %q, want 2+ under VI.5.2", chk.Text, chk.Rule)
	}
	other := addUnit(t, g, "us.rifle_squad", units.US, "1209")
	mustApply(t, g, mvCmd(other, "1208"))
	mvAt(t, other, "1209") // a 1 fails even with help
}

func TestIII31_RoadThroughMountainNeedsNoCheck(t *testing.T) {
	g := mvGame(t) // no dice may be rolled
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0805")
	mustApply(t, g, mvCmd(sh, "0905", "1005", "1105"))
	mvAt(t, sh, "1105")
}

func TestIII31_MountainOffRoadVehicleNeedsSeven(t *testing.T) {
	g := mvGame(t, 6, 7, 2)
	a, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0805")
	b, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0805")
	mustApply(t, g, mvCmd(a, "0804"))
	mvAt(t, a, "0805")
	if a.Damaged {
		t.Error("a failed mountain check damages nothing")
	}
	mustApply(t, g, mvCmd(b, "0804", "0905")) // 7 passes; 0905 off-road is a second check, 2 fails
	mvAt(t, b, "0804")
}

func TestIII31_InfantryNeedNoMountainCheck(t *testing.T) {
	g := mvGame(t)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0805")
	mustApply(t, g, mvCmd(sq, "0804"))
	mvAt(t, sq, "0804")
}

// Adaptation: a gun manhandled by its crew fords like infantry but, not
// being infantry, checks for mountains.
func TestIII31_ManhandledGunChecks(t *testing.T) {
	g := mvGame(t, 3, 7)
	gun, crew := crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "1309")
	mustApply(t, g, mvCmd(gun, "1208")) // Ofanto, no engineers in 1309: 4+
	mvAt(t, gun, "1309")
	if gun.Damaged {
		t.Error("a gun fording like infantry is not damaged")
	}
	gun2, _ := crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "1209")
	mustApply(t, g, mvCmd(gun2, "1310")) // mountain, off-road: 7+
	mvAt(t, gun2, "1310")
	mvAt(t, crew, "1309")
}

func TestIII31_SwampClosedToVehiclesOffRoad(t *testing.T) {
	g := mvGame(t, 5)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1008")
	mvRefused(t, g, mvCmd(sh, "1108"), "1108", "swamp", "road", "III.3.1")
	byRoad, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1208")
	mustApply(t, g, mvCmd(byRoad, "1108"))
	mvAt(t, byRoad, "1108")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1008")
	mustApply(t, g, mvCmd(sq, "1108")) // infantry off-road: 5+
	mvAt(t, sq, "1108")
}

func TestIII31_ImpassableRefused(t *testing.T) {
	g := mvGame(t)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0905")
	mvRefused(t, g, mvCmd(sq, "1004"), "1004", "impassable", "III.3.1")
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1108")
	mvRefused(t, g, mvCmd(sh, "1207"), "sea", "III.3.1")
	// The whole path is checked before anything moves or rolls.
	tk, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0905")
	mvRefused(t, g, mvCmd(tk, "1005", "1004"), "impassable")
}
