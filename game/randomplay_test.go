package game

import (
	"math/rand/v2"
	"testing"
)

// randomCommand is RandomCommand (random_player.go), under the name the
// rules families' random tests call.
func randomCommand(g *Game, rng *rand.Rand) Command { return RandomCommand(g, rng) }

// checkInvariants fails the test on any invariant the state breaks
// (CheckInvariants, invariants.go).
func checkInvariants(t *testing.T, g *Game) {
	t.Helper()
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
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
