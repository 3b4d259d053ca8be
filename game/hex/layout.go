package hex

// Layout places flat-topped hexes on screen. It is pure arithmetic so the
// renderer, hit-testing and tests share one definition of the geometry.
//
// Pixel y grows downward. Printed 0101 is the top-left hex; each printed
// column is 1.5*Size to the right of the previous one, and even printed
// columns sit half a hex (Size*√3/2) lower than odd ones.
type Layout struct {
	Size             float64 // centre-to-corner distance, also the side length
	OriginX, OriginY float64 // pixel centre of printed hex 0101
}

// LayoutAt returns a Layout whose map bounding box (see Bounds) has its
// top-left corner at (left, top).
func LayoutAt(size, left, top float64) Layout {
	return Layout{Size: size, OriginX: left + size, OriginY: top + size*sqrt3/2}
}

// Rect is a pixel rectangle; Min is the top-left corner.
type Rect struct{ MinX, MinY, MaxX, MaxY float64 }

// Width is MaxX - MinX.
func (r Rect) Width() float64 { return r.MaxX - r.MinX }

// Height is MaxY - MinY.
func (r Rect) Height() float64 { return r.MaxY - r.MinY }

const sqrt3 = 1.7320508075688772

// cornerDir[i] is the unit vector to corner i: 60*i degrees clockwise
// on screen from due east (0 east, 1 lower right, ... 5 upper right).
var cornerDir = [6][2]float64{
	{1, 0}, {0.5, sqrt3 / 2}, {-0.5, sqrt3 / 2},
	{-1, 0}, {-0.5, -sqrt3 / 2}, {0.5, -sqrt3 / 2},
}

// Center returns the pixel centre of h.
func (l Layout) Center(h Hex) (x, y float64) {
	q, r := float64(h.Q), float64(h.R)
	return l.OriginX + l.Size*1.5*q, l.OriginY + l.Size*sqrt3*(r+q/2)
}

// Corners returns the six corners of h, clockwise from the east corner
// (see cornerDir). Side d of the hex runs from corner d+4 to corner d+5
// (mod 6): N is between the upper-left and upper-right corners.
func (l Layout) Corners(h Hex) [6][2]float64 {
	cx, cy := l.Center(h)
	var out [6][2]float64
	for i, c := range cornerDir {
		out[i] = [2]float64{cx + l.Size*c[0], cy + l.Size*c[1]}
	}
	return out
}

// EdgeEndpoints returns the two corners of the side shared by e's hexes,
// the segment a river or coastline on that hexside is drawn along.
func (l Layout) EdgeEndpoints(e Edge) (x1, y1, x2, y2 float64) {
	d := e.Direction()
	c := l.Corners(e.A)
	p, q := c[d.Turn(4)], c[d.Turn(5)]
	return p[0], p[1], q[0], q[1]
}

// HexAt returns the hex containing pixel (x, y). Points exactly on a side
// go to one of the two hexes, always the same one.
func (l Layout) HexAt(x, y float64) Hex {
	px, py := (x-l.OriginX)/l.Size, (y-l.OriginY)/l.Size
	q := px * 2 / 3
	r := -px/3 + py*sqrt3/3
	return round(q, r)
}

// Bounds returns the smallest rectangle holding every hex of a map with
// printed columns 1..width and rows 1..height. The bottom edge allows for
// even columns hanging half a hex lower (when the map has two or more
// columns). An empty map gives the zero Rect.
func (l Layout) Bounds(width, height int) Rect {
	if width < 1 || height < 1 {
		return Rect{}
	}
	half := l.Size * sqrt3 / 2
	bottom := l.OriginY + 2*half*float64(height-1) + half
	if width > 1 {
		bottom += half
	}
	return Rect{
		MinX: l.OriginX - l.Size,
		MinY: l.OriginY - half,
		MaxX: l.OriginX + 1.5*l.Size*float64(width-1) + l.Size,
		MaxY: bottom,
	}
}
