package main

import (
	"container/heap"
	"math"
	"slices"

	"frontline/game/board"
	"frontline/game/hex"
)

// node is a hex corner, keyed by its position in hundredths of a km.
type node [2]int

func nodeAt(x, y float64) node { return node{int(math.Round(x * 100)), int(math.Round(y * 100))} }

func (n node) pt() pt { return pt{float64(n[0]) / 100, float64(n[1]) / 100} }

type arc struct {
	to   node
	edge hex.Edge
}

// corners is the graph of hexsides between map hexes, not both sea.
func (m *mapOut) corners() map[node][]arc {
	g := map[node][]arc{}
	seen := map[hex.Edge]bool{}
	for _, h := range allHexes() {
		for _, e := range hex.EdgesOf(h) {
			o, _ := e.Other(h)
			if seen[e] || !onMap(o) || (m.terrain[h] == board.Sea && m.terrain[o] == board.Sea) {
				continue
			}
			seen[e] = true
			x1, y1, x2, y2 := layout.EdgeEndpoints(e)
			a, b := nodeAt(x1, y1), nodeAt(x2, y2)
			g[a] = append(g[a], arc{b, e})
			g[b] = append(g[b], arc{a, e})
		}
	}
	return g
}

func nearest(g map[node][]arc, p pt) node {
	best, bd := node{}, math.Inf(1)
	for n := range g {
		if d := dist(n.pt(), p); d < bd {
			best, bd = n, d
		}
	}
	return best
}

type item struct {
	n node
	d float64
}
type queue []item

func (q queue) Len() int           { return len(q) }
func (q queue) Less(i, j int) bool { return q[i].d < q[j].d }
func (q queue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *queue) Push(x any)        { *q = append(*q, x.(item)) }
func (q *queue) Pop() any          { o := *q; x := o[len(o)-1]; *q = o[:len(o)-1]; return x }

// shortest is Dijkstra over the corner graph.
func shortest(g map[node][]arc, from, to node) []node {
	d := map[node]float64{from: 0}
	prev := map[node]node{}
	q := &queue{{from, 0}}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if it.n == to {
			break
		}
		if it.d > d[it.n] {
			continue
		}
		for _, a := range g[it.n] {
			nd := it.d + dist(it.n.pt(), a.to.pt())
			if old, ok := d[a.to]; !ok || nd < old {
				d[a.to], prev[a.to] = nd, it.n
				heap.Push(q, item{a.to, nd})
			}
		}
	}
	return walkBack(prev, from, to)
}

// walkBack follows prev from to back to from and returns the path from
// from to to, or nil when to was never reached.
func walkBack[T comparable](prev map[T]T, from, to T) []T {
	path := []T{to}
	for n := to; n != from; {
		p, ok := prev[n]
		if !ok {
			return nil
		}
		path, n = append(path, p), p
	}
	slices.Reverse(path)
	return path
}

// withoutLoops cuts every stretch that comes back to a point already passed.
func withoutLoops[T comparable](xs []T) []T {
	var out []T
	at := map[T]int{}
	for _, x := range xs {
		if i, ok := at[x]; ok {
			for _, y := range out[i+1:] {
				delete(at, y)
			}
			out = out[:i+1]
			continue
		}
		at[x] = len(out)
		out = append(out, x)
	}
	return out
}

// traceRivers snaps each river to hexsides. A river ends at its first
// hexside on the coast (its mouth) or where it meets a river traced
// before it (a tributary's confluence).
func (m *mapOut) traceRivers() {
	g := m.corners()
	usedEdge := map[hex.Edge]bool{}
	usedNode := map[node]bool{}
	for _, r := range rivers {
		var path []node
		for i := 1; i < len(r.points); i++ {
			seg := shortest(g, nearest(g, r.points[i-1].km()), nearest(g, r.points[i].km()))
			if len(path) > 0 && len(seg) > 0 {
				seg = seg[1:]
			}
			path = append(path, seg...)
		}
		path = withoutLoops(path)
		var edges []hex.Edge
		for i := 1; i < len(path); i++ {
			e, ok := edgeOf(g, path[i-1], path[i])
			if !ok || usedEdge[e] || m.terrain[e.A] == board.Sea || m.terrain[e.B] == board.Sea {
				break
			}
			edges = append(edges, e)
			if m.terrain[e.A] == board.Coastal || m.terrain[e.B] == board.Coastal || usedNode[path[i]] {
				break
			}
		}
		if len(edges) < 2 {
			m.warn("river %s too short (%d hexsides): left out", r.name, len(edges))
			continue
		}
		for i, e := range edges {
			usedEdge[e] = true
			usedNode[path[i]], usedNode[path[i+1]] = true, true
		}
		m.rivers = append(m.rivers, outLine{name: r.name, edges: edges})
	}
}

func edgeOf(g map[node][]arc, a, b node) (hex.Edge, bool) {
	for _, x := range g[a] {
		if x.to == b {
			return x.edge, true
		}
	}
	return hex.Edge{}, false
}

// landPath is the cheapest chain of passable hexes from a to b: mountain
// costs more than open ground, sea and summits are closed.
func (m *mapOut) landPath(a, b hex.Hex) []hex.Hex {
	cost := map[hex.Hex]float64{a: 0}
	prev := map[hex.Hex]hex.Hex{}
	key := func(h hex.Hex) node { return node{h.Q, h.R} }
	back := map[node]hex.Hex{key(a): a}
	q := &queue{{key(a), 0}}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		h := back[it.n]
		if h == b {
			break
		}
		for _, n := range hex.Neighbors(h) {
			t := m.terrain[n]
			if !onMap(n) || t == board.Sea || t == board.Impassable {
				continue
			}
			step := 1.0
			if t == board.Mountain {
				step = 1.3
			}
			// Keep near the straight line between the towns.
			step += 0.05 * dist(centre(n), nearestOnSegment(centre(a), centre(b), centre(n))) / flatsKm
			nd := cost[h] + step
			if old, ok := cost[n]; !ok || nd < old {
				cost[n], prev[n], back[key(n)] = nd, h, n
				heap.Push(q, item{key(n), nd + float64(hex.Distance(n, b))})
			}
		}
	}
	return walkBack(prev, a, b)
}

func nearestOnSegment(a, b, p pt) pt {
	dx, dy := b.x-a.x, b.y-a.y
	l := dx*dx + dy*dy
	if l == 0 {
		return a
	}
	t := math.Max(0, math.Min(1, ((p.x-a.x)*dx+(p.y-a.y)*dy)/l))
	return pt{a.x + t*dx, a.y + t*dy}
}

func (m *mapOut) traceRoads() {
	for _, r := range roads {
		var hexes []hex.Hex
		ok := true
		for i, t := range r.towns {
			h, found := m.cityHex(t)
			if !found {
				m.warn("road %s: no town %s", r.name, t)
				ok = false
				break
			}
			if i == 0 {
				hexes = append(hexes, h)
				continue
			}
			seg := m.landPath(hexes[len(hexes)-1], h)
			if seg == nil {
				m.warn("road %s: no way from %s", r.name, t)
				ok = false
				break
			}
			hexes = append(hexes, seg[1:]...)
		}
		if ok {
			m.roads = append(m.roads, outLine{name: r.name, hexes: withoutLoops(hexes)})
		}
	}
}
