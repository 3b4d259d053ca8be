package markers

import (
	"math"

	"frontline/render/art"
	"frontline/render/sprite"
)

// Badges are small marks painted around a marker for its state. Each is a
// hex-sized sprite drawn at the hex centre, painted at its own place on
// the counter, so drawing one is a single DrawImage.
type badges struct {
	dugIn, idle, unsupplied, recon, found, hidden, flight, bubble, fog *sprite.Multi
	stars                                                              [5]*sprite.Multi
}

var (
	sandbag = art.RGB{R: 0.6, G: 0.47, B: 0.29}
	amber   = art.RGB{R: 0.93, G: 0.6, B: 0.1}
	slate   = art.RGB{R: 0.45, G: 0.47, B: 0.5}
	sky     = art.RGB{R: 0.45, G: 0.75, B: 0.98}
	gold    = art.RGB{R: 0.98, G: 0.8, B: 0.2}
	scout   = art.RGB{R: 0.2, G: 0.45, B: 0.85}
)

func newBadges() *badges {
	b := &badges{}
	// Dug in: a row of sandbags along the lower edges.
	b.dugIn = sprite.New(func(cv *art.Canvas, cx, cy, s float64) {
		r := Counter * s
		for _, p := range arc(cx, cy+0.1*r, 1.02*r, 0.86*r, 0.12*math.Pi, 0.88*math.Pi, 7) {
			cv.Fill(ellipse(p.X, p.Y, 0.13*r, 0.08*r), sandbag, 1)
			cv.Outline(ellipse(p.X, p.Y, 0.13*r, 0.08*r), math.Max(0.6, 0.02*s), art.Ink, 0.8)
		}
	}, Bands...)
	// Idle (busy with an idle function): a grey disc with pause bars, left.
	b.idle = disc(-0.78, 0.05, slate, func(cv *art.Canvas, x, y, d float64) {
		cv.Fill(rect(x-0.45*d, y-0.45*d, x-0.15*d, y+0.45*d), art.Paper, 1)
		cv.Fill(rect(x+0.15*d, y-0.45*d, x+0.45*d, y+0.45*d), art.Paper, 1)
	})
	// Unsupplied: an amber disc with a slashed supply crate, lower left.
	b.unsupplied = disc(-0.55, 0.62, amber, func(cv *art.Canvas, x, y, d float64) {
		cv.Outline(rect(x-0.45*d, y-0.35*d, x+0.45*d, y+0.35*d), math.Max(1, 0.2*d), art.Ink, 1)
		cv.Line([]art.Pt{{X: x - 0.6*d, Y: y + 0.6*d}, {X: x + 0.6*d, Y: y - 0.6*d}}, math.Max(1, 0.22*d), art.Ink, 1)
	})
	// Recon performed this turn: a blue disc with an eye, right.
	b.recon = disc(0.78, 0.05, scout, eye(art.Paper))
	// Found by enemy recon: a red disc with an eye, lower right.
	b.found = disc(0.55, 0.62, red, eye(art.Paper))
	// Hidden from the enemy: a dashed ring around the counter.
	b.hidden = sprite.New(func(cv *art.Canvas, cx, cy, s float64) {
		r := Counter*s + 0.07*s
		for k := 0; k < 12; k++ {
			a := float64(k) * math.Pi / 6
			cv.Line(arc(cx, cy, r, r, a, a+math.Pi/12, 3), math.Max(1.2, 0.05*s), art.Paper, 0.95)
		}
	}, Bands...)
	// In flight: a sky-blue halo.
	b.flight = sprite.New(func(cv *art.Canvas, cx, cy, s float64) {
		cv.Outline(hexagon(cx, cy, Counter*s+0.06*s), math.Max(1.5, 0.07*s), sky, 0.95)
	}, Bands...)
	// Stack count: a paper bubble, top right; the number is lettered on it.
	b.bubble = disc(0.62, -0.62, art.Paper, nil)
	// Contents unknown (fog of war): a dark disc with a paper question
	// mark, top left, opposite the count; painted, so it reads at every
	// zoom, even where numbers are too small to letter.
	b.fog = sprite.New(func(cv *art.Canvas, cx, cy, s float64) {
		r := Counter * s
		x, y, d := cx-0.62*r, cy-0.62*r, 0.3*r
		cv.Disc(art.Pt{X: x, Y: y}, d+math.Max(1, 0.04*s), art.Paper, 1)
		cv.Disc(art.Pt{X: x, Y: y}, d, art.RGB{R: 0.15, G: 0.16, B: 0.18}, 1)
		w := math.Max(1.2, 0.2*d)
		hook := arc(x, y-0.28*d, 0.32*d, 0.3*d, -1.15*math.Pi, 0.45*math.Pi, 10)
		hook = append(hook, art.Pt{X: x, Y: y + 0.22*d})
		cv.Line(hook, w, art.Paper, 1)
		cv.Disc(art.Pt{X: x, Y: y + 0.56*d}, 0.65*w, art.Paper, 1)
	}, Bands...)
	for n := range b.stars {
		b.stars[n] = sprite.New(func(cv *art.Canvas, cx, cy, s float64) {
			r := Counter * s
			for k := 0; k <= n; k++ {
				x := cx - 0.5*r + float64(k)*0.25*r
				cv.Fill(star(x, cy+0.93*r, 0.13*r), gold, 1)
				cv.Outline(star(x, cy+0.93*r, 0.13*r), math.Max(0.6, 0.02*s), art.Ink, 1)
			}
		}, Bands...)
	}
	return b
}

// disc makes a round badge at (fx, fy) counter radii from the centre with
// an optional picture inside.
func disc(fx, fy float64, col art.RGB, inside func(cv *art.Canvas, x, y, d float64)) *sprite.Multi {
	return sprite.New(func(cv *art.Canvas, cx, cy, s float64) {
		r := Counter * s
		x, y, d := cx+fx*r, cy+fy*r, 0.22*r
		cv.Disc(art.Pt{X: x, Y: y}, d+math.Max(1, 0.04*s), art.Ink, 1)
		cv.Disc(art.Pt{X: x, Y: y}, d, col, 1)
		if inside != nil {
			inside(cv, x, y, d*0.75)
		}
	}, Bands...)
}

func eye(col art.RGB) func(cv *art.Canvas, x, y, d float64) {
	return func(cv *art.Canvas, x, y, d float64) {
		cv.Fill(ellipse(x, y, 0.9*d, 0.5*d), col, 1)
		cv.Disc(art.Pt{X: x, Y: y}, 0.3*d, art.Ink, 1)
	}
}

func ellipse(cx, cy, rx, ry float64) []art.Pt { return arc(cx, cy, rx, ry, 0, 2*math.Pi, 20)[:20] }

func rect(x0, y0, x1, y1 float64) []art.Pt {
	return []art.Pt{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}
}

// star is a five-pointed star of outer radius r.
func star(cx, cy, r float64) []art.Pt {
	pts := make([]art.Pt, 10)
	for i := range pts {
		rr := r
		if i%2 == 1 {
			rr = 0.45 * r
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = art.Pt{X: cx + rr*math.Cos(a), Y: cy + rr*math.Sin(a)}
	}
	return pts
}
