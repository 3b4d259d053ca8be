package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Where messages and tooltips go so they cover nothing the player is
// reading: a message at the top of the map, or, with the catalog open
// (a purchase), over the map's status bar below it — never on its rows;
// a tooltip of the phase bar's buttons over the map's corner under the
// bar, never on the panel's title.

// toastR is where the message t is drawn.
func (s *Scene) toastR(t *para) widget.Rect {
	tw, th := t.maxWidth(), t.height()
	mapW := s.sideR.X
	r := widget.Rect{X: max(8, mapW/2-tw/2-14), Y: BarH + 12, W: tw + 28, H: th + 12}
	if s.sheetShown() {
		r.X = 10
		r.Y = max(s.sheet.r.Y+s.sheet.r.H+2, s.statusR.Y+s.statusR.H/2-r.H/2)
	}
	return r
}

// toastText is the message shown.
func (s *Scene) toastText() *para {
	if s.toastIsBad {
		return &s.toastBad
	}
	return &s.toast
}

func (s *Scene) drawToast(dst *ebiten.Image) {
	if s.toastTicks <= 0 {
		return
	}
	t := s.toastText()
	r := s.toastR(t)
	a := min(1, float64(s.toastTicks)/30)
	fill(dst, r, art.RGB{R: 0.08, G: 0.09, B: 0.1}.Alpha(0.92*a))
	ui.FillRect(dst, r.X, r.Y, 3, r.H, panelLine.Alpha(a))
	if s.toastIsBad {
		ui.FillRect(dst, r.X, r.Y, 3, r.H, textBad.Alpha(a))
	}
	t.draw(dst, r.X+14, r.Y+6)
}

// placeTip is the tooltip's rectangle for a tip w×h pixels about anchor:
// below it, its right edge under the anchor's, on screen; a tip of the
// phase bar hangs over the map left of the panel, clear of its title.
func (s *Scene) placeTip(anchor widget.Rect, w, h float64) widget.Rect {
	r := widget.Rect{X: anchor.X + anchor.W - w - 16, Y: anchor.Y + anchor.H + 6, W: w + 16, H: h + 10}
	if anchor.Y < BarH && !s.sheetShown() {
		r.X = min(r.X, s.sideR.X-r.W-6)
		r.Y = BarH + 6
	}
	r.X = max(4, min(r.X, float64(s.w)-r.W-4))
	if r.Y+r.H > float64(s.h) {
		r.Y = anchor.Y - r.H - 6
	}
	return r
}
