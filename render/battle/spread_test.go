package battle

import (
	"math"
	"testing"

	"frontline/game/tactical"
)

// Discs heaped on one spot come apart until no two of a layer overlap by
// more than the gap allows, while an aircraft over them stays put.
func TestSpreadPushesAHeapApart(t *testing.T) {
	x := []float64{100, 100, 100, 101, 100}
	y := []float64{50, 50, 51, 50, 50}
	r := []float64{19, 19, 15, 15, 12}
	air := []bool{false, false, false, false, true}
	if !pushApart(x, y, r, air) {
		t.Fatal("nothing moved")
	}
	for i := range x {
		for j := i + 1; j < len(x); j++ {
			if air[i] != air[j] {
				continue
			}
			if d := math.Hypot(x[i]-x[j], y[i]-y[j]); d < r[i]+r[j]+spreadGap-0.5 {
				t.Errorf("discs %d and %d %.1f px apart, want %.1f", i, j, d, r[i]+r[j]+spreadGap)
			}
		}
	}
	if x[4] != 100 || y[4] != 50 {
		t.Errorf("the aircraft moved to %.1f,%.1f", x[4], y[4])
	}
}

// On the table of a points battle in progress, the pieces of the
// crowded deployment corner are drawn apart: no two pieces of a layer
// cover each other, and a click on a piece's centre picks that piece.
func TestCrowdedPiecesAreDrawnApartAndEachCanBeClicked(t *testing.T) {
	m, err := Stage(data(t), "points", 1, "fire")
	if err != nil {
		t.Fatal(err)
	}
	s := New(Config{Data: data(t), Match: m})
	s.Resize(1280, 800)
	s.Pose("fire", false, 0)
	b := m.Battle()
	var on []*tactical.Unit
	for i := range b.Units {
		if u := &b.Units[i]; s.shown(u, u.Aircraft()) {
			on = append(on, u)
		}
	}
	moved := 0
	for i, u := range on {
		x, y := s.pieceAt(u)
		if sx, sy := s.screenOf(u.Pos); x != sx || y != sy {
			moved++
		}
		if got := s.unitAt(int(math.Round(x)), int(math.Round(y))); got != u.ID {
			t.Errorf("a click on #%d's piece picks %d", u.Number(), got)
		}
		for _, v := range on[i+1:] {
			if u.Aircraft() != v.Aircraft() {
				continue
			}
			vx, vy := s.pieceAt(v)
			need := s.pieceRadius(u) + s.pieceRadius(v) + spreadGap
			if d := math.Hypot(x-vx, y-vy); d < need-0.5 {
				t.Errorf("#%d and #%d drawn %.1f px apart, want %.1f", u.Number(), v.Number(), d, need)
			}
		}
	}
	if moved == 0 {
		t.Error("no piece moved aside: the position staged is not crowded")
	}
}
