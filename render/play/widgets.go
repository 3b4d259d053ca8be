package play

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/widget"
)

// Why our own widgets and not ebitenui (DESIGN.md §4 asks for it unless a
// measured reason says otherwise): ebitenui reads the mouse, the wheel and
// the keyboard from Ebitengine's global input state, so a scene built on
// it could not be driven by input.Fake in tests (selection, moves and the
// hand-off screen are all tested that way), and the screen needs only
// buttons, lists and a scrolling log, each a few dozen lines here. The
// widgets below read input.Source and draw from cached text images, so a
// steady frame allocates nothing (TestPlaySteadyFrameAllocations).

// Colours of the chrome, shared with the other screens (render/widget).
var (
	panelBG   = widget.PanelBG
	panelLine = widget.PanelLine
	brassHot  = widget.BrassHot
	textLight = widget.TextLight
	textDim   = widget.TextDim
	textWarn  = widget.TextWarn
	textBad   = widget.TextBad
	disabled  = widget.Disabled
)

func fill(dst *ebiten.Image, r widget.Rect, c color.RGBA) { widget.Fill(dst, r, c) }

// outline draws a rectangle's border of width t inside r.
func outline(dst *ebiten.Image, r widget.Rect, t float64, c color.RGBA) {
	widget.Outline(dst, r, t, c)
}

func lettering(st art.Style, size float64, ink art.RGB) art.Lettering {
	return widget.Lettering(st, size, ink)
}

// newButton is the play screen's button: 14 pt, a little narrower than
// the menus' (the bar and the panel are tight).
func newButton(primary bool) widget.Button {
	b := widget.NewButton(primary, 14)
	b.Pad = 28
	return b
}

// para is the play screen's paragraph: a widget.Para set tight.
type para struct{ widget.Para }

// set wraps s to width w; nothing is re-rendered when neither changed.
func (p *para) set(s string, w float64) {
	p.Tight = true
	p.Set(s, w)
}

func (p *para) lineH() float64    { return p.LineH() }
func (p *para) height() float64   { return p.Height() }
func (p *para) maxWidth() float64 { return p.MaxWidth() }

// draw draws the lines from (x, y) down; it returns the y below them.
func (p *para) draw(dst *ebiten.Image, x, y float64) float64 { return p.Draw(dst, x, y) }

// wrap breaks s into lines no wider than w, as a para does.
func wrap(l art.Lettering, s string, w float64) []string { return widget.WrapTight(l, s, w) }

// clipParts drops the last "  ·  " parts of s until it fits width w.
func clipParts(l art.Lettering, s string, w float64) string {
	for {
		if tw, _ := l.Measure(s); tw <= w {
			return s
		}
		i := strings.LastIndex(s, "  ·  ")
		if i < 0 {
			return s
		}
		s = s[:i]
	}
}
