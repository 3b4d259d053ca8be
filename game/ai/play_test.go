package ai

import (
	"path/filepath"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// Two programs play the introduction scenario from the first turn to a win
// condition through the public interface alone; the save replays to the
// same state.
func TestTwoProgramsPlayTheIntroToTheEnd(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	seeds := []uint64{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, seed := range seeds {
		// Odd seeds play a Standard Game: forces bought and placed first.
		g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: seed, Standard: seed%2 == 1})
		if err != nil {
			t.Fatal(err)
		}
		players := map[units.Side]Player{units.US: NewAdvancer(seed), units.Germany: NewAdvancer(seed + 100)}
		var kinds = map[game.EventKind]int{}
		st, err := Play(g, players, 20000, func(_ Order, evs []game.Event) {
			for _, e := range evs {
				kinds[e.Kind]++
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if !g.Over {
			t.Fatalf("seed %d: not over after %d commands", seed, st.Commands)
		}
		for _, k := range []game.EventKind{game.EvTurnStarted, game.EvShot, game.EvGameEnded} {
			if kinds[k] == 0 {
				t.Errorf("seed %d: no %s event in a whole game", seed, k)
			}
		}
		path := filepath.Join(t.TempDir(), "sim.fgsave")
		if err := g.Save(path); err != nil {
			t.Fatal(err)
		}
		loaded, err := game.Load(c, path)
		if err != nil {
			t.Fatal(err)
		}
		if loaded.Hash() != g.Hash() {
			t.Fatalf("seed %d: replay differs", seed)
		}
		t.Logf("seed %d: %s after %d commands (%d refused), step %d", seed, g.Result, st.Commands, st.Refused, g.Step)
	}
}
