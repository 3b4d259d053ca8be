package ai

import (
	"fmt"
	"slices"
	"sort"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// plan is where the side is going: the objectives it must take and does
// not hold, and those the enemy must take, each with the units it keeps
// there.
type plan struct {
	side    units.Side
	goals   []hex.Hex
	defend  []hex.Hex
	held    map[game.UnitID]bool // garrisons: they stay
	friends map[hex.Hex]int      // own units per hex
	enemies map[hex.Hex]int      // enemy markers per hex, seen or remembered
}

func (t *turn) plan() plan {
	g := t.b
	p := plan{side: t.side, goals: goals(g, t.side), held: map[game.UnitID]bool{}, friends: map[hex.Hex]int{}, enemies: map[hex.Hex]int{}}
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

// movePlan is the computer's plan for one Movement Phase, worked out when
// the phase's first order is asked for and again when it sees the enemy
// anew; each order is given while its unit may still carry it out.
type movePlan struct {
	step   int
	sight  string // what it saw of the enemy when planning
	orders []Order
}

// spends: the command card each order played from the hand spends.
var spends = map[game.CommandKind]cards.Decision{game.CmdRushDeployment: cards.RushDeployment,
	game.CmdPush: cards.Push, game.CmdEncircle: cards.Encircle}

// move lists the orders of the Movement Phase still to give, best first.
func (t *turn) move() []Order {
	sight := fmt.Sprint(t.v.Enemy, t.v.Hand)
	if t.c.moves.step != t.b.Step || t.c.moves.sight != sight {
		for _, o := range t.preMoves() {
			if !t.c.refused[orderKey(o.Command)] {
				t.c.moves.step = -1 // looked at again, then planned, once it is given
				return []Order{o}
			}
		}
		t.c.moves = movePlan{step: t.b.Step, sight: sight, orders: t.planMoves()}
	}
	var out []Order
	for _, o := range t.c.moves.orders {
		switch o.Kind {
		case game.CmdMove:
			if t.b.CanMove(o.Unit) != nil {
				continue
			}
		case game.CmdDigIn:
			if t.b.CanDigIn(o.Unit) != nil {
				continue
			}
		case game.CmdHitAndRun:
			if u := t.b.Unit(o.Unit); u == nil || u.HitRunStep == t.b.Step || t.b.CanMove(o.Unit) != nil {
				continue
			}
		case game.CmdRecon:
			if u := t.b.Unit(o.Unit); u == nil || t.b.ReconnedThisTurn(u) {
				continue
			}
		case game.CmdSortie:
			if t.flying(o.Unit) {
				continue
			}
		case game.CmdRushDeployment, game.CmdPush, game.CmdEncircle:
			if !t.holds(spends[o.Kind]) {
				continue
			}
		}
		out = append(out, o)
	}
	return out
}

// planMoves works out the phase: garrisons stay, assaults worth making go
// in, reinforcements go to the objectives under threat, the rest advance
// on the objectives in stacks, and the infantry that stays digs in.
func (t *turn) planMoves() []Order {
	g := t.b
	p := t.plan()
	deficit := t.defence(&p)
	opts := map[game.UnitID]map[string]game.MoveOption{}
	var movers []game.UnitID
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || !u.Card.Ground() || g.CanMove(u.ID) != nil {
			continue
		}
		opts[u.ID] = g.MoveOptions(u.ID)
		movers = append(movers, u.ID)
	}
	sort.Slice(movers, func(i, j int) bool { return movers[i] < movers[j] })
	busy := map[game.UnitID]bool{}
	for id := range p.held {
		busy[id] = true
	}
	out := slices.Concat(t.recon(), t.encircle(), t.push(), t.rush(deficit))
	out = append(out, t.sorties()...)
	go1 := func(id game.UnitID, path []hex.Hex, why string) {
		busy[id] = true
		u := g.Unit(id)
		to := path[len(path)-1]
		p.friends[u.Hex]--
		p.friends[to]++
		out = append(out, Order{Command: game.Command{Kind: game.CmdMove, Side: t.side, Unit: id, Path: path}, Reason: why})
	}
	t.sailLandings(p, busy, go1) // computer_amphib.go: passengers and the units waiting for a craft stay
	t.convoys(p, movers, busy, opts, go1)
	t.massAssault(p, busy, opts, go1)
	if len(p.goals) > 0 || len(p.defend) > 0 {
		for _, a := range t.assaults(p, func(id game.UnitID) bool { return !busy[id] }, opts) {
			ids := make([]game.UnitID, 0, len(a.paths))
			for id := range a.paths {
				ids = append(ids, id)
			}
			sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
			for _, id := range ids {
				if a.hitRun {
					out = append(out, t.hitAndRunOrder(id, a))
				}
				go1(id, a.paths[id], a.why(g.Unit(id).Card.Marker))
			}
		}
	}
	t.reinforce(p, deficit, movers, busy, opts, go1)
	t.stationShips(p, go1) // computer_naval.go
	t.grabPrizes(p, movers, busy, opts, go1)
	t.stage(p, movers, busy, opts, go1)
	if len(p.goals) > 0 {
		for _, id := range movers {
			if busy[id] {
				continue
			}
			u := g.Unit(id)
			here := p.score(u.Hex, u.Hex)
			best, bestScore := "", here
			for _, k := range sortedKeys(opts[id]) {
				o := opts[id][k]
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
			to := opts[id][best].Path[len(opts[id][best].Path)-1]
			go1(id, opts[id][best].Path, fmt.Sprintf("moves %s to %s: %s", u.Card.Marker, to, p.why(to)))
		}
	}
	out = t.checkReplies(out, p)
	for _, ou := range t.v.Own {
		if (!busy[ou.ID] || p.held[ou.ID]) && p.enemies[ou.Hex] == 0 {
			if g.CanDigIn(ou.ID) == nil {
				u := g.Unit(ou.ID)
				why := "stays and digs in"
				if p.held[ou.ID] {
					why = fmt.Sprintf("holds %s and digs in", u.Hex)
				}
				out = append(out, Order{Command: game.Command{Kind: game.CmdDigIn, Side: t.side, Unit: ou.ID},
					Reason: fmt.Sprintf("%s %s: +%d Defense until it moves", u.Card.Marker, why, game.DigInBonus)})
			}
		}
	}
	return out
}

// reinforce sends free units to the objectives whose garrison the threat
// outweighs, the biggest deficit first, the nearest units first, each to
// the reachable hex nearest the objective.
func (t *turn) reinforce(p plan, deficit map[hex.Hex]float64, movers []game.UnitID, busy map[game.UnitID]bool,
	opts map[game.UnitID]map[string]game.MoveOption, go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	hexes := make([]hex.Hex, 0, len(deficit))
	for h := range deficit {
		hexes = append(hexes, h)
	}
	sort.Slice(hexes, func(i, j int) bool {
		return deficit[hexes[i]] > deficit[hexes[j]] || deficit[hexes[i]] == deficit[hexes[j]] && hexes[i].String() < hexes[j].String()
	})
	for _, d := range hexes {
		near := []game.UnitID{}
		for _, id := range movers {
			if !busy[id] && len(g.Unit(id).Face().Weapons) > 0 && hex.Distance(g.Unit(id).Hex, d) <= 2*threatRange {
				near = append(near, id)
			}
		}
		sort.SliceStable(near, func(i, j int) bool {
			return hex.Distance(g.Unit(near[i]).Hex, d) < hex.Distance(g.Unit(near[j]).Hex, d)
		})
		need := deficit[d]
		for _, id := range near {
			if need <= 0 {
				break
			}
			u := g.Unit(id)
			if u.Hex == d {
				busy[id] = true
				need -= t.worth(u.Card)
				continue
			}
			best, bestD := "", hex.Distance(u.Hex, d)
			for _, k := range sortedKeys(opts[id]) {
				o := opts[id][k]
				if o.Chance < minMoveChance {
					continue
				}
				if x := hex.Distance(o.Path[len(o.Path)-1], d); x < bestD {
					best, bestD = k, x
				}
			}
			if best == "" {
				continue
			}
			need -= t.worth(u.Card)
			go1(id, opts[id][best].Path, fmt.Sprintf("%s reinforces %s: the enemy near it outweighs the garrison", u.Card.Marker, d))
		}
	}
}

func sortedKeys(m map[string]game.MoveOption) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
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
	if p.friends[h] > 1 {
		return fmt.Sprintf("joins %d units on the way to the objective %d hexes off", p.friends[h]-1, distance(h, p.goals))
	}
	return fmt.Sprintf("advances to %d hexes from the objective", distance(h, p.goals))
}

// deploy places each staged unit that may come in now on the legal hex
// nearest the objectives.
func (t *turn) deploy() []Order {
	g := t.b
	p := t.plan()
	var out []Order
	for _, u := range t.shipsFirst(g.Staged(t.side)) { // computer_amphib_deploy.go
		if o, ok := t.deployAboard(p, u); ok {
			out = append(out, o)
			continue
		}
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
