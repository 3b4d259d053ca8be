package game

import (
	"slices"
	"testing"

	"frontline/game/combat"
	"frontline/game/units"
)

// Glossary, Obstacle (Infantry): infantry entering the wire's hex is
// attacked once, no initiative: d20 against the wire's attack, then
// intensity + DI less Defense.
func TestGlossaryObstacle_AttacksCrossingInfantry(t *testing.T) {
	g := mvGame(t, 15, 3) // hit (14 needed), intensity 3
	wire := addUnit(t, g, "neutral.barbed_wire", units.Germany, "1510")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	evs := mustApply(t, g, mvCmd(sq, "1510"))
	e, ok := hasEvent(evs, EvObstacleAttack)
	if !ok || e.Rule != obstacleRule || !slices.Contains(e.Units, wire.ID) || !slices.Contains(e.Units, sq.ID) {
		t.Fatalf("obstacle event %+v", e)
	}
	net := 3 + wire.Face().Weapons[0].DI - sq.Face().Defense
	want := combat.Outcome(sq.Card, false, net)
	if got := map[bool]combat.State{false: combat.Intact, true: combat.Damaged}[sq.Damaged]; sq.Deployed() && got != want {
		t.Fatalf("squad took %d: damaged=%v, want %s", net, sq.Damaged, want)
	}
	mvAt(t, sq, "1510")
}

// Vehicles cross wire meant for infantry without a roll.
func TestGlossaryObstacle_OnlyTheKindsItStops(t *testing.T) {
	g := mvGame(t) // no dice may be rolled
	addUnit(t, g, "neutral.barbed_wire", units.Germany, "1510")
	jeep := addUnit(t, g, "us.jeep", units.US, "1409")
	evs := mustApply(t, g, mvCmd(jeep, "1510"))
	if _, ok := hasEvent(evs, EvObstacleAttack); ok {
		t.Fatal("barbed wire attacked a jeep")
	}
}

// OnDamage safe passage: a damaged obstacle lets 2 units a turn through
// unharmed; the third is attacked.
func TestGlossaryObstacle_DamagedLetsTwoThrough(t *testing.T) {
	g := mvGame(t, 2) // the third squad: a miss
	wire := addUnit(t, g, "neutral.barbed_wire", units.Germany, "1510")
	wire.Damaged = true
	var attacked int
	for range 3 {
		sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
		for _, e := range eventsOf(mustApply(t, g, mvCmd(sq, "1510")), EvObstacleAttack) {
			if len(e.Rolls) > 0 {
				attacked++
			}
		}
	}
	if attacked != 1 || wire.Passed != 2 {
		t.Fatalf("attacked %d times, passed %d; want 1 and 2", attacked, wire.Passed)
	}
}

// The obstacle stops every country's units; with its controller's
// emplacement in the hex it guards that perimeter and lets them through.
func TestGlossaryObstacle_OwnUnitsPassOnlyAtAPerimeter(t *testing.T) {
	g := mvGame(t, 2) // the own wire attacks and misses
	addUnit(t, g, "neutral.barbed_wire", units.US, "1510")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	evs := mustApply(t, g, mvCmd(sq, "1510"))
	if e, ok := hasEvent(evs, EvObstacleAttack); !ok || len(e.Rolls) == 0 {
		t.Fatalf("own wire without a perimeter let the squad through: %+v", e)
	}
	refused(t, g, Command{Kind: CmdUndoMove, Side: units.US}, "rolls stand", obstacleRule)

	g = mvGame(t) // no dice
	addUnit(t, g, "neutral.barbed_wire", units.US, "1510")
	addUnit(t, g, "neutral.airfield", units.US, "1510")
	sq = addUnit(t, g, "us.rifle_squad", units.US, "1409")
	if _, ok := hasEvent(mustApply(t, g, mvCmd(sq, "1510")), EvObstacleAttack); ok {
		t.Fatal("the wire round an own structure attacked its own side")
	}
}

// VII.4.4, VII.3.4: small arms are no way to attack a hardened structure;
// a gun over 15mm may attack an engineered bridge.
func TestVII44_OnlyHeavyEnoughWeaponsAttackStructures(t *testing.T) {
	g := combatGame(t, units.Germany)
	br := addUnit(t, g, "neutral.engineered_bridge", units.US, "1510")
	field := addUnit(t, g, "neutral.airfield", units.US, "1510")
	sq := addUnit(t, g, "de.rifle_squad", units.Germany, "1510")
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "1510")
	if got := g.AttackTargets(sq.ID); slices.Contains(got, br.ID) || slices.Contains(got, field.ID) {
		t.Errorf("rifles may attack %v", got)
	}
	if got := g.AttackTargets(pz.ID); !slices.Contains(got, br.ID) || slices.Contains(got, field.ID) {
		t.Errorf("a 7.5cm gun may attack %v; want the bridge and not the airfield", got)
	}
	refused(t, g, attackCmd(units.Germany, br, sq), "no legal target", "V.5.2")
}
