package game

import (
	"math/rand/v2"
)

// randomDefence answers the defensive combat offer: mostly one unit
// against one of its targets, sometimes a decline.
func randomDefence(g *Game, rng *rand.Rand) Command {
	side := g.Pending.Side
	if rng.IntN(3) == 0 || len(g.Pending.Choices) == 0 {
		return Command{Kind: CmdDeclineDefence, Side: side}
	}
	id := g.Pending.Choices[rng.IntN(len(g.Pending.Choices))]
	ts := g.DefenceTargets(id)
	if len(ts) == 0 {
		return Command{Kind: CmdDeclineDefence, Side: side}
	}
	return Command{Kind: CmdDefend, Side: side, Units: []UnitID{id}, Target: ts[rng.IntN(len(ts))]}
}
