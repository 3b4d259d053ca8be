package game

import (
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// fogToMovement ends phases (with money enough to pay supply) until side's
// Movement Phase.
func fogToMovement(t *testing.T, g *Game, side units.Side) {
	t.Helper()
	for g.Active != side || g.Phase != PhaseMovement {
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		endPhase(t, g)
	}
}

func fogStackIDs(g *Game, h string) []UnitID {
	var ids []UnitID
	for _, u := range g.Stack(hex.MustParse(h)) {
		ids = append(ids, u.ID)
	}
	return ids
}

func fogSameIDs(a, b []UnitID) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func restackCmd(side units.Side, h string, ids ...UnitID) Command {
	at := hex.MustParse(h)
	return Command{Kind: CmdRestack, Side: side, Hex: &at, Units: ids}
}

// III.2.3: bottom to top infantry, obstacles, vehicles, structures,
// aircraft, naval units, whatever order they arrived in.
func TestIII23_DefaultStackOrder(t *testing.T) {
	g, _ := newTestGame(t, 1)
	const h = "0606"
	ship := addUnit(t, g, "us.lcvp", units.US, h)
	plane := addUnit(t, g, "us.p51d_escort", units.US, h)
	post := addUnit(t, g, "us.command_post", units.US, h)
	jeep := addUnit(t, g, "us.jeep", units.US, h)
	mines := addUnit(t, g, "neutral.minefield", units.US, h)
	squad := addUnit(t, g, "us.rifle_squad", units.US, h)
	want := []UnitID{squad.ID, mines.ID, jeep.ID, post.ID, plane.ID, ship.ID}
	if got := fogStackIDs(g, h); !fogSameIDs(got, want) {
		t.Fatalf("stack %v, want %v", got, want)
	}
}

// III.2.3: the owner may choose another order in the Movement Phase; the
// choice lasts until a new unit joins the stack.
func TestIII23_PlayerChoosesStackOrder(t *testing.T) {
	g, _ := newTestGame(t, 1)
	const h = "0606"
	squad := addUnit(t, g, "us.rifle_squad", units.US, h)
	jeep := addUnit(t, g, "us.jeep", units.US, h)
	if _, err := g.Apply(restackCmd(units.US, h, jeep.ID, squad.ID)); err == nil {
		t.Fatal("restack accepted outside the Movement Phase")
	}
	fogToMovement(t, g, units.US)
	bad := []Command{
		restackCmd(units.US, h, jeep.ID),                      // incomplete
		restackCmd(units.US, h, jeep.ID, jeep.ID),             // twice
		restackCmd(units.US, h, jeep.ID, squad.ID, UnitID(1)), // not in the hex
		restackCmd(units.US, "1109", 42),                      // the enemy's
	}
	for _, c := range bad {
		if _, err := g.Apply(c); err == nil {
			t.Errorf("restack %v accepted", c.Units)
		}
	}
	evs, err := g.Apply(restackCmd(units.US, h, jeep.ID, squad.ID))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := hasEvent(evs, EvRestacked); !ok {
		t.Error("no restack event")
	}
	if got := fogStackIDs(g, h); !fogSameIDs(got, []UnitID{jeep.ID, squad.ID}) {
		t.Fatalf("chosen order not kept: %v", got)
	}
	tank := addUnit(t, g, "us.sherman_m4a3", units.US, h)
	if got := fogStackIDs(g, h); !fogSameIDs(got, []UnitID{squad.ID, jeep.ID, tank.ID}) {
		t.Fatalf("a newcomer should bring back the default order: %v", got)
	}
}

// Inset III.2: a crew sits directly under the tank it operates; the owner
// may move the pair but not split it.
func TestInsetIII2_CrewBelowItsTank(t *testing.T) {
	g, _ := newTestGame(t, 1)
	const h = "0606"
	tank, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, h)
	squad := addUnit(t, g, "us.rifle_squad", units.US, h)
	if got := fogStackIDs(g, h); !fogSameIDs(got, []UnitID{squad.ID, crew.ID, tank.ID}) {
		t.Fatalf("stack %v, want squad, crew, tank", got)
	}
	fogToMovement(t, g, units.US)
	_, err := g.Apply(restackCmd(units.US, h, crew.ID, squad.ID, tank.ID))
	if err == nil || !strings.Contains(err.Error(), "Inset III.2") {
		t.Fatalf("crew split from its tank: %v", err)
	}
	if _, err := g.Apply(restackCmd(units.US, h, tank.ID, crew.ID, squad.ID)); err == nil {
		t.Fatal("crew above its tank accepted")
	}
	if _, err := g.Apply(restackCmd(units.US, h, crew.ID, tank.ID, squad.ID)); err != nil {
		t.Fatal(err)
	}
	if got := fogStackIDs(g, h); !fogSameIDs(got, []UnitID{crew.ID, tank.ID, squad.ID}) {
		t.Fatalf("stack %v", got)
	}
}

// A chosen order is part of the state: saves replay to the same hash.
func TestIII23_RestackReplays(t *testing.T) {
	g, _ := newTestGame(t, 3)
	for g.Active != units.US || g.Phase != PhaseMovement {
		endPhase(t, g)
	}
	if _, err := g.Apply(restackCmd(units.US, "1308", 14, 13, 12, 11)); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Record().Replay(g.content, "restack", nil); err != nil {
		t.Fatal(err)
	}
}
