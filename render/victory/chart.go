package victory

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"frontline/render/art"
	"frontline/render/session"
	"frontline/render/widget"
)

// Side colours of the chart lines and the winner's stripe.
var (
	USInk      = art.RGB{R: 0.62, G: 0.74, B: 0.32} // olive drab, lightened for a dark panel
	GermanyInk = art.RGB{R: 0.6, G: 0.72, B: 0.86}  // field grey, lightened
)

// NiceStep is a round step (1, 2 or 5 times a power of ten) that covers
// max in at most n steps.
func NiceStep(max float64, n int) float64 {
	if max <= 0 {
		return 1
	}
	raw := max / float64(n)
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return math.Max(1, m*p)
		}
	}
	return 10 * p
}

// chart is a line chart of both sides' values over the samples, drawn
// once into an image (title, axes, labels and lines) whenever its size or
// data change.
type chart struct {
	title string
	img   *ebiten.Image
	r     widget.Rect
	op    ebiten.DrawImageOptions
}

// build draws the chart of vals (one pair per sample) into a w×h image.
func (c *chart) build(samples []Sample, vals func(Sample) [2]int, r widget.Rect) {
	if c.img != nil && c.r == r {
		return
	}
	c.r = r
	if c.img != nil {
		c.img.Deallocate()
	}
	w, h := int(r.W), int(r.H)
	img := ebiten.NewImage(w, h)
	c.img = img
	title := widget.Lettering(art.SmallCaps, 16, widget.BrassHot)
	small := widget.Lettering(art.Regular, 12, widget.TextDim)
	title.Draw(img, c.title, 0, 0)
	_, th := title.Measure(c.title)
	// The legend, top right.
	lx := float64(w) - 4
	for k := 1; k >= 0; k-- {
		name := [2]string{"United States", "Germany"}[k]
		ink := [2]art.RGB{USInk, GermanyInk}[k]
		lw, lh := small.Measure(name)
		lx -= lw
		small.Draw(img, name, lx, (th-lh)/2+1)
		vector.StrokeLine(img, float32(lx-22), float32(th/2+1), float32(lx-4), float32(th/2+1), 2.5, ink.Color(), true)
		lx -= 40
	}

	// Plot area.
	left, top := 44.0, th+10
	pw, ph := float64(w)-left-12, float64(h)-top-30
	maxV := 0
	for _, s := range samples {
		v := vals(s)
		maxV = max(maxV, v[0], v[1])
	}
	step := NiceStep(float64(maxV), 4)
	top4 := step * math.Max(1, math.Ceil(float64(maxV)/step))
	grid := art.RGB{R: 0.3, G: 0.31, B: 0.32}.Color()
	for v := 0.0; v <= top4+0.5; v += step {
		y := top + ph - ph*v/top4
		vector.StrokeLine(img, float32(left), float32(y), float32(left+pw), float32(y), 1, grid, false)
		lbl := strconv.Itoa(int(v))
		lw, lh := small.Measure(lbl)
		small.Draw(img, lbl, left-6-lw, y-lh/2)
	}
	n := len(samples)
	xAt := func(i int) float64 {
		if n < 2 {
			return left + pw/2
		}
		return left + pw*float64(i)/float64(n-1)
	}
	// Turn numbers along the bottom, as many as fit. The sides alternate,
	// so Operational Turns 2n-1 and 2n are both sides' turn n (the phase
	// bar's numbering); a label stands at the first side's turn.
	every := max(1, int(math.Ceil(float64(n)*34/pw)))
	every += every % 2
	for i, s := range samples {
		if i%every != 0 && i != n-1 {
			continue
		}
		lbl := strconv.Itoa(session.TurnAtStep(s.Step))
		if i == 0 {
			lbl = "turn " + lbl
		}
		if s.End {
			lbl = "end"
		}
		lw, _ := small.Measure(lbl)
		x := xAt(i)
		if i == n-1 && i%every != 0 && n > 1 && x-xAt(i-i%every) < lw+8 {
			continue // too close to the previous label
		}
		small.Draw(img, lbl, x-lw/2, top+ph+6)
	}
	axis := art.RGB{R: 0.55, G: 0.55, B: 0.55}.Color()
	vector.StrokeLine(img, float32(left), float32(top+ph), float32(left+pw), float32(top+ph), 1.2, axis, false)
	for k, ink := range [2]art.RGB{USInk, GermanyInk} {
		col := ink.Color()
		for i := range samples {
			y := top + ph - ph*float64(vals(samples[i])[k])/top4
			if i > 0 {
				py := top + ph - ph*float64(vals(samples[i-1])[k])/top4
				vector.StrokeLine(img, float32(xAt(i-1)), float32(py), float32(xAt(i)), float32(y), 2.5, col, true)
			}
			vector.FillCircle(img, float32(xAt(i)), float32(y), 3, col, true)
		}
	}
}

func (c *chart) draw(dst *ebiten.Image) {
	if c.img == nil {
		return
	}
	c.op.GeoM.Reset()
	c.op.GeoM.Translate(c.r.X, c.r.Y)
	dst.DrawImage(c.img, &c.op)
}
