package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/hex"
)

// prizes are the cities the side has not held yet: the first time it
// holds one it scores (Table II.1, a key city 25, a ruined one 20), which
// at the turn limit decides who is ahead.
func (t *turn) prizes() map[hex.Hex]float64 {
	g := t.b
	out := map[hex.Hex]float64{}
	for _, c := range g.Scenario().Map.Cities {
		pts := float64(game.RuinedCityPoints)
		if c.Key {
			pts = game.KeyCityPoints
		}
		for _, h := range c.Hexes {
			if !g.Taken[string(t.side)+" "+h.String()] {
				out[h] = pts
			}
		}
	}
	return out
}

// grabPrizes sends, to each prize no enemy is known to stand in, the
// cheapest free unit that can get there this phase: the points are worth
// more than what a lone unit risks.
func (t *turn) grabPrizes(p plan, movers []game.UnitID, busy map[game.UnitID]bool,
	opts map[game.UnitID]map[string]game.MoveOption, go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	prizes := t.prizes()
	hexes := make([]hex.Hex, 0, len(prizes))
	for h := range prizes {
		if p.enemies[h] == 0 {
			hexes = append(hexes, h)
		}
	}
	sort.Slice(hexes, func(i, j int) bool {
		return prizes[hexes[i]] > prizes[hexes[j]] || prizes[hexes[i]] == prizes[hexes[j]] && hexes[i].String() < hexes[j].String()
	})
	for _, h := range hexes {
		best, bestCost := game.UnitID(0), 0
		for _, id := range movers {
			if busy[id] {
				continue
			}
			o, ok := opts[id][h.String()]
			if !ok || o.Chance < minMoveChance {
				continue
			}
			if cost := g.Unit(id).Card.Cost; best == 0 || cost < bestCost {
				best, bestCost = id, cost
			}
		}
		if best == 0 || float64(bestCost) > 2*prizes[h] {
			continue
		}
		go1(best, opts[best][h.String()].Path, fmt.Sprintf("%s takes the city at %s: %.0f points the first time it is held",
			g.Unit(best).Card.Marker, h, prizes[h]))
	}
}
