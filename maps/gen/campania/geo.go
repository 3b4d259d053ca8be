package main

import (
	"math"

	"frontline/game/hex"
)

// Grid size and projection (see the package comment).
const (
	width, height = 36, 30
	lat0, lon0    = 42.60, 12.05 // centre of hex 0101
	kmPerLon      = 84.0         // km per degree of longitude at 41° N
	kmPerLat      = 111.0
	flatsKm       = 13.7 // 8.5 miles, centre to centre
)

// ll is a point as latitude, longitude in degrees.
type ll struct{ lat, lon float64 }

// pt is a point in km east and south of hex 0101's centre.
type pt struct{ x, y float64 }

var layout = hex.Layout{Size: flatsKm / math.Sqrt(3)}

func (p ll) km() pt { return pt{(p.lon - lon0) * kmPerLon, (lat0 - p.lat) * kmPerLat} }

func hexOf(p ll) hex.Hex { k := p.km(); return layout.HexAt(k.x, k.y) }

func onMap(h hex.Hex) bool {
	o := h.Offset()
	return o.Col >= 1 && o.Col <= width && o.Row >= 1 && o.Row <= height
}

func centre(h hex.Hex) pt { x, y := layout.Center(h); return pt{x, y} }

// samples are 19 points spread over a hex: its centre, an inner ring of 6
// and an outer ring of 12.
func samples(h hex.Hex) []pt {
	c := centre(h)
	out := []pt{c}
	for i := range 6 {
		a := float64(i) * math.Pi / 3
		out = append(out, pt{c.x + 0.45*layout.Size*math.Cos(a), c.y + 0.45*layout.Size*math.Sin(a)})
	}
	for i := range 12 {
		a := float64(i)*math.Pi/6 + math.Pi/12
		out = append(out, pt{c.x + 0.8*layout.Size*math.Cos(a), c.y + 0.8*layout.Size*math.Sin(a)})
	}
	return out
}

// poly is a closed outline in km.
type poly []pt

func toPoly(lls []ll) poly {
	p := make(poly, len(lls))
	for i, q := range lls {
		p[i] = q.km()
	}
	return p
}

// contains is the even-odd rule.
func (p poly) contains(q pt) bool {
	in := false
	for i, j := 0, len(p)-1; i < len(p); j, i = i, i+1 {
		a, b := p[i], p[j]
		if (a.y > q.y) != (b.y > q.y) && q.x < (b.x-a.x)*(q.y-a.y)/(b.y-a.y)+a.x {
			in = !in
		}
	}
	return in
}

// along returns the hexes a polyline passes through, sampled every km.
func along(line []ll) []hex.Hex {
	var out []hex.Hex
	seen := map[hex.Hex]bool{}
	for i := 1; i < len(line); i++ {
		a, b := line[i-1].km(), line[i].km()
		n := int(math.Hypot(b.x-a.x, b.y-a.y)) + 1
		for k := 0; k <= n; k++ {
			t := float64(k) / float64(n)
			h := layout.HexAt(a.x+(b.x-a.x)*t, a.y+(b.y-a.y)*t)
			if onMap(h) && !seen[h] {
				seen[h] = true
				out = append(out, h)
			}
		}
	}
	return out
}

func dist(a, b pt) float64 { return math.Hypot(a.x-b.x, a.y-b.y) }
