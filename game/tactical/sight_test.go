package tactical

import (
	"testing"

	"frontline/game/board"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// bare is an open plains table with nothing on it.
func bare(t testing.TB) *Table {
	ks := embedded(t)
	return &Table{Terrain: board.Plains, Ground: ks.mustKind("open"), kinds: ks}
}

func rect(t testing.TB, c geom.Point, length, width int64) geom.Polygon {
	t.Helper()
	p, err := geom.Rect(c, 0, length, width)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustPlace(t testing.TB, tb *Table, kind string, p geom.Polygon) {
	t.Helper()
	if err := tb.Place(units.US, kind, p); err != nil {
		t.Fatal(err)
	}
}

// Target Visibility (Appendix C, IX.5.4): woods between block the line; a
// hedge does not; a unit inside the woods sees out and is seen; aircraft
// see over everything.
func TestTargetVisibilityOnTheTable(t *testing.T) {
	tb := bare(t)
	mustPlace(t, tb, "woods", rect(t, geom.Pt(0, 0), 800, 600))
	mustPlace(t, tb, "hedge", rect(t, geom.Pt(-1500, 0), 400, 75))
	west, east := geom.Pt(-2500, 0), geom.Pt(2500, 0)
	if tb.Sees(west, 0, east, 0) {
		t.Error("woods between should block the line")
	}
	if !tb.Sees(west, 0, geom.Pt(-700, 0), 0) {
		t.Error("a hedge should not block the line")
	}
	if !tb.Sees(geom.Pt(0, 0), 0, east, 0) || !tb.Sees(west, 0, geom.Pt(0, 0), 0) {
		t.Error("a unit in the woods should see out and be seen")
	}
	if !tb.Sees(west, 0, east, 10*geom.Inch) {
		t.Error("an aircraft should be seen over the woods")
	}
}

// Cover: the feature a unit stands in, for the movers it helps; a wall or
// hedge only for a unit within its reach on the side facing the firer; the
// best bonus, never the sum.
func TestCoverFromFeatures(t *testing.T) {
	tb := bare(t)
	mustPlace(t, tb, "woods", rect(t, geom.Pt(0, 0), 800, 600))
	firer := geom.Pt(0, 3000)
	if b, f := tb.Cover(geom.Pt(0, 0), Foot, firer); b != 1 || f == nil || f.Kind.ID != "woods" {
		t.Errorf("infantry in woods: cover %d", b)
	}
	if b, _ := tb.Cover(geom.Pt(0, 0), Vehicle, firer); b != 0 {
		t.Errorf("a tank in woods: cover %d, want 0", b)
	}
	if b, _ := tb.Cover(geom.Pt(3000, 0), Foot, firer); b != 0 {
		t.Errorf("in the open: cover %d", b)
	}
}

func TestCoverBehindAWall(t *testing.T) {
	tb := bare(t)
	wall, err := geom.Strip(geom.Pt(-500, 0), geom.Pt(500, 0), 30)
	if err != nil {
		t.Fatal(err)
	}
	mustPlace(t, tb, "wall", wall)
	firer := geom.Pt(0, 3000) // south of the wall
	cases := []struct {
		at   geom.Point
		want int
	}{
		{geom.Pt(0, -50), 1},  // half an inch behind it
		{geom.Pt(0, -99), 1},  // just within the inch
		{geom.Pt(0, -250), 0}, // too far back
		{geom.Pt(0, 50), 0},   // in front of it, facing the firer
	}
	for _, c := range cases {
		if got, _ := tb.Cover(c.at, Foot, firer); got != c.want {
			t.Errorf("soldier at %s: cover %d, want %d", c.at, got, c.want)
		}
	}
	// The wall does not hide the soldier behind it.
	if !tb.Sees(firer, 0, geom.Pt(0, -50), 0) {
		t.Error("a wall should not block sight")
	}
}

// Inset IX.7 item 6 / IX.6.1: weapons in bunkers fire through a 45° arc;
// the most restrictive arc applies even to a turret inside.
func TestInsetIX7_BunkerLimitsTheArc(t *testing.T) {
	tb := bare(t)
	mustPlace(t, tb, "bunker", rect(t, geom.Pt(0, 0), 250, 250))
	if got := tb.FireArc(geom.Pt(0, 0), geom.Arc360); got != geom.Arc45 {
		t.Errorf("arc in a bunker %v, want 45°", geom.Angle(got))
	}
	if got := tb.FireArc(geom.Pt(1000, 0), geom.Arc90); got != geom.Arc90 {
		t.Errorf("arc outside %v, want the unit's own 90°", geom.Angle(got))
	}
}

// A line-of-sight query on a table of 60 features (the Foggia table plus
// subjective terrain), target < 2 µs.
func BenchmarkTableSees60(b *testing.B) {
	tb := build(b, "0807")
	for _, p := range Propose(tb, units.US, diceFor(1), 40) {
		if len(tb.Features()) >= 60 {
			break
		}
		if err := tb.Place(units.US, p.Kind, p.Shape); err != nil {
			b.Fatal(err)
		}
	}
	if n := len(tb.Features()); n < 60 {
		b.Fatalf("only %d features", n)
	}
	pts := make([]geom.Point, 64)
	for i := range pts {
		pts[i] = geom.Pt(int64(i*97%6000-3000), int64(i*61%6000-3000))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tb.Sees(pts[i&63], 0, pts[(i*5+7)&63], 0)
	}
}
