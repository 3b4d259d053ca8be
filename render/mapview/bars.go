package mapview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
)

// The title bar and the status bar lie above the map, outside its view,
// and so do the panels a screen adds round it (AddPanels: the play
// screen's phase bar and unit panel). Their backgrounds change only with
// the layout, so the sheet composes them with the map; what is written
// on them (the status bar's lines, a panel's contents) is drawn every
// frame above it. Whatever else is drawn every frame on the map (an
// animation, the hover outline) is kept inside the view, where it cannot
// cover them.

// AddPanels adds the backgrounds of a screen's panels over the parts of
// the screen outside the map's view, drawn in the order added after the
// map's own bars. They must lie outside the view: the sheet composes
// them beneath everything drawn on the map every frame.
func (s *Scene) AddPanels(p Still) { s.panels = append(s.panels, p) }

// SetTitleBar shows or hides the title bar (shown by default); a screen
// whose own bar covers it turns it off.
func (s *Scene) SetTitleBar(on bool) { s.noTitle = !on }

// Bar colours.
var (
	barPanel  = art.RGB{R: 0.11, G: 0.125, B: 0.14}.Alpha(0.96)
	barAccent = art.RGB{R: 0.72, G: 0.6, B: 0.34}.Alpha(1)
)

// bars draws the title bar, with its title and keys (set once), and the
// status bar's background.
type bars struct{ s *Scene }

func (b bars) DrawOverlay(dst *ebiten.Image, _ *View) {
	s := b.s
	w, h := float64(s.w), float64(s.h)
	if !s.noTitle {
		ui.FillRect(dst, 0, 0, w, TopBar, barPanel)
		ui.FillRect(dst, 0, TopBar-1, w, 1, barAccent)
		tw, th := s.title.Size()
		s.title.Draw(dst, 10, (TopBar-th)/2)
		if hw, hh := s.hint.Size(); tw+hw+40 <= w {
			s.hint.Draw(dst, w-hw-10, (TopBar-hh)/2)
		}
	}
	top := h - StatusBar
	ui.FillRect(dst, 0, top, w, StatusBar, barPanel)
	ui.FillRect(dst, 0, top, w, 1, barAccent)
}

// Stamp: the bars change with the screen's size and the title bar shown.
func (b bars) Stamp() (Stamp, bool) {
	return NewStamp().Int(b.s.w).Int(b.s.h).Bool(b.s.noTitle), true
}

// statusText writes the status bar's lines (they follow the pointer).
func (s *Scene) statusText(dst *ebiten.Image) {
	top := float64(s.h) - StatusBar
	s.what.Draw(dst, 10, top+5)
	if s.more.String() != "" {
		ww, _ := s.what.Size()
		s.more.Draw(dst, 10+ww, top+6)
	}
	s.sides.Draw(dst, 10, top+27)
}
