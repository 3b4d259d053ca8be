package game

import (
	"math/rand/v2"
)

// randomAttack picks attackers that share a legal target, mostly, and now
// and then an order the engine must refuse.
func randomAttack(g *Game, rng *rand.Rand, memo *stateMemo) (Command, bool) {
	side := g.Pending.Side
	ac := remember(memo, g, memoKey{what: "attack"}, func() (ac attackChoices) {
		ac.targetsOf = map[UnitID][]UnitID{}
		var sc targetScan // the enemies and the seen set, shared by side's units
		for _, u := range g.Units {
			if u.Side != side {
				continue
			}
			if ts := g.attackTargets(u.ID, &sc); len(ts) > 0 {
				ac.ready = append(ac.ready, u)
				ac.targetsOf[u.ID] = ts
			}
		}
		return ac
	})
	ready, targetsOf := ac.ready, ac.targetsOf
	if len(ready) == 0 {
		return Command{}, false
	}
	u := ready[rng.IntN(len(ready))]
	targets := targetsOf[u.ID]
	t := targets[rng.IntN(len(targets))]
	units := []UnitID{u.ID}
	for _, o := range ready {
		if o != u && containsID(targetsOf[o.ID], t) && rng.IntN(2) == 0 {
			units = append(units, o.ID)
		}
	}
	if rng.IntN(20) == 0 { // a unit that may not attack this target
		units = append(units, g.Units[rng.IntN(len(g.Units))].ID)
	}
	return Command{Kind: CmdAttack, Side: side, Units: units, Target: t}, true
}

// attackChoices are the units of side that have targets (AttackTargets)
// in this state, and their targets.
type attackChoices struct {
	ready     []*Unit
	targetsOf map[UnitID][]UnitID
}

// randomEngagementCommand answers the defender's declaration with a random
// subset of its choices, and the attacker's next round with an occasional
// retarget.
func randomEngagementCommand(g *Game, rng *rand.Rand) Command {
	side := g.Pending.Side
	if hand := g.Players[side].Hand; len(hand) > 0 && rng.IntN(4) == 0 { // command_cards.go
		return Command{Kind: CmdPlayCard, Side: side, Card: hand[rng.IntN(len(hand))]}
	}
	if g.Pending.Kind == DecideRetaliation {
		cmd := Command{Kind: CmdDeclareRetaliation, Side: side}
		for _, id := range g.Pending.Choices {
			if ts := g.RetaliationTargets(id); len(ts) > 0 && rng.IntN(3) != 0 {
				cmd.Units = append(cmd.Units, id)
				cmd.Targets = append(cmd.Targets, ts[rng.IntN(len(ts))])
			}
		}
		return cmd
	}
	if g.Pending.Kind == DecideEngagementStart { // command_cards.go
		return Command{Kind: CmdBeginEngagement, Side: side}
	}
	cmd := Command{Kind: CmdNextRound, Side: side}
	if e := g.Engagement(); e != nil && rng.IntN(3) == 0 && len(g.Pending.Choices) > 0 {
		cmd.Units = []UnitID{g.Pending.Choices[rng.IntN(len(g.Pending.Choices))]}
		def := g.defendingIDs()
		cmd.Targets = []UnitID{def[rng.IntN(len(def))]}
	}
	return cmd
}
