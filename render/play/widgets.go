package play

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
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

// para is a paragraph wrapped to a width, one cached image per line.
type para struct {
	L     art.Lettering
	width float64
	src   string
	lines []ui.Text
	n     int
}

// set wraps s to width w; nothing is re-rendered when neither changed.
func (p *para) set(s string, w float64) {
	if s == p.src && w == p.width && (p.n > 0 || s == "") {
		return
	}
	p.src, p.width = s, w
	ls := wrap(p.L, s, w)
	for len(p.lines) < len(ls) {
		p.lines = append(p.lines, ui.Text{L: p.L})
	}
	for i, l := range ls {
		p.lines[i].Set(l)
	}
	p.n = len(ls)
}

// lineH is the height of one line.
func (p *para) lineH() float64 {
	m := p.L.Face.Metrics()
	return m.HAscent + m.HDescent + 2
}

// height is the paragraph's height.
func (p *para) height() float64 { return float64(p.n) * p.lineH() }

// draw draws the lines from (x, y) down; it returns the y below them.
func (p *para) draw(dst *ebiten.Image, x, y float64) float64 {
	lh := p.lineH()
	for i := 0; i < p.n; i++ {
		p.lines[i].Draw(dst, x, y)
		y += lh
	}
	return y
}

// wrap breaks s into lines no wider than w set in l (a word longer than
// a line gets a line of its own). Newlines in s start new lines.
func wrap(l art.Lettering, s string, w float64) []string {
	var out []string
	for _, par := range strings.Split(s, "\n") {
		words := strings.Fields(par)
		line := ""
		for _, word := range words {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if tw, _ := l.Measure(try); tw > w && line != "" {
				out = append(out, line)
				line = word
				continue
			}
			line = try
		}
		if line != "" || len(words) == 0 && par != "" {
			out = append(out, line)
		}
	}
	return out
}

// maxWidth is the width of the longest line.
func (p *para) maxWidth() float64 {
	w := 0.0
	for i := 0; i < p.n; i++ {
		lw, _ := p.lines[i].Size()
		w = max(w, lw)
	}
	return w
}

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
