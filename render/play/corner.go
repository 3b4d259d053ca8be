package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/widget"
)

// The status bar's end under the panel: the panel's colour, the viewer's
// treasury, income and supply due (BarText.Money; in a Standard Game's
// set-up the force limit) on top, in every phase, and under it the keys
// most often wanted. The phase bar has no steady room for the money: its
// buttons change with the phase.

// cornerR is the corner's rectangle.
func (s *Scene) cornerR() widget.Rect {
	return widget.Rect{X: s.sideR.X, Y: s.statusR.Y, W: s.sideR.W, H: s.statusR.H}
}

func (s *Scene) drawCorner(dst *ebiten.Image) {
	c := s.cornerR() // its background: panel_backs.go
	if _, mh := s.bar.money.Size(); s.bar.money.String() != "" {
		s.bar.money.Draw(dst, c.X+14, c.Y+5)
		s.keysHint.Draw(dst, c.X+14, c.Y+8+mh)
		return
	}
	s.keysHint.Draw(dst, c.X+14, c.Y+(c.H-s.keysHintH)/2)
}
