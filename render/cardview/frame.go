package cardview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Colours of the cards.
var (
	cardPaper  = art.RGB{R: 0.95, G: 0.92, B: 0.83}
	cardInk    = art.Ink
	cardDim    = art.RGB{R: 0.38, G: 0.34, B: 0.28}
	cardRule   = art.RGB{R: 0.7, G: 0.64, B: 0.52}
	damagedRed = art.RGB{R: 0.66, G: 0.12, B: 0.1}
	sideBand   = map[string]art.RGB{
		"us":      {R: 0.32, G: 0.38, B: 0.18},
		"germany": {R: 0.33, G: 0.38, B: 0.44},
		"neutral": {R: 0.52, G: 0.44, B: 0.3},
	}
	shade = art.RGB{}
)

// frame is the modal box every panel sits in: the screen dimmed behind
// it, a title, and a Close button (Esc or right click close it too).
type frame struct {
	r     widget.Rect
	title ui.Text
	note  ui.Text
	close widget.Button
}

func newFrame() frame {
	f := frame{close: widget.NewButton(false, 13)}
	f.title.L = widget.Lettering(art.Bold, 18, widget.TextLight)
	f.note.L = widget.Lettering(art.Regular, 12.5, widget.TextDim)
	f.close.Set("Close  (Esc)", true, "")
	return f
}

// place centres a w × h box on a screen of sw × sh.
func (f *frame) place(w, h, sw, sh float64) {
	w, h = min(w, sw-16), min(h, sh-16)
	f.r = widget.Rect{X: (sw - w) / 2, Y: max(8, (sh-h)/2), W: w, H: h}
	bw := f.close.Width()
	f.close.R = widget.Rect{X: f.r.X + f.r.W - bw - 12, Y: f.r.Y + 10, W: bw, H: 30}
}

func (f *frame) draw(dst *ebiten.Image, sw, sh float64) {
	ui.FillRect(dst, 0, 0, sw, sh, shade.Alpha(0.55))
	widget.Fill(dst, f.r, widget.PanelBG.Alpha(0.98))
	widget.Outline(dst, f.r, 2, widget.PanelLine.Alpha(1))
	f.title.Draw(dst, f.r.X+18, f.r.Y+12)
	_, th := f.title.Size()
	f.note.Draw(dst, f.r.X+18, f.r.Y+14+th)
	f.close.Draw(dst)
}
