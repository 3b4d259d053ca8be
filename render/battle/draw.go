package battle

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// pen draws the overlays (arcs, ranges, paths, sight lines, zones) as
// triangles of one white image, into buffers it keeps, so a frame that
// draws them allocates nothing. Shapes pile up until flush draws them
// in one call: whoever draws an image or text over them flushes first.
type pen struct {
	white *ebiten.Image
	vs    []ebiten.Vertex
	is    []uint16
	op    ebiten.DrawTrianglesOptions
}

func (p *pen) src() *ebiten.Image {
	if p.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		p.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return p.white
}

func (p *pen) vertex(x, y float64, c color.RGBA) {
	p.vs = append(p.vs, ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5,
		ColorR: float32(c.R) / 255, ColorG: float32(c.G) / 255, ColorB: float32(c.B) / 255, ColorA: float32(c.A) / 255})
}

// room flushes the pile when it nears the 16-bit index limit.
func (p *pen) room(dst *ebiten.Image, n int) {
	if len(p.vs)+n > 60000 {
		p.flush(dst)
	}
}

func (p *pen) flush(dst *ebiten.Image) {
	if len(p.is) > 0 {
		p.op.AntiAlias = false
		dst.DrawTriangles(p.vs, p.is, p.src(), &p.op)
	}
	p.vs, p.is = p.vs[:0], p.is[:0]
}

// line strokes a segment w pixels wide (premultiplied colour).
func (p *pen) line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.RGBA) {
	p.room(dst, 4)
	p.seg(x0, y0, x1, y1, w, c)
}

func (p *pen) seg(x0, y0, x1, y1, w float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	b := uint16(len(p.vs))
	p.vertex(x0+nx, y0+ny, c)
	p.vertex(x1+nx, y1+ny, c)
	p.vertex(x1-nx, y1-ny, c)
	p.vertex(x0-nx, y0-ny, c)
	p.is = append(p.is, b, b+1, b+2, b, b+2, b+3)
}

// dashed strokes a segment in dashes of on and gaps of off pixels.
func (p *pen) dashed(dst *ebiten.Image, x0, y0, x1, y1, w, on, off float64, c color.RGBA) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	ux, uy := (x1-x0)/l, (y1-y0)/l
	for d := 0.0; d < l; d += on + off {
		e := math.Min(d+on, l)
		p.room(dst, 4)
		p.seg(x0+ux*d, y0+uy*d, x0+ux*e, y0+uy*e, w, c)
	}
}

// ring strokes a circle of radius r round (cx, cy).
func (p *pen) ring(dst *ebiten.Image, cx, cy, r, w float64, c color.RGBA) {
	p.arc(dst, cx, cy, r, w, 0, 2*math.Pi, c)
}

// arc strokes the circle's part from screen angle a0 to a1 (radians,
// 0 east, clockwise on screen).
func (p *pen) arc(dst *ebiten.Image, cx, cy, r, w, a0, a1 float64, c color.RGBA) {
	n := int(math.Max(12, math.Min(180, r*(a1-a0)/6)))
	p.room(dst, 4*n)
	for i := range n {
		t0 := a0 + (a1-a0)*float64(i)/float64(n)
		t1 := a0 + (a1-a0)*float64(i+1)/float64(n)
		p.seg(cx+r*math.Cos(t0), cy+r*math.Sin(t0), cx+r*math.Cos(t1), cy+r*math.Sin(t1), w, c)
	}
}

// wedge fills the sector of radius r from angle a0 to a1.
func (p *pen) wedge(dst *ebiten.Image, cx, cy, r, a0, a1 float64, c color.RGBA) {
	n := int(math.Max(8, math.Min(120, r*(a1-a0)/8)))
	p.room(dst, n+2)
	b := uint16(len(p.vs))
	p.vertex(cx, cy, c)
	for i := 0; i <= n; i++ {
		t := a0 + (a1-a0)*float64(i)/float64(n)
		p.vertex(cx+r*math.Cos(t), cy+r*math.Sin(t), c)
		if i > 0 {
			p.is = append(p.is, b, b+uint16(i), b+uint16(i)+1)
		}
	}
}

// poly fills a convex polygon given as screen xs, ys.
func (p *pen) poly(dst *ebiten.Image, xs, ys []float64, c color.RGBA) {
	p.room(dst, len(xs))
	b := uint16(len(p.vs))
	for i := range xs {
		p.vertex(xs[i], ys[i], c)
		if i >= 2 {
			p.is = append(p.is, b, b+uint16(i-1), b+uint16(i))
		}
	}
}

// outline strokes a closed polygon.
func (p *pen) outline(dst *ebiten.Image, xs, ys []float64, w float64, c color.RGBA) {
	p.room(dst, 4*len(xs))
	for i := range xs {
		j := (i + 1) % len(xs)
		p.seg(xs[i], ys[i], xs[j], ys[j], w, c)
	}
}
