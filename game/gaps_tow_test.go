package game

import (
	"testing"

	"frontline/game/units"
)

// towedPair is the US 8-inch howitzer (Towed Gun (M, 2)) with its crew,
// hitched to two M3A1 halftracks in h (state set directly: hitching is
// tested in towing_test.go).
func towedPair(t *testing.T, g *Game, h string) (gun, ht1, ht2 *Unit) {
	t.Helper()
	gun, _ = crewUnit(t, g, "us.howitzer_8in", "us.artillery_crew", units.US, h)
	ht1 = addUnit(t, g, "us.halftrack_m3a1", units.US, h)
	ht2 = addUnit(t, g, "us.halftrack_m3a1", units.US, h)
	gun.TowedBy = []UnitID{ht1.ID, ht2.ID}
	return gun, ht1, ht2
}

// III.3.1 "each Unit entering", VI.3.5, A9: both tows of a Towed Gun
// (M, 2) ford the Ofanto on their own rolls; when the second fails, it is
// damaged and the whole hitched group stays on the near bank.
func TestVI35_SecondTowChecksTerrain(t *testing.T) {
	g := mvGame(t, 6, 5)
	gun, ht1, ht2 := towedPair(t, g, "1209")
	evs := mustApply(t, g, mvCmd(ht1, "1208"))
	var checks []Event
	for _, e := range evs {
		if e.Kind == EvTerrainCheck {
			checks = append(checks, e)
		}
	}
	if len(checks) != 2 || checks[0].Units[0] != ht1.ID || checks[1].Units[0] != ht2.ID || checks[1].Amount != 5 {
		t.Fatalf("terrain checks %+v, want one for each halftrack", checks)
	}
	for _, u := range []*Unit{gun, g.Unit(gun.Crew), ht1, ht2} {
		mvAt(t, u, "1209")
	}
	if ht1.Damaged || !ht2.Damaged {
		t.Errorf("damaged: first tow %v, second %v; want the second only", ht1.Damaged, ht2.Damaged)
	}

	// Both pass: the group crosses.
	g2 := mvGame(t, 6, 6)
	gun2, a, b := towedPair(t, g2, "1209")
	mustApply(t, g2, mvCmd(a, "1208"))
	for _, u := range []*Unit{gun2, a, b} {
		mvAt(t, u, "1208")
	}
}
