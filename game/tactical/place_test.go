package tactical

import (
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// IX.4.2 subjective terrain: what a player may and may not put down.
func TestIX42_PlacementRules(t *testing.T) {
	tb := build(t, "0908") // Cervaro NW and N, Carapelle SE and S, SS16 across
	riverAt := func(d hex.Direction) geom.Point {
		f := geom.Side(d).Facing()
		return geom.Offset(geom.Offset(geom.Pt(0, 0), f, geom.Apothem-BankWidth-RiverWidth/2), f+geom.Quarter, 10*geom.Inch)
	}
	ford, err := geom.Rect(riverAt(hex.S), geom.Side(hex.S).Facing(), 400, 200)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, kind string
		by         units.Side
		shape      geom.Polygon
		want       string // "" legal
	}{
		{"woods in the open", "woods", units.US, rect(t, geom.Pt(800, -1800), 800, 600), ""},
		{"basic kind", "road", units.US, rect(t, geom.Pt(-1500, -500), 400, 100), "basic terrain"},
		{"unknown kind", "lava", units.US, rect(t, geom.Pt(-1500, -500), 400, 100), "no feature kind"},
		{"neutral placer", "woods", units.Neutral, rect(t, geom.Pt(-1500, -500), 800, 600), "one of the two players"},
		{"off the table", "woods", units.US, rect(t, geom.Pt(4100, 0), 800, 600), "wholly on the table"},
		{"too big", "building", units.US, rect(t, geom.Pt(-1500, -500), 900, 400), "is 9.85\" across"},
		{"too thin", "woods", units.US, rect(t, geom.Pt(-1500, -500), 800, 200), "2.00\" wide"},
		{"on the road", "building", units.US, rect(t, geom.Pt(0, 0), 300, 300), "overlap the Road (SS16 Adriatica)"},
		{"in the river", "woods", units.US, rect(t, riverAt(hex.S), 300, 300), "overlap the River (Carapelle)"},
		{"ford across the river", "ford", units.US, ford, ""},
		{"ford on dry land", "ford", units.US, rect(t, geom.Pt(-1500, -500), 400, 200), "across water"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := tb.CheckPlacement(c.by, c.kind, c.shape)
			if c.want == "" && err != nil {
				t.Errorf("refused: %v", err)
			}
			if c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
				t.Errorf("error %v, want it to mention %q", err, c.want)
			}
		})
	}
}

// Layers: a wood may stand on a hill, not on another wood; two hills do
// not overlap; a refused placement leaves the table as it was.
func TestIX42_PlacementLayers(t *testing.T) {
	tb := bare(t)
	hill, err := oval(geom.Pt(0, 0), 0, 1600, 1200)
	if err != nil {
		t.Fatal(err)
	}
	mustPlace(t, tb, "hill", hill)
	mustPlace(t, tb, "woods", rect(t, geom.Pt(0, 0), 800, 600))
	n := len(tb.Features())
	if err := tb.Place(units.Germany, "woods", rect(t, geom.Pt(300, 0), 800, 600)); err == nil {
		t.Error("woods overlapping woods accepted")
	}
	if err := tb.Place(units.Germany, "hill", hill.Translate(geom.Pt(500, 0))); err == nil {
		t.Error("overlapping hills accepted")
	}
	// Touching edges is not overlap.
	if err := tb.Place(units.Germany, "woods", rect(t, geom.Pt(0, 800), 800, 600)); err != nil {
		t.Errorf("woods touching woods refused: %v", err)
	}
	if len(tb.Features()) != n+1 {
		t.Errorf("%d features, want %d", len(tb.Features()), n+1)
	}
}

func TestPlacementLimit(t *testing.T) {
	tb := bare(t)
	placed := 0
	for y := int64(-3000); y <= 3000 && placed < MaxSubjective+5; y += 300 {
		for x := int64(-3000); x <= 3000 && placed < MaxSubjective+5; x += 300 {
			err := tb.Place(units.US, "wreck", rect(t, geom.Pt(x, y), 200, 150))
			if err == nil {
				placed++
			} else if strings.Contains(err.Error(), "at most") {
				if placed != MaxSubjective {
					t.Fatalf("limit hit after %d", placed)
				}
				return
			}
		}
	}
	t.Fatalf("no limit after %d placements", placed)
}
