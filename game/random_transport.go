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
func randomTransport(g *Game, rng *rand.Rand, memo *stateMemo) (Command, bool) {
	if g.Pending.Kind != DecidePhase || (g.Phase != PhaseMovement && g.Phase != PhaseCombat) || rng.IntN(4) != 0 {
		return Command{}, false
	}
	side := g.Pending.Side
	tc := remember(memo, g, memoKey{what: "transport"}, func() transportChoices { return transportOrders(g, side) })
	if len(tc.mine) == 0 {
		return Command{}, false
	}
	if len(tc.fit) > 0 && rng.IntN(5) != 0 {
		return tc.fit[rng.IntN(len(tc.fit))], true
	}
	return anyTransport(g, side, tc.mine, rng.IntN(tc.nAny)), true
}

// transportChoices are side's units on the map (mine), the transport
// orders among them that fit, and how many there are, fitting or not.
// Only the fitting ones are built: the one drawn from all of them is
// rebuilt by anyTransport, and building them all cost more than the rest
// of the random player.
type transportChoices struct {
	mine []*Unit
	fit  []Command
	nAny int
}

func transportOrders(g *Game, side units.Side) (tc transportChoices) {
	tc.mine = make([]*Unit, 0, len(g.Units))
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() {
			tc.mine = append(tc.mine, u)
		}
	}
	for _, u := range tc.mine {
		tc.nAny++ // get off
		if u.Aboard != 0 {
			tc.fit = append(tc.fit, Command{Kind: CmdDisembark, Side: side, Unit: u.ID})
		}
		if g.Phase == PhaseCombat {
			continue
		}
		for _, o := range tc.mine {
			if o == u || o.Hex != u.Hex {
				continue
			}
			tc.nAny++
			// embarkBar refuses whatever cannot carry or be carried; the
			// room check first spares building its refusals.
			if roomTaken(u) != (hold{}) && capacity(o) != (hold{}) && g.embarkBar(u, o, true) == nil {
				tc.fit = append(tc.fit, Command{Kind: CmdEmbark, Side: side, Unit: u.ID, Target: o.ID})
			}
		}
		tc.nAny += 2 // hitch, unhitch
		if len(u.TowedBy) > 0 {
			tc.fit = append(tc.fit, Command{Kind: CmdUnhitch, Side: side, Unit: u.ID})
		} else if u.Card.Special.TowedGun != units.NoSize {
			if tows := hitchTows(u, tc.mine); len(tows) > 0 {
				tc.fit = append(tc.fit, Command{Kind: CmdHitch, Side: side, Unit: u.ID, Units: tows})
			}
		}
	}
	return tc
}

// anyTransport is the k-th of all the transport orders randomTransport
// counts, fitting or not, for each unit of mine in turn: get off, board
// each other unit of its hex, hitch to the tows there, unhitch (the last
// three in the Movement Phase only).
func anyTransport(g *Game, side units.Side, mine []*Unit, k int) Command {
	for _, u := range mine {
		if k == 0 {
			return Command{Kind: CmdDisembark, Side: side, Unit: u.ID}
		}
		k--
		if g.Phase == PhaseCombat {
			continue
		}
		for _, o := range mine {
			if o == u || o.Hex != u.Hex {
				continue
			}
			if k == 0 {
				return Command{Kind: CmdEmbark, Side: side, Unit: u.ID, Target: o.ID}
			}
			k--
		}
		switch k {
		case 0:
			return Command{Kind: CmdHitch, Side: side, Unit: u.ID, Units: hitchTows(u, mine)}
		case 1:
			return Command{Kind: CmdUnhitch, Side: side, Unit: u.ID}
		}
		k -= 2
	}
	panic("game: anyTransport counted wrong")
}

// hitchTows are the tows a random hitch order names for u: the first
// units of mine in its hex that can tow, as many as it needs.
func hitchTows(u *Unit, mine []*Unit) []UnitID {
	var tows []UnitID
	for _, o := range mine {
		if o != u && o.Hex == u.Hex && o.Card.Special.TowCapacity != units.NoSize && len(tows) < towsNeeded(u) {
			tows = append(tows, o.ID)
		}
	}
	return tows
}
