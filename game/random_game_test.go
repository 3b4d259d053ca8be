package game

import (
	"strings"
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

// Liveness (liveness.go): a game that stops accepting any command is
// reported stuck at once, saying where it stopped and what it waits for:
// checked, right after the command that locked it; unchecked, after
// stuckCheckEvery refusals in a row, long before the command cap.
func TestRandomPlayStopsAStuckGameAtOnce(t *testing.T) {
	const lock CommandKind = "test_lock" // a broken rule: it leaves a decision nothing answers
	handlers[lock] = handler{decision: DecidePhase, phase: AnyPhase, apply: func(g *Game, _ Command) ([]Event, error) {
		g.Pending = Decision{Kind: "locked", Side: g.Pending.Side, Phase: g.Phase, Prompt: "an answer nobody can give"}
		return nil, nil
	}}
	t.Cleanup(func() { delete(handlers, lock) })
	for _, check := range []bool{true, false} {
		g, _ := newTestGame(t, 1)
		var r RandomGame
		g.playRandom(func(g *Game) Command { return Command{Kind: lock, Side: g.Pending.Side} }, &r, RandomGameCap, check)
		refusals := stuckCheckEvery
		if check {
			refusals = 0
		}
		if r.Commands != 1 || r.Refused != refusals || r.Finished {
			t.Errorf("check %v: %d accepted, %d refused, finished %v; want 1, %d, unfinished", check, r.Commands, r.Refused, r.Finished, refusals)
		}
		for _, part := range []string{"after command 1 (test_lock)", `"locked"`, "end_phase is refused"} {
			if !strings.Contains(r.Stuck, part) {
				t.Errorf("check %v: stuck report %q lacks %q", check, r.Stuck, part)
			}
		}
		if check && (r.Violations != 1 || !strings.Contains(r.FirstViolation, "no command is accepted")) {
			t.Errorf("the lock is no invariant violation: %d, %q", r.Violations, r.FirstViolation)
		}
	}
}
