package game

import (
	"slices"
	"sort"

	"frontline/game/units"
)

// PassCommand returns the most passive legal answer to the pending
// decision: end the phase, decline a reaction, retaliate with nobody, fight
// the next round, or leave the cheapest units idle for a supply deficit.
// Clients offer it as "skip", automated players fall back on it, and a test
// checks every decision kind a command answers has one, so no decision can
// leave a program without a legal move.
func PassCommand(g *Game) Command {
	side := g.Pending.Side
	switch g.Pending.Kind {
	case DecideSupplyIdle:
		return Command{Kind: CmdChooseSupplyIdle, Side: side, Units: g.cheapestIdle()}
	case DecideRetaliation:
		return Command{Kind: CmdDeclareRetaliation, Side: side}
	case DecideEngagementRound:
		return Command{Kind: CmdNextRound, Side: side}
	case DecideEngagementStart:
		return Command{Kind: CmdBeginEngagement, Side: side}
	case DecideDefensiveCombat:
		return Command{Kind: CmdDeclineDefence, Side: side}
	case DecideDefenderRound:
		return Command{Kind: CmdFightRound, Side: side}
	case DecideEncircleResponse:
		return Command{Kind: CmdStandEncircled, Side: side}
	case DecideWithdrawHex:
		cmd := Command{Kind: CmdWithdrawTo, Side: side}
		if len(g.Pending.Choices) > 0 {
			cmd.Unit = g.Pending.Choices[0]
			if hs := g.WithdrawHexes(cmd.Unit); len(hs) > 0 {
				cmd.Hex = &hs[0]
			}
		}
		return cmd
	case DecideEventPick:
		return g.eventPickPass(side)
	case DecideScramble:
		return Command{Kind: CmdScramble, Side: side}
	case DecideInterdictWithdraw:
		return Command{Kind: CmdLetWithdraw, Side: side}
	case DecideTerms:
		return Command{Kind: CmdAnswerTerms, Side: side, Option: Decline}
	case DecideStandardForce:
		return Command{Kind: CmdSetupConfirm, Side: side}
	case DecideStandardPlace:
		return g.setupPass(side)
	case DecideMiniatures: // miniatures.go (IX.1)
		return Command{Kind: CmdAnswerMiniatures, Side: side, Option: Decline}
	case DecideBattle:
		return g.battlePass(side) // miniatures_random.go
	}
	return Command{Kind: CmdEndPhase, Side: side}
}

// setupPass places the next unplaced marker on the first hex of the zone
// that takes it, and confirms once every marker is placed (Inset II.1).
func (g *Game) setupPass(side units.Side) Command {
	for _, u := range g.Staged(side) {
		if u.Mans != 0 || slices.Contains(g.Setup.Placed[side], u.ID) {
			continue
		}
		for _, h := range g.zoneHexes(side) {
			if g.setupSiteBar(side, u.Card, h) == nil {
				return Command{Kind: CmdSetupPlace, Side: side, Unit: u.ID, Hex: &h}
			}
		}
	}
	return Command{Kind: CmdSetupConfirm, Side: side}
}

// eventPickPass names no units when the card lets the player choose up to
// a number, else the first choices it must name (III.6.3).
func (g *Game) eventPickPass(side units.Side) Command {
	cmd := Command{Kind: CmdEventPick, Side: side}
	if p := g.EventPick; p != nil && !p.UpTo {
		cmd.Units = append(cmd.Units, g.Pending.Choices[:min(p.Count, len(g.Pending.Choices))]...)
	}
	for _, id := range cmd.Units {
		if hs := g.EventPickHexes(id); len(hs) > 0 {
			cmd.Path = append(cmd.Path, hs[0])
		}
	}
	return cmd
}

// cheapestIdle picks the cheapest eligible units until the deficit is
// covered (V.3.2), counting as chooseSupplyIdle does: a crew brings the
// unit it operates along, and nothing counts twice.
func (g *Game) cheapestIdle() []UnitID {
	ids := append([]UnitID(nil), g.Pending.Choices...)
	cost := func(id UnitID) int {
		u := g.Unit(id)
		c := u.Card.Cost
		if u.Mans != 0 && Supplied(g.Unit(u.Mans)) {
			c += g.Unit(u.Mans).Card.Cost
		}
		return c
	}
	sort.SliceStable(ids, func(i, j int) bool { return cost(ids[i]) < cost(ids[j]) })
	chosen, total := map[UnitID]bool{}, 0
	add := func(id UnitID) {
		if !chosen[id] {
			chosen[id] = true
			total += g.Unit(id).Card.Cost
		}
	}
	for i, id := range ids {
		if total >= g.Pending.MinCost {
			return ids[:i]
		}
		add(id)
		if u := g.Unit(id); u.Mans != 0 && Supplied(g.Unit(u.Mans)) {
			add(u.Mans)
		}
	}
	return ids
}
