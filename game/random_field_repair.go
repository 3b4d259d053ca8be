package game

import (
	"math/rand/v2"
)

// randomFieldRepair sometimes orders engineers standing on a printed
// airfield to repair it, legal or not.
func randomFieldRepair(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	if g.Phase != PhaseMovement || g.Pending.Kind != DecidePhase {
		return Command{}, false
	}
	for _, u := range g.Units {
		if u.Side != g.Pending.Side || !u.Deployed() || !u.Card.Special.Engineer {
			continue
		}
		// the dice of random play are drawn only when there is something
		// to offer, so other families' games stay as they were
		if _, ok := g.scenario.Map.AirfieldAt(u.Hex); ok && rng.IntN(8) == 0 {
			return Command{Kind: CmdRepairField, Side: u.Side, Unit: u.ID}, true
		}
	}
	return Command{}, false
}
