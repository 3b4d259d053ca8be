package ai

import (
	"testing"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// IX.5.4 with IX.6: a Panzer IV the US howitzer (in the open) shells, within a few of
// its moves of the howitzer, goes for it rather than for the factory; the
// 57mm anti-tank gun (no indirect weapon) is never its quarry, nor is the
// howitzer in the last turns, when the objective decides.
func TestIX54_TanksGoForTheArtilleryThatOutgunsThem(t *testing.T) {
	_, in := midBattle(t, "persano", 3, germansMove(2))
	b := believe(in, NewComputerTable(1, Standard).r)
	pz, how := tableUnit(t, b, units.Germany, "de.panzer_iv_g"), tableUnit(t, b, units.US, "us.howitzer_105mm")
	at := tableUnit(t, b, units.US, "us.at_gun_57mm")
	how.Pos, how.DugIn = geom.Pt(0, 20*geom.Inch), false // in the open: the Panzer wins the exchange beside it
	seen := false
	for k := range 12 { // a point 8" off the howitzer in its sight
		pz.Pos = geom.Offset(how.Pos, geom.Angle(k*300), 8*geom.Inch)
		how.Facing = geom.Bearing(how.Pos, pz.Pos)
		if _, why := b.Bar(how, 0, pz); why == "" && geom.Hexagon.Contains(pz.Pos) {
			seen = true
			break
		}
	}
	if !seen {
		t.Fatal("the howitzer sees no point 8\" off: no test")
	}
	s := newSpotter(b, in)
	a, ok := s.hunt(pz)
	if !ok || a.at != how.Pos {
		t.Errorf("the Panzer 8\" from the howitzer aims at %v (hunting %v), want the howitzer at %v", a.at, ok, how.Pos)
	}
	if s.quarry(pz, at, b.Allowance(pz)) {
		t.Error("the 57mm anti-tank gun is the Panzer's quarry")
	}
	b.Turn = b.Rules.TurnCap
	if _, ok := newSpotter(b, in).hunt(pz); ok {
		t.Error("in the last turn the Panzer still goes for the howitzer")
	}
}
