package game

import (
	"math/rand/v2"
)

// randomLeaveMap now and then takes a unit on the map's edge off the map
// in a Skirmish (skirmish_exit.go).
func randomLeaveMap(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	if g.Phase != PhaseMovement || g.Pending.Kind != DecidePhase || rng.IntN(20) != 0 {
		return Command{}, false
	}
	for _, u := range g.Units {
		if u.Side == g.Pending.Side && u.Deployed() && g.mapEdge(u.Hex) {
			return Command{Kind: CmdLeaveMap, Side: u.Side, Unit: u.ID}, true
		}
	}
	return Command{}, false
}
