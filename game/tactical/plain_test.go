package tactical

import (
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// IX.4.2 for a battle's own terrain: a plain table draws what its edges
// carry as a map hex would (sea and beach, river with banks, road, a
// bridge where road and river meet), and authored features belong to
// nobody but pass a player's checks.
func TestIX42_PlainTableFromEdges(t *testing.T) {
	var e [6]Edge
	e[hex.N].Sea = true
	e[hex.S] = Edge{River: "Calore", Road: "road", Bridge: true}
	tb, err := Plain(embedded(t), board.Plains, e)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, f := range tb.Features() {
		got[f.Kind.ID]++
	}
	want := map[string]int{"sea": 1, "beach": 1, "river": 1, "riverbank": 2, "road": 1, "bridge": 1}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%d %s, want %d (all: %v)", got[k], k, n, got)
		}
	}
	if _, err := Plain(embedded(t), board.Impassable, e); err == nil {
		t.Error("an impassable table was built")
	}
	house := geom.MustPolygon(geom.Pt(500, 500), geom.Pt(900, 500), geom.Pt(900, 800), geom.Pt(500, 800))
	if err := tb.PlaceAuthored("building", house); err != nil {
		t.Fatal(err)
	}
	if f := tb.Features()[len(tb.Features())-1]; f.By != units.Neutral {
		t.Errorf("an authored building placed by %v", f.By)
	}
	if err := tb.PlaceAuthored("building", house); err == nil {
		t.Error("a second building on the first was placed")
	}
}
