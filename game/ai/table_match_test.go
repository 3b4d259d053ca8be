package ai

import (
	"testing"

	"frontline/game/cards"
	"frontline/game/tactical/standalone"
)

func matchData(t testing.TB, id string) (*standalone.Def, standalone.Env, *cards.Commands) {
	t.Helper()
	env, err := standalone.EmbeddedEnv()
	if err != nil {
		t.Fatal(err)
	}
	cs, err := cards.EmbeddedCommands()
	if err != nil {
		t.Fatal(err)
	}
	def := standalone.Points(standalone.StandardBudget)
	if id != "" {
		if def, err = standalone.EmbeddedByID(env, id); err != nil {
			t.Fatal(err)
		}
	}
	return def, env, cs
}

// Random players through TablePlayer finish their battles and the
// recorded commands replay to the same state.
func TestTableMatchRandomPlaysAndReplays(t *testing.T) {
	for _, id := range []string{"", "rapido", "persano"} {
		def, env, cs := matchData(t, id)
		for seed := uint64(1); seed <= 4; seed++ {
			m, err := PlayTableMatch(def, env, cs, seed, [2]TablePlayer{NewRandomTable(seed), NewRandomTable(seed + 100)}, nil)
			if err != nil {
				t.Fatalf("%q seed %d: %v", id, seed, err)
			}
			h, err := standalone.Replay(def, env, cs, seed, m.Commands)
			if err != nil || h != m.Hash {
				t.Errorf("%q seed %d: replay %x vs %x, %v", id, seed, h, m.Hash, err)
			}
			t.Logf("%q seed %d: winner %s, turns %d, refused %d", id, seed, m.Winner, m.Turns, m.Refused)
		}
	}
}
