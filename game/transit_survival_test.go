package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// transitFate names what Table VI.1 made of u.
func transitFate(u *Unit) string {
	switch {
	case u.Place == Destroyed:
		return "destroyed"
	case u.Damaged:
		return "damaged"
	}
	return "intact"
}

// Table VI.1 through a halftrack destroyed by a Panzer IV's natural 20:
// the squad aboard rolls a d10, 1-5 destroyed, 6-8 damaged, 9-10 intact,
// and (reading, as VI.7.5) a damaged squad damaged again is destroyed.
// Survivors stand in the hex on their own and are targets of their own.
func TestTableVI1_SurvivalInTransit(t *testing.T) {
	// roll, the squad damaged before, and what becomes of it.
	cases := []struct {
		roll    int
		damaged bool
		want    string
	}{{5, false, "destroyed"}, {6, false, "damaged"}, {8, true, "destroyed"}, {9, true, "damaged"}, {10, false, "intact"}}
	for _, c := range cases {
		g := combatGame(t, units.Germany)
		pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
		ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "0606")
		sq := addUnit(t, g, "us.rifle_squad", units.US, "0606")
		sq.Aboard, sq.Damaged = ht.ID, c.damaged
		mustApply(t, g, attackCmd(units.Germany, ht, pz))
		g.dice = dice.ScriptT(t, 20, c.roll)
		evs := mustApply(t, g, retaliateCmd(units.US, nil))
		got := transitFate(sq)
		if ht.Place != Destroyed || got != c.want || sq.Aboard != 0 {
			t.Errorf("roll %d (damaged before: %v): squad %s, aboard %d; want %s", c.roll, c.damaged, got, sq.Aboard, c.want)
		}
		ts, ok := hasEvent(evs, EvTransitSurvival)
		if !ok || ts.Rolls[0].Rule != "VI.3.6" || ts.Amount != c.roll || !containsID(ts.Units, sq.ID) || !strings.Contains(ts.Text, "Table VI.1") {
			t.Errorf("roll %d: survival event %+v", c.roll, ts)
		}
		if got != "destroyed" && !g.legalTarget(pz, sq) {
			t.Errorf("roll %d: the survivor should be a target of its own", c.roll)
		}
	}
}

// VI.3.6 for a tow: the gun rolls Table VI.1; a gun lost in transit takes
// its crew's survival roll (Table VI.3) with it.
func TestVI36_TowedGunSurvival(t *testing.T) {
	g := combatGame(t, units.Germany)
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "0606")
	how, crew := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, "0606")
	how.TowedBy = []UnitID{ht.ID}
	if containsID(g.AttackTargets(pz.ID), how.ID) {
		t.Fatal("a gun in tow is a target of its own")
	}
	mustApply(t, g, attackCmd(units.Germany, ht, pz))
	g.dice = dice.ScriptT(t, 20, 3, 9)
	evs := mustApply(t, g, retaliateCmd(units.US, nil))
	if how.Place != Destroyed || crew.Place != OnMap || len(how.TowedBy) != 0 {
		t.Fatalf("gun %v crew %v towed by %v", how.Place, crew.Place, how.TowedBy)
	}
	if _, ok := hasEvent(evs, EvCrewSurvival); !ok {
		t.Fatal("no crew survival roll for the lost gun")
	}
	if g.Scores[units.Germany] != ht.Card.Cost+how.Card.Cost {
		t.Fatalf("Germany scores %d, want the halftrack and the gun", g.Scores[units.Germany])
	}
}

// Reading of VI.3.6 with III.3.1: a squad whose landing craft is sunk in a
// sea hex has nowhere to stand, whatever its roll.
func TestVI36_LostAtSea(t *testing.T) {
	g := combatGame(t, units.Germany)
	var sea hex.Hex
	for _, h := range hex.Neighbors(hex.MustParse("1710")) {
		if g.scenario.Map.InBounds(h) && !g.scenario.Map.Terrain(h).IsLand() {
			sea = h
			break
		}
	}
	if sea == (hex.Hex{}) {
		t.Fatal("no sea next to Bari")
	}
	gun, _ := crewUnit(t, g, "de.sfh18", "de.artillery_crew", units.Germany, "1710")
	boat := addUnit(t, g, "us.lcvp", units.US, sea.String())
	sq := addUnit(t, g, "us.rifle_squad", units.US, sea.String())
	sq.Aboard = boat.ID
	mustApply(t, g, attackCmd(units.Germany, boat, gun))
	g.dice = dice.ScriptT(t, 20, 10)
	evs := mustApply(t, g, retaliateCmd(units.US, nil))
	ts, _ := hasEvent(evs, EvTransitSurvival)
	if sq.Place != Destroyed || !strings.Contains(ts.Text, "lost at sea") {
		t.Fatalf("squad %v; survival %q", sq.Place, ts.Text)
	}
}

// Glossary Landing Ship: no unloading under fire; the Combat Phase is no
// Movement Phase.
func TestGlossaryLandingShip_NoUnloadingInCombat(t *testing.T) {
	g := combatGame(t, units.US)
	boat := addUnit(t, g, "us.lcvp", units.US, "1710")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1710")
	sq.Aboard = boat.ID
	refused(t, g, disembarkCmd(sq), "only in the Movement Phase", "glossary, Landing Ship")
}

// VI.1.2 with VI.3.6: a captured jeep its captor destroys is lost like any
// other carrier. The German squad riding it rolls Table VI.1 (3:
// destroyed, 7: damaged, 10: intact), survivors standing in the hex on
// their own; the destruction itself scores nothing.
func TestVI36_DestroyedCaptureSettlesItsLoad(t *testing.T) {
	for _, c := range []struct {
		roll int
		want string
	}{{3, "destroyed"}, {7, "damaged"}, {10, "intact"}} {
		g := moveGame(t, units.Germany)
		jeep := addUnit(t, g, "us.jeep", units.US, "1010")
		g.capture(jeep, UnconditionalFactor, "test", "VI.1.2")
		sq := addUnit(t, g, "de.rifle_squad", units.Germany, "1010")
		sq.Aboard = jeep.ID
		score := g.Score(units.Germany)
		g.dice = dice.ScriptT(t, c.roll)
		evs := mustApply(t, g, Command{Kind: CmdDestroyCaptured, Side: units.Germany, Unit: jeep.ID})
		got := transitFate(sq)
		if jeep.Place != Destroyed || got != c.want || sq.Aboard != 0 || g.Score(units.Germany) != score {
			t.Errorf("roll %d: jeep %s, squad %s aboard %d, German score %d (was %d); want the squad %s, no score",
				c.roll, jeep.Place, got, sq.Aboard, g.Score(units.Germany), score, c.want)
		}
		if ts, ok := hasEvent(evs, EvTransitSurvival); !ok || ts.Amount != c.roll || !containsID(ts.Units, sq.ID) {
			t.Errorf("roll %d: survival event %+v", c.roll, ts)
		}
	}
}
