package hex

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// grid is a test map: printed columns 1..w, rows 1..h, with an entry cost
// per hex (0 = impassable), stored row-major like a real board.
type grid struct {
	w, h int
	cost []int
}

func newGrid(w, h int, rng *rand.Rand, blocked float64) *grid {
	g := &grid{w: w, h: h, cost: make([]int, w*h)}
	for i := range g.cost {
		g.cost[i] = 1 + rng.IntN(4)
		if rng.Float64() < blocked {
			g.cost[i] = 0
		}
	}
	return g
}

// at returns the index of h in cost, or -1 off the map.
func (g *grid) at(h Hex) int {
	o := h.Offset()
	if o.Col < 1 || o.Row < 1 || o.Col > g.w || o.Row > g.h {
		return -1
	}
	return (o.Row-1)*g.w + o.Col - 1
}

func (g *grid) set(h Hex, c int) { g.cost[g.at(h)] = c }

func (g *grid) rules() Rules {
	return Rules{
		InBounds: func(h Hex) bool { return g.at(h) >= 0 },
		Step: func(_, to Hex) (int, bool) {
			c := g.cost[g.at(to)]
			return c, c > 0
		},
	}
}

func (g *grid) random(rng *rand.Rand) Hex {
	return Offset{1 + rng.IntN(g.w), 1 + rng.IntN(g.h)}.ToHex()
}

func uniform() Rules { return Rules{Step: func(_, _ Hex) (int, bool) { return 1, true }} }

func TestZeroRulesCostOne(t *testing.T) {
	if _, cost, ok := Path(Hex{}, Hex{4, -2}, Rules{}, NoLimit); !ok || cost != 4 {
		t.Errorf("zero Rules Path = %d, %v", cost, ok)
	}
	if got := len(Reachable(Hex{}, 3, Rules{})); got != 37 {
		t.Errorf("zero Rules reach %d hexes, want 37", got)
	}
}

// pathCost checks that p is a connected legal route and returns its cost.
func pathCost(t *testing.T, p []Hex, r Rules) int {
	t.Helper()
	total := 0
	for i := 1; i < len(p); i++ {
		c, ok := r.step(p[i-1], p[i])
		if !ok || Distance(p[i-1], p[i]) != 1 {
			t.Fatalf("illegal step %v -> %v in %v", p[i-1], p[i], p)
		}
		total += c
	}
	return total
}

func TestPathUniform(t *testing.T) {
	a, b := MustParse("0101"), MustParse("0907")
	p, cost, ok := Path(a, b, uniform(), NoLimit)
	if !ok || cost != Distance(a, b) || len(p) != cost+1 || p[0] != a || p[len(p)-1] != b {
		t.Fatalf("Path = %v, %d, %v", p, cost, ok)
	}
	if p, cost, ok := Path(a, a, uniform(), 0); !ok || cost != 0 || !slices.Equal(p, []Hex{a}) {
		t.Errorf("Path to self = %v, %d, %v", p, cost, ok)
	}
	if _, _, ok := Path(a, b, uniform(), Distance(a, b)-1); ok {
		t.Error("Path ignored maxCost")
	}
	if _, _, ok := Path(a, b, uniform(), -2); ok {
		t.Error("Path accepted a negative maxCost other than NoLimit")
	}
}

// A river-like wall down column 05 with one ford at 0510 forces a detour.
func TestPathAroundWall(t *testing.T) {
	wall := func(h Hex) bool { o := h.Offset(); return o.Col == 5 && o.Row != 10 }
	r := Rules{
		InBounds: func(h Hex) bool { o := h.Offset(); return o.Col >= 1 && o.Col <= 9 && o.Row >= 1 && o.Row <= 12 },
		Step:     func(_, to Hex) (int, bool) { return 1, !wall(to) },
	}
	a, b := MustParse("0302"), MustParse("0702")
	p, cost, ok := Path(a, b, r, NoLimit)
	if !ok || !slices.Contains(p, MustParse("0510")) {
		t.Fatalf("Path = %v, %v", p, ok)
	}
	if pathCost(t, p, r) != cost || cost <= Distance(a, b) {
		t.Errorf("cost %d for %v", cost, p)
	}
	reach := Reachable(a, 100, r)
	if reach[b] != cost {
		t.Errorf("Reachable says %d, Path %d", reach[b], cost)
	}
	if _, in := reach[MustParse("0505")]; in {
		t.Error("Reachable entered the wall")
	}
}

func TestReachableUniformIsWithin(t *testing.T) {
	c := MustParse("1010")
	for budget := 0; budget <= 6; budget++ {
		reach := Reachable(c, budget, uniform())
		in := Within(c, budget)
		if len(reach) != len(in) {
			t.Fatalf("budget %d: %d hexes reachable, %d within", budget, len(reach), len(in))
		}
		for _, h := range in {
			if reach[h] != Distance(c, h) {
				t.Fatalf("budget %d: cost to %v = %d", budget, h, reach[h])
			}
		}
	}
	if len(Reachable(c, -1, uniform())) != 0 {
		t.Error("negative budget reached something")
	}
}

// Step costs below 1 would let the search run forever; they count as 1.
func TestZeroCostClamped(t *testing.T) {
	r := Rules{Step: func(_, _ Hex) (int, bool) { return 0, true }}
	if got := len(Reachable(Hex{}, 2, r)); got != 19 {
		t.Errorf("zero-cost Reachable gave %d hexes, want 19", got)
	}
	if _, cost, ok := Path(Hex{}, Hex{3, 0}, r, NoLimit); !ok || cost != 3 {
		t.Errorf("zero-cost Path = %d, %v", cost, ok)
	}
}

// With no map edge and no cost limit an unreachable goal must not hang.
func TestMaxNodesStopsSearch(t *testing.T) {
	goal := Hex{5, 5}
	r := Rules{MaxNodes: 5000, Step: func(_, to Hex) (int, bool) {
		return 1, Distance(to, goal) > 1 || to == goal // goal walled in
	}}
	if _, _, ok := Path(Hex{}, goal, r, NoLimit); ok {
		t.Error("found a path into a sealed hex")
	}
	if got := len(Reachable(Hex{}, 1000, r)); got != 5000 {
		t.Errorf("Reachable settled %d hexes, cap 5000", got)
	}
}

func TestPathProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for trial := range 40 {
		g := newGrid(12+rng.IntN(20), 10+rng.IntN(20), rng, 0.2)
		r := g.rules()
		if trial%2 == 1 {
			r.MinStep = 1 // explicit, same as default
		}
		start := g.random(rng)
		reach := Reachable(start, 25, r)
		for range 20 {
			goal := g.random(rng)
			p, cost, ok := Path(start, goal, r, NoLimit)
			want, inReach := reach[goal]
			if !ok {
				if inReach {
					t.Fatalf("Path %v->%v failed, Reachable has cost %d", start, goal, want)
				}
				continue
			}
			if cost < Distance(start, goal) {
				t.Fatalf("cost %d below distance %d", cost, Distance(start, goal))
			}
			if got := pathCost(t, p, r); got != cost {
				t.Fatalf("Path reports %d, steps sum to %d", cost, got)
			}
			if inReach && want != cost || !inReach && cost <= 25 {
				t.Fatalf("Path %v->%v cost %d, Reachable %d (%v)", start, goal, cost, want, inReach)
			}
			if p2, c2, _ := Path(start, goal, r, cost); c2 != cost || !slices.Equal(p, p2) {
				t.Fatalf("Path not deterministic or maxCost=cost fails")
			}
			if inReach {
				tr := Trace(reach, goal, r)
				if tr[0] != start || tr[len(tr)-1] != goal || pathCost(t, tr, r) != want {
					t.Fatalf("Trace to %v = %v", goal, tr)
				}
			}
		}
		for h, c := range reach {
			if c > 25 || c < Distance(start, h) {
				t.Fatalf("Reachable cost %d to %v (distance %d)", c, h, Distance(start, h))
			}
		}
	}
}

func TestTraceMissing(t *testing.T) {
	reach := Reachable(Hex{}, 2, uniform())
	if Trace(reach, Hex{5, 0}, uniform()) != nil {
		t.Error("Trace to an unreached hex")
	}
	double := Rules{Step: func(_, _ Hex) (int, bool) { return 2, true }}
	if Trace(reach, Hex{2, 0}, double) != nil {
		t.Error("Trace with different rules should fail")
	}
}

func benchGrid() *grid { return newGrid(48, 40, rand.New(rand.NewPCG(17, 18)), 0.1) }

func BenchmarkReachable(b *testing.B) {
	g := benchGrid()
	r, start := g.rules(), Offset{24, 20}.ToHex()
	g.set(start, 1)
	b.ReportAllocs()
	for b.Loop() {
		Reachable(start, 40, r)
	}
}

func BenchmarkPath(b *testing.B) {
	g := benchGrid()
	r, a, z := g.rules(), MustParse("0101"), MustParse("4840")
	g.set(a, 1)
	g.set(z, 1)
	if _, _, ok := Path(a, z, r, NoLimit); !ok {
		b.Fatal("no path across the benchmark map")
	}
	b.ReportAllocs()
	for b.Loop() {
		Path(a, z, r, NoLimit)
	}
}
