package art

import (
	"math"
	"testing"
)

// alphaAt is the coverage written at pixel (x, y) of a w-wide canvas.
func alphaAt(pix []byte, w, x, y int) float64 { return float64(pix[4*(y*w+x)+3]) / 255 }

func TestCanvasShapes(t *testing.T) {
	const w, h = 64, 64
	pix := make([]byte, 4*w*h)
	c := NewCanvas(pix, w, h, 1, 0, 0)
	c.Disc(Pt{16, 16}, 8, Ink, 1)
	c.Ring(Pt{48, 16}, 10, 3, Ink, 1)
	c.Line([]Pt{{4, 40}, {30, 40}, {30, 60}}, 4, Ink, 1)
	for _, p := range []struct {
		x, y int
		want float64
	}{
		{16, 16, 1}, {16, 9, 1}, {16, 5, 0}, // disc: centre, inside the edge, outside
		{48, 16, 0}, {58, 16, 1}, {48, 6, 1}, {48, 2, 0}, // ring: hole, band, outside
		{10, 40, 1}, {10, 44, 0}, {30, 40, 1}, {30, 55, 1}, {20, 50, 0}, // line and its round join
	} {
		if got := alphaAt(pix, w, p.x, p.y); math.Abs(got-p.want) > 0.05 {
			t.Errorf("pixel (%d,%d): coverage %.2f, want %.0f", p.x, p.y, got, p.want)
		}
	}
	// Overlapping parts of one stroke do not cancel out or leave seams.
	for x := 6; x <= 29; x++ {
		if got := alphaAt(pix, w, x, 40); got < 0.99 {
			t.Fatalf("line interior at (%d,40) has coverage %.2f", x, got)
		}
	}
}

func TestCanvasWorldTransform(t *testing.T) {
	const w, h = 32, 32
	pix := make([]byte, 4*w*h)
	c := NewCanvas(pix, w, h, 10, 100, 50) // world (11, 6.5) is pixel (10, 15)
	c.Disc(Pt{11, 6.5}, 3, Ink, 1)
	if alphaAt(pix, w, 10, 15) < 0.99 || alphaAt(pix, w, 20, 15) != 0 {
		t.Error("disc not at the transformed position")
	}
	if !c.Visible(Box{10, 6, 12, 7}) || c.Visible(Box{0, 0, 5, 3}) {
		t.Error("visibility of world boxes is wrong")
	}
}
