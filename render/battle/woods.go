package battle

import (
	"math"

	"frontline/render/art"
)

// woods draws a wood as its floor and a crowd of tree crowns on a
// jittered grid, each crown lit from the north-west with its shadow to
// the south-east, so it reads as canopy at any zoom.
func (m *mark) woods(c *art.Canvas) {
	o := &m.o
	s := c.S
	c.Fill(o.pts, blend(canopy, art.Shadow, 0.25), 1)
	const step = 0.9
	type crown struct {
		p art.Pt
		r float64
	}
	var crowns []crown
	i0, j0 := int(math.Floor(o.box.MinX/step)), int(math.Floor(o.box.MinY/step))
	i1, j1 := int(math.Ceil(o.box.MaxX/step)), int(math.Ceil(o.box.MaxY/step))
	for i := i0; i <= i1; i++ {
		for j := j0; j <= j1; j++ {
			p := art.Pt{X: (float64(i) + art.Hash(i, j, 11)) * step, Y: (float64(j) + art.Hash(i, j, 12)) * step}
			r := 0.45 + 0.25*art.Hash(i, j, 13)
			if o.dist(p.X, p.Y) > r*0.45 {
				crowns = append(crowns, crown{p, r})
			}
		}
	}
	for _, k := range crowns {
		c.Disc(art.Pt{X: k.p.X + 0.12, Y: k.p.Y + 0.15}, k.r*s, art.Shadow, 0.35)
	}
	for _, k := range crowns {
		c.Disc(k.p, k.r*s, canopy, 1)
	}
	for _, k := range crowns {
		c.Disc(art.Pt{X: k.p.X - k.r*0.25, Y: k.p.Y - k.r*0.25}, k.r*0.55*s, canopyLit, 0.8)
	}
}
