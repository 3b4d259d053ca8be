package game

import (
	"math/rand/v2"
)

// randomEngineerCommand lets random play order construction, clearing and
// undo (random_player.go).
func randomEngineerCommand(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	side := g.Pending.Side
	var engs []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && isEngineer(u) {
			engs = append(engs, u)
		}
	}
	if len(engs) == 0 || g.Pending.Kind != DecidePhase {
		return Command{}, false
	}
	eng := engs[rng.IntN(len(engs))]
	switch g.Phase {
	case PhaseProduction:
		if rng.IntN(4) == 0 {
			return Command{Kind: CmdUnbuy, Side: side}, true
		}
		cards := []string{"neutral.barbed_wire", "neutral.minefield", "neutral.airfield"}
		return Command{Kind: CmdBuild, Side: side, Unit: eng.ID, Card: cards[rng.IntN(len(cards))]}, true
	case PhaseMovement:
		for _, u := range g.unitsIn(eng.Hex) {
			if len(itemRows(u)) > 0 {
				return Command{Kind: CmdDetonate, Side: side, Unit: eng.ID, Target: u.ID}, true
			}
		}
		opts := []string{"bridge", "port", "airfield"}
		return Command{Kind: CmdDetonate, Side: side, Unit: eng.ID, Option: opts[rng.IntN(len(opts))]}, true
	}
	return Command{}, false
}
