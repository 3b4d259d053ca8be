// Package sprite draws small procedural images that sit on the map and
// scale with it (objective rings, hover outlines, unit markers). Each is
// painted on the CPU at a few sizes, once, when first drawn at one, and
// the nearest size is scaled to the zoom, so lines keep a sensible weight
// at every zoom and a frame only issues DrawImage calls.
package sprite

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
)

// Sizes are the hex sizes (centre to corner, pixels) sprites are painted
// for unless a caller chooses others.
var Sizes = []float64{18, 36, 72}

// Multi is one picture painted at several sizes.
type Multi struct {
	sizes []float64 // hex size each image is painted for
	imgs  []*ebiten.Image
	paint Painter
	op    ebiten.DrawImageOptions
}

// Painter paints the picture centred on (cx, cy) for hex size s.
type Painter func(c *art.Canvas, cx, cy, s float64)

// New makes a sprite that p paints at each of sizes (Sizes when none are
// given). The images are square with room for 2s plus a margin; each is
// painted when first drawn, so sizes and sprites a screen never shows
// (most highlights and animations at most zooms) take no memory.
func New(p Painter, sizes ...float64) *Multi {
	if len(sizes) == 0 {
		sizes = Sizes
	}
	return &Multi{sizes: sizes, imgs: make([]*ebiten.Image, len(sizes)), paint: p}
}

// image is the picture at sizes[i], painted on first use.
func (sp *Multi) image(i int) *ebiten.Image {
	if sp.imgs[i] == nil {
		s := sp.sizes[i]
		n := int(math.Ceil(2*s + 8))
		pix := make([]byte, 4*n*n)
		sp.paint(art.NewCanvas(pix, n, n, 1, 0, 0), float64(n)/2, float64(n)/2, s)
		img := ebiten.NewImage(n, n)
		img.WritePixels(pix)
		sp.imgs[i] = img
	}
	return sp.imgs[i]
}

// Nearest is the index of the size closest to zoom z (on a log scale).
func Nearest(sizes []float64, z float64) int {
	i := 0
	for k, s := range sizes {
		if math.Abs(math.Log(z/s)) < math.Abs(math.Log(z/sizes[i])) {
			i = k
		}
	}
	return i
}

// Draw puts the sprite's centre on screen point (x, y) at zoom z.
func (sp *Multi) Draw(dst *ebiten.Image, x, y, z float64) { sp.DrawAlpha(dst, x, y, z, 1) }

// DrawAlpha draws like Draw with opacity a.
func (sp *Multi) DrawAlpha(dst *ebiten.Image, x, y, z, a float64) {
	i := Nearest(sp.sizes, z)
	img := sp.image(i)
	k := z / sp.sizes[i]
	half := float64(img.Bounds().Dx()) / 2
	sp.op.GeoM.Reset()
	sp.op.GeoM.Translate(-half, -half)
	sp.op.GeoM.Scale(k, k)
	sp.op.GeoM.Translate(x, y)
	sp.op.Filter = ebiten.FilterLinear
	sp.op.ColorScale.Reset()
	if a < 1 {
		sp.op.ColorScale.ScaleAlpha(float32(a))
	}
	dst.DrawImage(img, &sp.op)
}

// Half is how far from its centre the sprite drawn at zoom z reaches, in
// pixels (half its image's side): what it covers for a caller that
// redraws only there.
func (sp *Multi) Half(z float64) float64 {
	i := Nearest(sp.sizes, z)
	return math.Ceil(2*sp.sizes[i]+8) / 2 * z / sp.sizes[i]
}
