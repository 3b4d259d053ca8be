package ai

import (
	"fmt"

	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/units"
)

// Hard's lookahead. At the first move of each tactical turn Hard plays
// the battle on from its belief (table_player.go: what it sees, the
// unseen enemy left out) once per posture and sample: its own side
// moving in that posture, the enemy as the computer would, both
// firing as the computer does (on the rolloutStrength budget), dice from its own seed — the same
// seeds for every posture, so that the postures are compared on the same
// luck. It keeps the posture whose rollouts end best and moves the
// turn's units in it. The budget is a count of postures, samples and
// turns played on, never time.

// posture scales the spot score of the side's ground moves
// (table_spot.go): the pull toward its aim and the weight of the fire it
// walks into.
type posture struct {
	pull, threat float64
	name         string
}

var postures = [...]posture{
	{1, 1, "as planned"},
	{2.5, 0.5, "boldly"},
	{0.4, 1.5, "warily"},
	{4, 0.2, "at all costs"},
}

// What the end of a rollout is judged by, in worth (card cost): the
// worth of the units left on each side (half for a damaged one), each
// objective held, each point of morale between the sides, and a result.
const (
	judgeHold   = 10
	judgeMorale = 3
	judgeResult = 1000
	// rolloutCap bounds the orders of one rollout (a player that keeps
	// being refused ends it).
	rolloutCap = 2000
	// endgame: with this many turns left, rollouts play to the limit.
	endgame = 3
)

// choosePosture plays the rollouts of every posture and returns the best
// one's index and why.
func (p *ComputerTable) choosePosture(b *tactical.Battle, in *TableInput) (int, string) {
	bg := budgets[p.strength]
	seeds := make([]uint64, bg.samples)
	for i := range seeds {
		seeds[i] = p.r.Uint64()
	}
	// Near the turn limit the rollouts play to the end, where the
	// objectives decide (II.2.3) and the static score sees least.
	until := b.Turn + bg.ahead
	if left := b.Rules.TurnCap - b.Turn + 1; left <= endgame {
		until = b.Rules.TurnCap + 1
	}
	best, bv := 0, 0.0
	var vs [len(postures)]float64
	for k := range postures {
		for _, sd := range seeds {
			vs[k] += rollout(b, in, k, sd, until)
		}
		vs[k] /= float64(len(seeds))
		if k == 0 || vs[k] > bv {
			best, bv = k, vs[k]
		}
	}
	return best, fmt.Sprintf("played on %d turn(s) %d times each way, it advances %s (%.1f against %.1f as planned)",
		until-b.Turn, len(seeds), postures[best].name, bv, vs[0])
}

// rollout plays b on from its belief, side in.View.Side moving in
// posture pose, until turn until starts or the battle ends, and judges
// where it stands then. A rollout the belief cannot play on (an order
// refused twice) is judged where it stopped.
func rollout(b *tactical.Battle, in *TableInput, pose int, seed uint64, until int) float64 {
	rb := b.Fork(dice.New(seed))
	me := in.View.Side
	mine := NewComputerTable(seed^0x1, rolloutStrength)
	mine.pose = pose
	theirs := NewComputerTable(seed^0x2, rolloutStrength)
	for n := 0; n < rolloutCap && !rb.Over() && rb.Turn < until; n++ {
		d := rb.Pending
		pl, other := mine, in.Enemy
		if d.Side != me {
			pl, other = theirs, me
		}
		o := pl.decideOn(rb, &TableInput{View: outline(rb, d.Side), Enemy: other, Rules: rb.Rules, Objectives: in.Objectives})
		c := o.Command
		c.Side = d.Side
		if _, err := rb.Apply(c); err != nil {
			if _, err := rb.Apply(d.Close()); err != nil {
				break
			}
		}
	}
	return judge(rb, in)
}

// judge is how rb stands for side in.View.Side.
func judge(rb *tactical.Battle, in *TableInput) float64 {
	me := in.View.Side
	v := 0.0
	for i := range rb.Units {
		u := &rb.Units[i]
		if !u.Active() {
			continue
		}
		w := worth(u)
		if u.Damaged {
			w /= 2
		}
		if u.Side != me {
			w = -w
		}
		v += w
	}
	held := 0
	for _, o := range in.Objectives {
		switch controller(rb, o) {
		case me:
			held++
		case units.Neutral:
		default:
			held--
		}
	}
	v += judgeHold * float64(held)
	if r, ok := rb.RoleOf(me); ok && rb.Rules.Morale {
		v += judgeMorale * float64(rb.Morale[r]-rb.Morale[r.Other()])
	}
	if !rb.Over() {
		return v
	}
	switch {
	case rb.Result.Limit && held != 0:
		return v + judgeResult*float64(held)
	case rb.Result.Limit && v != 0:
		return v + judgeResult*v/max(v, -v) // the larger force left
	case rb.Result.Winner == me:
		return v + judgeResult
	case rb.Result.Winner != units.Neutral:
		return v - judgeResult
	}
	return v
}

// outline is side s's view of rb without its units: the rollout's
// players decide on rb itself, which is already the belief (their
// queries skip hidden units as they do on a belief), so the units need
// not be copied out and read back at every order.
func outline(rb *tactical.Battle, s units.Side) tactical.View {
	r, _ := rb.RoleOf(s)
	return tactical.View{Side: s, Role: r, Table: rb.Table, Turn: rb.Turn, Round: rb.Round, Step: rb.Step,
		Pending: rb.Pending, Morale: rb.Morale, Zones: rb.Zones, Declared: rb.Declared, Result: rb.Result,
		Exchange: rb.Exchange}
}
