package game

import (
	"math/rand/v2"
	"testing"
)

// The random player's memo (random_memo.go) only saves work: a whole game
// it plays is the very game RandomCommand plays asking every question
// anew.
func TestRandomPlayerMemoPlaysTheSameGame(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		memo, _ := newTestGame(t, 1)
		var rm RandomGame
		memo.playRandom(NewRandomPlayer(seed).Next, &rm, RandomGameCap, false)

		plain, _ := newTestGame(t, 1)
		var rp RandomGame
		rng := rand.New(rand.NewPCG(seed, 99))
		plain.playRandom(func(g *Game) Command { return RandomCommand(g, rng) }, &rp, RandomGameCap, false)

		if rm.Commands != rp.Commands || rm.Refused != rp.Refused || memo.Hash() != plain.Hash() {
			t.Fatalf("seed %d: with the memo %d accepted, %d refused; without %d, %d; same state %v",
				seed, rm.Commands, rm.Refused, rp.Commands, rp.Refused, memo.Hash() == plain.Hash())
		}
	}
}
