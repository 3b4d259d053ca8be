package game

import (
	"math"
	"strings"
	"testing"

	"frontline/game/units"
)

func TestInsetV4_SupplyIsTenPercentLessPorts(t *testing.T) {
	g, _ := newTestGame(t, 1)
	for _, side := range Sides {
		force := 0
		for _, u := range g.Units {
			if u.Side == side && u.Deployed() && !u.Card.Special.NoSupply {
				force += u.Card.Cost
			}
		}
		owed, gotForce := g.SupplyCost(side)
		want := int(math.Round(float64(force)/10)) - 5*g.PortsServing(side)
		if gotForce != force || owed != max(want, 0) {
			t.Errorf("%s: owed %d on %d, want %d on %d", side, owed, gotForce, want, force)
		}
	}
	// The US holds Bari and Barletta from the start: both ports serve.
	if n := g.PortsServing(units.US); n != 2 {
		t.Errorf("US ports serving %d, want 2 (Bari, Barletta)", n)
	}
}

func TestInsetV4_StructuresAndObstaclesCostNoSupply(t *testing.T) {
	g, _ := newTestGame(t, 1)
	_, before := g.SupplyCost(units.Germany)
	addUnit(t, g, "neutral.minefield", units.Germany, "0807")
	addUnit(t, g, "de.command_post", units.Germany, "0807")
	addUnit(t, g, "neutral.airfield", units.Germany, "0807")
	if _, after := g.SupplyCost(units.Germany); after != before {
		t.Errorf("force for supply went from %d to %d after adding structures and an obstacle", before, after)
	}
	addUnit(t, g, "de.panther_turret", units.Germany, "0807")
	if _, after := g.SupplyCost(units.Germany); after != before+14 {
		t.Errorf("an emplacement with weapons must be supplied (Inset V.4 item 3): %d -> %d", before, after)
	}
}

// Example V.1: a deficit of 5 means 50 currency of units left idle; two
// Rifle Squads, two Panthers and their Tank Crews (54) satisfy it, and the
// same units may not carry the deficit again next turn.
func TestV32_ExampleV1_SupplyDeficit(t *testing.T) {
	g, _ := newTestGame(t, 1)
	for g.Active != units.Germany || g.Phase != PhaseMovement {
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		endPhase(t, g)
	}
	// Build the example's units and make Germany 5 short at its next supply.
	r1 := addUnit(t, g, "de.rifle_squad", units.Germany, "0807")
	r2 := addUnit(t, g, "de.rifle_squad", units.Germany, "0807")
	p1, c1 := crewUnit(t, g, "de.panther_g", "de.tank_crew", units.Germany, "0807")
	p2, c2 := crewUnit(t, g, "de.panther_g", "de.tank_crew", units.Germany, "0807")
	runToGermanDeficitOfFive(t, g)
	if g.Pending.Kind != DecideSupplyIdle || g.Pending.MinCost != 50 {
		t.Fatalf("pending %+v, want a supply-idle choice of at least 50", g.Pending)
	}
	_, err := g.Apply(Command{Kind: CmdChooseSupplyIdle, Side: units.Germany, Units: []UnitID{r1.ID, r2.ID, p1.ID}})
	if err == nil || !strings.Contains(err.Error(), "V.3.2") {
		t.Fatalf("28 worth accepted for a 50 penalty: %v", err)
	}
	evs := mustApply(t, g, Command{Kind: CmdChooseSupplyIdle, Side: units.Germany, Units: []UnitID{r1.ID, r2.ID, p1.ID, p2.ID, c1.ID, c2.ID}})
	idled, ok := hasEvent(evs, EvUnitsIdled)
	if !ok || idled.Amount != 54 {
		t.Fatalf("idled %+v, want 54 worth", idled)
	}
	for _, u := range []*Unit{r1, r2, p1, p2, c1, c2} {
		if !g.Unsupplied(u) {
			t.Errorf("%s not idle", g.describe(u))
		}
	}
	// Next German supply phase with a deficit: the same units are barred.
	runToGermanDeficitOfFive(t, g)
	if g.Pending.Kind != DecideSupplyIdle {
		t.Fatal("no deficit on the following turn")
	}
	if _, err := g.Apply(Command{Kind: CmdChooseSupplyIdle, Side: units.Germany, Units: []UnitID{p1.ID}}); err == nil || !strings.Contains(err.Error(), "last turn") {
		t.Errorf("a unit unsupplied last turn was accepted again: %v", err)
	}
}

func TestInsetV5_AircraftInFlightCannotCarryTheDeficit(t *testing.T) {
	g, _ := newTestGame(t, 1)
	fw, pilot := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	fw.InFlight = true
	choices := map[UnitID]bool{}
	for _, id := range g.deficitChoices(units.Germany) {
		choices[id] = true
	}
	if choices[fw.ID] || choices[pilot.ID] {
		t.Error("an aircraft in flight or its pilot may carry the deficit")
	}
}

// runToGermanDeficitOfFive plays on, keeping treasuries full, until
// Germany's next Supply phase, leaving it exactly 5 short there.
func runToGermanDeficitOfFive(t *testing.T, g *Game) {
	t.Helper()
	for g.Active != units.Germany || g.Phase != PhaseSupply {
		for s, p := range g.Players {
			p.Treasury = 1000
			if s == units.Germany && g.Active == units.US && g.Phase == PhaseCombat {
				owed, _ := g.SupplyCost(units.Germany)
				p.Treasury = owed - 5 - g.Income(units.Germany)
			}
		}
		endPhase(t, g)
		if g.Pending.Kind == DecideSupplyIdle {
			return
		}
	}
}
