package battle

import (
	"math"

	"frontline/game/tactical/geom"
	"frontline/render/art"
)

// rulerTicks marks every inch along each table edge on the ruler, longer
// every 6" and longest every 12" (the numbers are lettered on screen,
// ruler_labels.go), counted from each side's left end as seen from the
// centre.
func rulerTicks(c *art.Canvas) {
	for s := range 6 {
		a, b := geom.Side(s).Ends()
		pa, pb := pt(a), pt(b)
		l := math.Hypot(pb.X-pa.X, pb.Y-pa.Y)
		u := art.Pt{X: (pb.X - pa.X) / l, Y: (pb.Y - pa.Y) / l}
		out := outward(s)
		for k := 0; float64(k) <= l; k++ {
			n := 0.35
			switch {
			case k%12 == 0:
				n = 0.9
			case k%6 == 0:
				n = 0.6
			}
			p := along(pa, u, float64(k))
			c.Line([]art.Pt{p, along(p, out, n)}, math.Max(0.7, 0.05*c.S), art.Ink, 0.85)
		}
	}
}

// outward is the unit vector out of the table through side s.
func outward(s int) art.Pt {
	m := pt(geom.Side(s).Mid())
	l := math.Hypot(m.X, m.Y)
	return art.Pt{X: m.X / l, Y: m.Y / l}
}
