package standalone

import (
	"testing"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/tactical"
)

func commandCards(t testing.TB) *cards.Commands {
	t.Helper()
	cs, err := cards.EmbeddedCommands()
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// Random standalone battles, shipped and points, end with every
// invariant kept and replay exactly from the seed and the commands.
func TestII14_RandomBattlesEndAndReplay(t *testing.T) {
	env := embeddedEnv(t)
	cs := commandCards(t)
	defs, err := Embedded(env)
	if err != nil {
		t.Fatal(err)
	}
	coast := Points(StandardBudget) // a landing: sea to the north, ships for sale
	coast.ID, coast.Terrain, coast.AttackFrom = "points-coast", board.Coastal, []hex.Direction{hex.N, hex.NE}
	coast.Edges[hex.N] = tactical.Edge{Sea: true}
	defs = append(defs, Points(StandardBudget), coast)
	n := 6
	if testing.Short() {
		n = 2
	}
	for _, d := range defs {
		for seed := uint64(1); seed <= uint64(n); seed++ {
			o, err := PlayRandom(d, env, cs, seed)
			if err != nil {
				t.Fatalf("%s seed %d: %v", d.ID, seed, err)
			}
			if !o.Finished || len(o.Violations) > 0 {
				t.Fatalf("%s seed %d: finished %v, violations %v", d.ID, seed, o.Finished, o.Violations)
			}
			h, err := Replay(d, env, cs, seed, o.Commands)
			if err != nil || h != o.Hash {
				t.Fatalf("%s seed %d: replay %x vs %x (%v)", d.ID, seed, h, o.Hash, err)
			}
		}
	}
}

// BenchmarkPointsBattle plays one random points battle, buying, terrain
// and setup included, without the replay.
func BenchmarkPointsBattle(b *testing.B) {
	env := embeddedEnv(b)
	cs := commandCards(b)
	d := Points(StandardBudget)
	for i := range b.N {
		if _, err := PlayRandom(d, env, cs, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}
