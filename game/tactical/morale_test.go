package tactical

import (
	"testing"

	"frontline/game/scenario"
	"frontline/game/units"
)

// moraleBattle: two US rifle squads and a US veteran squad defend against
// three German squads; morale on.
func moraleBattle(t *testing.T, script ...int) *Battle {
	t.Helper()
	vet := force(t, "us.rifle_squad", units.US)
	vet.Stars = []scenario.Star{scenario.CombatVeteran}
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "us.rifle_squad", units.US), vet,
		force(t, "de.rifle_squad", units.Germany), force(t, "de.rifle_squad", units.Germany), force(t, "de.rifle_squad", units.Germany)}
	spots := []spot{{at: in(-4, 0)}, {at: in(0, 0)}, {at: in(4, 0)}, {at: in(-4, 33)}, {at: in(0, 33)}, {at: in(4, 33)}}
	return startBattle(t, openTable(t), Rules{Morale: true}, forces, spots, script...)
}

// IX.5.1: morale starts at 5 and moves at most one point a tactical turn,
// whatever the events of Inset IX.3 add up to; events that cancel out
// leave it where it was.
func TestIX51_MoraleMovesOnePointATurn(t *testing.T) {
	b := moraleBattle(t, 10, 6, 5)
	if b.Morale != [2]int{StartMorale, StartMorale} {
		t.Fatalf("starting morale %v", b.Morale)
	}
	b.MoraleDelta = [2]int{-3, 1} // e.g. three defenders lost, one attacker lost and two captured
	nextTurn(t, b)
	if b.Morale != [2]int{4, 6} || b.MoraleDelta != [2]int{} {
		t.Fatalf("morale %v (delta %v), want 4 and 6", b.Morale, b.MoraleDelta)
	}
}

// Inset IX.3 items 3 and 4: a unit destroyed costs its side a point and
// gives the enemy one, counted at the next step ①.
func TestInsetIX3_DestroyedUnitMovesBothMorales(t *testing.T) {
	b := moraleBattle(t, 10)
	b.lost(b.Unit(3), Destroyed, "Inset IX.6")
	if b.MoraleDelta != [2]int{1, -1} {
		t.Fatalf("delta %v", b.MoraleDelta)
	}
}

// Inset IX.3 item 2: infantry attacked by artillery with a d20 of 5 or
// more lose a point of morale even on a miss, once per battle.
func TestInsetIX3_ArtilleryShakesInfantryOnce(t *testing.T) {
	b := moraleBattle(t, 10)
	how := Unit{Card: card(t, "us.howitzer_105mm"), Role: Defender}
	w := how.Card.Full.Weapons[0]
	b.shaken(&how, w, b.Unit(3), 4)
	if b.MoraleDelta[Attacker] != 0 {
		t.Fatal("a 4 does not shake")
	}
	b.shaken(&how, w, b.Unit(3), 5)
	b.shaken(&how, w, b.Unit(4), 17)
	if b.MoraleDelta[Attacker] != -1 || !b.Shaken[Attacker] {
		t.Fatalf("delta %v: one point, once per battle", b.MoraleDelta)
	}
	rifle := Unit{Card: card(t, "us.rifle_squad"), Role: Defender}
	b.Shaken[Attacker], b.MoraleDelta = false, [2]int{}
	b.shaken(&rifle, rifle.Card.Full.Weapons[0], b.Unit(3), 20)
	if b.MoraleDelta[Attacker] != 0 {
		t.Fatal("rifles do not shake morale")
	}
}

// Table IX.2 at 1 (Demoralized): each ground unit rolls a d10: 1
// surrenders (captured), 2-4 withdraws, else stays; a Combat Veteran does
// not roll and acts at morale 2 (Inset VIII.3). The side then has -2
// initiative; its units -2 attack, the veteran -1 and no movement.
func TestTableIX2_Demoralized(t *testing.T) {
	// zone 10; initiative 6 5; the two plain squads roll 1 and 4.
	b := moraleBattle(t, 10, 6, 5, 1, 4)
	b.Morale[Defender] = 2
	b.MoraleDelta[Defender] = -1
	nextTurn(t, b)
	if b.Morale[Defender] != 1 {
		t.Fatalf("morale %d", b.Morale[Defender])
	}
	if s := [3]Status{b.Unit(0).Status, b.Unit(1).Status, b.Unit(2).Status}; s != [3]Status{Captured, Withdrawn, OnTable} {
		t.Fatalf("statuses %v, want captured, withdrawn, on the table", s)
	}
	if e := b.moraleEffect(Defender); e.Initiative != -2 || e.Attack != -2 {
		t.Fatalf("effect %+v", e)
	}
	if e := b.unitMorale(b.Unit(2)); e.Attack != -1 || !e.NoMovement || e.InfantryDefense != 1 {
		t.Fatalf("the veteran acts at 2: %+v", e)
	}
	if b.MoraleDelta != [2]int{-1, 1} {
		t.Fatalf("a capture counts for both sides next turn: %v", b.MoraleDelta)
	}
}

// Table IX.2 at 0 (Routed): each ground unit rolls; 3 or less surrenders,
// more withdraws. A Combat Veteran is never routed and fights on; without
// one the routed side has nothing left and loses.
func TestTableIX2_Routed(t *testing.T) {
	b := moraleBattle(t, 10, 6, 5, 3, 4)
	b.Morale[Defender] = 1
	b.MoraleDelta[Defender] = -2
	nextTurnOrEnd(t, b)
	if s := [3]Status{b.Unit(0).Status, b.Unit(1).Status, b.Unit(2).Status}; s != [3]Status{Captured, Withdrawn, OnTable} {
		t.Fatalf("statuses %v", s)
	}
	if b.Over() {
		t.Fatalf("the veteran fights on: %+v", b.Result)
	}

	b = moraleBattle(t, 10, 6, 5, 3, 4)
	b.Unit(2).Stars = nil
	b.Unit(2).Status = Withdrawn
	b.Morale[Defender] = 1
	b.MoraleDelta[Defender] = -2
	nextTurnOrEnd(t, b)
	if !b.Over() || b.Result.Winner != units.Germany || b.Result.Why != "the defenders are routed (morale 0)" {
		t.Fatalf("result %+v", b.Result)
	}
}

// Table IX.2 in combat: at 8 (Inspired) +1 initiative and +1 attack, at 9
// (Fearless) -1 Defense, at 2 +1 Defense for infantry only.
func TestTableIX2_CombatEffects(t *testing.T) {
	b := moraleBattle(t, 10)
	b.Morale = [2]int{2, 8}
	b.Round = 1
	if atk, def := b.initiativeMods(); atk != AttackInitiativeBonus+1 || def != -1 {
		t.Fatalf("initiative %+d %+d", atk, def)
	}
	s := b.shotAt(b.Unit(3), 0, b.Unit(0))
	if s.AttackBonus != 1 || s.DefenseBonus != 1 {
		t.Fatalf("attack %+d defense %+d", s.AttackBonus, s.DefenseBonus)
	}
	b.Morale[Defender] = 9
	if s := b.shotAt(b.Unit(3), 0, b.Unit(0)); s.DefenseBonus != -1 {
		t.Fatalf("fearless defense %+d", s.DefenseBonus)
	}
	b.Rules.Morale = false
	if s := b.shotAt(b.Unit(3), 0, b.Unit(0)); s.AttackBonus != 0 || s.DefenseBonus != 0 {
		t.Fatal("morale is an optional rule: off, it does nothing")
	}
}

// nextTurnOrEnd is nextTurn for a turn whose step ① may end the battle.
func nextTurnOrEnd(t *testing.T, b *Battle) {
	t.Helper()
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	endDeclare(t, b, units.US)
}

// Inset IX.4: final morale 3 or less costs a point of Momentum, 7 or more
// gains one.
func TestInsetIX4_MomentumFromMorale(t *testing.T) {
	want := [MaxMorale + 1]int{-1, -1, -1, -1, 0, 0, 0, 1, 1, 1, 1}
	for m, w := range want {
		if got := MomentumChange(m); got != w {
			t.Errorf("morale %d: %+d, want %+d", m, got, w)
		}
	}
}
