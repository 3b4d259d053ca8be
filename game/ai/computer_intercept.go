package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// Interception (VI.7.1). When the enemy ends its Combat Phase with
// aircraft still in the air that have not fought, the computer scrambles
// its grounded fighters against the flight it can reach that is worth
// most, when its fighters outweigh it (interceptMargin): an aircraft shot
// down in the air costs the enemy as much as one on the ground, and its
// fighters fly home to their field.
const interceptMargin = 1.2

func (t *turn) intercepts() []Order {
	g := t.b
	byHex := map[hex.Hex][]game.UnitID{} // the passing enemy aircraft by hex
	can := map[game.UnitID][]game.UnitID{}
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || u.Card.Class != units.Aircraft || u.InFlight {
			continue
		}
		for _, tg := range g.ScrambleTargets(u.ID) {
			can[tg] = append(can[tg], u.ID)
			if th := g.Unit(tg).Hex; !contains(byHex[th], tg) {
				byHex[th] = append(byHex[th], tg)
			}
		}
	}
	hexes := make([]hex.Hex, 0, len(byHex))
	for h := range byHex {
		hexes = append(hexes, h)
	}
	sort.Slice(hexes, func(i, j int) bool { return hexes[i].String() < hexes[j].String() })
	var best Order
	bestCost := 0
	for _, h := range hexes {
		theirs, cost := 0.0, 0
		used := map[game.UnitID]bool{}
		var fs []game.UnitID
		var tgs []game.UnitID
		for _, tg := range byHex[h] {
			c := g.Unit(tg).Card
			theirs += t.worth(c)
			cost += c.Cost
			for _, id := range can[tg] {
				if !used[id] {
					used[id] = true
					fs, tgs = append(fs, id), append(tgs, tg)
					break
				}
			}
		}
		ours := 0.0
		for _, id := range fs {
			ours += t.worth(g.Unit(id).Card)
		}
		if len(fs) == 0 || ours < interceptMargin*theirs || cost <= bestCost {
			continue
		}
		home := g.Unit(fs[0]).Hex
		cmd := game.Command{Kind: game.CmdScrambleIntercept, Side: t.side, Units: fs, Targets: tgs, Hex: &home}
		if len(fs) == 1 {
			cmd.Targets, cmd.Target = nil, tgs[0]
		}
		if !t.tries(cmd) {
			continue
		}
		best, bestCost = Order{Command: cmd, Reason: fmt.Sprintf("scrambles %d fighters against the enemy aircraft passing over %s (cost %d): %.1f to 1 in the air",
			len(fs), h, cost, ours/max(theirs, 1))}, cost
	}
	if bestCost == 0 {
		return nil
	}
	return []Order{best}
}
