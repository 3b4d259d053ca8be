package battle

import (
	"image"
	"math"

	"frontline/game/tactical"
	"frontline/render/art"
)

// The picture of a table covers this box of the world, in inches from
// the table's centre: the 72" hexagon (corners 41.57" out) with room for
// the ruler round it.
const (
	picMinX, picMinY = -44.0, -39.0
	picW, picH       = 88.0, 78.0
	rulerW           = 1.4 // the ruler strip outside each table edge, inches
)

// Picture is a table's painting, prepared once: its areas and marks.
type Picture struct {
	ground string
	areas  []area
	marks  []mark
}

// NewPicture reads what table t shows; the table must not change while
// the picture is painted (a battle never changes its table).
func NewPicture(t *tactical.Table) *Picture {
	g := "open"
	if t.Ground != nil {
		g = t.Ground.ID
	}
	return &Picture{ground: g, areas: areasOf(t), marks: marksOf(t)}
}

// Paint paints the table at s pixels per inch into a new picture of the
// box above. It only reads p, so bands may be painted concurrently.
func (p *Picture) Paint(s float64) *image.RGBA {
	w, h := int(math.Ceil(picW*s)), int(math.Ceil(picH*s))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for py := range h {
		y := picMinY + (float64(py)+0.5)/s
		row := img.Pix[py*img.Stride:]
		for px := range w {
			x := picMinX + (float64(px)+0.5)/s
			c, a := p.pixel(x, y, s)
			if a <= 0 {
				continue
			}
			col := c.Alpha(a)
			row[4*px], row[4*px+1], row[4*px+2], row[4*px+3] = col.R, col.G, col.B, col.A
		}
	}
	cv := art.NewCanvas(img.Pix, w, h, s, picMinX*s, picMinY*s)
	for i := range p.marks {
		if cv.Visible(p.marks[i].o.box) {
			p.marks[i].draw(cv)
		}
	}
	rulerTicks(cv)
	return img
}

// pixel is the colour and opacity at (x, y): the ruler round the table,
// the table's ground and its painted areas, nothing beyond.
func (p *Picture) pixel(x, y, s float64) (art.RGB, float64) {
	d := tableRim.dist(x, y)
	aa := 0.5 / s
	if d < -rulerW-aa {
		return art.RGB{}, 0
	}
	if d < 0 {
		// The ruler: a strip of pale wood, its outer edge softened.
		return shade(ruler, 0.97+0.03*art.Noise(x*3, y*0.3)), smoothstep(-rulerW-aa, -rulerW+aa, d)
	}
	c := groundColour(p.ground, x, y)
	for i := range p.areas {
		a := &p.areas[i]
		if !a.o.near(x, y, aa) {
			continue
		}
		if in := a.o.dist(x, y); in > -aa {
			c = blend(c, a.paint(c, x, y, in), smoothstep(-aa, aa, in))
		}
	}
	// A dark line where the table meets the ruler.
	return blend(c, art.Ink, 1-smoothstep(0, 2.5/s, d)), 1
}
