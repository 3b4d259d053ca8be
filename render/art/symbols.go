package art

import (
	"math"

	"frontline/game/board"
)

// drawCities draws every city hex: a built-up area (red-brown for key
// cities, grey and hatched for ruined ones) with blocks of buildings, or a
// dot for a town.
func (f *Features) drawCities(sh *Canvas) {
	for _, c := range f.Cities {
		if !sh.Visible(Box{c.At.X - 1, c.At.Y - 1, c.At.X + 1, c.At.Y + 1}) {
			continue
		}
		tint, block := CityTint, CityBlock
		if !c.Key {
			tint, block = RuinTint, RuinBlock
		}
		if c.Size == board.Town {
			r := math.Max(0.12*sh.S, 2.8)
			sh.Disc(c.At, r+math.Max(1, 0.03*sh.S), Paper, 1)
			sh.Disc(c.At, r, block, 1)
			if !c.Key {
				sh.Disc(c.At, r*0.45, Paper, 1)
			}
			continue
		}
		drawBuiltUp(sh, c, tint, block)
	}
}

func drawBuiltUp(sh *Canvas, c CityMark, tint, block RGB) {
	s := sh.S
	r := 0.58
	blocks := 17
	if c.Size == board.SmallCity {
		r, blocks = 0.36, 6
	}
	// Keep the symbol readable when the hexes are small.
	minPx := 8.5
	if c.Size == board.SmallCity {
		minPx = 5
	}
	r = math.Max(r, minPx/s)
	outline := mix(tint, block, 0.5)
	for _, o := range c.Links {
		// Built-up ground runs on into the city's neighbouring hexes.
		mid := lerp(c.At, o, 0.5)
		sh.Line([]Pt{c.At, mid}, 1.3*r*s, tint, 1)
	}
	area := blob(c.At, r, c.Seed)
	sh.Fill(area, tint, 1)
	sh.Outline(area, math.Max(0.8, 0.015*s), outline, 0.9)
	if !c.Key {
		// Ruins: diagonal hatching across the built-up area.
		for k := -3; k <= 3; k++ {
			t := float64(k) / 4 * r
			half := math.Sqrt(math.Max(0, r*r*0.7-t*t))
			d := Pt{0.7071, -0.7071}
			n := Pt{0.7071, 0.7071}
			p := c.At.add(n.mul(t))
			sh.Line([]Pt{p.sub(d.mul(half)), p.add(d.mul(half))}, math.Max(0.7, 0.014*s), block, 0.55)
		}
	}
	if s < 24 {
		// Too small for single buildings: a solid core.
		core := blob(c.At, r*0.55, c.Seed+1)
		sh.Fill(core, block, 1)
		return
	}
	for i := range blocks {
		a := Hash(c.Seed, i, 3) * 2 * math.Pi
		d := r * 0.72 * math.Sqrt(Hash(c.Seed, i, 4))
		if i == 0 {
			d = 0
		}
		p := c.At.add(Pt{math.Cos(a) * d, math.Sin(a) * d})
		w := (0.07 + 0.07*Hash(c.Seed, i, 5))
		h := (0.06 + 0.06*Hash(c.Seed, i, 6))
		if !c.Key && Hash(c.Seed, i, 7) < 0.35 {
			continue // a gap where a ruin stood
		}
		sh.Fill([]Pt{p.add(Pt{-w, -h}), p.add(Pt{w, -h}), p.add(Pt{w, h}), p.add(Pt{-w, h})}, block, 1)
	}
}

// blob is an irregular round outline of radius about r around p.
func blob(p Pt, r float64, seed int) []Pt {
	const n = 10
	pts := make([]Pt, n)
	for i := range pts {
		a := float64(i)/n*2*math.Pi + 0.3*Hash(seed, i, 1)
		rr := r * (0.82 + 0.3*Hash(seed, i, 2))
		pts[i] = p.add(Pt{math.Cos(a) * rr, math.Sin(a) * rr})
	}
	return pts
}

// drawStar marks a key city: a red five-pointed star outlined in white.
func drawStar(sh *Canvas, p Pt, rpx float64) {
	pts := spikes(p, rpx/sh.S, 0.45, 5, -math.Pi/2)
	sh.Outline(pts, 2.2, Paper, 1)
	sh.Fill(pts, KeyRed, 1)
}

// spikes is a star polygon round p: n points of radius r alternating with
// n notches of radius r·inner, the first point at angle start.
func spikes(p Pt, r, inner float64, n int, start float64) []Pt {
	pts := make([]Pt, 2*n)
	for i := range pts {
		rr := r
		if i%2 == 1 {
			rr = r * inner
		}
		a := start + float64(i)*math.Pi/float64(n)
		pts[i] = p.add(Pt{math.Cos(a) * rr, math.Sin(a) * rr})
	}
	return pts
}

// drawAirfield draws two crossing runways inside a ring (the ring keeps it
// apart from a collapsed bridge's cross).
func drawAirfield(sh *Canvas, p Pt, st Condition) {
	s := sh.S
	l := math.Max(0.3*s, 7) / s
	w := math.Max(0.075*s, 2.2)
	rr := 0.78 * l * s
	ink := AirfieldInk
	if st == Destroyed {
		drawScorch(sh, p, rr+2)
		ink = Wrecked
	}
	sh.Ring(p, rr, math.Max(1.1, 0.02*s)+2, Paper, 0.8)
	sh.Ring(p, rr, math.Max(1.1, 0.02*s), ink, 1)
	for _, deg := range [2]float64{30, 120} {
		a := deg * math.Pi / 180
		d := Pt{math.Cos(a) * l, math.Sin(a) * l}
		sh.Butt = true // runways have square ends
		sh.Line([]Pt{p.sub(d), p.add(d)}, w+2, Paper, 0.9)
		sh.Butt = false
	}
	for _, deg := range [2]float64{30, 120} {
		a := deg * math.Pi / 180
		d := Pt{math.Cos(a) * l, math.Sin(a) * l}
		sh.Butt = true
		sh.Line([]Pt{p.sub(d), p.add(d)}, w, ink, 1)
		sh.Butt = false
	}
	switch st {
	case Damaged:
		// Craters along the runways.
		for i, t := range [3]float64{-0.55, 0.1, 0.6} {
			a := float64(30+90*(i%2)) * math.Pi / 180
			drawCrater(sh, p.add(Pt{math.Cos(a) * l * t, math.Sin(a) * l * t}), math.Max(0.7*w, 1.6))
		}
		drawBurst(sh, p.add(Pt{0.7 * rr / s, -0.7 * rr / s}), math.Max(0.16*s, 6))
	case Destroyed:
		drawWreckCross(sh, p, rr*0.95)
	}
}

// drawAnchor draws a port's anchor centred on p.
func drawAnchor(sh *Canvas, p Pt, st Condition) {
	s := sh.S
	a := math.Max(0.26*s, 9) / s
	lw := math.Max(1.3, 0.035*s)
	ink := Anchor
	if st == Destroyed {
		drawScorch(sh, p, 0.62*a*s)
		ink = Wrecked
	}
	shapes := [][]Pt{
		{p.add(Pt{0, -0.3 * a}), p.add(Pt{0, 0.46 * a})},                                                // shank
		{p.add(Pt{-0.22 * a, -0.2 * a}), p.add(Pt{0.22 * a, -0.2 * a})},                                 // stock
		arc(p.add(Pt{0, 0.02 * a}), 0.44*a, math.Pi*0.15, math.Pi*0.85),                                 // arms
		{p.add(Pt{-0.42 * a, 0.16 * a}), p.add(Pt{-0.46 * a, 0.02 * a}), p.add(Pt{-0.33 * a, 0.1 * a})}, // barbs
		{p.add(Pt{0.42 * a, 0.16 * a}), p.add(Pt{0.46 * a, 0.02 * a}), p.add(Pt{0.33 * a, 0.1 * a})},
	}
	for pass := range 2 {
		for _, sh2 := range shapes {
			if pass == 0 {
				sh.Line(sh2, lw+2, Paper, 0.9)
			} else {
				sh.Line(sh2, lw, ink, 1)
			}
		}
		ring := p.add(Pt{0, -0.4 * a})
		if pass == 0 {
			sh.Ring(ring, 0.1*a*s, lw+2, Paper, 0.9)
		} else {
			sh.Ring(ring, 0.1*a*s, lw, ink, 1)
		}
	}
	switch st {
	case Damaged:
		drawBurst(sh, p.add(Pt{0.5 * a, -0.45 * a}), math.Max(0.16*s, 6))
	case Destroyed:
		drawWreckCross(sh, p, math.Max(0.3*s, 8.5))
	}
}

// arc returns points on a circle around c from angle a0 to a1.
func arc(c Pt, r, a0, a1 float64) []Pt {
	const n = 12
	pts := make([]Pt, n+1)
	for i := range pts {
		a := a0 + (a1-a0)*float64(i)/n
		pts[i] = c.add(Pt{math.Cos(a) * r, math.Sin(a) * r})
	}
	return pts
}
