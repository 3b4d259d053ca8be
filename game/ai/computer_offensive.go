package ai

import (
	"fmt"
	"slices"
	"sort"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// The computer plays to win by the scenario's conditions (II.2.1–2): it
// picks the set of objectives that wins — the primary alone, or every
// secondary — that its force can take most cheaply, brings its free
// units up to the hexes beside the next objective of the set over the
// turns it takes, and assaults when the massed group's odds allow. As the
// turn limit nears, a draw is the alternative, so it accepts worse odds.

// offensive is the campaign plan kept from turn to turn.
type offensive struct {
	set  []hex.Hex // the objectives that win together
	cost float64   // what the set was judged to cost when chosen
}

// Tuning of the offensive.
const (
	// hexCost: the worth one hex of distance costs the force.
	hexCost = 40.0
	// keepPlan: another set replaces the current one only when it costs
	// less than this share of it (no wavering from turn to turn).
	keepPlan = 0.7
	// winBonus: what taking the objective that wins is worth in the
	// weighing of an assault (a won game); setBonus for one that brings
	// the win nearer.
	winBonus = 250.0
	setBonus = 80.0
	// lateTurns: with this many own turns left or fewer the least chance
	// to clear a hex falls, down to lateMinWin in the last turn.
	lateTurns  = 6
	lateMinWin = 0.2
	// stageRing: staging hexes lie this far from the objective.
	stageRing = 1
	// unseenGarrison: the enemy units guessed in an objective it has not
	// seen (an enemy keeps its objectives held).
	unseenGarrison = 4
)

// winSets are the objective sets whose holding wins for the side.
func winSets(g *game.Game, side units.Side) [][]hex.Hex {
	var prim, sec []hex.Hex
	for _, o := range g.Scenario().ObjectivesOf(side) {
		switch o.Kind {
		case scenario.Primary:
			prim = append(prim, o.Hex)
		case scenario.Secondary:
			sec = append(sec, o.Hex)
		}
	}
	var out [][]hex.Hex
	for _, h := range prim {
		out = append(out, []hex.Hex{h})
	}
	if len(sec) > 0 {
		out = append(out, sec)
	}
	return out
}

// campaign returns the set the side goes for now, choosing it anew when
// another is much cheaper than the one it holds to.
func (t *turn) campaign() []hex.Hex {
	sets := winSets(t.b, t.side)
	if len(sets) == 0 {
		return nil
	}
	best, bestCost := -1, 0.0
	for i, s := range sets {
		if c := t.setCost(s); best < 0 || c < bestCost {
			best, bestCost = i, c
		}
	}
	cur := &t.c.off
	if cur.set == nil || bestCost < keepPlan*t.setCost(cur.set) {
		*cur = offensive{set: sets[best], cost: bestCost}
	}
	return cur.set
}

// setCost is what taking the set's objectives not held yet would cost:
// the enemy worth believed in each and beside it, and the distance the
// force must cover to it.
func (t *turn) setCost(set []hex.Hex) float64 {
	cost := 0.0
	for _, h := range set {
		if t.b.Controls(t.side, h) {
			continue
		}
		here := t.defenders(h, 0)
		if !t.known(h) {
			here = unseenGarrison * t.meanEnemyWorth()
		}
		cost += here + 0.5*t.defenders(h, 1) + hexCost*t.meanDistance(h)
	}
	return cost
}

// known: the side remembers what stood in h, or its units stand in or
// beside h (they see it: an empty hex there is known to be empty).
func (t *turn) known(h hex.Hex) bool {
	if _, ok := t.c.mem.lastSeen[h]; ok {
		return true
	}
	for _, s := range t.v.OwnStacks {
		if hex.Distance(s.Hex, h) <= 1 {
			return true
		}
	}
	return slices.ContainsFunc(t.v.Enemy, func(es game.EnemyStack) bool { return es.Hex == h })
}

// defenders is the enemy worth believed at exactly distance d from h:
// the stacks seen as seen, those remembered at the mean enemy worth.
func (t *turn) defenders(h hex.Hex, d int) float64 {
	sum := 0.0
	seen := map[hex.Hex]bool{}
	for _, es := range t.v.Enemy {
		seen[es.Hex] = true
		if hex.Distance(es.Hex, h) == d && t.enemyGround(es) {
			sum += t.enemyPower(es)
		}
	}
	for at, s := range t.c.mem.lastSeen {
		if !seen[at] && hex.Distance(at, h) == d {
			sum += float64(s.Count) * t.meanEnemyWorth()
		}
	}
	return sum
}

// meanDistance is the mean distance of the side's fighting land units
// to h.
func (t *turn) meanDistance(h hex.Hex) float64 {
	sum, n := 0, 0
	for _, ou := range t.v.Own {
		if u := t.b.Unit(ou.ID); u != nil && u.Deployed() && u.Card.Ground() && len(u.Face().Weapons) > 0 {
			sum += hex.Distance(u.Hex, h)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(sum) / float64(n)
}

// objective is the next objective of the set to go for: of those not
// held, the cheapest to take; and whether taking it wins the game.
func (t *turn) objective(set []hex.Hex) (hex.Hex, bool, bool) {
	var open []hex.Hex
	for _, h := range set {
		if !t.b.Controls(t.side, h) || t.defenders(h, 0) > 0 {
			open = append(open, h)
		}
	}
	if len(open) == 0 {
		return hex.Hex{}, false, false
	}
	sort.SliceStable(open, func(i, j int) bool { return t.setCost(open[i:i+1]) < t.setCost(open[j:j+1]) })
	return open[0], len(open) == 1, true
}

// waypoint is where the force goes on the way to the objective to: when
// enemies hold it, the known enemy stack nearer to it than the force is
// that the force is nearest to — it stands in the way and must be
// cleared first; else to itself (an objective no enemy is known in is
// walked into).
func (t *turn) waypoint(to hex.Hex) hex.Hex {
	if t.defenders(to, 0) == 0 {
		return to
	}
	far := t.meanDistance(to)
	best, bestD := to, far
	for _, es := range t.v.Enemy {
		if !t.enemyGround(es) || es.Hex == to || float64(hex.Distance(es.Hex, to)) >= far {
			continue
		}
		if d := t.meanDistance(es.Hex); d < bestD || d == bestD && es.Hex.String() < best.String() {
			best, bestD = es.Hex, d
		}
	}
	return best
}

// offenceWorth is the bonus for clearing h in the weighing of an
// assault: h is the objective the campaign goes for.
func (t *turn) offenceWorth(h hex.Hex) float64 {
	set := t.campaign()
	to, wins, ok := t.objective(set)
	switch {
	case ok && to == h && wins:
		return winBonus
	case slices.Contains(set, h) || ok && t.waypoint(to) == h:
		return setBonus
	}
	return 0
}

// minWin is the least chance of clearing a hex the computer assaults
// or attacks at: its strength's, falling in the last turns, when a draw
// is what waiting brings.
func (t *turn) minWin() float64 {
	mw := t.c.str.MinWin
	limit := t.b.Scenario().TurnLimit
	if limit <= 0 {
		return mw
	}
	left := limit - t.b.Players[t.side].Turn
	if left >= lateTurns {
		return mw
	}
	return lateMinWin + (mw-lateMinWin)*float64(max(left, 0))/lateTurns
}

// stage brings the free units up to the next objective of the campaign:
// each to the reachable hex nearest it, stopping on the ring around it
// (where the assault starts from, all together) unless the objective is
// empty of enemies and can simply be walked into. Units on the ring
// already stay. Units that hold an objective of the set stay there.
// Garrisons within threatRange of the stack in the way come up too, all
// but their best defender: closing on the threat still covers them.
func (t *turn) stage(p plan, movers []game.UnitID, busy map[game.UnitID]bool,
	opts map[game.UnitID]map[string]game.MoveOption, go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	set := t.campaign()
	to, _, ok := t.objective(set)
	if !ok {
		return
	}
	for _, h := range set {
		if h != to && g.Controls(t.side, h) {
			t.holdTaken(h, busy)
		}
	}
	to = t.waypoint(to)
	keep := t.keepers(p)
	empty := p.enemies[to] == 0 && t.defenders(to, 0) == 0
	ring := stageRing
	if empty {
		ring = 0
	}
	for _, id := range movers {
		u := g.Unit(id)
		if busy[id] && (!p.held[id] || keep[id] || hex.Distance(u.Hex, to) > threatRange) || len(u.Face().Weapons) == 0 {
			continue
		}
		here := max(hex.Distance(u.Hex, to), ring)
		if here == ring {
			busy[id] = true
			continue
		}
		best, bestD, bestF := "", here, -1
		for _, k := range sortedKeys(opts[id]) {
			o := opts[id][k]
			end := o.Path[len(o.Path)-1]
			if o.Chance < minMoveChance || end != to && p.enemies[end] > 0 || end == to && !empty {
				continue
			}
			d := max(hex.Distance(end, to), ring)
			if f := p.friends[end]; d < bestD || d == bestD && best != "" && f > bestF {
				best, bestD, bestF = k, d, f
			}
		}
		if best == "" {
			continue
		}
		what := fmt.Sprintf("masses beside the objective %s for the assault", to)
		if bestD > ring {
			what = fmt.Sprintf("comes up toward the objective %s (%d hexes off)", to, bestD)
		} else if empty {
			what = fmt.Sprintf("takes the objective %s: no enemy is known there", to)
		}
		go1(id, opts[id][best].Path, fmt.Sprintf("%s %s", u.Card.Marker, what))
	}
}

// holdTaken keeps the two best fighters in an objective of the set the
// side has taken: the win needs every objective of the set held at once.
func (t *turn) holdTaken(h hex.Hex, busy map[game.UnitID]bool) {
	var here []*game.Unit
	for _, u := range t.b.Stack(h) {
		if u.Side == t.side && u.Card.Ground() && len(u.Face().Weapons) > 0 {
			here = append(here, u)
		}
	}
	sort.SliceStable(here, func(i, j int) bool { return t.defendWorth(here[i]) > t.defendWorth(here[j]) })
	for i, u := range here {
		if i >= garrison {
			break
		}
		busy[u.ID] = true
	}
}
