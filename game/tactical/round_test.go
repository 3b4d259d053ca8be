package tactical

import (
	"testing"

	"frontline/game/units"
)

// squads: a US rifle squad 1" north of a German one, both facing it.
func squads(t *testing.T, script ...int) *Battle {
	t.Helper()
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	return startBattle(t, openTable(t), Rules{Morale: true}, forces, []spot{{at: in(0, 26), facing: 1800}, {at: in(0, 27)}}, script...)
}

// Inset IX.6 step 6: a natural 20 destroys the target outright; a
// destroyed unit fires no more (its own declaration lapses), and with the
// defenders gone the attacker wins (IX.5).
func TestInsetIX6_CriticalHitEndsTheBattle(t *testing.T) {
	b := squads(t, 10, 7, 5, 20)
	toDeclarations(t, b)
	declare(t, b, units.Germany, 1, 0)
	endDeclare(t, b, units.Germany)
	declare(t, b, units.US, 0, 1)
	evs := endDeclare(t, b, units.US)
	if len(texts(evs, EvShot)) != 1 || !hasText(evs, EvShot, "critical hit → destroyed") {
		t.Fatalf("shots %v", texts(evs, EvShot))
	}
	if b.Unit(0).Status != Destroyed || !b.Over() || b.Result.Winner != units.Germany {
		t.Fatalf("status %v, result %+v", b.Unit(0).Status, b.Result)
	}
	if b.MoraleDelta != [2]int{-1, 1} {
		t.Errorf("the loss is counted for morale: %v", b.MoraleDelta)
	}
}

// Inset IX.6 step 4: the primary and one secondary weapon fire; the
// German squad's rifles (12) and MG 42 (11) both fire at a squad 1" away
// and the damage of the round adds up: 5 + DI 1 = 6 (damaged at half, 6), then
// 4 + DI 2 = 6 more: 12 against endurance 12, destroyed.
func TestInsetIX6_DamageAddsUpInARound(t *testing.T) {
	b := squads(t, 10, 7, 5, 15, 5, 12, 4)
	toDeclarations(t, b)
	declare(t, b, units.Germany, 1, 0)
	endDeclare(t, b, units.Germany)
	evs := endDeclare(t, b, units.US)
	shots := texts(evs, EvShot)
	if len(shots) != 2 || !hasText(evs, EvShot, "hit for 6 net → damaged") || !hasText(evs, EvShot, "hit for 6 net → destroyed") {
		t.Fatalf("shots %v", shots)
	}
}

// A unit whose crew is destroyed can no longer act (Inset VI.5): it may
// not move or declare, and a side left with nothing able to act is gone.
func TestInsetVI5_CrewlessUnitCannotAct(t *testing.T) {
	forces := []Force{force(t, "us.sherman_m4a3", units.US), force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, openTable(t), Rules{}, forces, []spot{{at: in(0, 25)}, {at: in(5, 0)}, {at: in(0, 27)}}, 10, 7, 5)
	b.Unit(0).Crew.Destroyed = true
	refused(t, b, moveCmd(units.US, 0, in(1, 25), 0), "IX.5.2")
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	refused(t, b, Command{Kind: CmdDeclare, Side: units.US, Unit: 0, Target: 2}, "Inset IX.6")
	b.Unit(1).Status = Withdrawn
	evs := endDeclare(t, b, units.US)
	if !b.Over() || b.Result.Winner != units.Germany || !hasText(evs, EvEnd, "the defenders are gone") {
		t.Fatalf("result %+v", b.Result)
	}
}
