package game

import (
	"math/rand/v2"
)

// randomStandardSetup picks a setup order for random play: mostly legal
// purchases and placements, sometimes undo, refusals or an early confirm.
func randomStandardSetup(g *Game, rng *rand.Rand) Command {
	side := g.Pending.Side
	if g.Pending.Kind == DecideStandardForce {
		switch r := rng.IntN(10); {
		case r == 0:
			return Command{Kind: CmdSetupUnbuy, Side: side}
		case r == 1:
			return Command{Kind: CmdSetupConfirm, Side: side}
		}
		offers := g.Buyable(side)
		o := offers[rng.IntN(len(offers))]
		return Command{Kind: CmdSetupBuy, Side: side, Card: o.Card, Count: rng.IntN(3)}
	}
	var waiting []*Unit
	for _, u := range g.Staged(side) {
		if u.Mans == 0 && (rng.IntN(8) == 0 || !containsID(g.Setup.Placed[side], u.ID)) {
			waiting = append(waiting, u)
		}
	}
	if len(waiting) == 0 {
		return Command{Kind: CmdSetupConfirm, Side: side}
	}
	u := waiting[rng.IntN(len(waiting))]
	if rng.IntN(10) == 0 {
		return Command{Kind: CmdSetupUnplace, Side: side, Unit: u.ID}
	}
	zone := g.zoneHexes(side)
	if u.ID == g.Setup.HQ[side] && rng.IntN(2) == 0 {
		zone = g.scenario.Standard.HQOptions(side)
	}
	h := zone[rng.IntN(len(zone))]
	return Command{Kind: CmdSetupPlace, Side: side, Unit: u.ID, Hex: &h}
}
