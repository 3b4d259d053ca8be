package game

import (
	"math/rand/v2"

	"frontline/game/hex"
	"frontline/game/units"
)

// randomBombard lets random play bombard map features (random_player.go):
// in the Movement Phase infantry go into or out of emplacements and
// bombers fly to features; in the Combat Phase a unit that may harm a
// feature fires at it, and now and then a unit tries one it may not.
func randomBombard(g *Game, rng *rand.Rand) (Command, bool) {
	if g.Pending.Kind != DecidePhase || rng.IntN(3) != 0 {
		return Command{}, false
	}
	side := g.Pending.Side
	if g.Phase == PhaseMovement { // shelter in an emplacement, or send a bomber over a feature
		for _, u := range g.Units {
			if u.Side != side || !u.Deployed() || u.Card.Class != units.Infantry || rng.IntN(2) == 0 {
				continue
			}
			if g.shelterOf(u) != nil {
				return Command{Kind: CmdLeaveShelter, Side: side, Unit: u.ID}, true
			}
			for _, e := range g.unitsIn(u.Hex) {
				if shelters(e) {
					return Command{Kind: CmdEnterShelter, Side: side, Unit: u.ID, Target: e.ID}, true
				}
			}
		}
		for _, u := range g.Units {
			if u.Side == side && groundedAircraft(u) && g.hasBombs(u) && rng.IntN(2) == 0 {
				feats := g.featureOrders(side)
				f := feats[rng.IntN(len(feats))]
				h := f.Path
				if f.Hex != nil {
					h = []hex.Hex{*f.Hex}
				}
				return Command{Kind: CmdSortie, Side: side, Unit: u.ID, Option: MissionBomb, Hex: &h[0], Path: []hex.Hex{h[0], u.Hex}}, true
			}
		}
		return Command{}, false
	}
	if g.Phase != PhaseCombat {
		return Command{}, false
	}
	var legal []Command
	var own []*Unit
	var feats []featureOrder // BombardOrders of each unit, the features worked out once
	if g.OpenEngagement == nil && side == g.Active {
		feats = g.bombardFeatures(side)
	}
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() {
			legal = append(legal, g.bombardOrders(u, feats)...)
			own = append(own, u)
		}
	}
	switch {
	case len(legal) > 0 && rng.IntN(4) != 0:
		return legal[rng.IntN(len(legal))], true
	case len(own) > 0 && rng.IntN(4) == 0: // most likely refused
		feats := g.featureOrders(side)
		cmd := feats[rng.IntN(len(feats))]
		cmd.Units = []UnitID{own[rng.IntN(len(own))].ID}
		return cmd, true
	}
	return Command{}, false
}
