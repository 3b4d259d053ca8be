package art

import (
	"math"

	"frontline/game/board"
	"frontline/game/hex"
)

// Map features changed in play: bridges destroyed or built by engineers,
// ports and airfields damaged or destroyed. The tiles show the printed
// map; With returns the features as play left them, and the map view
// repaints the few places that differ (render/mapview, features.go).

// Condition is what play did to a port or airfield.
type Condition uint8

// Conditions.
const (
	Intact Condition = iota
	Damaged
	Destroyed
)

// ChangeKind is one kind of change.
type ChangeKind uint8

// Kinds of change.
const (
	BridgeDown         ChangeKind = iota + 1 // an existing bridge destroyed
	BridgeBuilt                              // a bridge built by engineers
	BridgeBuiltDamaged                       // a built bridge, damaged
	PortDamaged
	PortDown
	AirfieldDamaged
	AirfieldDown
)

// Change is one feature changed in play: Edge for bridges, Hex for ports
// and airfields.
type Change struct {
	Kind ChangeKind
	Hex  hex.Hex
	Edge hex.Edge
}

// With returns a copy of f with the changes applied (f itself is not
// changed; the copy shares the unchanged lines), and where on the map each
// change is drawn, in world units, in the order of changes (a change that
// names no feature of the map is at the centre of its hex or hexside).
func (f *Features) With(m *board.Map, changes []Change) (*Features, []Pt) {
	out := *f
	out.Bridges = append([]BridgeMark(nil), f.Bridges...)
	out.Airfields = append([]AirfieldMark(nil), f.Airfields...)
	out.Ports = append([]PortMark(nil), f.Ports...)
	at := make([]Pt, len(changes))
	for i, c := range changes {
		switch c.Kind {
		case BridgeDown, BridgeBuilt, BridgeBuiltDamaged:
			at[i] = out.changeBridge(m, c)
		case PortDamaged, PortDown:
			at[i] = center(c.Hex)
			for j := range out.Ports {
				p := &out.Ports[j]
				if !containsHex(p.Hexes, c.Hex) {
					continue
				}
				st := Damaged
				if c.Kind == PortDown {
					st = Destroyed
				}
				p.State = max(p.State, st) // a city's worst port hex shows
				at[i] = p.At
			}
		case AirfieldDamaged, AirfieldDown:
			at[i] = center(c.Hex)
			for j := range out.Airfields {
				if a := &out.Airfields[j]; a.Hex == c.Hex {
					a.State = Damaged
					if c.Kind == AirfieldDown {
						a.State = Destroyed
					}
					at[i] = a.At
				}
			}
		}
	}
	return &out, at
}

func containsHex(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// changeBridge applies a bridge change and returns where it is drawn.
func (f *Features) changeBridge(m *board.Map, c Change) Pt {
	for i := range f.Bridges {
		b := &f.Bridges[i]
		if b.Edge != c.Edge {
			continue
		}
		if c.Kind == BridgeDown {
			b.Collapsed = true
		} else {
			b.Built, b.Damaged = true, c.Kind == BridgeBuiltDamaged
		}
		return b.Mid
	}
	if c.Kind == BridgeDown {
		p, q := edgeEnds(c.Edge)
		return lerp(p, q, 0.5)
	}
	// A new crossing: where the line between the hex centres crosses the
	// drawn river, nearest the hexside's midpoint.
	p, q := edgeEnds(c.Edge)
	a, b := center(c.Edge.A), center(c.Edge.B)
	mark := BridgeMark{Mid: lerp(p, q, 0.5), Along: b.sub(a).unit(), Edge: c.Edge, Built: true, Damaged: c.Kind == BridgeBuiltDamaged}
	if r, ok := m.River(c.Edge.A, c.Edge.B); ok {
		for i := range m.Rivers {
			if m.Rivers[i].Name != r.Name {
				continue
			}
			best, pts := 0.5, f.Rivers[i].Pts
			for j := 0; j+1 < len(pts); j++ {
				if x, ok := intersect(a, b, pts[j], pts[j+1]); ok && x.sub(mark.Mid).len() < best {
					best, mark.Mid = x.sub(mark.Mid).len(), x
				}
			}
		}
	}
	f.Bridges = append(f.Bridges, mark)
	return mark.Mid
}

// ChangeRadius is how far from a change's place its drawing reaches, in
// pixels at hex size s: the map view repaints that much round it.
func ChangeRadius(s float64) float64 { return math.Max(0.62*s, 15) }

// drawPontoons draws a bridge built by engineers: olive pontoon boats
// across the river under a timber deck, unlike the printed bridge sign.
// A damaged one has a boat gone, a gap in the deck and a fire.
func drawPontoons(sh *Canvas, b BridgeMark, half, off float64) {
	s := sh.S
	u, v := b.Along, b.Along.perp()
	half *= 1.4
	off *= 1.2
	boat := off + math.Max(0.07*s, 3)/s // boats stick out past the deck
	bw := math.Max(0.07*s, 3)           // boat width, px
	n := 3
	for k := range n {
		if b.Damaged && k == 1 {
			continue // sunk
		}
		t := (float64(k)/float64(n-1)*2 - 1) * half * 0.72
		c := b.Mid.add(u.mul(t))
		seg := []Pt{c.add(v.mul(-boat)), c.add(v.mul(boat))}
		sh.Line(seg, bw+1.6, Paper, 0.9)
		sh.Line(seg, bw, Pontoon, 1)
	}
	deck := func(t0, t1 float64) []Pt {
		return []Pt{
			b.Mid.add(u.mul(t0)).add(v.mul(-off * 0.7)), b.Mid.add(u.mul(t1)).add(v.mul(-off * 0.7)),
			b.Mid.add(u.mul(t1)).add(v.mul(off * 0.7)), b.Mid.add(u.mul(t0)).add(v.mul(off * 0.7)),
		}
	}
	lw := math.Max(0.9, 0.018*s)
	spans := [][2]float64{{-half, half}}
	if b.Damaged {
		spans = [][2]float64{{-half, -0.22 * half}, {0.22 * half, half}}
	}
	for _, sp := range spans {
		d := deck(sp[0], sp[1])
		sh.Fill(d, BridgeDek, 1)
		sh.Outline(d, lw, Pontoon, 1)
	}
	if b.Damaged {
		drawBurst(sh, b.Mid.add(v.mul(-boat-math.Max(0.06*s, 3)/s)), math.Max(0.12*s, 5))
	}
}

// drawScorch darkens the ground round a destroyed feature.
func drawScorch(sh *Canvas, p Pt, rpx float64) {
	sh.Fill(blob(p, rpx/sh.S, int(p.X*97+p.Y*31)), Scorch, 0.35)
}

// drawWreckCross strikes a destroyed feature through: a red cross on a
// pale casing, rpx from the centre to each arm's end.
func drawWreckCross(sh *Canvas, p Pt, rpx float64) {
	r := rpx / sh.S
	w := math.Max(2.2, 0.06*sh.S)
	for pass := range 2 {
		for _, d := range [2]Pt{{0.7071, 0.7071}, {0.7071, -0.7071}} {
			seg := []Pt{p.sub(d.mul(r)), p.add(d.mul(r))}
			if pass == 0 {
				sh.Line(seg, w+2.4, Paper, 1)
			} else {
				sh.Line(seg, w, KeyRed, 1)
			}
		}
	}
}

// drawBurst is the mark of damage: a small orange blast with a yellow
// core, outlined in ink.
func drawBurst(sh *Canvas, p Pt, rpx float64) {
	pts := spikes(p, rpx/sh.S, 0.5, 8, 0.2)
	sh.Outline(pts, 2, Ink, 0.9)
	sh.Fill(pts, Fire, 1)
	sh.Disc(p, rpx*0.3, FireCore, 1)
}

// drawCrater is a bomb crater: a dark pit with a pale rim.
func drawCrater(sh *Canvas, p Pt, rpx float64) {
	sh.Disc(p, rpx+1, Paper, 0.9)
	sh.Disc(p, rpx, Scorch, 1)
}
