package geom

import "container/heap"

// ShortestPath finds the shortest way from a to b that stays within the
// convex outline and passes through none of the obstacles' interiors
// (moving along their edges and round their corners is allowed). It
// searches the visibility graph of the obstacles' corners with A*. Legs are
// measured with Distance, so the total is never less than Distance(a, b).
// ok is false when a or b stands inside an obstacle or outside the
// outline, or every way is shut.
func ShortestPath(outline Polygon, obstacles []Polygon, a, b Point) (length int64, way []Point, ok bool) {
	if !outline.Contains(a) || !outline.Contains(b) {
		return 0, nil, false
	}
	for i := range obstacles {
		if obstacles[i].ContainsStrictly(a) || obstacles[i].ContainsStrictly(b) {
			return 0, nil, false
		}
	}
	if clearLeg(obstacles, a, b) {
		return Distance(a, b), []Point{a, b}, true
	}
	nodes := []Point{a, b}
	for i := range obstacles {
		for _, c := range obstacles[i].v {
			if outline.Contains(c) && !insideAny(obstacles, c) {
				nodes = append(nodes, c)
			}
		}
	}
	return search(nodes, obstacles)
}

func clearLeg(obstacles []Polygon, a, b Point) bool {
	for i := range obstacles {
		if obstacles[i].Crosses(a, b) {
			return false
		}
	}
	return true
}

func insideAny(obstacles []Polygon, c Point) bool {
	for i := range obstacles {
		if obstacles[i].ContainsStrictly(c) {
			return true
		}
	}
	return false
}

// search runs A* from nodes[0] to nodes[1]; edges are tested lazily.
func search(nodes []Point, obstacles []Polygon) (int64, []Point, bool) {
	const unset = -1
	n := len(nodes)
	dist := make([]int64, n)
	from := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i], from[i] = unset, unset
	}
	goal := nodes[1]
	dist[0] = 0
	q := &frontier{{node: 0, f: ISqrt(Dist2(nodes[0], goal))}}
	for q.Len() > 0 {
		cur := heap.Pop(q).(item).node
		if done[cur] {
			continue
		}
		done[cur] = true
		if cur == 1 {
			break
		}
		for next := range nodes {
			if done[next] || next == cur || !clearLeg(obstacles, nodes[cur], nodes[next]) {
				continue
			}
			d := dist[cur] + Distance(nodes[cur], nodes[next])
			if dist[next] == unset || d < dist[next] {
				dist[next], from[next] = d, cur
				heap.Push(q, item{node: next, f: d + ISqrt(Dist2(nodes[next], goal))})
			}
		}
	}
	if !done[1] {
		return 0, nil, false
	}
	var way []Point
	for at := 1; at != unset; at = from[at] {
		way = append(way, nodes[at])
	}
	for i, j := 0, len(way)-1; i < j; i, j = i+1, j-1 {
		way[i], way[j] = way[j], way[i]
	}
	return dist[1], way, true
}

type item struct {
	node int
	f    int64
}

// frontier is a min-heap on f, ties broken by node index so the search is
// deterministic.
type frontier []item

func (h frontier) Len() int { return len(h) }
func (h frontier) Less(i, j int) bool {
	return h[i].f < h[j].f || (h[i].f == h[j].f && h[i].node < h[j].node)
}
func (h frontier) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *frontier) Push(x any)   { *h = append(*h, x.(item)) }
func (h *frontier) Pop() any {
	old := *h
	it := old[len(old)-1]
	*h = old[:len(old)-1]
	return it
}
