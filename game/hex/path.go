package hex

// Rules tell a search how pieces move. The zero Rules allow every step at
// cost 1 with no map edge (MaxNodes still bounds the search).
//
// Every step must cost at least 1 (or at least MinStep when set): Path's A*
// heuristic is Distance*MinStep, which never overestimates only under that
// condition. Step costs below 1 are treated as 1 so a search always ends.
// Fractional costs (half a point on roads) should be scaled to integers by
// the caller, e.g. road 1, clear 2, with MinStep 1.
type Rules struct {
	// Step returns the cost of moving from a hex into the adjacent hex to;
	// ok false forbids the move (impassable terrain, off the map, enemy).
	// Nil means every step costs 1.
	Step func(from, to Hex) (cost int, ok bool)
	// InBounds, when set, keeps the search to hexes for which it is true,
	// typically the map. The start hex is never tested.
	InBounds func(Hex) bool
	// MinStep is the smallest cost any step can have; 0 means 1. A larger
	// value makes Path faster but must really be a lower bound.
	MinStep int
	// MaxNodes caps how many hexes one search settles; 0 means
	// DefaultMaxNodes. A search that hits the cap stops early: Reachable
	// returns what it settled so far and Path reports not found.
	MaxNodes int
}

// DefaultMaxNodes bounds searches whose Rules set no MaxNodes. It exceeds
// the 9801 hexes of the largest printable (99x99) map.
const DefaultMaxNodes = 100_000

// NoLimit as Path's maxCost lets the path cost anything; InBounds or
// MaxNodes then bound the search.
const NoLimit = -1

func (r Rules) step(from, to Hex) (int, bool) {
	if r.InBounds != nil && !r.InBounds(to) {
		return 0, false
	}
	if r.Step == nil {
		return 1, true
	}
	c, ok := r.Step(from, to)
	return max(c, 1), ok
}

func (r Rules) maxNodes() int {
	if r.MaxNodes > 0 {
		return r.MaxNodes
	}
	return DefaultMaxNodes
}

// Reachable returns the least cost to reach each hex from start without
// spending more than budget, start included at cost 0. It is Dijkstra's
// algorithm; hexes of equal cost settle in a fixed order, so the result
// (also when cut short by MaxNodes) depends only on the inputs.
func Reachable(start Hex, budget int, rules Rules) map[Hex]int {
	if budget < 0 {
		return map[Hex]int{}
	}
	best := search(start, Hex{}, budget, rules, false)
	out := make(map[Hex]int, len(best))
	for h, n := range best {
		if n.settled {
			out[h] = n.g
		}
	}
	return out
}

// Path returns a cheapest route from start to goal, both ends included, and
// its cost. maxCost limits the cost (NoLimit for none); ok is false when no
// route within maxCost exists or the search hit MaxNodes. Among equally
// cheap routes the choice is fixed for given inputs.
func Path(start, goal Hex, rules Rules, maxCost int) (path []Hex, cost int, ok bool) {
	if maxCost < 0 && maxCost != NoLimit {
		return nil, 0, false
	}
	best := search(start, goal, maxCost, rules, true)
	n, found := best[goal]
	if !found || !n.settled {
		return nil, 0, false
	}
	for h := goal; ; h = best[h].from {
		path = append(path, h)
		if h == start {
			break
		}
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path, n.g, true
}

// Trace rebuilds a cheapest route to goal from a Reachable result made with
// the same rules, for previewing a move without another search. It returns
// nil when goal is not in reach.
func Trace(reach map[Hex]int, goal Hex, rules Rules) []Hex {
	g, ok := reach[goal]
	if !ok {
		return nil
	}
	path := []Hex{goal}
	for h := goal; g > 0; {
		next, found := h, false
		for _, p := range Neighbors(h) {
			pg, in := reach[p]
			if !in || pg >= g {
				continue
			}
			if c, ok := rules.step(p, h); ok && pg+c == g {
				next, found = p, true
				break
			}
		}
		if !found {
			return nil // reach was not made with these rules
		}
		h, g = next, reach[next]
		path = append(path, h)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

type node struct {
	g       int
	from    Hex
	settled bool
}

// search runs Dijkstra (toGoal false) or A* towards goal. limit < 0 means
// no cost limit. It returns every hex it labelled.
func search(start, goal Hex, limit int, rules Rules, toGoal bool) map[Hex]node {
	minStep := max(rules.MinStep, 1)
	h := func(x Hex) int {
		if !toGoal {
			return 0
		}
		return Distance(x, goal) * minStep
	}
	best := map[Hex]node{start: {from: start}}
	open := queue{{hex: start, g: 0, f: h(start)}}
	for settled, capN := 0, rules.maxNodes(); len(open) > 0 && settled < capN; {
		it := open.pop()
		cur := best[it.hex]
		if cur.settled || it.g != cur.g {
			continue // stale entry
		}
		cur.settled = true
		best[it.hex] = cur
		settled++
		if toGoal && it.hex == goal {
			break
		}
		if limit >= 0 && it.g+1 > limit {
			continue // every step costs at least 1: none fits, so Step is not asked
		}
		for _, nb := range Neighbors(it.hex) {
			c, ok := rules.step(it.hex, nb)
			if !ok {
				continue
			}
			g := it.g + c
			if limit >= 0 && g > limit {
				continue
			}
			if n, seen := best[nb]; seen && (n.settled || n.g <= g) {
				continue
			}
			best[nb] = node{g: g, from: it.hex}
			open.push(item{hex: nb, g: g, f: g + h(nb)})
		}
	}
	return best
}

type item struct {
	hex  Hex
	g, f int
}

// queue is a binary min-heap. It orders by f, then prefers the deeper
// entry (larger g, nearer the goal), then the hex itself, so ties never
// depend on map iteration.
type queue []item

func (a item) before(b item) bool {
	if a.f != b.f {
		return a.f < b.f
	}
	if a.g != b.g {
		return a.g > b.g
	}
	return less(a.hex, b.hex)
}

func (q *queue) push(it item) {
	*q = append(*q, it)
	s := *q
	for i := len(s) - 1; i > 0; {
		p := (i - 1) / 2
		if !s[i].before(s[p]) {
			break
		}
		s[i], s[p] = s[p], s[i]
		i = p
	}
}

func (q *queue) pop() item {
	s := *q
	top := s[0]
	last := len(s) - 1
	s[0] = s[last]
	s = s[:last]
	for i := 0; ; {
		m, l, r := i, 2*i+1, 2*i+2
		if l < len(s) && s[l].before(s[m]) {
			m = l
		}
		if r < len(s) && s[r].before(s[m]) {
			m = r
		}
		if m == i {
			break
		}
		s[i], s[m] = s[m], s[i]
		i = m
	}
	*q = s
	return top
}
