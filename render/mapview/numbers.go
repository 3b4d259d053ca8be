package mapview

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/camera"
)

// numberSheet holds every hex's printed CCRR number in one image; each
// number is a sub-image, so drawing them costs no allocation. A number
// is lettered into its place when first drawn, so a frame letters at
// most the view's numbers, not the map's: Ebitengine's command queue
// keeps buffers as large as its heaviest frame, and lettering all of
// Campania's 1,080 numbers at once made that frame.
type numberSheet struct {
	sheet    *ebiten.Image
	l        art.Lettering
	imgs     []*ebiten.Image // by (col-1)*height + (row-1)
	lettered []bool          // same index: the number is in the sheet
	w, h     float64
	op       ebiten.DrawImageOptions
}

// numbersPerRow is how many numbers the sheet holds side by side.
const numbersPerRow = 32

func newNumberSheet(m *board.Map) *numberSheet {
	l := art.Lettering{Face: art.Face(art.Medium, 9), Ink: art.Ink}
	w, h := l.Measure("0000")
	n := m.Width * m.Height
	rows := (n + numbersPerRow - 1) / numbersPerRow
	ns := &numberSheet{sheet: ebiten.NewImage(int(w)*numbersPerRow, int(h)*rows), l: l, w: w, h: h,
		imgs: make([]*ebiten.Image, n), lettered: make([]bool, n)}
	for i := range n {
		x, y := (i%numbersPerRow)*int(w), (i/numbersPerRow)*int(h)
		ns.imgs[i] = ns.sheet.SubImage(image.Rect(x, y, x+int(w), y+int(h))).(*ebiten.Image)
	}
	return ns
}

// number is hex (c, r)'s image, lettered now if it was not yet.
func (ns *numberSheet) number(c, r int, m *board.Map) *ebiten.Image {
	i := (c-1)*m.Height + (r - 1)
	if !ns.lettered[i] {
		ns.lettered[i] = true
		x, y := (i%numbersPerRow)*int(ns.w), (i/numbersPerRow)*int(ns.h)
		ns.l.Draw(ns.sheet, hex.Offset{Col: c, Row: r}.ToHex().String(), float64(x), float64(y))
	}
	return ns.imgs[i]
}

// draw prints the numbers of the hexes in view at the top of each hex.
func (ns *numberSheet) draw(dst *ebiten.Image, cam *camera.Camera, m *board.Map) {
	v := cam.Visible()
	// The printed columns and rows under the view's corners, one more all
	// round for hexes that straddle its edges.
	lo := art.World.HexAt(v.MinX, v.MinY).Offset()
	hi := art.World.HexAt(v.MaxX, v.MaxY).Offset()
	c0, c1 := max(lo.Col-1, 1), min(hi.Col+1, m.Width)
	r0, r1 := max(lo.Row-1, 1), min(hi.Row+1, m.Height)
	alpha := float32(math.Min(1, (cam.Zoom-NumbersFrom)/6+0.35))
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			h := hex.Offset{Col: c, Row: r}.ToHex()
			wx, wy := art.World.Center(h)
			x, y := cam.ToScreen(wx, wy-0.866)
			ns.op.GeoM.Reset()
			ns.op.GeoM.Translate(math.Round(x-ns.w/2), math.Round(y+1))
			ns.op.ColorScale.Reset()
			ns.op.ColorScale.ScaleAlpha(alpha * 0.8)
			dst.DrawImage(ns.number(c, r, m), &ns.op)
		}
	}
}
