package tactical

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// towBattle: a German PaK 40 comes in tow behind a halftrack from the
// south (zone d10 10: 16" deep); a US squad waits 5" north of where the
// gun will be set down.
func towBattle(t *testing.T, script ...int) *Battle {
	t.Helper()
	forces := []Force{force(t, "de.pak40", units.Germany), force(t, "de.sdkfz251", units.Germany), force(t, "us.rifle_squad", units.US)}
	forces[0].TowedBy = []int{1}
	return startBattle(t, openTable(t), Rules{}, forces, []spot{{}, {at: in(0, 30)}, {at: in(0, 22)}}, append([]int{10}, script...)...)
}

// endRound ends the declarations of both sides (no fire): the round's
// initiative takes two dice of the script.
func endRound(t *testing.T, b *Battle) {
	t.Helper()
	endDeclare(t, b, units.Germany)
	endDeclare(t, b, units.US)
}

// Table IX.1, VI.3.5: a gun of Movement 0 that is not set up comes in tow
// and is placed with its tow; the group moves at the tow's Movement less
// 1"; unhitched, the gun digs in for five tactical turns — it may not
// fire in the combat rounds of turns 1 to 5 and fires from turn 6. A gun
// in tow, or set down, never moves on its own.
func TestTableIX1_TowedGunSetsUpInFiveTurns(t *testing.T) {
	b := towBattle(t, 5, 3, 5, 3, 5, 3, 5, 3, 5, 3)
	gun, tow := b.Unit(0), b.Unit(1)
	if gun.Status != OnTable || gun.Pos != tow.Pos || !gun.Hitched() {
		t.Fatalf("gun %v at %s, tow at %s, hitched %v", gun.Status, gun.Pos, tow.Pos, gun.Hitched())
	}
	must(t, b, Command{Kind: CmdEndMove, Side: units.US})
	refused(t, b, moveCmd(units.Germany, 0, in(0, 29), 0), TowRule)
	if b.Allowance(tow) != 3*100 || b.Allowance(gun) != 0 {
		t.Fatalf("allowances: tow %d gun %d", b.Allowance(tow), b.Allowance(gun))
	}
	refused(t, b, moveCmd(units.Germany, 1, in(0, 26.99), 0), "IX.5.2")
	evs := must(t, b, moveCmd(units.Germany, 1, in(0, 27), 0))
	if gun.Pos != in(0, 27) || len(evs[len(evs)-1].Units) != 2 {
		t.Fatalf("the gun did not come along: %s %v", gun.Pos, evs)
	}
	evs = must(t, b, Command{Kind: CmdUnhitch, Side: units.Germany, Unit: 0, Facing: 0})
	if gun.Hitched() || gun.ReadyAt != 6 || !hasText(evs, EvTow, "fires from turn 6") {
		t.Fatalf("unhitched: hitched %v ready %d %v", gun.Hitched(), gun.ReadyAt, texts(evs, EvTow))
	}
	for turn := 1; turn <= 5; turn++ {
		if turn == 2 {
			must(t, b, Command{Kind: CmdEndMove, Side: units.US})
			refused(t, b, moveCmd(units.Germany, 0, in(0, 26), 0), "Table IX.1")
		}
		toDeclarations(t, b)
		refused(t, b, Command{Kind: CmdDeclare, Side: units.Germany, Unit: 0, Target: 2}, "Table IX.1")
		endRound(t, b)
	}
	toDeclarations(t, b)
	if b.Turn != 6 {
		t.Fatalf("turn %d", b.Turn)
	}
	declare(t, b, units.Germany, 0, 2)
}

// Table IX.1: a set-up gun of Movement 0 may not be hitched; a packed one
// may, by a tow within 1" with a Tow Capacity that fits; a gun that needs
// two tows (Towed Gun (M, 2)) is refused one. Hitching is the turn's
// move of the gun and its tows, which gather on the lead.
func TestTableIX1_HitchingOnTheTable(t *testing.T) {
	forces := []Force{force(t, "us.howitzer_105mm", units.US), force(t, "us.at_gun_3in", units.US), force(t, "us.halftrack_m3a1", units.US),
		force(t, "us.jeep", units.US), force(t, "us.howitzer_8in", units.US), force(t, "de.rifle_squad", units.Germany)}
	forces[1].Packed, forces[4].Packed = true, true
	spots := []spot{{at: in(0, 0)}, {at: in(3, 0)}, {at: in(3.5, 0.5)}, {at: in(2.3, 0)}, {at: in(4, 0)}, {at: in(0, 33)}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10, 5, 3)
	hitch := func(gun UnitID, tows ...UnitID) Command {
		return Command{Kind: CmdHitch, Side: units.US, Unit: gun, Units: tows}
	}
	if b.Unit(1).ReadyAt != 1+SetupTurns || b.SetUp(b.Unit(1)) || !b.SetUp(b.Unit(0)) {
		t.Fatalf("the packed gun ready at %d", b.Unit(1).ReadyAt)
	}
	refused(t, b, hitch(0, 2), "Table IX.1")          // set up
	refused(t, b, hitch(1, 3), TowRule)               // a jeep tows small guns only
	refused(t, b, hitch(4, 2), TowRule)               // the 8-inch needs two tows
	refused(t, b, hitch(1, 2, 2), TowRule)            // one tow is enough
	refused(t, b, hitch(1, 5), "IX.4.4")              // not ours
	must(t, b, moveCmd(units.US, 2, in(3.5, 1.5), 0)) // 1.5" from the gun now, and moved
	refused(t, b, hitch(1, 2), TowRule)
	nextTurn(t, b)
	refused(t, b, hitch(1, 2), TowRule) // too far
	b = startBattle(t, openTable(t), Rules{}, forces, spots, 10)
	must(t, b, hitch(1, 2))
	if g := b.Unit(1); !g.Hitched() || g.Pos != in(3.5, 0.5) || !g.Moved || !b.Unit(2).Moved {
		t.Fatalf("hitched %v at %s", g.Hitched(), g.Pos)
	}
	refused(t, b, moveCmd(units.US, 2, in(3.5, 1), 0), "IX.5.2") // it hitched instead of moving
}

// VI.3.5: a gun loses its tow when the tow leaves the table (here by
// withdrawing, d10 9 against 1); it is set down where it stands and
// begins its set-up.
func TestVI35_GunDroppedWhenItsTowLeaves(t *testing.T) {
	b := towBattle(t, 9, 1)
	toDeclarations(t, b)
	evs := must(t, b, Command{Kind: CmdWithdraw, Side: units.Germany, Units: []UnitID{1}})
	gun := b.Unit(0)
	if gun.Hitched() || gun.Status != OnTable || gun.ReadyAt != 1+SetupTurns || !hasText(evs, EvTow, "loses its tow") {
		t.Fatalf("gun hitched %v %v ready %d: %v", gun.Hitched(), gun.Status, gun.ReadyAt, texts(evs, EvTow))
	}
}

// VI.3.5: a setup with a gun in tow is checked like a hitch.
func TestVI35_SetupTowsChecked(t *testing.T) {
	tb := openTable(t)
	for _, c := range []struct {
		name string
		tows []int
		gun  string
		want string
	}{
		{"too few tows", []int{1}, "de.sfh18", "needs 2 tow"},
		{"itself", []int{0}, "de.pak40", "not another unit"},
		{"no capacity", []int{2}, "de.pak40", "cannot be towed"},
		{"not a towed gun", []int{1}, "de.rifle_squad", "no Towed Gun"},
	} {
		forces := []Force{force(t, c.gun, units.Germany), force(t, "de.sdkfz251", units.Germany), force(t, "de.rifle_squad", units.Germany),
			force(t, "us.rifle_squad", units.US)}
		forces[0].TowedBy = c.tows
		_, _, err := NewBattle(Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.New(1))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}
