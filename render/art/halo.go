package art

import (
	"image"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// The halo is the text stamped round a circle in the halo colour. It is
// set once, in white, into a scratch image, and the halo stamped from
// that: setting every letter two dozen times made a quad each, and
// Ebitengine keeps every quad of a frame in a vertex buffer that never
// shrinks (lettering the map's names in one frame left ~20 MB of it).

// haloMask is the scratch, grown to the largest text haloed so far;
// haloMu lets one lettering use it at a time.
var (
	haloMu   sync.Mutex
	haloMask *ebiten.Image
	haloOp   ebiten.DrawImageOptions
)

func (l Lettering) drawHalo(dst *ebiten.Image, s string, x, y, pad float64, op *text.DrawOptions) {
	haloMu.Lock()
	defer haloMu.Unlock()
	w, h := l.Measure(s)
	iw, ih := int(w), int(h)
	if haloMask == nil || haloMask.Bounds().Dx() < iw || haloMask.Bounds().Dy() < ih {
		if haloMask != nil {
			iw, ih = max(iw, haloMask.Bounds().Dx()), max(ih, haloMask.Bounds().Dy())
			haloMask.Deallocate()
		}
		haloMask = ebiten.NewImage(iw, ih)
	}
	m := haloMask.SubImage(image.Rect(0, 0, int(w), int(h))).(*ebiten.Image)
	m.Clear()
	l.put(m, s, pad, pad, RGB{1, 1, 1}, op)
	o := &haloOp
	o.Filter = ebiten.FilterLinear
	for _, rr := range [2]float64{l.HaloR, l.HaloR * 0.5} {
		for k := range 12 {
			a := float64(k) * math.Pi / 6
			o.GeoM.Reset()
			o.GeoM.Translate(x+rr*math.Cos(a), y+rr*math.Sin(a))
			o.ColorScale.Reset()
			o.ColorScale.ScaleWithColor(l.Halo.Color())
			dst.DrawImage(m, o)
		}
	}
}
