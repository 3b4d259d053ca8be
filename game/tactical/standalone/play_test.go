package standalone

import (
	"math/rand/v2"
	"testing"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/units"
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

// Garbage orders mixed into random battles never panic, and a refused
// one leaves the game exactly as it was.
func TestCommandStreamsNeverPanic(t *testing.T) {
	env := embeddedEnv(t)
	cs := commandCards(t)
	ids := []string{"us.rifle_squad", "de.tiger_i", "us.pilot", "neutral.minefield", "nope", "us.lst_mk2"}
	sides := []units.Side{units.US, units.Germany, units.Neutral, "italy"}
	for seed := uint64(1); seed <= 8; seed++ {
		g, _, err := New(Points(StandardBudget), env, cs, dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 99))
		p := RandomPlayer{R: r}
		for n := 0; !g.Over() && n < 20000; n++ {
			junk := Command{Kind: CommandKind(r.IntN(5)), Side: sides[r.IntN(len(sides))], Role: tactical.Role(r.IntN(3)), Accept: r.IntN(2) == 0,
				Table: tactical.Command{Kind: tactical.CommandKind(r.IntN(12)), Side: sides[r.IntN(len(sides))], Unit: tactical.UnitID(r.IntN(40) - 5), Target: tactical.UnitID(r.IntN(40) - 5)}}
			for range r.IntN(4) {
				junk.Buy = append(junk.Buy, ids[r.IntN(len(ids))])
			}
			before := g.Hash()
			if _, err := g.Apply(junk); err != nil && g.Hash() != before {
				t.Fatalf("seed %d: the refused %+v changed the game: %v", seed, junk, err)
			}
			if c, ok := p.Command(g); ok {
				if _, err := g.Apply(c); err != nil {
					t.Fatalf("seed %d: the random player's %v refused: %v", seed, c.Kind, err)
				}
			}
		}
		if !g.Over() {
			t.Errorf("seed %d: no end", seed)
		}
	}
}
