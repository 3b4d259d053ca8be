package game

import (
	"math/rand/v2"
	"slices"
)

// randomAnswer accepts or declines an offer (cease_fire.go) in random play.
func randomAnswer(g *Game, rng *rand.Rand) Command {
	opt := []string{Accept, Decline, "maybe"}[rng.IntN(3)]
	return Command{Kind: CmdAnswerTerms, Side: g.Pending.Side, Option: opt}
}

// randomSurrenderOrRepair now and then orders a repair (mostly of a
// damaged unit, with a unit of its hex), a cease fire, a surrender or a
// use of a captured unit, so random play covers them.
func randomSurrenderOrRepair(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	side := g.Pending.Side
	if !slices.ContainsFunc(g.Units, func(u *Unit) bool { return u.Side == side && u.Deployed() }) || rng.IntN(10) != 0 {
		return Command{}, false // asked at most decisions: the lists below only when drawn
	}
	var mine, hurt []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() {
			mine = append(mine, u)
			if u.Damaged {
				hurt = append(hurt, u)
			}
		}
	}
	u := mine[rng.IntN(len(mine))]
	switch rng.IntN(6) {
	case 0:
		if rng.IntN(10) == 0 {
			return Command{Kind: CmdSurrender, Side: side, Units: []UnitID{u.ID}}, true
		}
	case 1:
		terms := []string{"hold_fire", "mutual_withdraw", "pause_to_next_turn"}
		return Command{Kind: CmdOfferTerms, Side: side, Card: "cease_fire", Option: terms[rng.IntN(3)], Count: rng.IntN(7)}, true
	case 2:
		return Command{Kind: CmdDestroyCaptured, Side: side, Unit: u.ID}, true
	}
	if len(hurt) > 0 && rng.IntN(4) != 0 {
		u = hurt[rng.IntN(len(hurt))]
	}
	here := g.unitsIn(u.Hex)
	o := here[rng.IntN(len(here))]
	if u.Captured && rng.IntN(2) == 0 {
		return Command{Kind: CmdManCaptured, Side: side, Unit: u.ID, Target: o.ID}, true
	}
	return Command{Kind: CmdRepair, Side: side, Unit: u.ID, Target: o.ID}, true
}
