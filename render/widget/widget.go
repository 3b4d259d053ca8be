// Package widget holds the small widgets of the screens around the game
// (menus, settings, the victory screen): buttons with a reason when they
// are disabled, check boxes, choice rows, wrapped paragraphs, a digit
// field and a tooltip. They read input.Source, so tests drive them with
// input.Fake, and draw from cached text images, so a steady frame
// allocates nothing.
//
// The play screen (render/play), the menus, the pause menu and the
// victory screen all share them, so every screen has the same look.
package widget

import (
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/ui"
)

// Colours of the chrome (as in render/play).
var (
	PanelBG   = art.RGB{R: 0.11, G: 0.125, B: 0.14}
	PanelLine = art.RGB{R: 0.72, G: 0.6, B: 0.34} // brass
	BrassHot  = art.RGB{R: 0.86, G: 0.73, B: 0.42}
	TextLight = art.Paper
	TextDim   = art.RGB{R: 0.68, G: 0.7, B: 0.72}
	TextWarn  = art.RGB{R: 0.96, G: 0.72, B: 0.38}
	TextBad   = art.RGB{R: 1, G: 0.5, B: 0.45}
	Disabled  = art.RGB{R: 0.24, G: 0.26, B: 0.28}
	DimInk    = art.RGB{R: 0.52, G: 0.53, B: 0.54}
	RowHot    = art.RGB{R: 0.2, G: 0.22, B: 0.24}
	RowSel    = art.RGB{R: 0.27, G: 0.25, B: 0.19}
)

// Rect is a screen rectangle.
type Rect struct{ X, Y, W, H float64 }

// Has reports whether screen point (x, y) is inside.
func (r Rect) Has(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= r.X && fx < r.X+r.W && fy >= r.Y && fy < r.Y+r.H
}

// Fill fills r with a premultiplied colour.
func Fill(dst *ebiten.Image, r Rect, c color.RGBA) { ui.FillRect(dst, r.X, r.Y, r.W, r.H, c) }

// Outline draws r's border of width t inside r.
func Outline(dst *ebiten.Image, r Rect, t float64, c color.RGBA) {
	ui.FillRect(dst, r.X, r.Y, r.W, t, c)
	ui.FillRect(dst, r.X, r.Y+r.H-t, r.W, t, c)
	ui.FillRect(dst, r.X, r.Y+t, t, r.H-2*t, c)
	ui.FillRect(dst, r.X+r.W-t, r.Y+t, t, r.H-2*t, c)
}

// Panel is a dark panel with a brass border.
func Panel(dst *ebiten.Image, r Rect, alpha float64) {
	Fill(dst, r, PanelBG.Alpha(alpha))
	Outline(dst, r, 1, PanelLine.Alpha(alpha))
}

// Lettering is a style at a size in an ink.
func Lettering(st art.Style, size float64, ink art.RGB) art.Lettering {
	return art.Lettering{Face: art.Face(st, size), Ink: ink}
}

// Label is a cached line of text.
func Label(st art.Style, size float64, ink art.RGB, s string) ui.Text {
	t := ui.Text{L: Lettering(st, size, ink)}
	t.Set(s)
	return t
}

// UpperFirst capitalises an ASCII first letter.
func UpperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// Pointer turns the held left and right buttons into clicks: a release
// over the place the press began.
type Pointer struct {
	X, Y          int
	down, rdown   bool
	pressX        int
	pressY        int
	Click, RClick bool // released this tick
}

// Slop is how far a press may move and still be a click.
const Slop = 6

// Update reads one tick.
func (p *Pointer) Update(in input.Source) {
	p.X, p.Y = in.Cursor()
	d := in.MouseDown(ebiten.MouseButtonLeft)
	p.Click = false
	switch {
	case d && !p.down:
		p.pressX, p.pressY = p.X, p.Y
	case !d && p.down:
		dx, dy := p.X-p.pressX, p.Y-p.pressY
		p.Click = dx*dx+dy*dy <= Slop*Slop
	}
	p.down = d
	rd := in.MouseDown(ebiten.MouseButtonRight)
	p.RClick = !rd && p.rdown
	p.rdown = rd
}

// Button is a clickable label. A disabled button keeps its reason, shown
// in a tooltip while the pointer rests on it.
type Button struct {
	R       Rect
	Shown   bool
	Enabled bool
	Primary bool
	Reason  string  // why it is disabled, or what it does
	Hot     bool    // pointer over it
	Pad     float64 // Width's room beside the label (NewButton: 32)
	on, off ui.Text
}

// NewButton makes a button; primary ones are filled brass.
func NewButton(primary bool, size float64) Button {
	b := Button{Primary: primary, Pad: 32}
	b.on.L = Lettering(art.Bold, size, labelInk(primary))
	b.off.L = Lettering(art.Bold, size, DimInk)
	return b
}

// labelInk is the ink of an enabled button's label: dark on brass.
func labelInk(primary bool) art.RGB {
	if primary {
		return art.Ink
	}
	return TextLight
}

// SetPrimary makes the button brass (or not) and re-inks its label.
func (b *Button) SetPrimary(primary bool) {
	if b.Primary == primary {
		return
	}
	b.Primary = primary
	l, s := b.on.L, b.on.String()
	l.Ink = labelInk(primary)
	b.on = ui.Text{L: l} // a Text re-renders only for a new string
	b.on.Set(s)
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
	return w + b.Pad
}

// Hover updates Hot; it reports a click on an enabled button.
func (b *Button) Hover(p *Pointer) bool { return b.HoverAt(p.X, p.Y, p.Click) }

// HoverAt is Hover for callers that track the pointer themselves.
func (b *Button) HoverAt(x, y int, click bool) bool {
	b.Hot = b.Shown && b.R.Has(x, y)
	return b.Hot && click && b.Enabled
}

// Draw draws the button.
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

// Check is a check box with its label; a disabled one keeps its reason.
type Check struct {
	R       Rect
	On      bool
	Enabled bool
	Reason  string
	Hot     bool
	label   ui.Text
	dim     ui.Text
}

// NewCheck makes a check box.
func NewCheck(label string, on bool) Check {
	c := Check{On: on, Enabled: true}
	c.label = Label(art.Regular, 15, TextLight, label)
	c.dim = Label(art.Regular, 15, DimInk, label)
	return c
}

// Width is the width box and label need.
func (c *Check) Width() float64 {
	w, _ := c.label.Size()
	return 30 + w
}

// Hover updates Hot and toggles on a click; it reports the toggle.
func (c *Check) Hover(p *Pointer) bool {
	c.Hot = c.R.Has(p.X, p.Y)
	if c.Hot && p.Click && c.Enabled {
		c.On = !c.On
		return true
	}
	return false
}

// Draw draws the box and label.
func (c *Check) Draw(dst *ebiten.Image) {
	box := Rect{c.R.X, c.R.Y + (c.R.H-18)/2, 18, 18}
	line := PanelLine
	if c.Hot && c.Enabled {
		line = BrassHot
	}
	if !c.Enabled {
		line = art.RGB{R: 0.34, G: 0.35, B: 0.37}
	}
	Fill(dst, box, art.RGB{R: 0.08, G: 0.09, B: 0.1}.Alpha(1))
	Outline(dst, box, 1.5, line.Alpha(1))
	if c.On {
		Fill(dst, Rect{box.X + 4.5, box.Y + 4.5, 9, 9}, line.Alpha(1))
	}
	t := &c.label
	if !c.Enabled {
		t = &c.dim
	}
	_, h := t.Size()
	t.Draw(dst, box.X+28, c.R.Y+(c.R.H-h)/2)
}

// Choice is a row of mutually exclusive options (segments); disabled
// segments keep their reasons.
type Choice struct {
	R       Rect
	Sel     int
	Hot     int // -1: none
	seg     []Button
	reasons []string
}

// NewChoice makes a choice of labels, the first selected.
func NewChoice(labels ...string) Choice {
	c := Choice{Hot: -1}
	for _, l := range labels {
		b := NewButton(false, 14)
		b.Set(l, true, "")
		c.seg = append(c.seg, b)
	}
	return c
}

// NewTippedChoice makes a choice of labels, every option open and
// explained by its tip (tips[k] for labels[k]) when the pointer rests on
// it, the first selected.
func NewTippedChoice(labels, tips []string) Choice {
	c := NewChoice(labels...)
	for k, tip := range tips {
		c.Enable(k, true, tip)
	}
	return c
}

// Len is the number of options.
func (c *Choice) Len() int { return len(c.seg) }

// SegmentAt is the option under the pointer at (x, y), nil for none.
func (c *Choice) SegmentAt(x, y int) *Button {
	for k := range c.seg {
		if c.seg[k].R.Has(x, y) {
			return &c.seg[k]
		}
	}
	return nil
}

// Enable sets whether option i may be chosen and why not.
func (c *Choice) Enable(i int, ok bool, reason string) {
	c.seg[i].Set(c.seg[i].Label(), ok, reason)
}

// Segment is option i's button (its Reason, Enabled).
func (c *Choice) Segment(i int) *Button { return &c.seg[i] }

// Layout places the segments in r, equally wide.
func (c *Choice) Layout(r Rect) {
	c.R = r
	w := r.W / float64(len(c.seg))
	for i := range c.seg {
		c.seg[i].R = Rect{r.X + float64(i)*w, r.Y, w - 4, r.H}
	}
}

// Hover updates Hot and selects on a click; it reports a change.
func (c *Choice) Hover(p *Pointer) bool {
	c.Hot = -1
	changed := false
	for i := range c.seg {
		if c.seg[i].Hover(p) && i != c.Sel {
			c.Sel, changed = i, true
		}
		if c.seg[i].Hot {
			c.Hot = i
		}
	}
	return changed
}

// Draw draws the segments, the selected one brass.
func (c *Choice) Draw(dst *ebiten.Image) {
	for i := range c.seg {
		b := &c.seg[i]
		b.Draw(dst)
		if i == c.Sel && b.Enabled {
			Outline(dst, b.R, 2, BrassHot.Alpha(1))
			ui.FillRect(dst, b.R.X+6, b.R.Y+b.R.H-5, b.R.W-12, 3, BrassHot.Alpha(1))
		}
	}
}

// Para is a paragraph wrapped to a width, one cached image per line.
type Para struct {
	L art.Lettering
	// Tight sets the lines 2 px apart instead of 3 and drops blank lines:
	// the play screen's panels, where no height is to spare.
	Tight bool
	width float64
	src   string
	lines []ui.Text
	n     int
}

// NewPara makes an empty paragraph set in l.
func NewPara(l art.Lettering) Para { return Para{L: l} }

// Set wraps s to width w; nothing is re-rendered when neither changed.
func (p *Para) Set(s string, w float64) {
	if s == p.src && w == p.width && (p.n > 0 || s == "") {
		return
	}
	p.src, p.width = s, w
	ls := Wrap(p.L, s, w)
	if p.Tight {
		ls = dropBlank(ls)
	}
	for len(p.lines) < len(ls) {
		p.lines = append(p.lines, ui.Text{L: p.L})
	}
	for i, l := range ls {
		p.lines[i].Set(l)
	}
	p.n = len(ls)
}

// String is the text set.
func (p *Para) String() string { return p.src }

// Width is the width s was wrapped to.
func (p *Para) Width() float64 { return p.width }

// Lines is the number of lines.
func (p *Para) Lines() int { return p.n }

// LineH is the height of one line.
func (p *Para) LineH() float64 {
	m := p.L.Face.Metrics()
	if p.Tight {
		return m.HAscent + m.HDescent + 2
	}
	return m.HAscent + m.HDescent + 3
}

// Height is the paragraph's height.
func (p *Para) Height() float64 { return float64(p.n) * p.LineH() }

// MaxWidth is the width of the longest line.
func (p *Para) MaxWidth() float64 {
	w := 0.0
	for i := 0; i < p.n; i++ {
		lw, _ := p.lines[i].Size()
		w = max(w, lw)
	}
	return w
}

// Draw draws the lines from (x, y) down; it returns the y below them.
func (p *Para) Draw(dst *ebiten.Image, x, y float64) float64 {
	return p.DrawLines(dst, x, y, 0, p.n)
}

// DrawLines draws n lines from line first (a scrolled view).
func (p *Para) DrawLines(dst *ebiten.Image, x, y float64, first, n int) float64 {
	lh := p.LineH()
	for i := max(0, first); i < p.n && i < first+n; i++ {
		p.lines[i].Draw(dst, x, y)
		y += lh
	}
	return y
}

// WrapTight is Wrap without the blank lines between paragraphs.
func WrapTight(l art.Lettering, s string, w float64) []string {
	return dropBlank(Wrap(l, s, w))
}

func dropBlank(ls []string) []string {
	return slices.DeleteFunc(ls, func(l string) bool { return l == "" })
}

// Wrap breaks s into lines no wider than w set in l (a word longer than a
// line gets a line of its own). Newlines start new lines; an empty line
// stays as a gap between paragraphs.
func Wrap(l art.Lettering, s string, w float64) []string {
	var out []string
	for _, par := range strings.Split(s, "\n") {
		words := strings.Fields(par)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
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
		out = append(out, line)
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// Tip is a tooltip: a disabled widget's reason while the pointer rests
// on it.
type Tip struct {
	para Para
	on   bool
	r    Rect
}

// NewTip makes a tooltip.
func NewTip() Tip { return Tip{para: NewPara(Lettering(art.Regular, 13, art.Ink))} }

// Show puts the tip for text under (or above) anchor; "" hides it.
func (t *Tip) Show(text string, anchor Rect, screenW, screenH float64) {
	t.on = text != ""
	if !t.on {
		return
	}
	t.para.Set(text, 340)
	w := t.para.MaxWidth()
	r := Rect{anchor.X + anchor.W/2 - w/2 - 8, anchor.Y + anchor.H + 6, w + 16, t.para.Height() + 10}
	r.X = max(4, min(r.X, screenW-r.W-4))
	if r.Y+r.H > screenH {
		r.Y = anchor.Y - r.H - 6
	}
	t.r = r
}

// Text is the tooltip shown, or "".
// Hide takes the tooltip down.
func (t *Tip) Hide() { t.on = false }

func (t *Tip) Text() string {
	if !t.on {
		return ""
	}
	return t.para.String()
}

// Draw draws the tip if shown.
func (t *Tip) Draw(dst *ebiten.Image) {
	if !t.on {
		return
	}
	Fill(dst, t.r, art.RGB{R: 0.98, G: 0.95, B: 0.85}.Alpha(0.98))
	Outline(dst, t.r, 1, art.Ink.Alpha(0.8))
	t.para.Draw(dst, t.r.X+8, t.r.Y+5)
}

// Digits is a one-line field that takes decimal digits (a seed).
type Digits struct {
	R     Rect
	Focus bool
	edit  LineEdit
	text  ui.Text
	caret int // ticks, for blinking
}

// NewDigits makes an empty field of at most max digits.
func NewDigits(max int) Digits {
	d := Digits{edit: LineEdit{Max: max, Allow: IsDigit}}
	d.text.L = Lettering(art.Medium, 16, TextLight)
	d.text.Set("")
	return d
}

// SetText replaces the digits.
func (d *Digits) SetText(s string) {
	d.edit.Set(s)
	d.text.Set(d.edit.String())
}

// Text is the digits typed.
func (d *Digits) Text() string { return d.text.String() }

// Update takes focus on a click inside (loses it on a click outside) and,
// while focused, reads the digits typed, Backspace and Delete (clears).
// It reports whether the text changed.
func (d *Digits) Update(in input.Source, p *Pointer) bool {
	if p.Click {
		d.Focus = d.R.Has(p.X, p.Y)
	}
	d.caret++
	if !d.Focus || !d.edit.Update(in) {
		return false
	}
	d.text.Set(d.edit.String())
	d.caret = 0
	return true
}

// Draw draws the field.
func (d *Digits) Draw(dst *ebiten.Image) {
	Fill(dst, d.R, art.RGB{R: 0.07, G: 0.08, B: 0.09}.Alpha(1))
	line := PanelLine
	if d.Focus {
		line = BrassHot
	}
	Outline(dst, d.R, 1, line.Alpha(1))
	w, h := d.text.Size()
	x, y := d.R.X+10, d.R.Y+(d.R.H-h)/2
	if d.text.String() != "" {
		d.text.Draw(dst, x, y)
	} else {
		w = 0
	}
	if d.Focus && d.caret%60 < 36 {
		ui.FillRect(dst, x+w, d.R.Y+7, 2, d.R.H-14, BrassHot.Alpha(1))
	}
}
