package battle

import (
	"math"

	"frontline/game/tactical"
	"frontline/render/art"
)

// area is a feature painted pixel by pixel: water, sand, banks, hills,
// bogs and crops, whose texture or relief vectors cannot give.
type area struct {
	kind string
	o    outline
	u    art.Pt  // crops: the rows' direction
	rim  float64 // hill: the width of its slope, inches
	mid  float64 // road: its centre line's offset across u
	// hill: its centre and half its length and width along u
	c      art.Pt
	hl, hw float64
}

// areaKinds are painted per pixel; the rest are drawn as shapes (marks.go).
// The value orders them: land, then roads, then water over both (a road
// running into a river without a bridge disappears under it).
var areaKinds = map[string]int{"beach": 1, "riverbank": 1, "hill": 1, "bog": 1, "crops": 1, "road": 2, "sea": 3, "river": 3}

func areasOf(t *tactical.Table) []area {
	var out []area
	for _, f := range t.Features() {
		if areaKinds[f.Kind.ID] == 0 {
			continue
		}
		a := area{kind: f.Kind.ID, o: newOutline(f.Shape)}
		var l, w float64
		a.u, l, w = a.o.axes()
		a.rim = math.Max(1.2, w*0.45)
		c := a.o.centre()
		a.c, a.hl, a.hw = c, l/2, w/2
		a.mid = -c.X*a.u.Y + c.Y*a.u.X
		out = append(out, a)
	}
	for i := 1; i < len(out); i++ { // stable: placement order within a level
		for j := i; j > 0 && areaKinds[out[j].kind] < areaKinds[out[j-1].kind]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// groundColour is the table's ground at (x, y) inches: open fields, a
// marsh or mountain slopes, mottled by noise that depends on the place
// only, so every band paints the same table.
func groundColour(kind string, x, y float64) art.RGB {
	n := art.FBM(x*0.09, y*0.09, 2)
	fine := art.Noise(x*1.7, y*1.7)
	switch kind {
	case "marsh":
		c := blend(art.Swamp, art.SwampInk, 0.15+0.2*n)
		if p := art.FBM(x*0.22+40, y*0.22, 2); p > 0.22 {
			c = blend(c, art.SwampPool, smoothstep(0.22, 0.3, p))
		}
		return shade(c, 1+0.05*fine)
	case "slopes":
		r := art.Ridged(x*0.06, y*0.06, 3)
		c := blend(art.Mountain, art.Sunlit, 0.3*n+0.15)
		c = blend(c, art.Shadow, 0.35*r*r)
		return shade(c, 1+0.04*fine)
	}
	// Open ground: a patchwork of grass and dry fields.
	c := blend(grass, field, 0.5+0.9*n)
	return shade(c, 1+0.06*fine)
}

// paint colours one pixel under area a (inside it by d inches).
func (a *area) paint(c art.RGB, x, y, d float64) art.RGB {
	switch a.kind {
	case "sea":
		depth := a.o.shore(x, y)
		w := blend(art.Shallow, art.Deep, smoothstep(0.2, 6, depth))
		w = shade(w, 1+0.06*art.Noise(x*0.8, y*2.4)+0.03*art.Noise(x*4, y*4))
		return blend(w, art.RiverBank, (1-smoothstep(0, 0.35, depth))*0.8) // surf
	case "beach":
		return shade(blend(art.Beach, art.CoastLand, 0.5+0.5*art.FBM(x*0.4, y*0.4, 2)), 1+0.05*art.Noise(x*5, y*5))
	case "river":
		depth := a.o.shore(x, y)
		w := blend(art.River, art.Shallow, 0.45-0.3*smoothstep(0.1, 0.9, depth))
		return shade(w, 1+0.07*art.Noise(x*0.6+y*0.2, y*3))
	case "riverbank":
		m := blend(c, mud, 0.45+0.2*art.Noise(x*1.3, y*1.3))
		if art.Noise(x*7, y*7) > 0.35 { // reeds
			m = blend(m, hedgeInk, 0.5)
		}
		return m
	case "hill":
		return a.hill(c, x, y)
	case "road":
		r := shade(roadDust, 1+0.04*art.Noise(x*3, y*3))
		r = blend(r, earth, 0.35*(1-smoothstep(0, 0.08, d))) // verges
		mid := math.Abs(-x*a.u.Y + y*a.u.X - a.mid)
		return blend(r, art.RoadCore, 0.4*(1-smoothstep(0.02, 0.06, mid)))
	case "bog":
		m := blend(c, art.SwampInk, 0.45)
		if p := art.FBM(x*0.8, y*0.8+9, 2); p > 0.1 {
			m = blend(m, art.SwampPool, smoothstep(0.1, 0.2, p))
		}
		if art.Hash(int(x*5), int(y*5), 3) > 0.93 {
			m = blend(m, hedgeInk, 0.7) // tufts
		}
		return m
	case "crops":
		across := -x*a.u.Y + y*a.u.X
		row := 0.5 + 0.5*math.Sin(across*2*math.Pi/0.4)
		m := blend(wheat, field, 0.25+0.25*art.Noise(x*0.5, y*0.5))
		return shade(m, 0.9+0.14*row)
	}
	return c
}

// height is a hill's height at (x, y), 0 at its foot to 1 on top: a
// rounded crown over the outline's box (a superellipse, so a hill drawn
// as a rectangle does not read as a box), brought to 0 at the outline.
func (a *area) height(x, y float64) float64 {
	foot := smoothstep(0, 1.5, a.o.dist(x, y)+0.25*art.Noise(x*0.5, y*0.5))
	px, py := x-a.c.X, y-a.c.Y
	s := (px*a.u.X + py*a.u.Y) / a.hl
	t := (-px*a.u.Y + py*a.u.X) / a.hw
	r := math.Sqrt(math.Sqrt(s*s*s*s+t*t*t*t)) + 0.08*art.Noise(x*0.4+7, y*0.4)
	return foot * (1 - smoothstep(0.05, 1, r))
}

// hill shades a hill lit from the north-west, as the map's mountains
// are, with a tint rising to the top and three faint contours.
func (a *area) hill(c art.RGB, x, y float64) art.RGB {
	const e = 0.15
	h := a.height(x, y)
	gx := (a.height(x+e, y) - a.height(x-e, y)) / (2 * e)
	gy := (a.height(x, y+e) - a.height(x, y-e)) / (2 * e)
	lit := (gx + gy) / math.Sqrt2 * a.rim // >0: the slope faces the light
	m := blend(c, art.Mountain, 0.5*h)
	if lit > 0 {
		m = blend(m, art.Sunlit, math.Min(0.55, lit*0.45))
	} else {
		m = blend(m, art.Shadow, math.Min(0.5, -lit*0.4))
	}
	for _, level := range [3]float64{0.25, 0.5, 0.75} {
		if math.Abs(h-level) < 0.02 {
			m = blend(m, art.RidgeInk, 0.22)
		}
	}
	return m
}
