package board

import (
	"fmt"

	"frontline/game/hex"
)

// rivers reads [[river]]: chains of hexsides from source to mouth.
func (l *loader) rivers() {
	m := l.m
	m.riverAt = map[hex.Edge]int{}
	if !l.count("river", len(l.f.River), MaxList) {
		return
	}
	names := map[string]bool{}
	for i, fr := range l.f.River {
		base := fmt.Sprintf("river[%d]", i)
		if l.name(base+".name", fr.Name) {
			l.unique(names, base+".name", "river", fr.Name)
		}
		if len(fr.Edges) == 0 {
			l.errorf(base+".edges", "river %q has no hexsides (list them as \"CCRR-CCRR\")", fr.Name)
			continue
		}
		if !l.count(base+".edges", len(fr.Edges), MaxList) {
			continue
		}
		r := River{Name: fr.Name}
		for j, s := range fr.Edges {
			path := fmt.Sprintf("%s.edges[%d]", base, j)
			e, ok := l.edge(path, s)
			if !ok {
				continue
			}
			if m.Terrain(e.A) == Sea && m.Terrain(e.B) == Sea {
				l.errorf(path, "hexside %s lies between two sea hexes (a river needs land on at least one side)", s)
				continue
			}
			if prev, dup := m.riverAt[e]; dup {
				owner := fr.Name // the river being read is not in m.Rivers yet
				if prev < len(m.Rivers) {
					owner = m.Rivers[prev].Name
				}
				l.errorf(path, "hexside %s already carries river %q (each hexside holds one river once)", s, owner)
				continue
			}
			if n := len(r.Edges); n > 0 && !shareCorner(r.Edges[n-1], e) {
				l.errorf(path, "hexside %s does not touch the previous one, %s (a river is a continuous chain; start a new [[river]] for a separate branch)", s, r.Edges[n-1])
			}
			m.riverAt[e] = len(m.Rivers)
			r.Edges = append(r.Edges, e)
		}
		m.Rivers = append(m.Rivers, r)
	}
}

// shareCorner reports whether two hexsides meet at a corner: together they
// border exactly three hexes that all touch one another.
func shareCorner(a, b hex.Edge) bool {
	hs := []hex.Hex{a.A, a.B}
	for _, h := range []hex.Hex{b.A, b.B} {
		if h != a.A && h != a.B {
			hs = append(hs, h)
		}
	}
	if len(hs) != 3 {
		return false
	}
	return hex.Distance(hs[0], hs[2]) == 1 && hex.Distance(hs[1], hs[2]) == 1
}

// roads reads [[road]]: paths through hex centres.
func (l *loader) roads() {
	m := l.m
	m.roadAt = map[hex.Edge]int{}
	if !l.count("road", len(l.f.Road), MaxList) {
		return
	}
	names := map[string]bool{}
	for i, fr := range l.f.Road {
		base := fmt.Sprintf("road[%d]", i)
		if l.name(base+".name", fr.Name) {
			l.unique(names, base+".name", "road", fr.Name)
		}
		if len(fr.Hexes) < 2 {
			l.errorf(base+".hexes", "road %q has %d hexes (at least 2, each next to the one before)", fr.Name, len(fr.Hexes))
			continue
		}
		if !l.count(base+".hexes", len(fr.Hexes), MaxRoadHexes) {
			continue
		}
		r := Road{Name: fr.Name}
		ok := true
		for j, s := range fr.Hexes {
			path := fmt.Sprintf("%s.hexes[%d]", base, j)
			h, good := l.hex(path, s)
			if !good {
				ok = false
				continue
			}
			if t := m.Terrain(h); t == Sea || t == Impassable {
				l.errorf(path, "road enters %s hex %s (roads run over coastal, plains, swamp or mountain hexes)", t, s)
				ok = false
			}
			if n := len(r.Hexes); n > 0 && ok && hex.Distance(r.Hexes[n-1], h) != 1 {
				l.errorf(path, "hex %s is not next to the previous road hex %s (consecutive road hexes must be adjacent)", s, r.Hexes[n-1])
				ok = false
			}
			r.Hexes = append(r.Hexes, h)
		}
		if !ok {
			continue
		}
		for j := 1; j < len(r.Hexes); j++ {
			e, _ := hex.EdgeBetween(r.Hexes[j-1], r.Hexes[j])
			if _, seen := m.roadAt[e]; !seen {
				m.roadAt[e] = len(m.Roads)
			}
		}
		m.Roads = append(m.Roads, r)
	}
}

// bridges derives an existing bridge wherever a road crosses a river
// (III.3.1), then marks those listed in collapsed_bridges.
func (l *loader) bridges() {
	m := l.m
	m.bridgeAt = map[hex.Edge]int{}
	for _, r := range m.Roads {
		for j := 1; j < len(r.Hexes); j++ {
			e, _ := hex.EdgeBetween(r.Hexes[j-1], r.Hexes[j])
			ri, wet := m.riverAt[e]
			if _, done := m.bridgeAt[e]; !wet || done {
				continue
			}
			m.bridgeAt[e] = len(m.Bridges)
			m.Bridges = append(m.Bridges, Bridge{Edge: e, Road: r.Name, River: m.Rivers[ri].Name})
		}
	}
	if !l.count("map.collapsed_bridges", len(l.f.Map.CollapsedBridges), MaxList) {
		return
	}
	for i, s := range l.f.Map.CollapsedBridges {
		path := fmt.Sprintf("map.collapsed_bridges[%d]", i)
		e, ok := l.edge(path, s)
		if !ok {
			continue
		}
		b, ok := m.bridgeAt[e]
		if !ok {
			l.errorf(path, "hexside %s has no bridge (only a hexside where a road crosses a river can hold a collapsed bridge)", s)
			continue
		}
		if m.Bridges[b].Collapsed {
			l.errorf(path, "bridge %s is listed twice", s)
		}
		m.Bridges[b].Collapsed = true
	}
}
