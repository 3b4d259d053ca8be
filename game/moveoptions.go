package game

import (
	"sort"

	"frontline/game/hex"
)

// MoveOption is one hex a unit can reach this Movement Phase, for the
// client's move preview: the safest route there, the movement it spends
// and the chance of passing every terrain check on the way.
type MoveOption struct {
	Path   []hex.Hex `json:"path"`   // start hex left out; a ready CmdMove path
	Cost   int       `json:"cost"`   // hexes entered (V.4)
	Chance float64   `json:"chance"` // product of the checks' pass chances; 1 with no checks
	Checks int       `json:"checks"` // terrain rolls along Path
}

// MoveOptions maps every hex (CCRR) unit id can reach now to its best
// option: the highest chance, then the fewest hexes. It is empty when the
// unit cannot move (CanMove says why).
func (g *Game) MoveOptions(id UnitID) map[string]MoveOption {
	out := map[string]MoveOption{}
	if g.CanMove(id) != nil {
		return out
	}
	u := g.Unit(id)
	// Event cards may change the allowance by the kind of route
	// (event_ongoing.go): one search per kind, the best option kept.
	modes := g.moveModes(u)
	if len(modes) == 1 { // the usual case: the one search's options, those within the allowance
		out = g.moveOptionsIn(u, modes[0])
		for h, o := range out {
			if mv, _ := g.moveAllowance(u, o.Path); o.Cost > mv {
				delete(out, h)
			}
		}
		return out
	}
	for _, m := range modes {
		for h, o := range g.moveOptionsIn(u, m) {
			if mv, _ := g.moveAllowance(u, o.Path); o.Cost > mv {
				continue
			}
			if old, ok := out[h]; !ok || o.Chance > old.Chance || (o.Chance == old.Chance && o.Cost < old.Cost) {
				out[h] = o
			}
		}
	}
	return out
}

// moveOptionsIn is MoveOptions for one search: m's budget and steps.
func (g *Game) moveOptionsIn(u *Unit, m moveMode) map[string]MoveOption {
	out := map[string]MoveOption{}
	start, budget := u.Hex, m.budget
	held := g.enemyHeld(u.Side) // the state does not change during the search
	holds := func(h hex.Hex) bool { return held[h] }
	// The layers below ask about the same steps again and again; the
	// state does not change meanwhile, so each step is worked out once:
	// whether it is open and, if so, the pass chances of the group's
	// terrain checks in the order they are rolled.
	type stepInfo struct {
		open    bool
		chances []float64
	}
	steps := map[uint64]stepInfo{}
	drivers := g.drivers(u)
	stepOf := func(a, b hex.Hex) stepInfo {
		s, known := steps[stepKey(a, b)]
		if !known {
			s.open = (m.step == nil || m.step(a, b)) && g.terrainBar(u, a, b) == nil && g.passBarHeld(u, start, a, b, holds) == nil
			if s.open {
				for _, c := range g.driverChecks(drivers, a, b) { // towing.go: every tow rolls (groupChecks)
					s.chances = append(s.chances, c.chk.chance())
				}
			}
			steps[stepKey(a, b)] = s
		}
		return s
	}
	// Walks of exactly k hexes, keeping the safest way into each hex; a
	// longer walk replaces a shorter one only when strictly safer. Every
	// hex they reach is within budget along open steps, so no separate
	// reachability search is needed.
	type step struct {
		chance float64
		checks int
		prev   hex.Hex
	}
	layers := []map[hex.Hex]step{{start: {chance: 1}}}
	bestK := map[hex.Hex]int{}
	for k := 1; k <= budget; k++ {
		next := map[hex.Hex]step{}
		for _, a := range sortedHexes(layers[k-1]) {
			sa := layers[k-1][a]
			for _, b := range hex.Neighbors(a) {
				st := stepOf(a, b)
				if !st.open {
					continue
				}
				s := step{chance: sa.chance, checks: sa.checks, prev: a}
				for _, c := range st.chances {
					s.chance *= c
					s.checks++
				}
				if old, seen := next[b]; !seen || s.chance > old.chance {
					next[b] = s
				}
			}
		}
		layers = append(layers, next)
		for h, s := range next {
			if bk, ok := bestK[h]; h != start && (!ok || s.chance > layers[bk][h].chance) {
				bestK[h] = k
			}
		}
	}
	for h, k := range bestK {
		path := make([]hex.Hex, k)
		for i, at := k, h; i > 0; i-- {
			path[i-1] = at
			at = layers[i][at].prev
		}
		s := layers[k][h]
		out[h.String()] = MoveOption{Path: path, Cost: k, Chance: s.chance, Checks: s.checks}
	}
	return out
}

// stepKey packs a step from a to b into a map key (the fast uint64 maps):
// 16 bits per coordinate, far more than any map needs.
func stepKey(a, b hex.Hex) uint64 {
	return uint64(uint16(a.Q))<<48 | uint64(uint16(a.R))<<32 | uint64(uint16(b.Q))<<16 | uint64(uint16(b.R))
}

// sortedHexes lists a layer's hexes in a fixed order so ties between
// equally safe routes never depend on map iteration.
func sortedHexes[V any](m map[hex.Hex]V) []hex.Hex {
	out := make([]hex.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Q != out[j].Q {
			return out[i].Q < out[j].Q
		}
		return out[i].R < out[j].R
	})
	return out
}
