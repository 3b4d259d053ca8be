package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/units"
)

// The second ply of Hard (opBudget.Replies). A plan of the Movement Phase
// leaves some units standing in contact with enemy stacks without
// attacking them (advances, not assaults). Hard checks the plan against
// the enemy's reply: it plays the plan out on copies of its Belief,
// then its own Combat Phase and the enemy's whole turn with the greedy
// Advancer on both sides (the enemy's likeliest answer: go for what it can
// hit), and does the same for the cautious plan that keeps those units
// where they are. It gives the plan whose outcome it scores better: the
// Table II.1 points and the cost destroyed, its own less the enemy's,
// summed over Replies rollouts with the same dice for both plans.

// exposed: the planned advance ends within contact of an enemy stack it
// does not attack (assaults end in the enemy's hex).
func (t *turn) exposed(o Order, p plan) bool {
	if o.Kind != game.CmdMove || len(o.Path) == 0 {
		return false
	}
	to := o.Path[len(o.Path)-1]
	return p.enemies[to] == 0 && t.nearestEnemy(to) <= contact && distance(to, p.goals) > 0
}

// checkReplies returns orders, or the cautious plan when the enemy's
// reply makes it the better one.
func (t *turn) checkReplies(orders []Order, p plan) []Order {
	n := t.c.str.Replies
	if n == 0 || len(p.goals) == 0 {
		return orders
	}
	var cautious []Order
	for _, o := range orders {
		if !t.exposed(o, p) {
			cautious = append(cautious, o)
		}
	}
	if len(cautious) == len(orders) {
		return orders
	}
	bold, safe := 0.0, 0.0
	for i := range n {
		seed := t.c.seed ^ uint64(t.b.Step)<<8 ^ uint64(i)
		bold += t.rollout(orders, seed)
		safe += t.rollout(cautious, seed)
	}
	if safe <= bold {
		return orders
	}
	for i, o := range cautious {
		if o.Kind == game.CmdMove {
			cautious[i].Reason += fmt.Sprintf(" (it keeps %d units out of the enemy's reach: played out, the enemy's reply costs it %.0f less)",
				len(orders)-len(cautious), (safe-bold)/float64(n))
		}
	}
	return cautious
}

// replyLimit bounds the commands of one rollout.
const replyLimit = 600

// rollout plays orders on a copy of the Belief, then on with the
// Advancer for both sides until the side's next Production Phase, and
// scores the outcome for the side.
func (t *turn) rollout(orders []Order, seed uint64) float64 {
	c := t.b.Clone()
	for _, o := range orders {
		c.Apply(o.Command) // an order the copy refuses is left out, as the engine would refuse it
	}
	side, enemy := t.side, game.Enemy(t.side)
	before := outcome(c, side, enemy)
	step := c.Step
	players := map[units.Side]Player{side: NewAdvancer(seed), enemy: NewAdvancer(seed + 1)}
	seats := map[units.Side]*game.Seat{side: game.NewSeat(c, side), enemy: game.NewSeat(c, enemy)}
	for n := 0; n < replyLimit && !c.Over; n++ {
		if c.Step > step && c.Active == side && c.Phase == game.PhaseProduction {
			break
		}
		pl := players[c.Pending.Side]
		o := pl.Next(seats[c.Pending.Side])
		if _, err := c.Apply(o.Command); err != nil {
			pl.Refused(o.Command, err)
			if _, err := c.Apply(game.PassCommand(c)); err != nil {
				break
			}
		}
	}
	return outcome(c, side, enemy) - before
}

// outcome is side's Table II.1 score and destroyed cost less the enemy's.
func outcome(c *game.Game, side, enemy units.Side) float64 {
	return float64(c.Score(side) - c.Score(enemy) + c.DestroyedCost(side) - c.DestroyedCost(enemy))
}
