package art

import (
	"math"

	"frontline/game/board"
	"frontline/game/hex"
)

// Pt is a point in world units.
type Pt struct{ X, Y float64 }

func (p Pt) add(q Pt) Pt         { return Pt{p.X + q.X, p.Y + q.Y} }
func (p Pt) sub(q Pt) Pt         { return Pt{p.X - q.X, p.Y - q.Y} }
func (p Pt) mul(f float64) Pt    { return Pt{p.X * f, p.Y * f} }
func (p Pt) len() float64        { return math.Hypot(p.X, p.Y) }
func lerp(p, q Pt, t float64) Pt { return Pt{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t} }
func (p Pt) near(q Pt) bool      { return math.Abs(p.X-q.X) < 1e-6 && math.Abs(p.Y-q.Y) < 1e-6 }
func (p Pt) unit() Pt            { l := p.len(); return Pt{p.X / l, p.Y / l} }
func (p Pt) perp() Pt            { return Pt{-p.Y, p.X} }
func center(h hex.Hex) Pt        { x, y := World.Center(h); return Pt{x, y} }
func edgeEnds(e hex.Edge) (Pt, Pt) {
	x1, y1, x2, y2 := World.EdgeEndpoints(e)
	return Pt{x1, y1}, Pt{x2, y2}
}

// Box is a world-space bounding box.
type Box struct{ MinX, MinY, MaxX, MaxY float64 }

func boxOf(pts []Pt, pad float64) Box {
	b := Box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		b.MinX, b.MinY = math.Min(b.MinX, p.X), math.Min(b.MinY, p.Y)
		b.MaxX, b.MaxY = math.Max(b.MaxX, p.X), math.Max(b.MaxY, p.Y)
	}
	return Box{b.MinX - pad, b.MinY - pad, b.MaxX + pad, b.MaxY + pad}
}

// Overlaps reports whether two boxes share any area.
func (b Box) Overlaps(o Box) bool {
	return b.MinX < o.MaxX && o.MinX < b.MaxX && b.MinY < o.MaxY && o.MinY < b.MaxY
}

// riverLine turns a chain of hexsides into the corner points it passes,
// from the first hexside to the last.
func riverLine(edges []hex.Edge) []Pt {
	if len(edges) == 0 {
		return nil
	}
	a, b := edgeEnds(edges[0])
	if len(edges) == 1 {
		return []Pt{a, b}
	}
	// Start at the end of the first hexside that the second does not touch.
	c, d := edgeEnds(edges[1])
	if a.near(c) || a.near(d) {
		a, b = b, a
	}
	pts := []Pt{a, b}
	for _, e := range edges[1:] {
		p, q := edgeEnds(e)
		last := pts[len(pts)-1]
		switch {
		case p.near(last):
			pts = append(pts, q)
		case q.near(last):
			pts = append(pts, p)
		default:
			// A gap in the chain (the loader forbids it): start afresh.
			pts = append(pts, p, q)
		}
	}
	return pts
}

// meander subdivides a line and bends the new points sideways a little by
// noise, so rivers wander instead of following hexsides rigidly.
func meander(pts []Pt, amp float64, salt float64) []Pt {
	if len(pts) < 2 {
		return pts
	}
	out := []Pt{pts[0]}
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		n := b.sub(a).perp().unit()
		for _, t := range [2]float64{1.0 / 3, 2.0 / 3} {
			p := lerp(a, b, t)
			out = append(out, p.add(n.mul(amp*Noise(p.X*3.1+salt, p.Y*3.1))))
		}
		out = append(out, b)
	}
	return out
}

// chaikin rounds the corners of a polyline, keeping its two ends.
func chaikin(pts []Pt, rounds int, cut float64) []Pt {
	for range rounds {
		if len(pts) < 3 {
			return pts
		}
		out := make([]Pt, 0, 2*len(pts))
		out = append(out, pts[0])
		for i := 0; i+1 < len(pts); i++ {
			a, b := pts[i], pts[i+1]
			if i > 0 {
				out = append(out, lerp(a, b, cut))
			}
			if i+2 < len(pts) {
				out = append(out, lerp(a, b, 1-cut))
			}
		}
		out = append(out, pts[len(pts)-1])
		pts = out
	}
	return pts
}

// Features is the vector content of a map in world units, worked out once:
// smoothed river and road lines, bridges and places. (The coast closed to
// landings is painted with the ground, along the drawn coastline.)
type Features struct {
	Rivers    []Line
	Roads     []Line
	Bridges   []BridgeMark
	Cities    []CityMark
	Airfields []AirfieldMark
	Ports     []PortMark
}

// Line is a smoothed polyline with its bounding box.
type Line struct {
	Pts []Pt
	Box Box
}

// BridgeMark is a bridge drawn across a hexside: Mid is where the road
// crosses it, Along the road's direction.
type BridgeMark struct {
	Mid, Along Pt
	Collapsed  bool
	Edge       hex.Edge
	// Built in play by engineers (changes.go): drawn as a pontoon bridge,
	// marked when Damaged.
	Built, Damaged bool
}

// CityMark is one hex of a city.
type CityMark struct {
	At    Pt
	Hex   hex.Hex
	Size  board.CitySize
	Key   bool
	First bool // the city's first hex carries the key-city star
	Links []Pt // centres of the city's other hexes next to this one
	Seed  int
}

// PortMark places an anchor towards the sea. Hexes are the port city's
// hexes; State is what play did to the port (changes.go).
type PortMark struct {
	At    Pt
	Hexes []hex.Hex
	State Condition
}

// AirfieldMark places a printed airfield's runways.
type AirfieldMark struct {
	At    Pt
	Hex   hex.Hex
	State Condition
}

// NewFeatures works out the vector content of m.
func NewFeatures(m *board.Map) *Features {
	f := &Features{}
	for i, r := range m.Rivers {
		pts := chaikin(meander(riverLine(r.Edges), 0.07, float64(i)*7.7), 2, 0.25)
		f.Rivers = append(f.Rivers, Line{pts, boxOf(pts, 0.2)})
	}
	for _, r := range m.Roads {
		// Through every hex centre and hexside midpoint: rounding the
		// corners at the centres leaves the crossings of hexsides in place.
		var pts []Pt
		for i, h := range r.Hexes {
			if i > 0 {
				pts = append(pts, lerp(center(r.Hexes[i-1]), center(h), 0.5))
			}
			pts = append(pts, center(h))
		}
		pts = chaikin(pts, 2, 0.25)
		f.Roads = append(f.Roads, Line{pts, boxOf(pts, 0.2)})
	}
	for _, b := range m.Bridges {
		f.Bridges = append(f.Bridges, f.bridgeMark(m, b))
	}
	for ci, c := range m.Cities {
		for i, h := range c.Hexes {
			mark := CityMark{At: center(h), Hex: h, Size: c.Size, Key: c.Key, First: i == 0, Seed: ci*31 + i}
			for _, o := range c.Hexes {
				if hex.Distance(o, h) == 1 {
					mark.Links = append(mark.Links, center(o))
				}
			}
			f.Cities = append(f.Cities, mark)
		}
		if c.Port {
			f.Ports = append(f.Ports, PortMark{At: portSpot(m, c), Hexes: c.Hexes})
		}
	}
	for _, a := range m.Airfields {
		p := center(a.Hex)
		if _, city := m.CityAt(a.Hex); city {
			p = p.add(Pt{-0.5, 0.4})
		}
		f.Airfields = append(f.Airfields, AirfieldMark{At: p, Hex: a.Hex})
	}
	return f
}

// bridgeMark puts a bridge where the drawn road crosses the drawn river,
// nearest the hexside's midpoint; both lines are smoothed, so that is not
// exactly the midpoint.
func (f *Features) bridgeMark(m *board.Map, b board.Bridge) BridgeMark {
	p, q := edgeEnds(b.Edge)
	mark := BridgeMark{
		Mid:       lerp(p, q, 0.5),
		Along:     center(b.Edge.B).sub(center(b.Edge.A)).unit(),
		Collapsed: b.Collapsed,
		Edge:      b.Edge,
	}
	var road, river []Pt
	for i := range m.Roads {
		if m.Roads[i].Name == b.Road {
			road = f.Roads[i].Pts
		}
	}
	for i := range m.Rivers {
		if m.Rivers[i].Name == b.River {
			river = f.Rivers[i].Pts
		}
	}
	best := 0.5 // farther than this from the midpoint is not this crossing
	for i := 0; i+1 < len(road); i++ {
		for j := 0; j+1 < len(river); j++ {
			x, ok := intersect(road[i], road[i+1], river[j], river[j+1])
			if d := x.sub(mark.Mid).len(); ok && d < best {
				best = d
				mark.Mid = x
				mark.Along = road[i+1].sub(road[i]).unit()
			}
		}
	}
	return mark
}

// intersect returns where segments ab and cd cross, if they do.
func intersect(a, b, c, d Pt) (Pt, bool) {
	r, s := b.sub(a), d.sub(c)
	den := r.X*s.Y - r.Y*s.X
	if math.Abs(den) < 1e-12 {
		return Pt{}, false
	}
	ac := c.sub(a)
	t := (ac.X*s.Y - ac.Y*s.X) / den
	u := (ac.X*r.Y - ac.Y*r.X) / den
	if t < 0 || t > 1 || u < 0 || u > 1 {
		return Pt{}, false
	}
	return a.add(r.mul(t)), true
}

// portSpot puts a port's anchor in the city's coastal hex, out towards
// the open sea.
func portSpot(m *board.Map, c board.City) Pt {
	for _, h := range c.Hexes {
		if m.Terrain(h) != board.Coastal {
			continue
		}
		var sum Pt
		n := 0
		for _, d := range hex.Directions() {
			if nb := hex.Neighbor(h, d); m.InBounds(nb) && m.Terrain(nb) == board.Sea {
				sum = sum.add(center(nb).sub(center(h)))
				n++
			}
		}
		if n > 0 && sum.len() > 1e-9 {
			return center(h).add(sum.unit().mul(0.6))
		}
		return center(h).add(Pt{0.45, 0.4})
	}
	return center(c.Hexes[0]).add(Pt{0.45, 0.4})
}
