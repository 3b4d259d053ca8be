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

// numberSheet holds every hex's printed CCRR number, set once into one
// image; each number is a sub-image, so drawing them costs no allocation.
type numberSheet struct {
	imgs []*ebiten.Image // by (col-1)*height + (row-1)
	w, h float64
	op   ebiten.DrawImageOptions
}

func newNumberSheet(m *board.Map) *numberSheet {
	l := art.Lettering{Face: art.Face(art.Medium, 9), Ink: art.Ink}
	w, h := l.Measure("0000")
	perRow := 32
	rows := (m.Width*m.Height + perRow - 1) / perRow
	sheet := ebiten.NewImage(int(w)*perRow, int(h)*rows)
	ns := &numberSheet{w: w, h: h}
	for i, hx := range m.Hexes() {
		x, y := (i%perRow)*int(w), (i/perRow)*int(h)
		l.Draw(sheet, hx.String(), float64(x), float64(y))
		ns.imgs = append(ns.imgs, sheet.SubImage(image.Rect(x, y, x+int(w), y+int(h))).(*ebiten.Image))
	}
	return ns
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
			dst.DrawImage(ns.imgs[(c-1)*m.Height+(r-1)], &ns.op)
		}
	}
}
