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
func randomBombard(g *Game, rng *rand.Rand, memo *stateMemo) (Command, bool) {
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
			for _, e := range g.Units { // unitsIn(u.Hex) without the list
				if e.Deployed() && e.Hex == u.Hex && shelters(e) {
					return Command{Kind: CmdEnterShelter, Side: side, Unit: u.ID, Target: e.ID}, true
				}
			}
		}
		for _, u := range g.Units {
			if u.Side == side && groundedAircraft(u) && g.hasBombs(u) && rng.IntN(2) == 0 {
				feats := memo.featureOrders(g, side)
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
	bc := remember(memo, g, memoKey{what: "bombard"}, func() (bc bombardChoices) {
		// BombardOrders of each unit, the features worked out once, when
		// the first unit that may fire at all is met (bombardOrders
		// refuses the others before it looks at a feature).
		var feats []featureOrder
		featsKnown := g.OpenEngagement != nil || side != g.Active
		for _, u := range g.Units {
			if u.Side != side || !u.Deployed() {
				continue
			}
			bc.own = append(bc.own, u)
			if !featsKnown {
				if g.bombardBar(u, nil) != "" {
					continue // bombardOrders would refuse it so
				}
				feats, featsKnown = g.bombardFeatures(memo.featureOrders(g, side)), true
			}
			bc.legal = append(bc.legal, g.bombardOrders(u, feats)...)
		}
		return bc
	})
	legal, own := bc.legal, bc.own
	switch {
	case len(legal) > 0 && rng.IntN(4) != 0:
		return legal[rng.IntN(len(legal))], true
	case len(own) > 0 && rng.IntN(4) == 0: // most likely refused
		feats := memo.featureOrders(g, side)
		cmd := feats[rng.IntN(len(feats))]
		cmd.Units = []UnitID{own[rng.IntN(len(own))].ID}
		return cmd, true
	}
	return Command{}, false
}

// bombardChoices are the bombardments side's units may fire in this
// state, and side's units on the map.
type bombardChoices struct {
	legal []Command
	own   []*Unit
}

// featureOrders is g.featureOrders(side): they depend on the map alone,
// so they are worked out once a game.
func (m *stateMemo) featureOrders(g *Game, side units.Side) []Command {
	return rememberForGame(m, g, memoKey{what: "feature_orders", side: side}, func() []Command { return g.featureOrders(side) })
}
