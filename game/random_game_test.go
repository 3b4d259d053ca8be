package game

import (
	"testing"

	"frontline/game/content"
)

// randomGames plays n random intro games from seed 1, spread over the
// CPUs, and fails on any panic or broken invariant (ApplyChecked).
func randomGames(t testing.TB, n int) []RandomGame {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	out, err := PlayRandomGames(c, Options{Scenario: "intro", Seed: 1}, n, RandomGameCap, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range out {
		switch {
		case r.Panic != "":
			t.Fatalf("seed %d: panic: %s\n%s", r.Seed, r.Panic, r.PanicStack)
		case r.Violations > 0:
			t.Fatalf("seed %d: %d invariant violations, first %s", r.Seed, r.Violations, r.FirstViolation)
		}
	}
	return out
}

// Property test (issue: headless play): a thousand random games never
// panic, keep every invariant after every accepted command (units each in
// one place, carried units with their carriers, stacks in Inset III.2
// order, currency conserved, no act of a destroyed or idle unit), and each
// ends by a win condition or the turn limit (II.2), not the command cap.
func TestII2_RandomGamesKeepInvariantsAndEnd(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 10
	}
	ended := map[string]int{}
	for _, r := range randomGames(t, n) {
		if !r.Finished {
			t.Fatalf("seed %d: not over after %d commands (%d operational turns)", r.Seed, r.Commands, r.Steps)
		}
		ended[r.Result]++
	}
	t.Logf("%d random games: %v", n, ended)
}

// A random game saved mid-play and at its end loads back to the same state.
func TestRandomGameReplaysExactly(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		for _, limit := range []int{150, RandomGameCap} {
			g, r, err := PlayRandomGame(c, Options{Scenario: "intro"}, seed, limit, true)
			if err != nil || r.Panic != "" || r.Violations > 0 {
				t.Fatalf("seed %d: %v %s %s", seed, err, r.Panic, r.FirstViolation)
			}
			data, err := g.SaveBytes()
			if err != nil {
				t.Fatal(err)
			}
			loaded, err := LoadBytes(c, "test", data)
			if err != nil {
				t.Fatal(err)
			}
			if loaded.Hash() != g.Hash() {
				t.Fatalf("seed %d after %d commands: the reloaded game differs", seed, r.Commands)
			}
			if err := loaded.CheckInvariants(); err != nil { // the ledger is rebuilt by the replay
				t.Fatal(err)
			}
		}
	}
}

// BenchmarkRandomGame plays whole random intro games: plain, and with the
// invariants checked after every accepted command as the property test
// and `frontline sim` do.
func BenchmarkRandomGame(b *testing.B) {
	c, err := content.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	for _, check := range []bool{false, true} {
		name := "plain"
		if check {
			name = "checked"
		}
		b.Run(name, func(b *testing.B) {
			seed, cmds := uint64(0), 0
			for b.Loop() {
				seed++
				_, r, _ := PlayRandomGame(c, Options{Scenario: "intro"}, seed, RandomGameCap, check)
				cmds += r.Commands
			}
			b.ReportMetric(float64(cmds)/float64(b.N), "cmds/game")
		})
	}
}
