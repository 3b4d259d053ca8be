package art

import (
	"image"
	"math"

	"golang.org/x/image/vector"
)

// Canvas draws anti-aliased lines and shapes into an RGBA picture on the
// CPU (x/image/vector). Map tiles are painted this way on worker
// goroutines; drawing them with the GPU instead costs seconds of shader
// compilation at start-up on a software renderer.
//
// Shapes are given in world units: world point p lands on pixel
// p*S - (OX, OY). Widths and radii are in pixels.
type Canvas struct {
	S, OX, OY float64
	// Butt ends lines squarely at their ends instead of rounding them.
	Butt bool

	img    image.RGBA
	ras    vector.Rasterizer
	src    image.Uniform
	pts    []Pt // polygons of the shape being built, pixel coordinates
	starts []int
	holes  []bool
}

// NewCanvas draws into pix, w×h premultiplied RGBA pixels (rows 4*w
// bytes), with world point p at pixel p*s - (ox, oy).
func NewCanvas(pix []byte, w, h int, s, ox, oy float64) *Canvas {
	c := &Canvas{}
	c.reset(pix, w, h, s, ox, oy)
	return c
}

// reset points c at new pixels, keeping its scratch (the rasteriser's
// buffers, the polygons' points) for reuse.
func (c *Canvas) reset(pix []byte, w, h int, s, ox, oy float64) {
	c.S, c.OX, c.OY, c.Butt = s, ox, oy, false
	c.img = image.RGBA{Pix: pix, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
	c.pts, c.starts, c.holes = c.pts[:0], c.starts[:0], c.holes[:0]
}

// Size is the canvas size in pixels.
func (c *Canvas) Size() (w, h int) { return c.img.Rect.Dx(), c.img.Rect.Dy() }

func (c *Canvas) px(p Pt) Pt { return Pt{p.X*c.S - c.OX, p.Y*c.S - c.OY} }

// Visible reports whether a world box touches the canvas.
func (c *Canvas) Visible(b Box) bool {
	w, h := c.Size()
	return b.MaxX*c.S >= c.OX && b.MinX*c.S <= c.OX+float64(w) &&
		b.MaxY*c.S >= c.OY && b.MinY*c.S <= c.OY+float64(h)
}

// Line strokes an open polyline.
func (c *Canvas) Line(pts []Pt, width float64, col RGB, a float64) {
	c.addStroke(pts, width, false)
	c.paint(col, a)
}

// Outline strokes a closed polygon's edge.
func (c *Canvas) Outline(pts []Pt, width float64, col RGB, a float64) {
	c.addStroke(pts, width, true)
	c.paint(col, a)
}

// Fill fills a polygon.
func (c *Canvas) Fill(pts []Pt, col RGB, a float64) {
	c.begin()
	for _, p := range pts {
		c.pts = append(c.pts, c.px(p))
	}
	c.paint(col, a)
}

// Disc fills a circle of radius r pixels around world point p.
func (c *Canvas) Disc(p Pt, r float64, col RGB, a float64) {
	c.addCircle(c.px(p), r, false)
	c.paint(col, a)
}

// Ring strokes a circle of radius r pixels around world point p.
func (c *Canvas) Ring(p Pt, r, width float64, col RGB, a float64) {
	q := c.px(p)
	c.addCircle(q, r+width/2, false)
	if r > width/2 {
		c.addCircle(q, r-width/2, true)
	}
	c.paint(col, a)
}

// begin starts a new polygon of the current shape.
func (c *Canvas) begin() {
	c.starts = append(c.starts, len(c.pts))
	c.holes = append(c.holes, false)
}

// addCircle adds a circle (pixel coordinates) as a polygon, or as a hole.
func (c *Canvas) addCircle(q Pt, r float64, hole bool) {
	if r <= 0 {
		return
	}
	c.begin()
	c.holes[len(c.holes)-1] = hole
	n := int(math.Min(64, math.Max(10, math.Ceil(r*1.6))))
	for i := range n {
		t := float64(i) * 2 * math.Pi / float64(n)
		c.pts = append(c.pts, Pt{q.X + r*math.Cos(t), q.Y + r*math.Sin(t)})
	}
}

// addStroke outlines a polyline width pixels wide as the union of a
// rectangle per segment and a disc per vertex (round joins and caps).
func (c *Canvas) addStroke(world []Pt, width float64, closed bool) {
	r := width / 2
	n := len(world)
	if n == 0 || r <= 0 {
		return
	}
	segs := n - 1
	if closed {
		segs = n
	}
	for i := range segs {
		a, b := c.px(world[i]), c.px(world[(i+1)%n])
		d := b.sub(a)
		l := d.len()
		if l < 1e-9 {
			continue
		}
		m := Pt{-d.Y / l * r, d.X / l * r}
		c.begin()
		c.pts = append(c.pts, a.add(m), b.add(m), b.sub(m), a.sub(m))
	}
	for i, p := range world {
		if c.Butt && !closed && (i == 0 || i == n-1) {
			continue
		}
		c.addCircle(c.px(p), r, false)
	}
}

// paint fills the shape built so far with a colour and clears it.
func (c *Canvas) paint(col RGB, alpha float64) {
	defer func() { c.pts, c.starts, c.holes = c.pts[:0], c.starts[:0], c.holes[:0] }()
	if len(c.pts) == 0 || alpha <= 0 {
		return
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range c.pts {
		x0, y0 = math.Min(x0, p.X), math.Min(y0, p.Y)
		x1, y1 = math.Max(x1, p.X), math.Max(y1, p.Y)
	}
	w, h := c.Size()
	r := image.Rect(int(math.Floor(x0))-1, int(math.Floor(y0))-1, int(math.Ceil(x1))+1, int(math.Ceil(y1))+1).
		Intersect(image.Rect(0, 0, w, h))
	if r.Empty() {
		return
	}
	c.ras.Reset(r.Dx(), r.Dy())
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for k, s := range c.starts {
		e := len(c.pts)
		if k+1 < len(c.starts) {
			e = c.starts[k+1]
		}
		poly := c.pts[s:e]
		if len(poly) < 3 {
			continue
		}
		// Every polygon wound the same way (holes the other way), so
		// overlapping parts add up instead of cancelling.
		rev := signedArea(poly) < 0
		if c.holes[k] {
			rev = !rev
		}
		for j := range poly {
			p := poly[j]
			if rev {
				p = poly[len(poly)-1-j]
			}
			x, y := float32(p.X-ox), float32(p.Y-oy)
			if j == 0 {
				c.ras.MoveTo(x, y)
			} else {
				c.ras.LineTo(x, y)
			}
		}
		c.ras.ClosePath()
	}
	c.src.C = col.Alpha(alpha)
	c.ras.Draw(&c.img, r, &c.src, image.Point{})
}

func signedArea(p []Pt) float64 {
	a := 0.0
	for i := range p {
		q := p[(i+1)%len(p)]
		a += p[i].X*q.Y - q.X*p[i].Y
	}
	return a
}
