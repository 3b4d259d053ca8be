package game

import (
	"testing"

	"frontline/game/tactical"
	"frontline/game/units"
)

// Table IX.1, Q121 from the map: the PaK hitched to the half-track comes
// in its tow; the PaK unhitched this turn and still setting up comes
// packed (its set-up starts once placed); the PaK set up comes set up;
// the observer the US found on the map is found on the table, the other
// hidden; Dug In stays as on the map.
func TestIX1_GunsAndHiddenUnitsFromTheMap(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	squad.DugIn = true
	towed, _ := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
	ht := addUnit(t, g, "de.sdkfz251", units.Germany, "0606")
	towed.TowedBy = []UnitID{ht.ID}
	packing, _ := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
	packing.IdleUntil = g.Players[units.Germany].Turn + 1
	ready, _ := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
	found := addUnit(t, g, "de.forward_observer", units.Germany, "0606")
	found.FoundAt = "0606"
	unseen := addUnit(t, g, "de.forward_observer", units.Germany, "0606")
	mustApply(t, g, miniaturesCmd(units.US, squad, sherman))
	mustApply(t, g, answer(units.Germany, Accept))
	b := g.Battle()
	at := func(u *Unit) *tactical.Unit {
		for i, m := range g.Miniatures.Members {
			if m.Unit == u.ID {
				return &b.Units[i]
			}
		}
		t.Fatalf("%s is not on the table", g.describe(u))
		return nil
	}
	if tu := at(towed); len(tu.TowedBy) != 1 || tu.TowedBy[0] != at(ht).ID {
		t.Fatalf("the towed PaK comes as %+v", tu)
	}
	if tu := at(packing); tu.ReadyAt != -1 || tu.Hitched() {
		t.Fatalf("the PaK setting up comes ready at %d", tu.ReadyAt)
	}
	if tu := at(ready); tu.ReadyAt != 0 || !b.SetUp(tu) {
		t.Fatalf("the set-up PaK comes ready at %d", tu.ReadyAt)
	}
	if at(found).Hidden || !at(unseen).Hidden || !at(squad).DugIn {
		t.Fatalf("found hidden %v, unseen hidden %v, squad dug in %v", at(found).Hidden, at(unseen).Hidden, at(squad).DugIn)
	}
}

// Q129 from the map: the hex's wire and the defender's command post go
// onto the table on the defender's side, wire of the attacker's own
// making too; they are no fighters of the engagement. Damaged or
// destroyed on the table, they are so on the map.
func TestQ129_ObstaclesAndStructuresBackToTheMap(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Momentum = false
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	wire := addUnit(t, g, "neutral.barbed_wire", units.Germany, "0606")
	mines := addUnit(t, g, "neutral.minefield", units.US, "0606")
	post := addUnit(t, g, "de.command_post", units.Germany, "0606")
	b := openTable(t, g, squad, sherman)
	ids := []UnitID{sherman.ID, squad.ID, wire.ID, mines.ID, post.ID}
	for i, m := range g.Miniatures.Members {
		if m.Unit != ids[i] {
			t.Fatalf("members %+v, want units %v", g.Miniatures.Members, ids)
		}
	}
	for _, i := range []int{2, 3, 4} {
		if b.Units[i].Role != tactical.Defender {
			t.Fatalf("%s is on the %v side", b.Units[i].Card.Name, b.Units[i].Role)
		}
	}
	if e := g.OpenEngagement; len(e.Defenders) != 1 || e.Defenders[0].Unit != squad.ID {
		t.Fatalf("defenders %+v", e.Defenders)
	}
	b.Units[2].Damaged = true
	b.Units[4].Status = tactical.Destroyed
	endTable(t, g)
	if !wire.Damaged || post.Place != Destroyed || mines.Damaged || !mines.Deployed() {
		t.Fatalf("wire damaged %v, post %v, minefield damaged %v", wire.Damaged, post.Place, mines.Damaged)
	}
}

// III.6.3 on a battle from the map (Q134): Ammunition Rationing drawn by
// Germany takes a point off its guns' attacks and forbids its fire
// missions; Signals Breakdown drawn by the US takes a point off its
// initiative; Rivers in Flood adds 2 to every river check; a squad idled
// by Malaria stays off the table.
func TestIII63_EventsInForceGoOntoTheTable(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	pak, _ := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
	sick := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	g.InForce = append(g.InForce,
		ActiveEvent{Card: "ammunition_rationing", Drawer: units.Germany, TurnsLeft: 2},
		ActiveEvent{Card: "signals_breakdown", Drawer: units.US, TurnsLeft: 2},
		ActiveEvent{Card: "rivers_in_flood", Drawer: units.US, TurnsLeft: 2},
		ActiveEvent{Card: "malaria", Drawer: units.Germany, TurnsLeft: 2, Idle: []UnitID{sick.ID}})
	mustApply(t, g, miniaturesCmd(units.US, squad, sherman))
	mustApply(t, g, answer(units.Germany, Accept))
	b := g.Battle()
	want := [2]tactical.Conditions{tactical.Defender: {NoMissions: true}, tactical.Attacker: {Initiative: -1}}
	if b.Rules.Events != want {
		t.Fatalf("events on the table %+v, want %+v", b.Rules.Events, want)
	}
	for i, m := range g.Miniatures.Members {
		u, tu := g.Unit(m.Unit), b.Units[i]
		if u == sick {
			t.Fatal("the squad idled by Malaria is on the table")
		}
		if want := map[bool]int{true: -1, false: 0}[u == pak]; tu.AttackDelta != want || tu.CheckDelta[tactical.RiverCheck] != 2 {
			t.Fatalf("%s attacks %+d, river check %+d", g.describe(u), tu.AttackDelta, tu.CheckDelta[tactical.RiverCheck])
		}
	}
}
