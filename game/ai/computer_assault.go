package ai

import (
	"fmt"
	"slices"
	"sort"

	"frontline/game"
	"frontline/game/hex"
)

// Operational combat happens inside a hex (most weapons' operational range
// is 0, V.5.2): to attack, units move into the enemy's hex in the Movement
// Phase. assaults picks the enemy stacks worth it: for each stack its free
// units can reach this phase, most valuable hexes first, it tries the moves
// on a copy of its Belief (terrain checks and obstacles rolled on its own
// dice), ends the phase there and weighs the engagement that would follow
// against the stack as it guesses it (computer_odds.go). Only assaults
// likely to clear the hex and worth more than they cost are made.
type assault struct {
	hex      hex.Hex
	units    int
	win      float64 // chance to clear the hex
	value    float64 // expected points won less lost
	targeted bool    // an objective or a key city
	hitRun   bool    // declared Hit & Run (computer_hitrun.go)
	paths    map[game.UnitID][]hex.Hex
}

// assaultPrefilter: the fighting power (worth) brought against what is
// believed to be there below which no assault is tried on a copy.
const assaultPrefilter = 0.8

func (t *turn) assaults(p plan, free func(game.UnitID) bool, opts map[game.UnitID]map[string]game.MoveOption) []assault {
	g := t.b
	stacks := map[hex.Hex]game.EnemyStack{}
	for _, es := range t.v.Enemy {
		if t.enemyGround(es) && len(es.Units) > 0 {
			stacks[es.Hex] = es
		}
	}
	if len(stacks) == 0 {
		return nil
	}
	type reach struct {
		paths   map[game.UnitID][]hex.Hex
		already float64       // worth of own units in the hex
		in      []game.UnitID // and which they are
	}
	can := map[hex.Hex]*reach{}
	for h := range stacks {
		can[h] = &reach{paths: map[game.UnitID][]hex.Hex{}}
	}
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || !u.Card.Ground() || u.Mans != 0 || len(u.Face().Weapons) == 0 {
			continue
		}
		if r, ok := can[u.Hex]; ok { // already in, fights there
			r.already += t.worth(u.Card)
			r.in = append(r.in, u.ID)
			continue
		}
		if !free(u.ID) {
			continue
		}
		for _, o := range opts[u.ID] {
			if r, ok := can[o.Path[len(o.Path)-1]]; ok && o.Chance >= minMoveChance {
				r.paths[u.ID] = o.Path
			}
		}
	}
	hexes := make([]hex.Hex, 0, len(can))
	for h, r := range can {
		if len(r.paths) > 0 {
			hexes = append(hexes, h)
		}
	}
	sort.Slice(hexes, func(i, j int) bool {
		wi, wj := p.hexWorth(g, hexes[i]), p.hexWorth(g, hexes[j])
		return wi > wj || wi == wj && hexes[i].String() < hexes[j].String()
	})
	taken := map[game.UnitID]bool{}
	var out []assault
	for i, h := range hexes {
		r := can[h]
		var free []game.UnitID
		for id := range r.paths {
			if !taken[id] {
				free = append(free, id)
			}
		}
		slices.Sort(free)
		paths := map[game.UnitID][]hex.Hex{}
		power := r.already
		for _, id := range t.fit(g, append(free, r.in...), stacks[h]) {
			if _, in := r.paths[id]; !in || taken[id] {
				continue
			}
			paths[id] = r.paths[id]
			power += t.worth(g.Unit(id).Card)
		}
		if len(paths) == 0 || power < assaultPrefilter*t.enemyPower(stacks[h]) {
			continue
		}
		a, ok := t.tryAssault(p, stacks[h], paths, uint64(i))
		if !ok {
			continue
		}
		for id := range paths {
			taken[id] = true
		}
		out = append(out, a)
	}
	return out
}

// tryAssault moves the units of paths into the stack's hex on a copy of
// the Belief, ends the Movement Phase there and weighs the attack of every
// unit then in the hex on the stack's top marker.
func (t *turn) tryAssault(p plan, es game.EnemyStack, paths map[game.UnitID][]hex.Hex, salt uint64) (assault, bool) {
	c := t.b.Clone()
	ids := make([]game.UnitID, 0, len(paths))
	for id := range paths {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	hitRun := hitAndRun(c, ids) && declareHitAndRun(c, t.side, ids)
	lost := 0.0 // cost of units lost on the way (obstacles)
	for _, id := range ids {
		if _, err := c.Apply(game.Command{Kind: game.CmdMove, Side: t.side, Unit: id, Path: paths[id]}); err != nil {
			delete(paths, id)
			continue
		}
		if u := c.Unit(id); !u.Deployed() {
			lost += float64(u.Card.Cost)
		}
	}
	if len(paths) == 0 {
		return assault{}, false
	}
	if _, err := c.Apply(game.Command{Kind: game.CmdEndPhase, Side: t.side}); err != nil ||
		c.Phase != game.PhaseCombat || c.Pending.Kind != game.DecidePhase || c.Pending.Side != t.side {
		return assault{}, false
	}
	target := es.Units[len(es.Units)-1].ID
	var group []game.UnitID
	for _, u := range c.Stack(es.Hex) {
		if u.Side == t.side && contains(c.AttackTargets(u.ID), target) {
			group = append(group, u.ID)
		}
	}
	if len(group) == 0 {
		return assault{}, false
	}
	group = t.fit(c, group, es)
	decl := game.Command{Kind: game.CmdAttack, Side: t.side, Units: group, Target: target}
	odds, og, err := t.odds(c, decl, es, salt)
	if err != nil {
		return assault{}, false
	}
	value, _ := t.weigh(og, odds, es, p)
	value -= lost
	if odds.AttackerWins < t.minWin() || value <= 0 {
		return assault{}, false
	}
	return assault{hex: es.Hex, units: len(paths), win: odds.AttackerWins, value: value,
		targeted: p.hexWorth(t.b, es.Hex) > 5, hitRun: hitRun, paths: paths}, true
}

// enemyGround: the stack holds an enemy unit on the ground that fights
// (aircraft in flight are met in the air; posts and obstacles alone are
// no stack to assault but are taken by walking in).
func (t *turn) enemyGround(es game.EnemyStack) bool {
	for _, su := range es.Units {
		if c, ok := t.b.Card(su.Card); ok && c.Ground() && !su.InFlight {
			return true
		}
	}
	return false
}

// enemyPower is what the computer believes an enemy stack can fight with:
// the markers it sees, and for each one it does not the average of the
// enemy cards it has seen.
func (t *turn) enemyPower(es game.EnemyStack) float64 {
	sum := 0.0
	for _, su := range es.Units {
		if c, ok := t.b.Card(su.Card); ok {
			sum += t.worth(c)
		}
	}
	return sum + float64(es.Count-len(es.Units))*t.meanEnemyWorth()
}

// meanEnemyWorth is the mean worth of the enemy cards seen so far.
func (t *turn) meanEnemyWorth() float64 {
	sum, n := 0.0, 0
	for card := range t.c.mem.cards {
		if c, ok := t.b.Card(card); ok && c.Ground() {
			sum += t.worth(c)
			n++
		}
	}
	if n == 0 {
		return 60
	}
	return sum / float64(n)
}

func (a assault) why(name string) string {
	s := fmt.Sprintf("%s goes into %s to attack with %d units: %.0f %% to clear the hex on what it has seen there, %+.0f points expected",
		name, a.hex, a.units, 100*a.win, a.value)
	if a.targeted {
		s += ", a place worth taking"
	}
	return s
}
