package game

import (
	"sort"
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

func hitchCmd(gun *Unit, tows ...*Unit) Command {
	return Command{Kind: CmdHitch, Side: gun.Side, Unit: gun.ID, Units: ids(tows)}
}

func unhitchCmd(gun *Unit) Command {
	return Command{Kind: CmdUnhitch, Side: gun.Side, Unit: gun.ID}
}

// towPath is a route of n hexes for u with no terrain checks, ending out
// of the enemy's reach (no defensive combat, VI.2.1), picked in a fixed
// order from MoveOptions.
func towPath(t *testing.T, g *Game, u *Unit, n int) []hex.Hex {
	t.Helper()
	opts := g.MoveOptions(u.ID)
	keys := make([]string, 0, len(opts))
	for k := range opts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if o := opts[k]; o.Cost == n && o.Checks == 0 && !enemyNear(g, u.Side, o.Path[n-1]) {
			return o.Path
		}
	}
	t.Fatalf("%s has no %d-hex route without checks", g.describe(u), n)
	return nil
}

// VI.3.5, Q28: hitching the 105mm to a halftrack keeps gun, crew and
// halftrack idle for the gun's one setup phase; next turn they move
// together at one less than the halftrack's Movement; unhitching takes
// another idle phase, after which the gun stays and the halftrack is free.
func TestVI35_TowingTakesIdlePhasesAndCostsOneMovement(t *testing.T) {
	g := tpGame(t)
	ht := tpUnit(t, g, "us.halftrack_m3a1", 2)
	how := tpUnit(t, g, "us.howitzer_105mm", 1)
	crew := g.Unit(how.Crew)
	evs := mustApply(t, g, hitchCmd(how, ht))
	e, ok := hasEvent(evs, EvHitched)
	if !ok || len(e.Units) != 3 || e.Rule != "VI.3.5" {
		t.Fatalf("hitch event %+v", e)
	}
	refused(t, g, mvCmd(ht, "1510"), "busy", "VI.2.4")
	refused(t, g, mvCmd(how, "1510"), "hitched", "VI.3.5")
	refused(t, g, unhitchCmd(how), "busy", "VI.2.4")

	toPhase(t, g, units.US, 2, PhaseMovement)
	if got := g.baseAllowance(ht); got != 3 {
		t.Fatalf("towing halftrack may enter %d hexes, want 3", got)
	}
	refused(t, g, mvCmd(ht, "1510", "1610", "1711", "1811"), "3 hexes while towing", "VI.3.5")
	path := towPath(t, g, ht, 3)
	evs = mustApply(t, g, Command{Kind: CmdMove, Side: units.US, Unit: ht.ID, Path: path})
	to := path[2].String()
	mvAt(t, how, to)
	mvAt(t, crew, to)
	if mv, _ := hasEvent(evs, EvMoved); !containsID(mv.Units, how.ID) || !containsID(mv.Units, crew.ID) {
		t.Fatalf("move event %+v", mv)
	}
	refused(t, g, unhitchCmd(how), "has moved this Movement Phase", "VI.3.5")

	toPhase(t, g, units.US, 3, PhaseMovement)
	mustApply(t, g, unhitchCmd(how))
	if how.IdleUntil != 3 || ht.IdleUntil != 3 || len(how.TowedBy) != 0 {
		t.Fatalf("after unhitching: gun idle to %d, halftrack idle to %d, towed by %v", how.IdleUntil, ht.IdleUntil, how.TowedBy)
	}
	toPhase(t, g, units.US, 4, PhaseMovement)
	if got := g.baseAllowance(ht); got != 4 {
		t.Fatalf("free halftrack may enter %d hexes, want 4", got)
	}
	wantErr(t, g.CanMove(how.ID), "can only be towed")
	saveAndReload(t, g)
}

// VI.3.5: the tow capacity must meet or exceed the gun's size, and only
// Towed Guns are hitched.
func TestVI35_TowCapacityMustFitTheGun(t *testing.T) {
	g := tpGame(t)
	how := tpUnit(t, g, "us.howitzer_105mm", 1)
	jeep := addUnit(t, g, "us.jeep", units.US, how.Hex.String())
	refused(t, g, hitchCmd(how, jeep), "Tow Capacity (S)", "Towed Gun (M)", "VI.3.5")
	sq := addUnit(t, g, "us.rifle_squad", units.US, how.Hex.String())
	refused(t, g, hitchCmd(how, sq), "no Tow Capacity", "VI.3.5")
	ht := tpUnit(t, g, "us.halftrack_m3a1", 1) // in 1309, not with the gun
	refused(t, g, hitchCmd(how, ht), "must stand in", "VI.3.5")
	refused(t, g, hitchCmd(jeep, ht), "no Towed Gun", "VI.3.5")
	refused(t, g, unhitchCmd(how), "not hitched", "VI.3.5")

	// The 57mm is Towed Gun (S): a jeep tows it; a unit that moved may not hitch.
	at := tpUnit(t, g, "us.at_gun_57mm", 2) // in 1308
	j2 := addUnit(t, g, "us.jeep", units.US, "1208")
	mustApply(t, g, mvCmd(j2, "1308"))
	refused(t, g, hitchCmd(at, j2), "has moved this Movement Phase", "VI.3.5")
	j3 := addUnit(t, g, "us.jeep", units.US, "1308")
	mustApply(t, g, hitchCmd(at, j3))
	refused(t, g, hitchCmd(how, j3), "must stand in", "VI.3.5")
}

// A9, VI.3.5: the 88 is Towed Gun (M, 2): one halftrack is not enough; two
// move it, and the slower of them sets the pace, less one.
func TestA9_HeavyGunsNeedTwoTows(t *testing.T) {
	g := tpGame(t)
	mvToMovement(t, g, units.Germany)
	flak := tpUnit(t, g, "de.flak36", 1)
	ht1 := tpUnit(t, g, "de.sdkfz251", 1)
	refused(t, g, hitchCmd(flak, ht1), "needs 2 towing vehicle(s), not 1", "VI.3.5")
	ht2 := addUnit(t, g, "de.sdkfz251", units.Germany, flak.Hex.String())
	ht2.Damaged = true // Movement 2 on its damaged face
	refused(t, g, hitchCmd(flak, ht1, ht1), "named twice", "VI.3.5")
	mustApply(t, g, hitchCmd(flak, ht1, ht2))
	if !strings.Contains(g.transitMoveBar(flak, false).Error(), "hitched") {
		t.Fatal("the gun may move on its own")
	}
	mvToMovement(t, g, units.US)
	mvToMovement(t, g, units.Germany)
	if got := g.baseAllowance(ht2); got != 1 {
		t.Fatalf("the pair may enter %d hexes, want 1 (damaged halftrack 2, less 1)", got)
	}
	path := towPath(t, g, ht2, 1)
	evs := mustApply(t, g, Command{Kind: CmdMove, Side: units.Germany, Unit: ht2.ID, Path: path})
	mv, _ := hasEvent(evs, EvMoved)
	for _, u := range []*Unit{ht1, flak, g.Unit(flak.Crew)} {
		mvAt(t, u, path[0].String())
		if !containsID(mv.Units, u.ID) {
			t.Fatalf("%s not in the move %v", g.describe(u), mv.Units)
		}
	}
}

// VI.3.5 "Manhandling": a gun with a Movement of its own is moved by its
// crew without a tow.
func TestVI35_ManhandledGunMovesItself(t *testing.T) {
	g := tpGame(t)
	at := tpUnit(t, g, "us.at_gun_57mm", 2) // in 1308, Movement 1
	mustApply(t, g, mvCmd(at, "1309"))
	mvAt(t, g.Unit(at.Crew), "1309")
}

func enemyNear(g *Game, side units.Side, h hex.Hex) bool {
	for _, e := range g.enemiesOnMap(side) {
		if hex.Distance(e.Hex, h) <= 2 {
			return true
		}
	}
	return false
}
