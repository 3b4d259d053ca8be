package game

import (
	"math/rand/v2"

	"frontline/game/hex"
)

// RandomPlayer answers every pending decision with a random legal-looking
// command (RandomCommand), drawing its choices from its own seeded stream,
// so a game between two of them is reproducible. It is the opponent of
// property tests, fuzzing and `frontline sim`.
type RandomPlayer struct {
	rng        *rand.Rand
	memo       moveMemo // random_memo.go
	miniatures float64  // miniatures_random.go: the chance to propose or accept a battle
}

// NewRandomPlayer returns a RandomPlayer whose choices follow seed.
func NewRandomPlayer(seed uint64, opts ...RandomOption) *RandomPlayer {
	p := &RandomPlayer{rng: rand.New(rand.NewPCG(seed, 99))}
	for _, o := range opts {
		o(p)
	}
	return p
}

// Next is the command for whoever must act now.
func (p *RandomPlayer) Next(g *Game) Command {
	if p.miniatures > 0 {
		if cmd, ok := randomProposal(g, p.rng, p.miniatures); ok { // miniatures_random.go
			return cmd
		}
	}
	return memoCommand(g, p.rng, &p.memo)
}

// RandomCommand picks a legal-looking order for whoever must act: a random
// move, dig-in or recon in the Movement phase, an attack in the Combat
// phase and the answers an engagement asks for (random_engagement.go),
// a deficit answer, or the end of the phase; the rules families add their
// own orders through familyOrders and decisionOrders. Refused orders are
// fine (the engine must refuse them cleanly); the game must never panic or
// break an invariant.
func RandomCommand(g *Game, rng *rand.Rand) Command { return memoCommand(g, rng, &moveMemo{}) }

// memoCommand is RandomCommand reusing memo's answers of this state.
func memoCommand(g *Game, rng *rand.Rand, memo *moveMemo) Command {
	side := g.Pending.Side
	for _, f := range decisionOrders {
		if cmd, ok := f(g, rng); ok {
			return cmd
		}
	}
	switch g.Pending.Kind {
	case DecideSupplyIdle:
		ids := append([]UnitID(nil), g.Pending.Choices...)
		rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		return Command{Kind: CmdChooseSupplyIdle, Side: side, Units: ids[:rng.IntN(len(ids)+1)]}
	case DecideRetaliation, DecideEngagementRound, DecideEngagementStart:
		return randomEngagementCommand(g, rng)
	case DecideDefensiveCombat:
		return randomDefence(g, rng)
	case DecideStandardForce, DecideStandardPlace: // random_standard_setup.go
		return randomStandardSetup(g, rng)
	case DecideTerms: // random_surrender.go
		return randomAnswer(g, rng)
	case DecideEventPick:
		return randomEventPick(g, rng) // random_event_effects.go
	case DecideMiniatures, DecideBattle:
		return randomMiniatures(g, rng) // miniatures_random.go
	case DecidePhase:
		if cmd, ok := randomFamilyOrder(g, rng); ok {
			return cmd
		}
		if g.Phase == PhaseCombat && rng.IntN(4) != 0 {
			if cmd, ok := randomAttack(g, rng); ok {
				return cmd
			}
		}
		if g.Phase == PhaseMovement && rng.IntN(8) != 0 {
			var mine []*Unit
			for _, u := range g.Units {
				// Mostly units that can still move, sometimes any unit so
				// refusals are exercised too.
				if u.Side == side && u.Deployed() && (memo.canMove(g, u.ID) || rng.IntN(10) == 0) {
					mine = append(mine, u)
				}
			}
			if len(mine) > 0 {
				u := mine[rng.IntN(len(mine))]
				switch rng.IntN(6) {
				case 0:
					return Command{Kind: CmdDigIn, Side: side, Unit: u.ID}
				case 1:
					nb := hex.Neighbors(u.Hex)
					h := nb[rng.IntN(6)]
					return Command{Kind: CmdRecon, Side: side, Unit: u.ID, Hex: &h}
				case 2:
					return Command{Kind: CmdUndoMove, Side: side}
				default:
					if mv := memo.moveOptions(g, u.ID); len(mv.keys) > 0 {
						return Command{Kind: CmdMove, Side: side, Unit: u.ID, Path: mv.opts[mv.keys[rng.IntN(len(mv.keys))]].Path}
					}
				}
			}
		}
	}
	return Command{Kind: CmdEndPhase, Side: side}
}

// familyOrders are the random orders of the rules families (random_*.go;
// a family still in progress may append its own from an init in its test
// file), tried in turn before the basic moves and attacks; each says
// false when it has nothing to offer now.
var familyOrders = []func(*Game, *rand.Rand) (Command, bool){
	func(g *Game, rng *rand.Rand) (Command, bool) { // random_obstacles.go: VI.5
		cmd, ok := randomEngineerCommand(g, rng)
		return cmd, ok && rng.IntN(6) == 0
	},
	randomSurrenderOrRepair, // random_surrender.go
	randomTransport,         // random_transport.go
	randomBombard,           // random_bombard.go
	randomNaval,             // random_naval.go
	randomFieldRepair,       // random_field_repair.go
	randomReturnToBase,      // random_air_replan.go
	randomLeaveMap,          // random_skirmish_exit.go
}

// decisionOrders come first at any decision: their families answer
// decisions of their own and add orders to the engine's ones.
var decisionOrders = []func(*Game, *rand.Rand) (Command, bool){
	randomAirCommand,        // random_air.go
	randomArtillery,         // random_artillery.go
	randomCommandDecision,   // random_command_decisions.go
	randomInterdictWithdraw, // random_interdict_withdraw.go
	randomScrambleIntercept, // random_scramble_passing.go
}

func randomFamilyOrder(g *Game, rng *rand.Rand) (Command, bool) {
	for _, f := range familyOrders {
		if cmd, ok := f(g, rng); ok {
			return cmd, true
		}
	}
	return Command{}, false
}
