package tactical

import (
	"reflect"
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tactical/geom"
)

func introMap(t testing.TB) *board.Map {
	t.Helper()
	m, err := board.EmbeddedByID("foggia-bari")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func build(t testing.TB, h string) *Table {
	t.Helper()
	tb, err := Build(embedded(t), introMap(t), hex.MustParse(h))
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func named(tb *Table, kind, name string) []Feature {
	var out []Feature
	for _, f := range tb.Features() {
		if f.Kind.ID == kind && (name == "" || f.Name == name) {
			out = append(out, f)
		}
	}
	return out
}

// IX.4.2 basic terrain, Foggia (0807): a large key city on plains with its
// main airfield, five roads in, and the Cervaro on two hexsides with the
// bridges the roads cross it by.
func TestIX42_FoggiaTable(t *testing.T) {
	tb := build(t, "0807")
	if tb.Ground.ID != "open" {
		t.Errorf("ground %s, want open (plains)", tb.Ground.ID)
	}
	roads := map[hex.Direction]string{hex.N: "SS16 Adriatica", hex.NE: "SS89 Garganica", hex.SE: "SS16 Adriatica", hex.S: "SS90 delle Puglie", hex.NW: "SS17 dell'Appennino Abruzzese"}
	for _, d := range hex.Directions() {
		if got := tb.Edges[d].Road; got != roads[d] {
			t.Errorf("side %v road %q, want %q", d, got, roads[d])
		}
		rivered := d == hex.SE || d == hex.S
		if (tb.Edges[d].River == "Cervaro") != rivered || tb.Edges[d].Bridge != rivered {
			t.Errorf("side %v: river %q bridge %v", d, tb.Edges[d].River, tb.Edges[d].Bridge)
		}
	}
	if n := len(named(tb, "bridge", "Cervaro")); n != 2 {
		t.Errorf("%d bridges over the Cervaro, want 2", n)
	}
	if n := len(named(tb, "airfield", "Foggia Main")); n != 1 {
		t.Errorf("%d runways, want Foggia Main", n)
	}
	if n := len(named(tb, "builtup", "Foggia")); n < 30 || n > 36 {
		t.Errorf("%d built-up blocks for a large city, want 30..36", n)
	}
	// A road runs from the middle of the N side to the centre.
	if !hasAt(tb, "road", geom.Side(hex.N).Mid()) || !hasAt(tb, "road", geom.Pt(0, 0)) {
		t.Error("the N road does not join its hexside to the centre")
	}
}

func hasAt(tb *Table, kind string, p geom.Point) bool {
	for _, f := range tb.At(p) {
		if f.Kind.ID == kind {
			return true
		}
	}
	return false
}

// IX.4.2 / IX.4.3: a coast hex (Trani, 1408) has sea on its sea sides and
// the 3" landing beach inland of it.
func TestIX42_CoastTable(t *testing.T) {
	tb := build(t, "1408")
	for _, d := range hex.Directions() {
		sea := d == hex.N || d == hex.NE
		f := geom.Side(d).Facing()
		if got := hasAt(tb, "sea", geom.Offset(geom.Pt(0, 0), f, geom.Apothem-geom.Inch)); got != sea {
			t.Errorf("side %v: sea %v, want %v", d, got, sea)
		}
		beach := geom.Offset(geom.Pt(0, 0), f, geom.Apothem-SeaDepth-BeachDepth/2)
		if got := hasAt(tb, "beach", beach); got != sea {
			t.Errorf("side %v: beach %v, want %v", d, got, sea)
		}
	}
	bari := build(t, "1710")
	if len(named(bari, "port", "Bari")) != 1 || len(named(bari, "airfield", "Bari-Palese")) != 1 {
		t.Error("Bari should have its quays and its airfield")
	}
	if !named(bari, "port", "Bari")[0].Shape.Overlaps(named(bari, "sea", "")[0].Shape) {
		t.Error("Bari's quays do not reach the sea")
	}
}

// IX.4.2: a river hex (0908) between the Cervaro and the Carapelle: each
// river side has far bank, river and near bank; the SS16 crosses both on
// bridges.
func TestIX42_RiverTable(t *testing.T) {
	tb := build(t, "0908")
	for _, d := range []hex.Direction{hex.N, hex.NW, hex.SE, hex.S} {
		f := geom.Side(d).Facing()
		at := func(depth int64) geom.Point {
			// Off the side's middle so the bridge does not hide the water.
			return geom.Offset(geom.Offset(geom.Pt(0, 0), f, geom.Apothem-depth), f+geom.Quarter, 10*geom.Inch)
		}
		if !hasAt(tb, "riverbank", at(BankWidth/2)) || !hasAt(tb, "river", at(BankWidth+RiverWidth/2)) || !hasAt(tb, "riverbank", at(2*BankWidth+RiverWidth-BankWidth/2)) {
			t.Errorf("side %v lacks bank, river, bank", d)
		}
	}
	if len(named(tb, "bridge", "Cervaro")) != 1 || len(named(tb, "bridge", "Carapelle")) != 1 {
		t.Error("the SS16 should cross both rivers on bridges")
	}
	// Crossing the Carapelle on the bridge meets the bridge; beside it, only water.
	mid := geom.Side(hex.SE).Mid()
	inward := geom.Side(hex.SE).Facing() + geom.Turn/2
	far := geom.Offset(mid, inward, 6*geom.Inch)
	kinds := map[string]bool{}
	for _, f := range tb.Crossed(mid, far) {
		kinds[f.Kind.ID] = true
	}
	if !kinds["bridge"] || !kinds["river"] || !kinds["road"] {
		t.Errorf("the road over the Carapelle crosses %v", kinds)
	}
}

func TestBuildRefusals(t *testing.T) {
	ks, m := embedded(t), introMap(t)
	if _, err := Build(ks, m, hex.MustParse("1004")); err == nil || !strings.Contains(err.Error(), "impassable") {
		t.Errorf("impassable hex: %v", err)
	}
	if _, err := Build(ks, m, hex.MustParse("2199")); err == nil || !strings.Contains(err.Error(), "off the map") {
		t.Errorf("off-map hex: %v", err)
	}
	sea, err := Build(ks, m, hex.MustParse("1501"))
	if err != nil || len(sea.Features()) != 1 || sea.Features()[0].Kind.ID != "sea" {
		t.Errorf("a sea hex should be all sea: %v", err)
	}
}

// Every land hex of the intro map builds the same table twice; every
// feature lies on the table; each side shows exactly what the map has on
// that hexside; built-up blocks keep off roads, water and runways.
func TestIX42_EveryHexOfTheIntroMap(t *testing.T) {
	ks, m := embedded(t), introMap(t)
	for _, h := range m.Hexes() {
		if m.Terrain(h) == board.Impassable {
			continue
		}
		a, err := Build(ks, m, h)
		if err != nil {
			t.Fatalf("%s: %v", h, err)
		}
		b, _ := Build(ks, m, h)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: two builds differ", h)
		}
		for _, f := range a.Features() {
			if !f.Shape.Inside(geom.Hexagon) {
				t.Errorf("%s: %s %q leaves the table", h, f.Kind.ID, f.Name)
			}
		}
		if m.Terrain(h) == board.Sea {
			continue
		}
		for _, d := range hex.Directions() {
			e := a.Edges[d]
			mid := geom.Side(d).Mid()
			in := geom.Offset(mid, geom.Side(d).Facing()-geom.Turn/2, 10) // a tenth inside the edge
			if hasAt(a, "road", in) != (e.Road != "") {
				t.Errorf("%s side %v: road on table %v, map road %q", h, d, hasAt(a, "road", in), e.Road)
			}
			off := geom.Offset(mid, geom.Side(d).Facing()-geom.Turn/2, BankWidth+RiverWidth/2)
			off = geom.Offset(off, geom.Side(d).Facing()+geom.Quarter, 8*geom.Inch)
			if hasAt(a, "river", off) != (e.River != "" && !e.Sea) {
				t.Errorf("%s side %v: river on table %v, map river %q", h, d, hasAt(a, "river", off), e.River)
			}
		}
		for _, blk := range named(a, "builtup", "") {
			for _, f := range a.Features() {
				if f.Kind.ID != "builtup" && f.Kind.Layer != Ground && f.Shape.Overlaps(blk.Shape) {
					t.Errorf("%s: a built-up block overlaps %s", h, f.Kind.ID)
				}
			}
		}
	}
}
