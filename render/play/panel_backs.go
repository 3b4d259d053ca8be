package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/mapview"
	"frontline/render/ui"
	"frontline/render/widget"
)

// panelBacks are the backgrounds of the panels round the map — the
// corner under the unit panel, the unit panel and the phase bar, in the
// order they were always drawn. They change only with the layout and the
// side to play, so the map scene composes them with its sheet
// (mapview.AddPanels) and a frame draws only what is written on them.
type panelBacks struct{ s *Scene }

func (p panelBacks) DrawOverlay(dst *ebiten.Image, _ *mapview.View) {
	s := p.s
	c := s.cornerR()
	fill(dst, c, panelBG.Color())
	ui.FillRect(dst, c.X, c.Y, c.W, 1, panelLine.Color())
	ui.FillRect(dst, c.X, c.Y, 1, c.H, panelLine.Color())
	r := s.side.r
	fill(dst, r, panelBG.Color())
	ui.FillRect(dst, r.X, r.Y, 1, r.H, panelLine.Alpha(1))
	b := s.bar
	fill(dst, widget.Rect{X: 0, Y: 0, W: b.w, H: BarH}, panelBG.Color())
	ui.FillRect(dst, 0, BarH-2, b.w, 2, panelLine.Color())
	ui.FillRect(dst, 0, 0, 8, BarH-2, stripe(b.side).Color())
}

// Stamp (mapview.Still) folds in what DrawOverlay reads.
func (p panelBacks) Stamp() (mapview.Stamp, bool) {
	st := mapview.NewStamp()
	for _, r := range [...]widget.Rect{p.s.cornerR(), p.s.side.r} {
		st = st.Float(r.X).Float(r.Y).Float(r.W).Float(r.H)
	}
	return st.Float(p.s.bar.w).Text(string(p.s.bar.side)), true
}
