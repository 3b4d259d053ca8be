package help

import (
	"math"

	"frontline/render/art"
)

// The battle table's diagrams, drawn in pixels with the map's art: a
// fire arc, a clear and a blocked line of sight, the morale gauge.

var (
	sightClear = art.RGB{R: 0.3, G: 0.9, B: 0.4}
	sightBlock = art.RGB{R: 0.95, G: 0.25, B: 0.2}
	usBody     = art.RGB{R: 0.42, G: 0.48, B: 0.23}
	deBody     = art.RGB{R: 0.40, G: 0.45, B: 0.50}
	woodGreen  = art.RGB{R: 0.22, G: 0.38, B: 0.16}
)

// diagram turns a drawing on a pixel canvas into a swatch painter.
func diagram(draw func(c *art.Canvas, w, h float64)) func(pix []byte, w, h int) {
	return func(pix []byte, w, h int) { draw(art.NewCanvas(pix, w, h, 1, 0, 0), float64(w), float64(h)) }
}

// piece is a unit seen from above: a disc with a pointer at its facing
// (radians, 0 up, clockwise).
func piece(c *art.Canvas, x, y float64, body art.RGB, facing float64) {
	c.Disc(art.Pt{X: x, Y: y}, 9, body, 1)
	c.Ring(art.Pt{X: x, Y: y}, 9, 2, art.Ink, 1)
	dx, dy := math.Sin(facing), -math.Cos(facing)
	c.Fill([]art.Pt{{X: x + 15*dx, Y: y + 15*dy}, {X: x + 10*dx - 4*dy, Y: y + 10*dy + 4*dx}, {X: x + 10*dx + 4*dy, Y: y + 10*dy - 4*dx}}, art.Paper, 1)
}

// fan is a filled arc of the given width round a facing, radius r.
func fan(c *art.Canvas, x, y, r, facing, width float64, col art.RGB, a float64) {
	pts := []art.Pt{{X: x, Y: y}}
	for k := 0; k <= 12; k++ {
		t := facing - width/2 + width*float64(k)/12
		pts = append(pts, art.Pt{X: x + r*math.Sin(t), Y: y - r*math.Cos(t)})
	}
	c.Fill(pts, col, a)
}

// wood is a rough octagon of canopy.
func wood(c *art.Canvas, x, y, rx, ry float64) []art.Pt {
	pts := make([]art.Pt, 8)
	for k := range pts {
		t := float64(k) * math.Pi / 4
		pts[k] = art.Pt{X: x + rx*math.Cos(t), Y: y + ry*math.Sin(t)}
	}
	c.Fill(pts, woodGreen, 1)
	return pts
}

func (s *Screen) buildBattleDiagrams() {
	s.addSwatch(art.Plains, diagram(func(c *art.Canvas, w, h float64) {
		fan(c, w/2, h-16, 62, 0, math.Pi/4, art.KeyRed, 0.35)
		piece(c, w/2, h-16, deBody, 0)
	}), "A towed gun's 45° arc: it fires only at targets inside it")
	s.addSwatch(art.Plains, diagram(func(c *art.Canvas, w, h float64) {
		wood(c, w/2, 18, 22, 12)
		c.Line([]art.Pt{{X: 20, Y: h - 20}, {X: w - 20, Y: h - 28}}, 3, sightClear, 1)
		piece(c, 20, h-20, usBody, math.Pi/2)
		piece(c, w-20, h-28, deBody, -math.Pi/2)
	}), "Clear line of sight: drawn green, with the odds")
	s.addSwatch(art.Plains, diagram(func(c *art.Canvas, w, h float64) {
		pts := wood(c, w/2, h/2, 20, 16)
		c.Outline(pts, 2.5, sightBlock, 1)
		c.Line([]art.Pt{{X: 18, Y: h/2 + 6}, {X: w - 18, Y: h/2 - 6}}, 3, sightBlock, 1)
		piece(c, 18, h/2+6, usBody, math.Pi/2)
		piece(c, w-18, h/2-6, deBody, -math.Pi/2)
	}), "Blocked: red, the wood that blocks it outlined")
	s.addSwatch(art.Plains, diagram(func(c *art.Canvas, w, h float64) {
		cell := (w - 20) / 10
		for k := range 10 {
			col, a := art.Ink, 0.35
			if k < 5 {
				col, a = usBody, 1
			}
			x := 10 + float64(k)*cell
			c.Fill([]art.Pt{{X: x + 1, Y: h/2 - 10}, {X: x + cell - 1, Y: h/2 - 10}, {X: x + cell - 1, Y: h/2 + 10}, {X: x + 1, Y: h/2 + 10}}, col, a)
		}
	}), "A morale gauge at 5, the start: no effect")
}
