package art

import (
	"bytes"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

// Style is a typeface of the Go font family (bundled with x/image, so the
// binary carries its own lettering).
type Style int

const (
	Regular Style = iota
	Medium
	Bold
	Italic
	SmallCaps
	numStyles
)

// The faces are parsed when first asked for, each on its own: the first
// frame of the menu needs three of the five (start-up,
// docs/PERFORMANCE.md).
var (
	fontOnce    [numStyles]sync.Once
	fontSources [numStyles]*text.GoTextFaceSource
	fontTTFs    = [numStyles][]byte{goregular.TTF, gomedium.TTF, gobold.TTF, goitalic.TTF, gosmallcaps.TTF}
)

func loadFont(st Style) {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(fontTTFs[st]))
	if err != nil {
		panic(err) // the fonts are compiled in; failure is a build defect
	}
	fontSources[st] = src
}

// Face returns the style at a size in pixels.
func Face(st Style, size float64) *text.GoTextFace {
	fontOnce[st].Do(func() { loadFont(st) })
	return &text.GoTextFace{Source: fontSources[st], Size: size}
}

// Lettering describes how a label is set.
type Lettering struct {
	Face     *text.GoTextFace
	Ink      RGB
	Halo     RGB
	HaloR    float64 // halo radius in pixels; 0 for none
	Tracking float64 // extra space between letters, pixels
}

// Measure returns the size of s set in l, halo included.
func (l Lettering) Measure(s string) (w, h float64) {
	m := l.Face.Metrics()
	h = m.HAscent + m.HDescent
	for _, r := range s {
		w += text.Advance(string(r), l.Face) + l.Tracking
	}
	if s != "" {
		w -= l.Tracking
	}
	pad := math.Ceil(l.HaloR) + 1
	return math.Ceil(w + 2*pad), math.Ceil(h + 2*pad)
}

// Render sets s into a new image just large enough to hold it.
func (l Lettering) Render(s string) *ebiten.Image {
	w, h := l.Measure(s)
	img := ebiten.NewImage(int(w), int(h))
	l.Draw(img, s, 0, 0)
	return img
}

// Draw sets s on dst with the top-left of its box at (x, y).
func (l Lettering) Draw(dst *ebiten.Image, s string, x, y float64) {
	pad := math.Ceil(l.HaloR) + 1
	op := &text.DrawOptions{}
	if l.HaloR > 0 {
		l.drawHalo(dst, s, x, y, pad, op)
	}
	l.put(dst, s, x+pad, y+pad, l.Ink, op)
}

func (l Lettering) put(dst *ebiten.Image, s string, x, y float64, c RGB, op *text.DrawOptions) {
	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(c.Color())
	if l.Tracking == 0 {
		op.GeoM.Reset()
		op.GeoM.Translate(x, y)
		text.Draw(dst, s, l.Face, op)
		return
	}
	for _, r := range s {
		ch := string(r)
		op.GeoM.Reset()
		op.GeoM.Translate(x, y)
		text.Draw(dst, ch, l.Face, op)
		x += text.Advance(ch, l.Face) + l.Tracking
	}
}
