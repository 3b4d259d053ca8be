package ai

import (
	"fmt"
	"slices"
	"sort"

	"frontline/game"
	"frontline/game/hex"
)

// attack lists the attacks worth making, best first: for each enemy
// stack it can reach, the group of its units able to hit the stack's top
// marker, weighed by the engagement odds (what it wins if the hex is
// cleared, what each side stands to lose).
func (t *turn) attack() []Order {
	g := t.b
	p := t.plan()
	type cand struct {
		o     Order
		value float64
	}
	var cands []cand
	for i, es := range t.v.Enemy {
		if len(es.Units) == 0 {
			continue
		}
		target := es.Units[len(es.Units)-1].ID
		for gi, group := range t.groups(target) {
			if gi >= t.c.str.Groups {
				break
			}
			group = t.fit(g, group, es)
			decl := game.Command{Kind: game.CmdAttack, Side: t.side, Units: group, Target: target}
			odds, og, err := t.odds(g, decl, es, uint64(i))
			if err != nil {
				continue
			}
			decl, odds, og = t.trim(g, decl, es, odds, og, uint64(i))
			value, stake := t.weigh(og, odds, es, p)
			if odds.AttackerWins < t.minWin() && value <= stake/4 && !(t.pressing(es.Hex) && odds.AttackerWins >= pressMin) {
				continue
			}
			cands = append(cands, cand{Order{Command: decl, Reason: t.attackWhy(es.Hex, odds, p, len(group))}, value})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].value > cands[j].value })
	out := make([]Order, len(cands))
	for i, c := range cands {
		out[i] = c.o
	}
	return out
}

// groups are the attacking groups for target: every unit able to hit it,
// then (for stronger players) the units of the single hex holding most of
// them.
func (t *turn) groups(target game.UnitID) [][]game.UnitID {
	g := t.b
	var all []game.UnitID
	byHex := map[hex.Hex][]game.UnitID{}
	for _, ou := range t.v.Own {
		if slices.Contains(g.AttackTargets(ou.ID), target) {
			all = append(all, ou.ID)
			byHex[ou.Hex] = append(byHex[ou.Hex], ou.ID)
		}
	}
	if len(all) == 0 {
		return nil
	}
	out := [][]game.UnitID{all}
	var best []game.UnitID
	for _, ids := range byHex {
		if len(ids) > len(best) || len(ids) == len(best) && ids[0] < best[0] {
			best = ids
		}
	}
	if len(best) < len(all) {
		out = append(out, best)
	}
	return out
}

// weigh is an attack's expected gain in points (the stack's cost and the
// hex's worth if cleared, less the expected loss of attackers) and its
// stake (the attackers' cost).
func (t *turn) weigh(g *game.Game, o game.Odds, es game.EnemyStack, p plan) (value, stake float64) {
	for _, u := range o.Units {
		c := g.Unit(u.Unit)
		if c == nil {
			continue
		}
		cost := float64(c.Card.Cost)
		lost := u.P[game.OutDestroyed] + u.P[game.OutCaptured] + u.P[game.OutDamaged]/2
		if u.Side == t.side {
			value -= cost * lost
			stake += cost
		} else {
			value += cost * lost
		}
	}
	value += o.AttackerWins * (p.hexWorth(g, es.Hex) + t.offenceWorth(es.Hex))
	return value, stake
}

// hexWorth is what clearing a hex is worth: an objective's points, a city
// it has not held yet its points, a key city it has held half of them
// (holding it denies the enemy), a little for any other.
func (p plan) hexWorth(g *game.Game, h hex.Hex) float64 {
	for _, o := range g.Scenario().Objectives() {
		if slices.Contains(o.Hexes, h) {
			return float64(max(o.Points, 50))
		}
	}
	if c, ok := g.Scenario().Map.CityAt(h); ok {
		switch {
		case !g.Taken[string(p.side)+" "+h.String()] && c.Key:
			return game.KeyCityPoints
		case !g.Taken[string(p.side)+" "+h.String()]:
			return game.RuinedCityPoints
		case c.Key:
			return game.KeyCityPoints / 2
		}
	}
	return 5
}

func (t *turn) attackWhy(h hex.Hex, o game.Odds, p plan, n int) string {
	what := ""
	for _, ob := range t.b.Scenario().Objectives() {
		if slices.Contains(ob.Hexes, h) {
			what = ", it is an objective"
			if ob.Name != "" {
				what = ", " + ob.Name + " is an objective"
			}
		}
	}
	return fmt.Sprintf("attacks %s with %d units: %.0f %% to clear the hex%s", h, n, 100*o.AttackerWins, what)
}

// retaliate has every unit able to answer fire at the attacker it is
// likeliest to destroy with one shot of its first weapon.
func (t *turn) retaliate() Order {
	g := t.b
	cmd := game.Command{Kind: game.CmdDeclareRetaliation, Side: t.side}
	for _, id := range g.Pending.Choices {
		ts := g.RetaliationTargets(id)
		if len(ts) == 0 {
			continue
		}
		best, bestP := ts[0], -1.0
		for _, tg := range ts {
			if odds, err := g.PredictShot(id, 0, tg); err == nil && odds.Destroy > bestP {
				best, bestP = tg, odds.Destroy
			}
		}
		cmd.Units = append(cmd.Units, id)
		cmd.Targets = append(cmd.Targets, best)
	}
	return Order{Command: cmd, Reason: fmt.Sprintf("answers the attack with %d units", len(cmd.Units))}
}
