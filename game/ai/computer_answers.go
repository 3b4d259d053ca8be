package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/hex"
)

// supplyIdle answers a supply deficit (V.3.2): the units left unsupplied
// are those farthest from the enemy it knows of, cheapest first among
// equals, until the deficit is covered; the front stays supplied.
func (t *turn) supplyIdle() []Order {
	g := t.b
	var enemy []hex.Hex
	for _, es := range t.v.Enemy {
		enemy = append(enemy, es.Hex)
	}
	for h := range t.c.mem.lastSeen {
		enemy = append(enemy, h)
	}
	ids := append([]game.UnitID(nil), g.Pending.Choices...)
	far := func(id game.UnitID) int {
		u := g.Unit(id)
		if !u.Deployed() || len(enemy) == 0 {
			return 99
		}
		return distance(u.Hex, enemy)
	}
	sort.SliceStable(ids, func(i, j int) bool {
		fi, fj := far(ids[i]), far(ids[j])
		return fi > fj || fi == fj && g.Unit(ids[i]).Card.Cost < g.Unit(ids[j]).Card.Cost
	})
	var idle []game.UnitID
	total := 0
	for _, id := range ids {
		if total >= g.Pending.MinCost {
			break
		}
		idle = append(idle, id)
		total += g.Unit(id).Card.Cost
	}
	return []Order{{Command: game.Command{Kind: game.CmdChooseSupplyIdle, Side: t.side, Units: idle},
		Reason: fmt.Sprintf("leaves %d units far from the enemy unsupplied to cover the deficit of %d", len(idle), g.Pending.MinCost)}}
}

// scramble sends every aircraft that may reach the engagement when the
// defenders there are worth defending, and brings it back to its field.
func (t *turn) scramble() []Order {
	g := t.b
	st := t.engaged()
	if st.ownCost < inspireStake || len(g.Pending.Choices) == 0 {
		return []Order{Pass(g, fmt.Sprintf("keeps its aircraft on the ground: only %d of its cost is engaged", st.ownCost))}
	}
	var out []Order
	for _, id := range g.Pending.Choices {
		base := g.Unit(id).Hex
		out = append(out, Order{Command: game.Command{Kind: game.CmdScramble, Side: t.side, Units: []game.UnitID{id}, Hex: &base},
			Reason: fmt.Sprintf("scrambles %s to the engagement over %s (%d of its cost engaged)", g.Unit(id).Card.Marker, st.at, st.ownCost)})
	}
	return out
}

// defensiveCombat (VI.2.1): the passive side attacks the enemy units that
// moved next to its own when the odds pay, as in its own Combat Phase.
func (t *turn) defensiveCombat() []Order {
	g := t.b
	p := t.plan()
	byTarget := map[game.UnitID][]game.UnitID{}
	for _, id := range g.Pending.Choices {
		for _, tg := range g.DefenceTargets(id) {
			byTarget[tg] = append(byTarget[tg], id)
		}
	}
	type cand struct {
		o     Order
		value float64
	}
	var cands []cand
	for i, es := range t.v.Enemy {
		for _, su := range es.Units {
			group := byTarget[su.ID]
			if len(group) == 0 {
				continue
			}
			group = t.fit(g, group, es)
			decl := game.Command{Kind: game.CmdDefend, Side: t.side, Units: group, Target: su.ID}
			odds, og, err := t.odds(g, decl, es, uint64(i))
			if err != nil {
				continue
			}
			value, _ := t.weigh(og, odds, es, p)
			if odds.AttackerWins < t.c.str.MinWin || value <= 0 {
				continue
			}
			cands = append(cands, cand{Order{Command: decl, Reason: fmt.Sprintf("strikes the units that moved up at %s with %d units: %.0f %% to clear them, %+.0f points expected",
				es.Hex, len(group), 100*odds.AttackerWins, value)}, value})
			break
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].value > cands[j].value })
	out := make([]Order, 0, len(cands)+1)
	for _, c := range cands {
		out = append(out, c.o)
	}
	return append(out, Order{Command: game.Command{Kind: game.CmdDeclineDefence, Side: t.side},
		Reason: "lets the units that moved up be: no defensive attack pays"})
}
