package game

import (
	"math/rand/v2"
	"testing"
)

// Inset VIII.1: Sees answers for one unit what the side's whole seen set
// (its View) says, along random play with fog of war.
func TestVIII1_SeesAgreesWithTheView(t *testing.T) {
	g, _ := newTestGame(t, 8)
	g.Rules.FogOfWar = true
	rng := rand.New(rand.NewPCG(8, 1))
	for step := 0; step < 800 && !g.Over; step++ {
		if step%40 == 0 {
			for _, side := range Sides {
				seen := g.seenSet(side)
				for id := UnitID(0); int(id) <= len(g.Units)+1; id++ {
					if g.Sees(side, id) != seen[id] {
						t.Fatalf("step %d: Sees(%s, %d) = %v, seen set %v", step, side, id, !seen[id], seen[id])
					}
				}
			}
		}
		g.Apply(randomCommand(g, rng))
	}
}
