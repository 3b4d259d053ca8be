package tactical

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/tactical/geom"
)

// IX.4.3: an attacker's zone is the width of the side it came in by and
// d10 + 6 inches deep, one roll per side.
func TestIX43_AttackerZoneDepth(t *testing.T) {
	r := dice.ScriptT(t, 4, 10)
	south := AttackerZone(hex.S, r)
	north := AttackerZone(hex.N, r)
	if south.Depth != 10*geom.Inch || north.Depth != 16*geom.Inch {
		t.Errorf("depths %s and %s, want 10.00 and 16.00", geom.Inches(south.Depth), geom.Inches(north.Depth))
	}
	inside := geom.Offset(geom.Pt(0, 0), geom.Side(hex.S).Facing(), geom.Apothem-995)
	beyond := geom.Offset(geom.Pt(0, 0), geom.Side(hex.S).Facing(), geom.Apothem-1005)
	if !south.Shape.Contains(inside) || south.Shape.Contains(beyond) {
		t.Error("the south zone is not the 10\" strip along the south edge")
	}
	a, b := geom.Side(hex.S).Ends()
	if !south.Shape.Contains(a) || !south.Shape.Contains(b) {
		t.Error("the zone does not run the whole width of its side")
	}
	for _, roll := range r.TakeRolls() {
		if roll.Rule != ZoneRule || roll.Die != 10 {
			t.Errorf("roll %v", roll)
		}
	}
}

// IX.4.3: a landing holds the 3" of coast inland of the water; a side
// without sea has no landing zone.
func TestIX43_AmphibiousZone(t *testing.T) {
	tb := build(t, "1408") // Trani: sea on N and NE
	z, ok := tb.LandingZone(hex.N)
	if !ok || z.Depth != SeaDepth+3*geom.Inch {
		t.Fatalf("landing zone %v %v", z.Depth, ok)
	}
	onBeach := geom.Offset(geom.Pt(0, 0), 0, geom.Apothem-SeaDepth-150)
	inSea := geom.Offset(geom.Pt(0, 0), 0, geom.Apothem-SeaDepth+50)
	if !hasAt(tb, "beach", onBeach) || !z.Shape.Contains(onBeach) || z.Shape.ContainsStrictly(inSea) {
		t.Error("the landing zone is not the beach")
	}
	if _, ok := tb.LandingZone(hex.S); ok {
		t.Error("a landing zone on a side without sea")
	}
}
