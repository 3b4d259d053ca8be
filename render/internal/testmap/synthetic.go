package testmap

import (
	"fmt"
	"math"
	"math/rand/v2"

	"frontline/game/board"
	"frontline/game/hex"
)

// Synthetic generates a plausible w×h map (sea to the east, mountains in
// the west, rivers running down to the coast, cities joined by roads). The
// same seed gives the same map.
func Synthetic(w, h int, seed uint64) *board.Map { return SyntheticSpec(w, h, seed).Map() }

// SyntheticSpec is the spec behind Synthetic.
func SyntheticSpec(w, h int, seed uint64) *Spec {
	rng := rand.New(rand.NewPCG(seed, 7))
	s := &Spec{ID: fmt.Sprintf("synthetic-%dx%d", w, h), Name: "Synthetic map", Width: w, Height: h}
	elev := func(c, r int) float64 {
		x, y := float64(c)/float64(w), float64(r)/float64(h)
		v := 1.1 - 1.6*x + 0.25*math.Sin(y*7+float64(seed)) + smooth(float64(c)/5, float64(r)/5, seed)*0.9
		return v
	}
	rows := make([][]byte, h)
	for r := range rows {
		rows[r] = make([]byte, w)
		for c := range rows[r] {
			e := elev(c, r)
			switch {
			case e < 0:
				rows[r][c] = 'S'
			case e < 0.12 && rng.IntN(3) == 0:
				rows[r][c] = 'W'
			case e < 0.55:
				rows[r][c] = 'P'
			case e < 0.85:
				rows[r][c] = 'M'
			default:
				rows[r][c] = 'X'
			}
		}
	}
	for _, row := range rows {
		s.Terrain = append(s.Terrain, string(row))
	}
	s.Terrain = AutoCoast(s.Terrain, false)
	at := func(hx hex.Hex) byte {
		o := hx.Offset()
		if o.Col < 1 || o.Row < 1 || o.Col > w || o.Row > h {
			return 0
		}
		return s.Terrain[o.Row-1][o.Col-1]
	}
	land := func(hx hex.Hex) bool { t := at(hx); return t != 0 && t != 'S' && t != 'X' }

	// Cities on open land, at least four hexes apart.
	var cities []hex.Hex
	for tries := 0; tries < 2000 && len(cities) < w*h/60; tries++ {
		c := hex.Offset{Col: 1 + rng.IntN(w), Row: 1 + rng.IntN(h)}.ToHex()
		if t := at(c); t != 'P' && t != 'C' {
			continue
		}
		ok := true
		for _, o := range cities {
			if hex.Distance(o, c) < 4 {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		cities = append(cities, c)
		size := [...]string{"town", "town", "small", "large"}[rng.IntN(4)]
		s.Cities = append(s.Cities, City{
			Name: fmt.Sprintf("City %d", len(cities)), Hexes: []string{c.String()}, Size: size,
			Key: rng.IntN(2) == 0, Port: at(c) == 'C',
		})
	}
	// Roads from each city to its nearest neighbour, where the straight
	// line stays on passable land.
	for i, a := range cities {
		best, bd := -1, 1<<30
		for j, b := range cities {
			if d := hex.Distance(a, b); j != i && d < bd {
				best, bd = j, d
			}
		}
		if best < 0 {
			continue
		}
		line := hex.Line(a, cities[best])
		ok := true
		for _, hx := range line {
			ok = ok && land(hx)
		}
		if ok {
			s.Roads = append(s.Roads, Feature{Name: fmt.Sprintf("Road %d", i+1), Via: []string{a.String(), cities[best].String()}})
		}
	}
	// Rivers run downhill from the hills to the sea.
	used := map[hex.Edge]bool{}
	for tries := 0; tries < 500 && len(s.Rivers) < w*h/250+1; tries++ {
		start := hex.Offset{Col: 1 + rng.IntN(w/2), Row: 1 + rng.IntN(h)}.ToHex()
		if at(start) != 'M' {
			continue
		}
		path := []hex.Hex{start}
		seen := map[hex.Hex]bool{start: true}
		for len(path) < 60 && at(path[len(path)-1]) != 'C' {
			cur := path[len(path)-1]
			var next hex.Hex
			best := math.Inf(1)
			for _, nb := range hex.Neighbors(cur) {
				no := nb.Offset()
				if seen[nb] || !land(nb) || no.Col < 2 || no.Row < 2 || no.Col >= w || no.Row >= h {
					continue
				}
				if e := elev(no.Col-1, no.Row-1) + rng.Float64()*0.1; e < best {
					best, next = e, nb
				}
			}
			if math.IsInf(best, 1) {
				break
			}
			seen[next] = true
			path = append(path, next)
		}
		if len(path) < 4 {
			continue
		}
		var via []string
		var edges []hex.Edge
		for _, hx := range path {
			via = append(via, hx.String())
		}
		// Drop a river that would share a hexside with another or fold on itself.
		for _, e := range RiverBeside(path) {
			if used[e] || seen[e.A] && seen[e.B] || at(e.A) == 0 || at(e.B) == 0 || at(e.A) == 'S' && at(e.B) == 'S' {
				via = nil
				break
			}
			edges = append(edges, e)
		}
		if via == nil {
			continue
		}
		for _, e := range edges {
			used[e] = true
		}
		s.Rivers = append(s.Rivers, Feature{Name: fmt.Sprintf("River %d", len(s.Rivers)+1), Via: via})
	}
	s.Labels = []Label{{Text: "Synthetic Sea", Hex: hex.Offset{Col: w - 3, Row: h / 2}.ToHex().String(), Kind: "sea"}}
	return s
}

// smooth is a small value noise in [-0.5, 0.5].
func smooth(x, y float64, seed uint64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	v := func(i, j float64) float64 {
		k := uint64(int64(i))*0x9E3779B97F4A7C15 ^ uint64(int64(j))*0xC2B2AE3D27D4EB4F ^ seed
		k ^= k >> 31
		k *= 0xBF58476D1CE4E5B9
		k ^= k >> 29
		return float64(k%1000)/1000 - 0.5
	}
	a := v(x0, y0) + (v(x0+1, y0)-v(x0, y0))*fx
	b := v(x0, y0+1) + (v(x0+1, y0+1)-v(x0, y0+1))*fx
	return a + (b-a)*fy
}
