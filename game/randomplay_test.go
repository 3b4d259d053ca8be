package game

import (
	"math/rand/v2"
	"sort"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// randomCommand picks a legal-looking order for whoever must act: a random
// move, dig-in or recon in the Movement phase, an attack in the Combat
// phase and the answers an engagement asks for (engagement_random_test.go),
// a deficit answer, or the end of the phase. Refused orders are fine (the
// engine must refuse them cleanly); the game must never panic or break an
// invariant.
func randomCommand(g *Game, rng *rand.Rand) Command {
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
	case DecideStandardForce, DecideStandardPlace: // standard_setup_test.go
		return randomStandardSetup(g, rng)
	case DecideTerms: // surrender_test.go
		return randomAnswer(g, rng)
	case DecideEventPick:
		return randomEventPick(g, rng) // event_effects_test.go
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
				if u.Side == side && u.Deployed() && (g.CanMove(u.ID) == nil || rng.IntN(10) == 0) {
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
					opts := g.MoveOptions(u.ID)
					keys := make([]string, 0, len(opts))
					for k := range opts {
						keys = append(keys, k)
					}
					sort.Strings(keys)
					if len(keys) > 0 {
						return Command{Kind: CmdMove, Side: side, Unit: u.ID, Path: opts[keys[rng.IntN(len(keys))]].Path}
					}
				}
			}
		}
	}
	return Command{Kind: CmdEndPhase, Side: side}
}

// familyOrders are the random orders of the rules families with their own
// test files, tried in turn before the basic moves and attacks; each says
// false when it has nothing to offer now.
var familyOrders = []func(*Game, *rand.Rand) (Command, bool){
	func(g *Game, rng *rand.Rand) (Command, bool) { // obstacles_test.go: VI.5
		cmd, ok := randomEngineerCommand(g, rng)
		return cmd, ok && rng.IntN(6) == 0
	},
	randomSurrenderOrRepair, // surrender_test.go
	randomTransport,         // transport_random_test.go
	randomBombard,           // bombard_test.go
	randomNaval,             // naval_random_test.go
}

// decisionOrders come first at any decision: their families answer
// decisions of their own and add orders to the engine's ones.
var decisionOrders = []func(*Game, *rand.Rand) (Command, bool){
	randomAirCommand,      // air_random_test.go
	randomArtillery,       // artillery_random_test.go
	randomCommandDecision, // command_decisions_random_test.go
}

func randomFamilyOrder(g *Game, rng *rand.Rand) (Command, bool) {
	for _, f := range familyOrders {
		if cmd, ok := f(g, rng); ok {
			return cmd, true
		}
	}
	return Command{}, false
}

// checkInvariants: every unit is in one known place, crews stand with what
// they operate, treasuries never go negative, the pending decision belongs
// to a side.
func checkInvariants(t *testing.T, g *Game) {
	t.Helper()
	for i, u := range g.Units {
		if u.ID != UnitID(i+1) {
			t.Fatalf("unit at index %d has id %d", i, u.ID)
		}
		switch u.Place {
		case OnMap:
			if !g.scenario.Map.InBounds(u.Hex) {
				t.Fatalf("%s is off the map at %v", g.describe(u), u.Hex)
			}
		case Staged, Destroyed, Away:
		default:
			t.Fatalf("%s is in unknown place %q", g.describe(u), u.Place)
		}
		if u.Mans != 0 {
			m := g.Unit(u.Mans)
			if m.Crew != u.ID || (m.Deployed() && u.Deployed() && m.Hex != u.Hex) {
				t.Fatalf("crew %s is not with %s", g.describe(u), g.describe(m))
			}
		}
	}
	for _, p := range g.Players {
		if p.Treasury < 0 {
			t.Fatalf("%s treasury %d", p.Side, p.Treasury)
		}
	}
	if !g.Over && g.Pending.Side != units.US && g.Pending.Side != units.Germany {
		t.Fatalf("pending decision with no side: %+v", g.Pending)
	}
}

// Random legal play never panics, keeps the invariants, and a save of the
// game replays to the same state.
func TestRandomPlayKeepsInvariantsAndReplays(t *testing.T) {
	seeds := []uint64{1, 2, 3, 4}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, seed := range seeds {
		g, _ := newTestGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 99))
		for step := 0; step < 1500 && !g.Over; step++ {
			g.Apply(randomCommand(g, rng))
			checkInvariants(t, g)
		}
		saveAndReload(t, g)
	}
}
