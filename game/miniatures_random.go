package game

import (
	"math/rand/v2"

	"frontline/game/tactical"
	"frontline/game/units"
)

// The random player's part in Resolve by Miniatures: with a chance set by
// WithMiniatures it proposes battles and accepts them; every player, this
// one without the option included, answers a battle's decisions with the
// tactical random player's orders.

// RandomOption changes how a RandomPlayer plays.
type RandomOption func(*RandomPlayer)

// WithMiniatures makes the player propose to resolve an engagement by
// miniatures with chance p when it attacks or is asked to retaliate, and
// accept a proposal with chance p (IX.1).
func WithMiniatures(p float64) RandomOption {
	return func(r *RandomPlayer) { r.miniatures = p }
}

// randomProposal is the proposal or answer of a player with the
// miniatures chance p, or false to play as usual.
func randomProposal(g *Game, rng *rand.Rand, p float64) (Command, bool) {
	side := g.Pending.Side
	switch {
	case g.Pending.Kind == DecidePhase && g.Phase == PhaseCombat:
		if rng.Float64() < p {
			if cmd, ok := randomAttack(g, rng); ok {
				cmd.Kind = CmdAttackByMiniatures
				return cmd, true
			}
		}
	case g.Pending.Kind == DecideRetaliation && g.Miniatures == nil:
		if rng.Float64() < p {
			return Command{Kind: CmdProposeMiniatures, Side: side}, true
		}
	case g.Pending.Kind == DecideMiniatures && g.Miniatures.Offer == "":
		answer := Decline
		if rng.Float64() < p {
			answer = Accept
		}
		return Command{Kind: CmdAnswerMiniatures, Side: side, Option: answer}, true
	}
	return Command{}, false
}

// randomMiniatures answers the decisions of a proposal and a battle: a
// proposal is declined and a cease fire on the table accepted half the
// time (players with a miniatures chance answer proposals in
// randomProposal), and the table's orders are the tactical random
// player's.
func randomMiniatures(g *Game, rng *rand.Rand) Command {
	side := g.Pending.Side
	if g.Pending.Kind == DecideMiniatures {
		answer := Decline
		if g.Miniatures.Offer != "" && rng.IntN(2) == 0 {
			answer = Accept
		}
		return Command{Kind: CmdAnswerMiniatures, Side: side, Option: answer}
	}
	o, _ := tactical.RandomPlayer{R: rng}.Command(g.Battle())
	return Command{Kind: CmdBattle, Side: side, Table: &o}
}

// passSeed seeds the generator of the pass answer's placements.
const passSeed = 0x7ab1e

// battlePass is the most passive order of the battle (PassCommand): end
// the movement or the declarations; a unit to place or an aircraft that
// must fly takes an order of the tactical random player, drawn from a
// generator seeded by the log's length so that the answer depends on the
// state alone.
func (g *Game) battlePass(side units.Side) Command {
	b := g.Battle()
	var o tactical.Command
	switch {
	case b == nil || b.Pending.Kind == tactical.DecideMove:
		o.Kind = tactical.CmdEndMove
	case b.Pending.Kind == tactical.DecideDeclare:
		o.Kind = tactical.CmdEndDeclare
	default:
		o, _ = tactical.RandomPlayer{R: rand.New(rand.NewPCG(uint64(len(g.log)), passSeed))}.Command(b)
	}
	o.Side = side
	return Command{Kind: CmdBattle, Side: side, Table: &o}
}
