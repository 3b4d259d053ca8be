package game

import (
	"math/rand/v2"
	"slices"
)

// randomReturnToBase now and then sends an own aircraft in flight home to
// the last field of its plan in the Combat Phase (air_replan.go).
func randomReturnToBase(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	if g.Phase != PhaseCombat || g.Pending.Kind != DecidePhase || rng.IntN(8) != 0 {
		return Command{}, false
	}
	for _, s := range g.Sorties {
		if s.Side == g.Pending.Side && len(s.Waypoints) > 0 {
			h := s.Waypoints[len(s.Waypoints)-1]
			return Command{Kind: CmdReturnToBase, Side: s.Side, Units: slices.Clone(s.Units), Hex: &h}, true
		}
	}
	return Command{}, false
}
