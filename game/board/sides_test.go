package board

import (
	"testing"

	"frontline/game/hex"
)

// The per-hex side table answers River, Road and Bridge as the hexside
// maps do, for every step from every hex of every embedded map, and for
// pairs that are no step at all.
func TestSideTableAgreesWithTheHexsideMaps(t *testing.T) {
	maps, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range maps {
		bare := *m
		bare.sides = nil // the hexside maps alone
		checked := 0
		for _, a := range m.Hexes() {
			bs := append(hex.Within(a, 2), hex.Hex{Q: a.Q + 5, R: a.R})
			for _, b := range bs {
				r1, ok1 := m.River(a, b)
				r2, ok2 := bare.River(a, b)
				d1, dok1 := m.Road(a, b)
				d2, dok2 := bare.Road(a, b)
				g1, gok1 := m.Bridge(a, b)
				g2, gok2 := bare.Bridge(a, b)
				if ok1 != ok2 || r1 != r2 || dok1 != dok2 || d1 != d2 || gok1 != gok2 || g1 != g2 {
					t.Fatalf("map %s, %s to %s: the table says river %v road %v bridge %v, the maps %v %v %v", m.ID, a, b, ok1, dok1, gok1, ok2, dok2, gok2)
				}
				if ok1 || dok1 {
					checked++
				}
			}
		}
		if checked == 0 {
			t.Errorf("map %s: no river or road met", m.ID)
		}
	}
}
