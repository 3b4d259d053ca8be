package game

import (
	"testing"

	"frontline/game/units"
)

// VII.5.4: "When on the ground, pilots and crews are considered to be
// separate from their aircraft and are treated as Infantry": the enemy may
// attack the pilot of a grounded Mustang on its own, as infantry, and the
// pilot fights for itself; the aircraft is a vehicle target.
func TestVII54_PilotsOfGroundedAircraftAreInfantryTargets(t *testing.T) {
	g := combatGame(t, units.Germany)
	p51, pilot := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "1710")
	ts := g.AttackTargets(squad.ID)
	if !containsID(ts, p51.ID) || !containsID(ts, pilot.ID) {
		t.Fatalf("targets %v, want the Mustang and its pilot", ts)
	}
	if g.targetKind(pilot) != units.TargetInfantry || g.targetKind(p51) != units.TargetVehicles {
		t.Fatalf("pilot hit as %s, aircraft as %s", g.targetKind(pilot), g.targetKind(p51))
	}
	if bar := g.fighterBar(pilot, false); bar != "" {
		t.Fatalf("the pilot may not fight: %s", bar)
	}
	// In flight the pilot is aboard and no target of its own.
	p51.InFlight, pilot.InFlight = true, true
	if containsID(g.AttackTargets(squad.ID), pilot.ID) {
		t.Fatal("the pilot of an aircraft in flight is a target of its own")
	}
}
