// Package help is the help screen: the turn's phases and what each lets
// the player do in this program, the mouse and keyboard controls, the
// unit markers' states (drawn with render/markers) and a legend of the
// map's symbols (painted with render/art). It is an overlay: the main
// menu and the play screen open it (F1, the phase bar's ? button) and it
// closes with Esc, a right click or its Close button. Long pages scroll
// with the wheel, the arrow and page keys, or a click in the scroll bar.
//
// Everything is laid out once per screen size; a steady frame allocates
// nothing.
package help

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/markers"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Layout constants, in screen pixels.
const (
	maxW     = 1000.0 // the panel's widest
	pad      = 28.0   // inside the panel
	headH    = 64.0   // the title strip
	keyW     = 170.0  // the key column of the tables
	cellW    = 150.0  // a marker sample or map swatch with its caption
	sampleZ  = 46.0   // hex size the marker samples are drawn at
	swatchW  = 128
	swatchH  = 84
	lineStep = 44.0 // arrow keys scroll this far
)

// Screen is the help overlay. Create it with New.
type Screen struct {
	cat     *units.Catalog
	shown   bool
	started bool
	w, h    float64

	panel, view widget.Rect // the panel and its scrolled content area
	scroll      float64
	contentH    float64

	ptr    widget.Pointer
	close  widget.Button
	title  ui.Text
	hint   ui.Text
	blocks []block

	layer   *markers.Layer
	clip    *ebiten.Image // dst's sub-image for the content area
	clipOf  *ebiten.Image
	clipR   widget.Rect
	samples []sample
	swatch  []swatch
	op      ebiten.DrawImageOptions
}

// block is one piece of the page: a heading, a paragraph, a table row or
// a row of pictures.
type block struct {
	kind    kind
	y, h    float64
	head    ui.Text
	key     ui.Text
	para    widget.Para
	src     string
	first   int // pictures: the first sample or swatch
	n       int
	swatch  bool
	perLine int
}

type kind int

const (
	heading kind = iota
	paragraph
	row
	pictures
)

// sample is a unit marker in one state.
type sample struct {
	st      markers.Stack // one marker, or a stack's top with its count
	caption widget.Para
}

// swatch is a piece of painted map.
type swatch struct {
	img     *ebiten.Image
	paint   func(pix []byte, w, h int)
	caption widget.Para
}

// New prepares the help; cat supplies the cards the marker samples show
// (nil: no marker samples). Images are made in the game loop.
func New(cat *units.Catalog) *Screen {
	return &Screen{cat: cat, w: 1280, h: 800}
}

// Open shows the help from its top.
func (s *Screen) Open() {
	s.start()
	s.shown, s.scroll = true, 0
	s.ptr = widget.Pointer{}
}

// Close hides the help.
func (s *Screen) Close() { s.shown = false }

// Shown reports whether the help is up.
func (s *Screen) Shown() bool { return s.shown }

// Scroll is how far the page is scrolled, and MaxScroll how far it can be.
func (s *Screen) Scroll() float64    { return s.scroll }
func (s *Screen) MaxScroll() float64 { return max(0, s.contentH-s.view.H) }

// Resize lays the page out for a screen of w×h pixels.
func (s *Screen) Resize(w, h int) {
	s.w, s.h = float64(w), float64(h)
	if s.started {
		s.layout()
	}
}

func (s *Screen) start() {
	if s.started {
		return
	}
	s.started = true
	s.layer = markers.New()
	s.title = widget.Label(art.Bold, 24, widget.TextLight, "How to play")
	s.hint = widget.Label(art.Regular, 12.5, widget.TextDim, "Wheel, arrows or Page Up/Down scroll  ·  Esc or right click closes")
	s.close = widget.NewButton(true, 15)
	s.close.Set("Close", true, "Back to where you were (Esc)")
	s.build()
	s.layout()
}

// Texts of the different kinds of block.
func (s *Screen) addHeading(t string) {
	b := block{kind: heading}
	b.head = widget.Label(art.Bold, 19, widget.BrassHot, t)
	s.blocks = append(s.blocks, b)
}

func (s *Screen) addPara(t string) {
	b := block{kind: paragraph, src: t, para: widget.NewPara(widget.Lettering(art.Regular, 14.5, widget.TextLight))}
	s.blocks = append(s.blocks, b)
}

func (s *Screen) addRows(rows [][2]string) {
	for _, r := range rows {
		b := block{kind: row, src: r[1], para: widget.NewPara(widget.Lettering(art.Regular, 14, widget.TextLight))}
		b.key = widget.Label(art.Bold, 14, widget.TextWarn, r[0])
		s.blocks = append(s.blocks, b)
	}
}

func (s *Screen) addPictures(first, n int, isSwatch bool) {
	s.blocks = append(s.blocks, block{kind: pictures, first: first, n: n, swatch: isSwatch})
}

func caption(t string) widget.Para {
	p := widget.NewPara(widget.Lettering(art.Regular, 13, widget.TextDim))
	p.Set(t, cellW-10)
	return p
}

// build makes the page's blocks.
func (s *Screen) build() {
	s.addHeading("A turn, phase by phase")
	s.addPara(turnIntro)
	s.addRows(phaseRows)
	s.addPara(turnOutro)

	s.addHeading("Mouse and keyboard")
	s.addRows(controlRows)

	if s.buildSamples() {
		s.addHeading("Unit markers")
		s.addPara(markerIntro)
		s.addPictures(0, len(s.samples), false)
	}

	s.addHeading("Reading the map")
	s.addPara(mapIntro)
	s.buildSwatches()
	s.addPictures(0, len(s.swatch), true)

	s.addHeading("Saving and settings")
	s.addRows(savingRows)

	s.buildBattle()
}

// buildBattle makes the battle table's page: controls, setup, the turn,
// and arcs, line of sight and morale with their diagrams.
func (s *Screen) buildBattle() {
	s.addHeading("The battle table")
	s.addPara(battleIntro)
	s.addRows(battleControlRows)
	s.addHeading("Setting up a battle")
	s.addRows(battleSetupRows)
	s.addHeading("A tactical turn, step by step")
	s.addRows(battleTurnRows)
	s.addHeading("Arcs, line of sight, morale")
	first := len(s.swatch)
	s.buildBattleDiagrams()
	s.addPictures(first, len(s.swatch)-first, true)
	s.addPara(arcsPara)
	s.addPara(sightPara)
	s.addPara(moralePara)
}

// layout places the panel and flows the blocks to its width.
func (s *Screen) layout() {
	pw := min(maxW, s.w-40)
	s.panel = widget.Rect{X: s.w/2 - pw/2, Y: 20, W: pw, H: s.h - 40}
	s.view = widget.Rect{X: s.panel.X + 1, Y: s.panel.Y + headH, W: pw - 2, H: s.panel.H - headH - 1}
	bw := s.close.Width() + 20
	s.close.R = widget.Rect{X: s.panel.X + s.panel.W - bw - 18, Y: s.panel.Y + 14, W: bw, H: 36}
	textW := pw - 2*pad - 16 // room for the scroll bar
	y := 18.0
	for i := range s.blocks {
		b := &s.blocks[i]
		b.y = y
		switch b.kind {
		case heading:
			_, th := b.head.Size()
			b.y += 10
			b.h = th + 10
		case paragraph:
			b.para.Set(b.src, textW)
			b.h = b.para.Height() + 8
		case row:
			b.para.Set(b.src, textW-keyW)
			b.h = b.para.Height() + 6
		case pictures:
			b.perLine = max(1, int(textW/cellW))
			lines := (b.n + b.perLine - 1) / b.perLine
			b.h = float64(lines)*s.cellH(b) + 6
		}
		y = b.y + b.h
	}
	s.contentH = y + 24
	s.scroll = min(s.scroll, s.MaxScroll())
}

// cellH is the height of one picture of b with its caption (the longest).
func (s *Screen) cellH(b *block) float64 {
	capH := 0.0
	for k := 0; k < b.n; k++ {
		if b.swatch {
			capH = max(capH, s.swatch[b.first+k].caption.Height())
		} else {
			capH = max(capH, s.samples[b.first+k].caption.Height())
		}
	}
	if b.swatch {
		return swatchH + 14 + capH
	}
	return 2*sampleZ + 14 + capH
}

// Update reads one tick while the help is shown; it does nothing when it
// is not.
func (s *Screen) Update(in input.Source) {
	if !s.shown {
		return
	}
	s.ptr.Update(in)
	if s.close.Hover(&s.ptr) || s.ptr.RClick || in.KeyPressed(ebiten.KeyEscape) || in.KeyPressed(ebiten.KeyF1) {
		s.shown = false
		return
	}
	page := s.view.H - lineStep
	d := 0.0
	if _, dy := in.Wheel(); dy != 0 {
		d -= dy * 3 * lineStep / 2
	}
	switch {
	case in.KeyPressed(ebiten.KeyArrowDown) || in.KeyPressed(ebiten.KeyS):
		d += lineStep
	case in.KeyPressed(ebiten.KeyArrowUp) || in.KeyPressed(ebiten.KeyW):
		d -= lineStep
	case in.KeyPressed(ebiten.KeyPageDown) || in.KeyPressed(ebiten.KeySpace):
		d += page
	case in.KeyPressed(ebiten.KeyPageUp):
		d -= page
	case in.KeyPressed(ebiten.KeyHome):
		d = -s.scroll
	case in.KeyPressed(ebiten.KeyEnd):
		d = s.MaxScroll()
	}
	if s.ptr.Click && s.track().Has(s.ptr.X, s.ptr.Y) {
		if float64(s.ptr.Y) < s.thumb().Y {
			d -= page
		} else {
			d += page
		}
	}
	s.scroll = max(0, min(s.MaxScroll(), s.scroll+d))
}

// track and thumb are the scroll bar.
func (s *Screen) track() widget.Rect {
	return widget.Rect{X: s.view.X + s.view.W - 14, Y: s.view.Y + 4, W: 10, H: s.view.H - 8}
}

func (s *Screen) thumb() widget.Rect {
	t := s.track()
	if s.contentH <= s.view.H {
		return t
	}
	h := max(30, t.H*s.view.H/s.contentH)
	return widget.Rect{X: t.X, Y: t.Y + (t.H-h)*s.scroll/s.MaxScroll(), W: t.W, H: h}
}

// Draw draws the help over dst when it is shown.
func (s *Screen) Draw(dst *ebiten.Image) {
	if !s.shown {
		return
	}
	widget.Fill(dst, widget.Rect{W: s.w, H: s.h}, art.RGB{R: 0.03, G: 0.035, B: 0.04}.Alpha(0.6))
	widget.Panel(dst, s.panel, 0.97)
	s.title.Draw(dst, s.panel.X+pad, s.panel.Y+14)
	tw, th := s.title.Size()
	_, hh := s.hint.Size()
	s.hint.Draw(dst, s.panel.X+pad+tw+24, s.panel.Y+14+th-hh-2)
	s.close.Draw(dst)
	ui.FillRect(dst, s.panel.X, s.view.Y-1, s.panel.W, 1, widget.PanelLine.Alpha(0.6))

	c := s.clipTo(dst)
	x0, top := s.view.X+pad-1, s.view.Y-s.scroll
	for i := range s.blocks {
		b := &s.blocks[i]
		y := top + b.y
		if y > s.view.Y+s.view.H || y+b.h < s.view.Y {
			continue
		}
		switch b.kind {
		case heading:
			b.head.Draw(c, x0, y)
			_, hh := b.head.Size()
			ui.FillRect(c, x0, y+hh+3, s.view.W-2*pad, 1, widget.PanelLine.Alpha(0.45))
		case paragraph:
			b.para.Draw(c, x0, y)
		case row:
			b.key.Draw(c, x0+10, y)
			b.para.Draw(c, x0+keyW, y)
		case pictures:
			s.drawPictures(c, b, x0, y)
		}
	}
	if s.contentH > s.view.H {
		widget.Fill(dst, s.track(), art.RGB{R: 0.17, G: 0.19, B: 0.2}.Alpha(1))
		widget.Fill(dst, s.thumb(), widget.PanelLine.Alpha(0.9))
	}
}

// clipTo is dst cut to the content area (kept while dst and the area
// stay the same, so drawing allocates nothing).
func (s *Screen) clipTo(dst *ebiten.Image) *ebiten.Image {
	if s.clip == nil || s.clipOf != dst || s.clipR != s.view {
		r := s.view
		s.clip = dst.SubImage(rectOf(r)).(*ebiten.Image)
		s.clipOf, s.clipR = dst, r
	}
	return s.clip
}

func (s *Screen) drawPictures(dst *ebiten.Image, b *block, x0, y float64) {
	ch := s.cellH(b)
	for k := 0; k < b.n; k++ {
		cx := x0 + float64(k%b.perLine)*cellW
		cy := y + float64(k/b.perLine)*ch
		if b.swatch {
			sw := &s.swatch[b.first+k]
			s.op.GeoM.Reset()
			s.op.GeoM.Translate(cx+(cellW-10-swatchW)/2, cy)
			dst.DrawImage(sw.img, &s.op)
			widget.Outline(dst, widget.Rect{X: cx + (cellW-10-swatchW)/2, Y: cy, W: swatchW, H: swatchH}, 1, widget.PanelLine.Alpha(0.6))
			sw.caption.Draw(dst, cx, cy+swatchH+6)
			continue
		}
		sm := &s.samples[b.first+k]
		widget.Fill(dst, widget.Rect{X: cx, Y: cy, W: cellW - 10, H: 2 * sampleZ}, art.Plains.Alpha(1))
		s.layer.DrawStack(dst, &sm.st, cx+(cellW-10)/2, cy+sampleZ, sampleZ)
		sm.caption.Draw(dst, cx, cy+2*sampleZ+6)
	}
}
