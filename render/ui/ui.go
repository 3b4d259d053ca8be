// Package ui holds the small drawing pieces of the client's chrome: filled
// panels and text lines that are set once and redrawn from a cache.
// Everything here is allocation-free per frame once set up.
package ui

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
)

var (
	white  *ebiten.Image
	rectOp ebiten.DrawImageOptions
)

// FillRect fills a rectangle with a premultiplied colour.
func FillRect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA) {
	if white == nil {
		white = ebiten.NewImage(1, 1)
		white.Fill(color.White)
	}
	rectOp.GeoM.Reset()
	rectOp.GeoM.Scale(w, h)
	rectOp.GeoM.Translate(x, y)
	rectOp.ColorScale.Reset()
	SetColor(&rectOp.ColorScale, c)
	dst.DrawImage(white, &rectOp)
}

// SetColor scales cs by a premultiplied colour. It is ScaleWithColor
// without the interface conversion, which allocates on every call.
func SetColor(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}

// Text is a line of text rendered once and drawn from its image until it
// changes.
type Text struct {
	L    art.Lettering
	s    string
	img  *ebiten.Image
	w, h float64
	op   ebiten.DrawImageOptions
}

// Set changes the text; it re-renders only when s differs.
func (t *Text) Set(s string) {
	if t.img != nil && s == t.s {
		return
	}
	t.s = s
	t.w, t.h = t.L.Measure(s)
	if t.img == nil || t.img.Bounds().Dx() < int(t.w) || t.img.Bounds().Dy() < int(t.h) {
		if t.img != nil {
			t.img.Deallocate()
		}
		t.img = ebiten.NewImage(int(math.Max(t.w, 1)), int(math.Max(t.h, 1)))
	} else {
		t.img.Clear()
	}
	t.L.Draw(t.img, s, 0, 0)
}

// String is the current text.
func (t *Text) String() string { return t.s }

// SetFit sets s, or the longest start of s that fits in room pixels
// followed by an ellipsis (room <= 0: no limit).
func (t *Text) SetFit(s string, room float64) {
	if w, _ := t.L.Measure(s); room <= 0 || s == "" || w <= room {
		t.Set(s)
		return
	}
	lo, hi := 0, len(s)
	for lo < hi { // the longest prefix that fits with "…"
		mid := (lo + hi + 1) / 2
		if w, _ := t.L.Measure(s[:mid] + "…"); w <= room {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	for lo > 0 && !utf8.RuneStart(s[lo]) {
		lo-- // never cut a letter in two
	}
	t.Set(strings.TrimRight(s[:lo], " ,.:·") + "…")
}

// Size is the rendered size in pixels.
func (t *Text) Size() (w, h float64) { return t.w, t.h }

// Draw draws the line with its box's top-left at (x, y), snapped to whole
// pixels so the letters stay crisp.
func (t *Text) Draw(dst *ebiten.Image, x, y float64) {
	if t.img == nil {
		return
	}
	t.op.GeoM.Reset()
	t.op.GeoM.Translate(math.Round(x), math.Round(y))
	dst.DrawImage(t.img, &t.op)
}
