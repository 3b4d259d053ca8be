package battle

import (
	"math"

	"frontline/game/tactical/geom"
	"frontline/render/art"
)

// inch converts engine hundredths of an inch to inches.
func inch(v int64) float64 { return float64(v) / geom.Inch }

// pt is an engine point in inches.
func pt(p geom.Point) art.Pt { return art.Pt{X: inch(p.X), Y: inch(p.Y)} }

// toGeom is a point in inches as an engine point, rounded.
func toGeom(x, y float64) geom.Point {
	return geom.Pt(int64(math.Round(x*geom.Inch)), int64(math.Round(y*geom.Inch)))
}

// outline is a convex footprint prepared for painting: corners in inches,
// inward edge normals, its box, and which edges lie on the table's rim
// (a band's outer edge, which is not a shore or a bank).
type outline struct {
	pts    []art.Pt
	nx, ny []float64 // inward unit normal of edge i (pts[i] → pts[i+1])
	rim    []bool
	box    art.Box
}

func newOutline(p geom.Polygon) outline {
	o := buildOutline(p)
	for i, a := range o.pts {
		o.rim[i] = onRim(a) && onRim(o.pts[(i+1)%len(o.pts)])
	}
	return o
}

func buildOutline(p geom.Polygon) outline {
	vs := p.Vertices()
	o := outline{pts: make([]art.Pt, len(vs)), nx: make([]float64, len(vs)), ny: make([]float64, len(vs)), rim: make([]bool, len(vs))}
	for i, v := range vs {
		o.pts[i] = pt(v)
	}
	area := 0.0
	for i := range o.pts {
		a, b := o.pts[i], o.pts[(i+1)%len(o.pts)]
		area += a.X*b.Y - b.X*a.Y
	}
	sign := 1.0
	if area < 0 {
		sign = -1
	}
	o.box = art.Box{MinX: math.Inf(1), MinY: math.Inf(1), MaxX: math.Inf(-1), MaxY: math.Inf(-1)}
	for i := range o.pts {
		a, b := o.pts[i], o.pts[(i+1)%len(o.pts)]
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		if l > 0 {
			// With counter-clockwise area (y down: clockwise on screen)
			// the inside is to the left of each edge.
			o.nx[i], o.ny[i] = -dy/l*sign, dx/l*sign
		}
		o.box.MinX, o.box.MinY = math.Min(o.box.MinX, a.X), math.Min(o.box.MinY, a.Y)
		o.box.MaxX, o.box.MaxY = math.Max(o.box.MaxX, a.X), math.Max(o.box.MaxY, a.Y)
	}
	return o
}

// tableRim is the table's own outline in inches.
var tableRim = buildOutline(geom.Hexagon)

// onRim reports whether p lies on the table's edge (within 0.05").
func onRim(p art.Pt) bool {
	return math.Abs(tableRim.dist(p.X, p.Y)) < 0.05
}

// dist is the signed distance from (x, y) to the outline in inches,
// positive inside: exact inside and along the edges, a lower bound of
// the distance outside near a corner, which is all anti-aliasing needs.
func (o *outline) dist(x, y float64) float64 {
	d := math.Inf(1)
	for i, a := range o.pts {
		d = math.Min(d, (x-a.X)*o.nx[i]+(y-a.Y)*o.ny[i])
	}
	return d
}

// shore is the distance inside the outline from its edges that are not
// on the table's rim (a band's inner edge: the shoreline, a bank).
func (o *outline) shore(x, y float64) float64 {
	d := math.Inf(1)
	for i, a := range o.pts {
		if !o.rim[i] {
			d = math.Min(d, (x-a.X)*o.nx[i]+(y-a.Y)*o.ny[i])
		}
	}
	return d
}

// near reports whether (x, y) is within pad inches of the outline's box.
func (o *outline) near(x, y, pad float64) bool {
	return x >= o.box.MinX-pad && x <= o.box.MaxX+pad && y >= o.box.MinY-pad && y <= o.box.MaxY+pad
}

// centre is the mean of the corners.
func (o *outline) centre() art.Pt {
	var c art.Pt
	for _, p := range o.pts {
		c.X += p.X
		c.Y += p.Y
	}
	n := float64(len(o.pts))
	return art.Pt{X: c.X / n, Y: c.Y / n}
}

// axes are the outline's long direction (unit vector) and its length and
// width along and across it: the longest edge's direction for a strip or
// rectangle, good enough for the roughly oval blobs too.
func (o *outline) axes() (u art.Pt, length, width float64) {
	best := -1.0
	for i, a := range o.pts {
		b := o.pts[(i+1)%len(o.pts)]
		if l := math.Hypot(b.X-a.X, b.Y-a.Y); l > best {
			best, u = l, art.Pt{X: (b.X - a.X) / l, Y: (b.Y - a.Y) / l}
		}
	}
	lo, hi, wlo, whi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, p := range o.pts {
		a, c := p.X*u.X+p.Y*u.Y, -p.X*u.Y+p.Y*u.X
		lo, hi, wlo, whi = math.Min(lo, a), math.Max(hi, a), math.Min(wlo, c), math.Max(whi, c)
	}
	return u, hi - lo, whi - wlo
}

// clip is the part of segment a–b inside the outline (Cyrus–Beck), ok
// false when none is.
func (o *outline) clip(a, b art.Pt) (art.Pt, art.Pt, bool) {
	t0, t1 := 0.0, 1.0
	dx, dy := b.X-a.X, b.Y-a.Y
	for i, v := range o.pts {
		num := (a.X-v.X)*o.nx[i] + (a.Y-v.Y)*o.ny[i] // ≥ 0 inside
		den := dx*o.nx[i] + dy*o.ny[i]
		switch {
		case den == 0:
			if num < 0 {
				return a, b, false
			}
		case den > 0:
			t0 = math.Max(t0, -num/den)
		default:
			t1 = math.Min(t1, -num/den)
		}
	}
	if t0 >= t1 {
		return a, b, false
	}
	return art.Pt{X: a.X + dx*t0, Y: a.Y + dy*t0}, art.Pt{X: a.X + dx*t1, Y: a.Y + dy*t1}, true
}
