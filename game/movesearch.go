package game

import (
	"slices"
	"sync"

	"frontline/game/hex"
)

// moveSearch is the working memory of moveOptionsIn, indexed by map cell
// instead of hashed by hex and kept in a pool between searches: the
// random player searches for nearly every move it gives, and building
// and growing maps each time was most of the search's cost. Entries are
// valid only when their stamp is the current search's (or layer's), so
// nothing is cleared between uses.
type moveSearch struct {
	stamp  uint64 // bumped for every search and every layer
	search uint64 // the stamp the current search began with
	width  int
	height int // map rows: a hex's cell is (column-1)*height + row-1
	cells  int // cells on the map; cell index cells stands for an off-map start
	// steps holds, per cell and direction (hex.Neighbors order), whether
	// the step is open and the pass chances of the group's terrain checks
	// in the order they are rolled: chances[off : off+n].
	steps   []stepMemo
	chances []float64
	checks  []terrainCheck // appendStepChecks' buffer
	// layers[k] are the walks of exactly k hexes, the safest into each
	// cell, sorted by cell (layers beyond the budget are left from
	// earlier searches, for their room); slot finds a cell in the layer
	// being built.
	layers [][]walkEnd
	slot   []cellSlot
	best   []cellSlot // the layer of the safest walk into each cell
	order  []int32    // the cells with a best
	held   []uint64   // cells enemy land units hold (holdsGround): == search
}

type stepMemo struct {
	stamp uint64
	open  bool
	n     int32
	off   int32
}

// walkEnd is the end of a walk of k hexes: where, the chance of passing
// every check on the way and how many there were, and where it came from.
type walkEnd struct {
	at, prev     hex.Hex
	cell, before int32
	checks       int
	chance       float64
}

type cellSlot struct {
	stamp uint64
	i     int // index into a layer, or the layer number for best
}

var moveSearches = sync.Pool{New: func() any { return new(moveSearch) }}

// begin readies s for a search on a map of width × height.
func (s *moveSearch) begin(width, height int) {
	s.stamp++
	s.search = s.stamp
	s.width, s.height, s.cells = width, height, width*height
	if n := (s.cells + 1) * 6; len(s.steps) < n {
		s.steps = make([]stepMemo, n)
		s.slot = make([]cellSlot, s.cells+1)
		s.best = make([]cellSlot, s.cells+1)
		s.held = make([]uint64, s.cells+1)
	}
	s.chances, s.order = s.chances[:0], s.order[:0]
}

// cellOf is h's cell, or -1 off the map.
func (s *moveSearch) cellOf(h hex.Hex) int32 {
	o := h.Offset()
	if o.Col < 1 || o.Row < 1 || o.Col > s.width || o.Row > s.height {
		return -1
	}
	return int32((o.Col-1)*s.height + o.Row - 1)
}

// layer returns layer k emptied for reuse, and starts a new slot stamp;
// the caller stores the layer built back into s.layers[k].
func (s *moveSearch) layer(k int) []walkEnd {
	for len(s.layers) <= k {
		s.layers = append(s.layers, nil)
	}
	s.stamp++
	return s.layers[k][:0]
}

// find is the walk of layer k into cell c (the layer is sorted by cell).
func (s *moveSearch) find(k int, c int32) walkEnd {
	l := s.layers[k]
	i, _ := slices.BinarySearchFunc(l, c, func(w walkEnd, c int32) int { return int(w.cell - c) })
	return l[i]
}

// moveOptionsIn is MoveOptions for one search: m's budget and steps.
// Walks of exactly k hexes keep the safest way into each hex; a longer
// walk replaces a shorter one only when strictly safer, and ties go to
// the walk met first in cell order (column, then row), so the answer
// never depends on hashing. Every hex a walk reaches is within budget
// along open steps, so no separate reachability search is needed. The
// options come in cell order, the order of their hexes' CCRR numbers.
func (g *Game) moveOptionsIn(u *Unit, m moveMode) []MoveOption {
	s := moveSearches.Get().(*moveSearch)
	defer moveSearches.Put(s)
	mp := g.scenario.Map
	s.begin(mp.Width, mp.Height)
	start := u.Hex
	for _, e := range g.Units { // the state does not change during the search
		if c := s.cellOf(e.Hex); c >= 0 && holdsGround(u.Side, e) {
			s.held[c] = s.search
		}
	}
	holds := func(h hex.Hex) bool { c := s.cellOf(h); return c >= 0 && s.held[c] == s.search }
	drivers := g.drivers(u)
	// stepOf works each step out once: whether it is open and, if so,
	// the pass chances of the group's terrain checks (towing.go: every
	// tow rolls, as in groupChecks).
	stepOf := func(ca int32, d int, a, b hex.Hex) stepMemo {
		st := &s.steps[int(ca)*6+d]
		if st.stamp >= s.search {
			return *st
		}
		*st = stepMemo{stamp: s.search, off: int32(len(s.chances))}
		st.open = (m.step == nil || m.step(a, b)) && g.terrainBar(u, a, b, true) == nil && g.passBarHeld(u, start, a, b, holds, true) == nil
		if st.open {
			s.checks = s.checks[:0]
			for _, dr := range drivers {
				s.checks = g.appendStepChecks(s.checks, dr, a, b, false)
			}
			for _, c := range s.checks {
				s.chances = append(s.chances, c.chance())
			}
			st.n = int32(len(s.chances)) - st.off
		}
		return *st
	}
	startCell := s.cellOf(start)
	if startCell < 0 {
		startCell = int32(s.cells)
	}
	s.layers[0] = append(s.layer(0), walkEnd{at: start, cell: startCell, chance: 1})
	for k := 1; k <= m.budget; k++ {
		next := s.layer(k)
		for _, wa := range s.layers[k-1] {
			for d, b := range hex.Neighbors(wa.at) {
				cb := s.cellOf(b)
				if cb < 0 { // off the map: terrainBar refuses it
					continue
				}
				st := stepOf(wa.cell, d, wa.at, b)
				if !st.open {
					continue
				}
				w := walkEnd{at: b, prev: wa.at, cell: cb, before: wa.cell, chance: wa.chance, checks: wa.checks}
				for _, c := range s.chances[st.off : st.off+st.n] {
					w.chance *= c
					w.checks++
				}
				if sl := &s.slot[cb]; sl.stamp != s.stamp {
					*sl = cellSlot{s.stamp, len(next)}
					next = append(next, w)
				} else if w.chance > next[sl.i].chance {
					next[sl.i] = w
				}
			}
		}
		slices.SortFunc(next, func(a, b walkEnd) int { return int(a.cell - b.cell) })
		s.layers[k] = next
		for _, w := range next {
			if w.at == start {
				continue
			}
			if bs := &s.best[w.cell]; bs.stamp < s.search {
				*bs = cellSlot{s.search, k}
				s.order = append(s.order, w.cell)
			} else if w.chance > s.find(bs.i, w.cell).chance {
				bs.i = k
			}
		}
	}
	slices.Sort(s.order)
	out := make([]MoveOption, 0, len(s.order))
	total := 0
	for _, c := range s.order {
		total += s.best[c].i
	}
	paths := make([]hex.Hex, total) // one block for every path
	for _, c := range s.order {
		k := s.best[c].i
		path := paths[:k:k]
		paths = paths[k:]
		w := s.find(k, c)
		end := w
		for i := k; i > 0; i-- {
			path[i-1] = w.at
			if i > 1 {
				w = s.find(i-1, w.before)
			}
		}
		out = append(out, MoveOption{Path: path, Cost: k, Chance: end.chance, Checks: end.checks})
	}
	return out
}
