// Package widget holds the small widgets of the client's chrome that more
// than one screen needs: rectangles, buttons with a reason when disabled,
// wrapped paragraphs and chips. They read nothing themselves (the scene
// passes the pointer in, read from input.Source) and draw cached text, so
// a steady frame allocates nothing.
//
// render/play keeps its own unexported copies for now (it is being changed
// in parallel); it can move onto these when that settles.
package widget

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
)

// Colours of the chrome (the same as render/play's).
var (
	PanelBG   = art.RGB{R: 0.11, G: 0.125, B: 0.14}
	PanelLine = art.RGB{R: 0.72, G: 0.6, B: 0.34} // brass
	BrassHot  = art.RGB{R: 0.86, G: 0.73, B: 0.42}
	TextLight = art.Paper
	TextDim   = art.RGB{R: 0.68, G: 0.7, B: 0.72}
	TextWarn  = art.RGB{R: 0.96, G: 0.72, B: 0.38}
	TextBad   = art.RGB{R: 1, G: 0.5, B: 0.45}
	Disabled  = art.RGB{R: 0.24, G: 0.26, B: 0.28}
	TipBG     = art.RGB{R: 0.98, G: 0.95, B: 0.85}
)

// Rect is a screen rectangle.
type Rect struct{ X, Y, W, H float64 }

// Has reports whether the pixel (x, y) is inside r.
func (r Rect) Has(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= r.X && fx < r.X+r.W && fy >= r.Y && fy < r.Y+r.H
}

// Fill fills r.
func Fill(dst *ebiten.Image, r Rect, c color.RGBA) { ui.FillRect(dst, r.X, r.Y, r.W, r.H, c) }

// Outline draws r's border of width t inside r.
func Outline(dst *ebiten.Image, r Rect, t float64, c color.RGBA) {
	ui.FillRect(dst, r.X, r.Y, r.W, t, c)
	ui.FillRect(dst, r.X, r.Y+r.H-t, r.W, t, c)
	ui.FillRect(dst, r.X, r.Y+t, t, r.H-2*t, c)
	ui.FillRect(dst, r.X+r.W-t, r.Y+t, t, r.H-2*t, c)
}

// Lettering is a Go font style at a size in an ink.
func Lettering(st art.Style, size float64, ink art.RGB) art.Lettering {
	return art.Lettering{Face: art.Face(st, size), Ink: ink}
}

// Button is a clickable label. A disabled button keeps its reason, shown
// in a tooltip while the pointer rests on it.
type Button struct {
	R       Rect
	Shown   bool
	Enabled bool
	Primary bool
	Reason  string
	Hot     bool // pointer over it
	on, off ui.Text
}

// NewButton makes a button; primary ones are filled brass.
func NewButton(primary bool, size float64) Button {
	b := Button{Primary: primary}
	ink := TextLight
	if primary {
		ink = art.Ink
	}
	b.on.L = Lettering(art.Bold, size, ink)
	b.off.L = Lettering(art.Bold, size, art.RGB{R: 0.52, G: 0.53, B: 0.54})
	return b
}

// Set changes the label and state; it re-renders only what changed.
func (b *Button) Set(label string, enabled bool, reason string) {
	b.on.Set(label)
	b.off.Set(label)
	b.Shown, b.Enabled, b.Reason = true, enabled, UpperFirst(reason)
}

// Label is the button's text.
func (b *Button) Label() string { return b.on.String() }

// Width is the width the label needs.
func (b *Button) Width() float64 {
	w, _ := b.on.Size()
	return w + 28
}

// Hover updates Hot; it reports a click on an enabled button.
func (b *Button) Hover(x, y int, click bool) bool {
	b.Hot = b.Shown && b.R.Has(x, y)
	return b.Hot && click && b.Enabled
}

// Draw draws the button if shown.
func (b *Button) Draw(dst *ebiten.Image) {
	if !b.Shown {
		return
	}
	r := b.R
	switch {
	case !b.Enabled:
		Fill(dst, r, Disabled.Alpha(1))
		Outline(dst, r, 1, art.RGB{R: 0.34, G: 0.35, B: 0.37}.Alpha(1))
	case b.Primary && b.Hot:
		Fill(dst, r, BrassHot.Alpha(1))
	case b.Primary:
		Fill(dst, r, PanelLine.Alpha(1))
	case b.Hot:
		Fill(dst, r, art.RGB{R: 0.25, G: 0.27, B: 0.28}.Alpha(1))
		Outline(dst, r, 1, BrassHot.Alpha(1))
	default:
		Fill(dst, r, art.RGB{R: 0.17, G: 0.19, B: 0.2}.Alpha(1))
		Outline(dst, r, 1, PanelLine.Alpha(1))
	}
	t := &b.on
	if !b.Enabled {
		t = &b.off
	}
	w, h := t.Size()
	t.Draw(dst, r.X+(r.W-w)/2, r.Y+(r.H-h)/2)
}

// Para is a paragraph wrapped to a width, one cached image per line.
type Para struct {
	L     art.Lettering
	width float64
	src   string
	lines []ui.Text
	n     int
}

// Set wraps s to width w; nothing is re-rendered when neither changed.
func (p *Para) Set(s string, w float64) {
	if s == p.src && w == p.width && (p.n > 0 || s == "") {
		return
	}
	p.src, p.width = s, w
	ls := Wrap(p.L, s, w)
	for len(p.lines) < len(ls) {
		p.lines = append(p.lines, ui.Text{L: p.L})
	}
	for i, l := range ls {
		p.lines[i].Set(l)
	}
	p.n = len(ls)
}

// String is the paragraph's text.
func (p *Para) String() string { return p.src }

// LineH is the height of one line.
func (p *Para) LineH() float64 {
	m := p.L.Face.Metrics()
	return m.HAscent + m.HDescent + 2
}

// Height is the paragraph's height.
func (p *Para) Height() float64 { return float64(p.n) * p.LineH() }

// Lines is how many lines the paragraph has.
func (p *Para) Lines() int { return p.n }

// Draw draws the lines from (x, y) down; it returns the y below them.
func (p *Para) Draw(dst *ebiten.Image, x, y float64) float64 {
	lh := p.LineH()
	for i := 0; i < p.n; i++ {
		p.lines[i].Draw(dst, x, y)
		y += lh
	}
	return y
}

// MaxWidth is the width of the longest line.
func (p *Para) MaxWidth() float64 {
	w := 0.0
	for i := 0; i < p.n; i++ {
		lw, _ := p.lines[i].Size()
		w = max(w, lw)
	}
	return w
}

// Wrap breaks s into lines no wider than w set in l (a word longer than a
// line gets a line of its own). Newlines in s start new lines.
func Wrap(l art.Lettering, s string, w float64) []string {
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

// Tip is a tooltip: a wrapped paragraph on a paper box placed next to an
// anchor rectangle and kept on screen.
type Tip struct {
	P  Para
	R  Rect
	On bool
}

// NewTip makes an empty tooltip.
func NewTip() Tip { return Tip{P: Para{L: Lettering(art.Regular, 12.5, art.Ink)}} }

// Show places the tip with text s below (or above) anchor, inside a
// screen of w × h.
func (t *Tip) Show(s string, anchor Rect, w, h float64) {
	t.On = true
	t.P.Set(s, 320)
	tw := t.P.MaxWidth()
	r := Rect{anchor.X, anchor.Y + anchor.H + 6, tw + 16, t.P.Height() + 10}
	r.X = max(4, min(r.X, w-r.W-4))
	if r.Y+r.H > h {
		r.Y = anchor.Y - r.H - 6
	}
	t.R = r
}

// Draw draws the tip if on.
func (t *Tip) Draw(dst *ebiten.Image) {
	if !t.On {
		return
	}
	Fill(dst, t.R, TipBG.Alpha(0.98))
	Outline(dst, t.R, 1, art.Ink.Alpha(0.8))
	t.P.Draw(dst, t.R.X+8, t.R.Y+5)
}

// Text is what the tip says, or "" when it is off.
func (t *Tip) Text() string {
	if !t.On {
		return ""
	}
	return t.P.String()
}

// UpperFirst capitalises the first letter of s.
func UpperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
