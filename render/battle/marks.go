package battle

import (
	"math"

	"frontline/game/tactical"
	"frontline/render/art"
)

// mark is a feature drawn as shapes over the painted ground: roads,
// crossings, buildings, woods, walls, works and wrecks.
type mark struct {
	kind string
	o    outline
	sig  int // a number of its own for the jitter of trees and houses
}

// marksOf lists the table's marks in drawing order: low things first,
// tree canopies last (they stand over everything near them).
func marksOf(t *tactical.Table) []mark {
	var out []mark
	for i, f := range t.Features() {
		if areaKinds[f.Kind.ID] == 0 {
			out = append(out, mark{kind: f.Kind.ID, o: newOutline(f.Shape), sig: i})
		}
	}
	layer := func(k string) int {
		switch k {
		case "trench", "tank_ditch":
			return 0
		case "airfield":
			return 1
		case "bridge", "ford", "port":
			return 2
		case "woods":
			return 4
		}
		return 3
	}
	// A stable insertion sort: few marks, order kept within a layer.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && layer(out[j].kind) < layer(out[j-1].kind); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// rect returns the corners of a rectangle centred on c, length l along
// unit vector u and width w across it.
func rect(c, u art.Pt, l, w float64) []art.Pt {
	v := art.Pt{X: -u.Y, Y: u.X}
	hl, hw := l/2, w/2
	return []art.Pt{
		{X: c.X - u.X*hl - v.X*hw, Y: c.Y - u.Y*hl - v.Y*hw},
		{X: c.X + u.X*hl - v.X*hw, Y: c.Y + u.Y*hl - v.Y*hw},
		{X: c.X + u.X*hl + v.X*hw, Y: c.Y + u.Y*hl + v.Y*hw},
		{X: c.X - u.X*hl + v.X*hw, Y: c.Y - u.Y*hl + v.Y*hw},
	}
}

func along(c, u art.Pt, d float64) art.Pt { return art.Pt{X: c.X + u.X*d, Y: c.Y + u.Y*d} }

// draw draws mark m onto the canvas (S pixels per inch).
func (m *mark) draw(c *art.Canvas) {
	o := &m.o
	s := c.S
	ctr := o.centre()
	u, l, w := o.axes()
	switch m.kind {
	case "bridge":
		c.Fill(o.pts, stone, 1)
		v := art.Pt{X: -u.Y, Y: u.X}
		for _, side := range [2]float64{-1, 1} {
			e := along(ctr, v, side*(w/2-0.08))
			c.Line([]art.Pt{along(e, u, -l/2), along(e, u, l/2)}, 0.16*s, art.BridgeInk, 1)
		}
		c.Line([]art.Pt{along(ctr, u, -l/2), along(ctr, u, l/2)}, math.Max(1, 0.05*s), art.RoadCore, 0.4)
	case "ford":
		c.Fill(o.pts, art.Shallow, 0.7)
		for i := 0.0; i < l; i += 0.45 {
			for j := -w/2 + 0.25; j < w/2; j += 0.5 {
				p := along(along(ctr, u, i-l/2+0.2), art.Pt{X: -u.Y, Y: u.X}, j+0.1*art.Hash(int(i*10), int(j*10), m.sig))
				c.Disc(p, 0.13*s, stone, 0.9)
			}
		}
	case "airfield":
		c.Fill(o.pts, asphalt, 1)
		c.Outline(o.pts, 0.06*s, art.AirfieldInk, 1)
		for d := -l/2 + 1.5; d < l/2-1.5; d += 1.6 {
			c.Line([]art.Pt{along(ctr, u, d), along(ctr, u, d+0.8)}, 0.12*s, art.Paper, 0.9)
		}
	case "port":
		c.Fill(o.pts, concrete, 1)
		c.Outline(o.pts, 0.1*s, stoneDark, 1)
		for d := -l/2 + 0.8; d < l/2; d += 1.6 {
			c.Disc(along(ctr, u, d), 0.1*s, art.Ink, 0.7) // bollards
		}
	case "builtup":
		m.block(c, ctr, u, l, w)
	case "building":
		house(c, ctr, u, l, w)
	case "woods":
		m.woods(c)
	case "wall":
		c.Fill(o.pts, stone, 1)
		c.Outline(o.pts, math.Max(0.8, 0.05*s), stoneDark, 1)
	case "hedge":
		c.Fill(o.pts, hedgeInk, 0.9)
		for d := -l / 2; d <= l/2; d += 0.3 {
			c.Disc(along(ctr, u, d), (w*0.55+0.06*art.Hash(int(d*10), 1, m.sig))*s, blend(hedgeInk, canopyLit, 0.35), 1)
		}
	case "trench":
		c.Fill(o.pts, earth, 0.85)
		c.Outline(o.pts, 0.08*s, sandbag, 0.9)
		zig := make([]art.Pt, 0, int(l/0.6)+2)
		v := art.Pt{X: -u.Y, Y: u.X}
		for d, k := -l/2+0.1, 0; d <= l/2-0.1; d, k = d+0.6, k+1 {
			zig = append(zig, along(along(ctr, u, d), v, w*0.18*float64(1-2*(k&1))))
		}
		c.Line(zig, math.Max(1, w*0.3*s), art.Shadow, 0.9)
	case "tank_ditch":
		c.Fill(o.pts, earth, 1)
		c.Line([]art.Pt{along(ctr, u, -l/2), along(ctr, u, l/2)}, w*0.4*s, art.Shadow, 0.9)
		c.Outline(o.pts, 0.08*s, mud, 1)
	case "mg_nest":
		r := math.Min(l, w) / 2
		c.Disc(ctr, r*s, earth, 0.9)
		for k := range 12 {
			a := float64(k) * math.Pi / 6
			c.Disc(art.Pt{X: ctr.X + math.Cos(a)*r*0.78, Y: ctr.Y + math.Sin(a)*r*0.78}, r*0.3*s, sandbag, 1)
		}
		c.Disc(ctr, r*0.35*s, art.Shadow, 0.8)
	case "bunker":
		c.Fill(o.pts, concrete, 1)
		c.Outline(o.pts, 0.18*s, stoneDark, 1)
		c.Fill(rect(ctr, u, l*0.55, w*0.55), blend(concrete, art.Sunlit, 0.3), 1)
		c.Line([]art.Pt{along(ctr, u, -l*0.25), along(ctr, u, l*0.25)}, math.Max(1, 0.1*s), art.Ink, 0.9) // embrasure
	case "wreck":
		c.Disc(ctr, math.Max(l, w)*0.6*s, art.Scorch, 0.35)
		c.Fill(rect(ctr, u, l*0.85, w*0.75), rust, 1)
		c.Fill(rect(along(ctr, u, -l*0.05), u, l*0.35, w*0.45), shade(rust, 0.7), 1)
		c.Line([]art.Pt{along(ctr, u, 0), along(ctr, u, l*0.45)}, math.Max(1, 0.1*s), art.Ink, 0.8)
	case "rocks":
		c.Fill(o.pts, blend(grass, stone, 0.4), 0.6)
		for k := range int(l*w*1.2) + 3 {
			p := art.Pt{X: o.box.MinX + art.Hash(k, 1, m.sig)*(o.box.MaxX-o.box.MinX), Y: o.box.MinY + art.Hash(k, 2, m.sig)*(o.box.MaxY-o.box.MinY)}
			if o.dist(p.X, p.Y) > 0.15 {
				r := (0.12 + 0.18*art.Hash(k, 3, m.sig)) * s
				c.Disc(art.Pt{X: p.X + 0.04, Y: p.Y + 0.05}, r, stoneDark, 0.8)
				c.Disc(p, r, stone, 1)
			}
		}
	default: // a kind added to the data later: its outline, shaded by sight
		c.Fill(o.pts, stone, 0.5)
		c.Outline(o.pts, 0.06*s, art.Ink, 0.6)
	}
}

// house is a gabled roof seen from above: the half facing the light
// (north-west) brighter, the ridge along the length.
func house(c *art.Canvas, ctr, u art.Pt, l, w float64) {
	v := art.Pt{X: -u.Y, Y: u.X}
	lit := -(v.X + v.Y) > 0 // the +v half faces north-west
	for _, side := range [2]float64{-1, 1} {
		col := roofDark
		if (side > 0) == lit {
			col = roof
		}
		c.Fill(rect(along(ctr, v, side*w/4), u, l, w/2), col, 1)
	}
	c.Line([]art.Pt{along(ctr, u, -l/2), along(ctr, u, l/2)}, math.Max(1, 0.05*c.S), shade(roofDark, 0.7), 1)
	c.Outline(rect(ctr, u, l, w), math.Max(0.8, 0.04*c.S), shade(roofDark, 0.6), 1)
}

// block is a built-up block: a paved yard with houses round it, their
// sizes varied so no two blocks look stamped.
func (m *mark) block(c *art.Canvas, ctr, u art.Pt, l, w float64) {
	c.Fill(m.o.pts, pavement, 1)
	v := art.Pt{X: -u.Y, Y: u.X}
	const n = 2
	cl, cw := l/n, w/n
	for i := range n {
		for j := range n {
			h := art.Hash(i, j, m.sig)
			if h < 0.12 {
				continue // a square or a garden
			}
			p := along(along(ctr, u, (float64(i)+0.5)*cl-l/2), v, (float64(j)+0.5)*cw-w/2)
			hl, hw := cl*(0.62+0.25*h), cw*(0.55+0.2*art.Hash(j, i, m.sig))
			if h > 0.55 {
				house(c, p, v, hw, hl) // turned a quarter
			} else {
				house(c, p, u, hl, hw)
			}
		}
	}
	c.Outline(m.o.pts, math.Max(0.8, 0.04*c.S), stoneDark, 0.8)
}
