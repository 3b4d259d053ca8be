package ai

import (
	"fmt"
	"math"
	"slices"

	"frontline/game"
	"frontline/game/hex"
)

// A dug-in stack behind a minefield is more than one attack group can
// clear: the fast odds hold twelve fighters on both sides, so a group
// against a stack of seven is five strong. The computer therefore moves
// every free unit that can reach the stack in the campaign's way into its
// hex at once and attacks in waves in the Combat Phase, each wave the
// strongest units that have not attacked yet. It weighs the first wave on
// a copy of its Belief and counts the waves as tries of that chance.

const (
	// massWaves: at most this many waves are counted.
	massWaves = 6
	// massFirstWave: the least chance of the first wave clearing the hex;
	// below it the waves only feed the defenders.
	massFirstWave = 0.25
)

// massAssault sends the units that can reach the campaign's next stack
// in together when the waves' chance to clear it is at least minWin.
// Garrisons join too, all but the best defender of each: the stack that
// threatens their objective is often the one in the way, and clearing it
// ends the threat.
func (t *turn) massAssault(p plan, busy map[game.UnitID]bool, opts map[game.UnitID]map[string]game.MoveOption,
	go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	to, _, ok := t.objective(t.campaign())
	if !ok {
		return
	}
	to = t.waypoint(to)
	i := slices.IndexFunc(t.v.Enemy, func(es game.EnemyStack) bool { return es.Hex == to && t.enemyGround(es) && len(es.Units) > 0 })
	if i < 0 {
		return
	}
	es := t.v.Enemy[i]
	keep := t.keepers(p)
	paths := map[game.UnitID][]hex.Hex{}
	var ids []game.UnitID
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || busy[u.ID] && (!p.held[u.ID] || keep[u.ID]) || !u.Deployed() || !u.Card.Ground() || u.Mans != 0 || len(u.Face().Weapons) == 0 || u.Hex == to {
			continue
		}
		if o, ok := opts[u.ID][to.String()]; ok && o.Chance >= minMoveChance {
			paths[u.ID] = o.Path
			ids = append(ids, u.ID)
		}
	}
	if len(ids) == 0 {
		return
	}
	slices.Sort(ids)
	first, value, waves, ok := t.waves(p, es, ids, paths)
	if !ok || first < massFirstWave || value <= 0 {
		return
	}
	all := 1 - math.Pow(1-first, float64(min(waves, massWaves)))
	if all < t.minWin() {
		return
	}
	for _, id := range ids {
		if _, in := paths[id]; in {
			go1(id, paths[id], fmt.Sprintf("%s joins the assault on %s with %d units in %d waves: %.0f %% to clear it (%.0f %% the first wave)",
				g.Unit(id).Card.Marker, to, len(paths), waves, 100*all, 100*first))
		}
	}
}

// keepers are the best defender of each garrison: they never leave.
func (t *turn) keepers(p plan) map[game.UnitID]bool {
	best := map[hex.Hex]*game.Unit{}
	for id := range p.held {
		u := t.b.Unit(id)
		if b := best[u.Hex]; b == nil || t.defendWorth(u) > t.defendWorth(b) || t.defendWorth(u) == t.defendWorth(b) && u.ID < b.ID {
			best[u.Hex] = u
		}
	}
	out := map[game.UnitID]bool{}
	for _, u := range best {
		out[u.ID] = true
	}
	return out
}

// waves moves ids along their paths on a copy of the Belief (those that
// fail are dropped from paths), ends the Movement Phase and weighs the
// first wave of the units then in the stack's hex; it returns that
// wave's chance to clear the hex, its expected points (weigh) and the
// number of waves they make.
func (t *turn) waves(p plan, es game.EnemyStack, ids []game.UnitID, paths map[game.UnitID][]hex.Hex) (float64, float64, int, bool) {
	c := t.b.Clone()
	for _, id := range ids {
		if _, err := c.Apply(game.Command{Kind: game.CmdMove, Side: t.side, Unit: id, Path: paths[id]}); err != nil || !c.Unit(id).Deployed() {
			delete(paths, id)
		}
	}
	if len(paths) == 0 {
		return 0, 0, 0, false
	}
	if _, err := c.Apply(game.Command{Kind: game.CmdEndPhase, Side: t.side}); err != nil ||
		c.Phase != game.PhaseCombat || c.Pending.Kind != game.DecidePhase || c.Pending.Side != t.side {
		return 0, 0, 0, false
	}
	target := es.Units[len(es.Units)-1].ID
	var able []game.UnitID
	for _, u := range c.Stack(es.Hex) {
		if u.Side == t.side && contains(c.AttackTargets(u.ID), target) {
			able = append(able, u.ID)
		}
	}
	if len(able) == 0 {
		return 0, 0, 0, false
	}
	first := t.fit(c, able, es)
	n := 0
	for rest := able; len(rest) > 0; n++ {
		w := t.fit(c, rest, es)
		rest = slices.DeleteFunc(slices.Clone(rest), func(id game.UnitID) bool { return slices.Contains(w, id) })
	}
	odds, og, err := t.odds(c, game.Command{Kind: game.CmdAttack, Side: t.side, Units: first, Target: target}, es, 7)
	if err != nil {
		return 0, 0, 0, false
	}
	value, _ := t.weigh(og, odds, es, p)
	return odds.AttackerWins, value, n, true
}

// pressMin: the least chance at which pressing units still attack.
const pressMin = 0.2

// pressing: the side's units stand in the campaign's next stack's hex, two
// or more: they attack there even at poor odds (each wave weakens it).
func (t *turn) pressing(h hex.Hex) bool {
	to, _, ok := t.objective(t.campaign())
	if !ok || t.waypoint(to) != h {
		return false
	}
	n := 0
	for _, ou := range t.v.Own {
		if ou.Hex == h {
			n++
		}
	}
	return n >= 2
}
