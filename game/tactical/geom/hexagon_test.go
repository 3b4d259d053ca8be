package geom

import (
	"math"
	"testing"

	"frontline/game/hex"
)

// Table IX.1 / Appendix C: the table is the hex, 72" across the flats; its
// sides are numbered like game/hex's directions and lie where hex.Layout
// draws them.
func TestTableIsTheOperationalHex(t *testing.T) {
	l := hex.Layout{Size: float64(Circumradius)}
	c := l.Corners(hex.Hex{})
	for _, d := range hex.Directions() {
		a, b := Side(d).Ends()
		wa, wb := c[d.Turn(4)], c[d.Turn(5)]
		if math.Abs(float64(a.X)-wa[0]) > 1 || math.Abs(float64(a.Y)-wa[1]) > 1 ||
			math.Abs(float64(b.X)-wb[0]) > 1 || math.Abs(float64(b.Y)-wb[1]) > 1 {
			t.Errorf("side %v runs %s–%s, hex.Layout draws (%.0f,%.0f)–(%.0f,%.0f)", d, a, b, wa[0], wa[1], wb[0], wb[1])
		}
		// The side's outward bearing points at its midpoint.
		if got := Bearing(Pt(0, 0), Side(d).Mid()); Diff(got, Side(d).Facing()) > 1 || Diff(got, Side(d).Facing()) < -1 {
			t.Errorf("side %v faces %v, its midpoint lies on %v", d, Side(d).Facing(), got)
		}
		if dist := Distance(Pt(0, 0), Side(d).Mid()); dist < Apothem-1 || dist > Apothem+1 {
			t.Errorf("side %v is %s from the centre, want 36.00", d, Inches(dist))
		}
		if n := Distance(a, b); n < 4155 || n > 4158 {
			t.Errorf("side %v is %s long, want ≈41.57", d, Inches(n))
		}
	}
}

func TestBandsFollowTheirSide(t *testing.T) {
	for s := Side(0); s < 6; s++ {
		band, err := s.Band(0, 6*Inch)
		if err != nil {
			t.Fatal(err)
		}
		if !band.Inside(Hexagon) {
			t.Errorf("band of side %d leaves the table", s)
		}
		if !band.Contains(Offset(Pt(0, 0), s.Facing(), 33*Inch)) || band.Contains(Offset(Pt(0, 0), s.Facing(), 29*Inch)) {
			t.Errorf("band of side %d is not the 6\" along it", s)
		}
		// Across the flats the band's inner edge is 6" deep everywhere.
		if w := band.Width(); w < 599 || w > 601 {
			t.Errorf("band of side %d is %s deep", s, Inches(w))
		}
	}
}
