package game

import (
	"math/rand/v2"

	"frontline/game/hex"
)

// randomNaval sometimes gives an order to one of the active side's ships
// in its Movement Phase (random_player.go calls it): a passenger tries
// to get off (refused where the ship may not unload), a unit in its hex
// boards, or the ship sails, mostly to a hex MoveOptions offers,
// sometimes to any neighbouring hex, land included, which must be
// refused without changing anything.
func randomNaval(g *Game, rng *rand.Rand, memo *stateMemo) (Command, bool) {
	if g.Pending.Kind != DecidePhase || g.Phase != PhaseMovement || rng.IntN(3) != 0 {
		return Command{}, false
	}
	side := g.Pending.Side
	var ships []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && isShip(u) {
			ships = append(ships, u)
		}
	}
	if len(ships) == 0 {
		return Command{}, false
	}
	u := ships[rng.IntN(len(ships))]
	for _, p := range g.passengers(u) {
		if rng.IntN(2) == 0 {
			return Command{Kind: CmdDisembark, Side: side, Unit: p.ID}, true
		}
	}
	for _, p := range g.unitsIn(u.Hex) {
		if g.embarkBar(p, u, true) == nil && rng.IntN(2) == 0 {
			return Command{Kind: CmdEmbark, Side: side, Unit: p.ID, Target: u.ID}, true
		}
	}
	mv := memo.moveOptions(g, u.ID)
	if len(mv) == 0 || rng.IntN(6) == 0 {
		return Command{Kind: CmdMove, Side: side, Unit: u.ID, Path: []hex.Hex{hex.Neighbors(u.Hex)[rng.IntN(6)]}}, true
	}
	return Command{Kind: CmdMove, Side: side, Unit: u.ID, Path: mv[rng.IntN(len(mv))].Path}, true
}
