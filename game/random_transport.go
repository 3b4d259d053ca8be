package game

import (
	"math/rand/v2"

	"frontline/game/units"
)

// randomTransport sometimes gives a transport order for the side whose
// phase it is (random_player.go calls it): mostly orders that fit
// (boarding a unit of the same hex with room, getting off, hitching a gun
// to the tows in its hex, unhitching), sometimes any of them for any
// unit, which must be refused without changing anything.
func randomTransport(g *Game, rng *rand.Rand) (Command, bool) {
	if g.Pending.Kind != DecidePhase || (g.Phase != PhaseMovement && g.Phase != PhaseCombat) || rng.IntN(4) != 0 {
		return Command{}, false
	}
	side := g.Pending.Side
	var mine []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() {
			mine = append(mine, u)
		}
	}
	if len(mine) == 0 {
		return Command{}, false
	}
	var fit, any []Command
	for _, u := range mine {
		off := Command{Kind: CmdDisembark, Side: side, Unit: u.ID}
		any = append(any, off)
		if u.Aboard != 0 {
			fit = append(fit, off)
		}
		if g.Phase == PhaseCombat {
			continue
		}
		var tows []UnitID
		for _, o := range mine {
			if o == u || o.Hex != u.Hex {
				continue
			}
			on := Command{Kind: CmdEmbark, Side: side, Unit: u.ID, Target: o.ID}
			any = append(any, on)
			// embarkBar refuses whatever cannot carry or be carried; the
			// room check first spares building its refusals.
			if roomTaken(u) != (hold{}) && capacity(o) != (hold{}) && g.embarkBar(u, o) == nil {
				fit = append(fit, on)
			}
			if o.Card.Special.TowCapacity != units.NoSize && len(tows) < towsNeeded(u) {
				tows = append(tows, o.ID)
			}
		}
		hitch := Command{Kind: CmdHitch, Side: side, Unit: u.ID, Units: tows}
		unhitch := Command{Kind: CmdUnhitch, Side: side, Unit: u.ID}
		any = append(any, hitch, unhitch)
		if len(u.TowedBy) > 0 {
			fit = append(fit, unhitch)
		} else if u.Card.Special.TowedGun != units.NoSize && len(tows) > 0 {
			fit = append(fit, hitch)
		}
	}
	if len(fit) > 0 && rng.IntN(5) != 0 {
		return fit[rng.IntN(len(fit))], true
	}
	return any[rng.IntN(len(any))], true
}
