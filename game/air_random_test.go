package game

import (
	"math/rand/v2"
	"testing"
)

// Random play that flies sorties keeps the invariants and replays to the
// same state; aircraft do take off.
func TestVI23_RandomSortiesReplay(t *testing.T) {
	flown := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, _ := newTestGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 23))
		for step := 0; step < 1500 && !g.Over; step++ {
			evs, _ := g.Apply(randomCommand(g, rng))
			if _, ok := hasEvent(evs, EvTookOff); ok {
				flown++
			}
			checkInvariants(t, g)
			checkEngagement(t, g)
			for _, u := range g.Units {
				if u.InFlight && !u.Deployed() && u.Card.Class == "aircraft" && u.Place != Destroyed {
					t.Fatalf("%s in flight off the map", g.describe(u))
				}
			}
		}
		saveAndReload(t, g)
	}
	if flown == 0 {
		t.Fatal("random play flew no sortie")
	}
	t.Logf("%d take-offs", flown)
}
