package ai

import (
	"testing"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// IX.5.4: a weapon fires only at what it sees within its range. The
// Rapido's US howitzer reaches 61" and the German infantry a few inches:
// it outguns them, they do not outgun it.
func TestIX54_AHowitzerOutgunsInfantry(t *testing.T) {
	_, in := midBattle(t, "rapido", 1, germansMove(1))
	b := believe(in, NewComputerTable(1, Standard).r)
	how, rifle := tableUnit(t, b, units.US, "us.howitzer_105mm"), tableUnit(t, b, units.Germany, "de.rifle_squad")
	if !outguns(how, rifle) || outguns(rifle, how) {
		t.Errorf("howitzer outguns rifles %v, rifles outgun the howitzer %v", outguns(how, rifle), outguns(rifle, how))
	}
}

// IX.5.4 (line of sight): a defender in the sight of a gun it cannot
// answer heads for a point where that gun takes at most half as much
// from it — the houses' shadow — and the way there is open; once the
// enemy's infantry closes on the objective it stops hiding (the houses
// hide the objective's near half from it too).
func TestIX54_DefenderStepsOutOfTheSightOfGunsItCannotAnswer(t *testing.T) {
	_, in := midBattle(t, "rapido", 1, germansMove(1))
	b := believe(in, NewComputerTable(1, Standard).r)
	s := newSpotter(b, in)
	if s.outgun == 0 {
		t.Fatal("turn 1: the US is not near the objective yet, but the defender does not shelter")
	}
	moved := 0
	for _, u := range own(b, units.Germany) {
		guns := s.gunThreat(u, u.Pos)
		a, ok := s.shelter(u, s.aimOf(u))
		if guns == 0 {
			if ok {
				t.Errorf("%s #%d: out of the guns' sight, yet shelters toward %v", u.Card.Name, u.ID, a.at)
			}
			continue
		}
		if !ok {
			continue // nothing better within reach
		}
		moved++
		if got := s.gunThreat(u, a.at); got > guns/2 {
			t.Errorf("%s #%d: shelter %v takes %.2f from it, %.2f where it stands", u.Card.Name, u.ID, a.at, got, guns)
		}
		if _, _, open := b.Route(u, a.at); !open {
			t.Errorf("%s #%d: no way to its shelter %v", u.Card.Name, u.ID, a.at)
		}
	}
	if moved == 0 {
		t.Fatal("no German unit under the howitzer's fire looks for shelter")
	}
	rifle := tableUnit(t, b, units.US, "us.rifle_squad")
	rifle.Pos = geom.Offset(in.Objectives[0].At, 1800, in.Objectives[0].Radius+geom.Inch)
	if s := newSpotter(b, in); s.outgun != 0 {
		t.Error("a US rifle squad 1\" from Sant'Angelo, yet the defender still shelters")
	}
}

// germansMove stops at Germany's first movement decision of turn n.
func germansMove(n int) func(b *tactical.Battle) bool {
	return func(b *tactical.Battle) bool {
		return b.Turn == n && b.Pending.Kind == tactical.DecideMove && b.Pending.Side == units.Germany
	}
}

// tableUnit is the first active unit of side s with card id on b.
func tableUnit(t *testing.T, b *tactical.Battle, s units.Side, id string) *tactical.Unit {
	t.Helper()
	for _, u := range own(b, s) {
		if u.Card.ID == id {
			return u
		}
	}
	t.Fatalf("no %s on the table", id)
	return nil
}
