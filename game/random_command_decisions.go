package game

import (
	"math/rand/v2"

	"frontline/game/hex"
	"frontline/game/units"
)

// randomCommandDecision answers the decisions of the command decisions
// (defender_cards.go, withdraw_move.go, encircle.go) and now and then
// plays Encircle, Push, Rush Deployment or gives up or converts an HQ, legal
// or not, so random play exercises them and their refusals.
func randomCommandDecision(g *Game, rng *rand.Rand, memo *stateMemo) (Command, bool) {
	side := g.Pending.Side
	hand := g.Players[side].Hand
	switch g.Pending.Kind {
	case DecideDefenderRound:
		if len(hand) > 0 && rng.IntN(3) == 0 {
			return Command{Kind: CmdPlayCard, Side: side, Card: hand[rng.IntN(len(hand))]}, true
		}
		return Command{Kind: CmdFightRound, Side: side}, true
	case DecideWithdrawHex:
		id := g.Pending.Choices[0]
		hs := g.WithdrawHexes(id)
		h := hex.Neighbors(g.Unit(id).Hex)[rng.IntN(6)]
		if len(hs) > 0 && rng.IntN(5) != 0 {
			h = hs[rng.IntN(len(hs))]
		}
		return Command{Kind: CmdWithdrawTo, Side: side, Unit: id, Hex: &h}, true
	case DecideEncircleResponse:
		if rng.IntN(2) == 0 {
			return Command{Kind: CmdEscapeEncircle, Side: side}, true
		}
		return Command{Kind: CmdStandEncircled, Side: side}, true
	case DecidePhase:
	default:
		return Command{}, false
	}
	if rng.IntN(12) != 0 {
		return Command{}, false
	}
	// Mostly units the order suits, now and then any unit.
	var mine, movers, staged []UnitID
	for _, u := range g.Units {
		switch {
		case u.Side != side:
		case u.Deployed():
			mine = append(mine, u.ID)
			if memo.canMove(g, u.ID) || rng.IntN(10) == 0 {
				movers = append(movers, u.ID)
			}
		case u.Place == Staged && (g.rushBar(u) == "" || rng.IntN(10) == 0):
			staged = append(staged, u.ID)
		}
	}
	pick := func(ids []UnitID) []UnitID {
		if len(ids) == 0 {
			return nil
		}
		return []UnitID{ids[rng.IntN(len(ids))]}
	}
	switch rng.IntN(5) {
	case 0:
		return Command{Kind: CmdRushDeployment, Side: side, Units: pick(staged)}, true
	case 1:
		return Command{Kind: CmdPush, Side: side, Units: pick(movers)}, true
	case 2:
		if post := ownPost(g, side); post != nil && rng.IntN(2) == 0 {
			return Command{Kind: CmdConvertPost, Side: side, Unit: post.ID}, true
		}
		return Command{Kind: CmdAbandonHQ, Side: side}, true
	}
	return randomEncircle(g, rng, mine), true
}

// randomEncircle surrounds a random enemy unit next to own units.
func randomEncircle(g *Game, rng *rand.Rand, mine []UnitID) Command {
	side := g.Pending.Side
	cmd := Command{Kind: CmdEncircle, Side: side}
	enemies := g.enemiesOnMap(side)
	if len(enemies) == 0 {
		return cmd
	}
	t := enemies[rng.IntN(len(enemies))]
	cmd.Target = t.ID
	for _, id := range mine {
		if hex.Distance(g.Unit(id).Hex, t.Hex) == 1 {
			cmd.Units = append(cmd.Units, id)
		}
	}
	open := hex.Neighbors(t.Hex)[rng.IntN(6)]
	cmd.Hex = &open
	return cmd
}

// ownPost is side's command post on the map, or nil.
func ownPost(g *Game, side units.Side) *Unit {
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && u.Card.Special.Structure == units.CommandPost {
			return u
		}
	}
	return nil
}
