package game

import (
	"math/rand/v2"
)

// randomScrambleIntercept sometimes scrambles a passive fighter against a
// passing flight at the defensive combat offer (scramble_passing.go).
func randomScrambleIntercept(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	if g.Pending.Kind != DecideDefensiveCombat || rng.IntN(2) != 0 {
		return Command{}, false
	}
	for _, id := range g.Pending.Choices {
		if ts := g.ScrambleTargets(id); len(ts) > 0 {
			u := g.Unit(id)
			back := u.Hex
			return Command{Kind: CmdScrambleIntercept, Side: g.Pending.Side, Units: []UnitID{id}, Target: ts[rng.IntN(len(ts))], Hex: &back}, true
		}
	}
	return Command{}, false
}
