package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/hex"
)

// plan is where the side is going: the objectives it must take and does
// not hold, and those the enemy must take, each with the units it keeps
// there.
type plan struct {
	goals   []hex.Hex
	defend  []hex.Hex
	held    map[game.UnitID]bool // garrisons: they stay
	friends map[hex.Hex]int      // own units per hex
	enemies map[hex.Hex]int      // enemy markers per hex, seen or remembered
}

func (t *turn) plan() plan {
	g := t.b
	p := plan{goals: goals(g, t.side), held: garrisons(g, t.side), friends: map[hex.Hex]int{}, enemies: map[hex.Hex]int{}}
	for _, o := range g.Scenario().ObjectivesOf(game.Enemy(t.side)) {
		p.defend = append(p.defend, o.Hex)
	}
	for _, s := range t.v.OwnStacks {
		p.friends[s.Hex] = len(s.Units)
	}
	for h, s := range t.c.mem.lastSeen {
		p.enemies[h] = s.Count
	}
	return p
}

// minMoveChance is the least chance of passing the terrain checks on the
// way the computer accepts.
const minMoveChance = 0.6

// move lists the moves that bring units nearer their goal, the biggest
// gain first; each is worked out again after the one before is made.
func (t *turn) move() []Order {
	g := t.b
	p := t.plan()
	if len(p.goals) == 0 {
		return nil
	}
	type cand struct {
		o    Order
		gain float64
	}
	var cands []cand
	plan := t.assaults(p)
	assaulting := map[game.UnitID]bool{}
	for id, a := range plan {
		assaulting[id] = true
		u := g.Unit(id)
		if o, ok := g.MoveOptions(id)[a.hex.String()]; ok {
			cands = append(cands, cand{Order{Command: game.Command{Kind: game.CmdMove, Side: t.side, Unit: id, Path: o.Path},
				Reason: fmt.Sprintf("%s %s", u.Card.Marker, a.why())}, 1000 + a.ratio})
		}
	}
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || !u.Card.Ground() || p.held[u.ID] || g.CanMove(u.ID) != nil || assaulting[u.ID] {
			continue
		}
		here := p.score(u.Hex, u.Hex)
		opts := g.MoveOptions(u.ID)
		keys := make([]string, 0, len(opts))
		for k := range opts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		best, bestScore := "", here
		for _, k := range keys {
			o := opts[k]
			if o.Chance < minMoveChance {
				continue
			}
			if s := p.score(o.Path[len(o.Path)-1], u.Hex); s > bestScore {
				best, bestScore = k, s
			}
		}
		if best == "" {
			continue
		}
		to := opts[best].Path[len(opts[best].Path)-1]
		cands = append(cands, cand{Order{Command: game.Command{Kind: game.CmdMove, Side: t.side, Unit: u.ID, Path: opts[best].Path},
			Reason: fmt.Sprintf("moves %s to %s: %s", u.Card.Marker, to, p.why(to))}, bestScore - here})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		return cands[i].gain > cands[j].gain || cands[i].gain == cands[j].gain && cands[i].o.Unit < cands[j].o.Unit
	})
	out := make([]Order, len(cands))
	for i, c := range cands {
		out[i] = c.o
	}
	return out
}

// score is how good hex h is for a unit coming from hex from: near the
// objectives, beside its own units, not alone against more enemies than
// it brings.
func (p plan) score(h, from hex.Hex) float64 {
	s := -10 * float64(distance(h, p.goals))
	friends := p.friends[h]
	if h != from {
		friends++
	}
	s += 2 * float64(min(friends, 3))
	near := 0
	for _, n := range hex.Neighbors(h) {
		near += p.enemies[n]
	}
	if near > friends {
		s -= 4 * float64(near-friends)
	}
	return s
}

// why says in words what a destination is good for.
func (p plan) why(h hex.Hex) string {
	for _, g := range p.goals {
		if g == h {
			return "takes an objective"
		}
	}
	if p.friends[h] > 0 {
		return fmt.Sprintf("joins %d units on the way to the objective %d hexes off", p.friends[h], distance(h, p.goals))
	}
	return fmt.Sprintf("advances to %d hexes from the objective", distance(h, p.goals))
}

// deploy places each staged unit that may come in now on the legal hex
// nearest the objectives.
func (t *turn) deploy() []Order {
	g := t.b
	p := t.plan()
	var out []Order
	for _, u := range g.Staged(t.side) {
		hs := g.DeployHexes(u.ID)
		if len(hs) == 0 {
			continue
		}
		best := hs[0]
		for _, h := range hs[1:] {
			if p.deployScore(h) > p.deployScore(best) {
				best = h
			}
		}
		h := best
		out = append(out, Order{Command: game.Command{Kind: game.CmdDeploy, Side: t.side, Unit: u.ID, Hex: &h},
			Reason: fmt.Sprintf("deploys %s at %s, nearest the front", u.Card.Marker, h)})
	}
	return out
}

func (p plan) deployScore(h hex.Hex) float64 {
	if len(p.goals) == 0 {
		return 0
	}
	return -float64(distance(h, p.goals))
}
