package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// capture runs f with stdout going to a buffer.
func capture(t *testing.T, f func() error) []byte {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	done := make(chan []byte)
	go func() {
		b, _ := io.ReadAll(r)
		done <- b
	}()
	err = f()
	w.Close()
	os.Stdout = stdout
	out := <-done
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// `frontline sim` plays a game to its end and leaves a save that
// `frontline replay` accepts.
func TestSimPlaysAGameAndSavesIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sim.fgsave")
	capture(t, func() error { return runSim([]string{"-seed", "3", "-out", path}) })
	capture(t, func() error { return runReplay([]string{path}) })
	if err := runSim([]string{"-scenario", "nosuch"}); err == nil {
		t.Fatal("an unknown scenario was accepted")
	}
	if err := runSim([]string{"-games", "2", "-players", "advancer"}); err == nil {
		t.Fatal("-games with advancers was accepted")
	}
}

// `frontline sim -games N -json` reports the games played between random
// players, and the same seed prints the same report apart from timings;
// the first game's save replays.
func TestSimGamesReportIsReproducible(t *testing.T) {
	path := filepath.Join(t.TempDir(), "first.fgsave")
	run := func() map[string]any {
		out := capture(t, func() error {
			return runSim([]string{"-games", "3", "-seed", "7", "-json", "-verify-replay", "2", "-out", path})
		})
		var m map[string]any
		if err := json.Unmarshal(out, &m); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		delete(m, "ms_per_game")
		return m
	}
	a, b := run(), run()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Fatalf("two runs with the same seed differ:\n%s\n%s", ja, jb)
	}
	for _, k := range []string{"games", "finished", "wins", "draws", "mean_turns", "panics", "invariant_violations", "stuck"} {
		if _, ok := a[k]; !ok {
			t.Errorf("the report lacks %q: %s", k, ja)
		}
	}
	if a["games"] != 3.0 || a["panics"] != 0.0 || a["invariant_violations"] != 0.0 || a["stuck"] != 0.0 || a["replays_checked"] != 2.0 || a["replay_failures"] != 0.0 {
		t.Fatalf("unexpected report %s", ja)
	}
	if a["finished"].(float64)+a["unfinished"].(float64) != 3 {
		t.Fatalf("finished and unfinished do not add up: %s", ja)
	}
	capture(t, func() error { return runReplay([]string{path}) })
	if out := capture(t, func() error { return runSim([]string{"-games", "1", "-seed", "2"}) }); !bytes.Contains(out, []byte("invariant violations 0")) {
		t.Fatalf("the human summary: %s", out)
	}
}

// `frontline sim -games N -miniatures P`: random players propose and
// accept battles by miniatures (IX.1); none panics or breaks an
// invariant, the saves replay, and `frontline replay` prints the
// battles' events.
func TestSimMiniaturesResolvesBattlesAndReplays(t *testing.T) {
	path := filepath.Join(t.TempDir(), "battles.fgsave")
	out := capture(t, func() error {
		return runSim([]string{"-games", "2", "-seed", "3", "-json", "-miniatures", "0.5", "-verify-replay", "2", "-out", path})
	})
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if m["battles"] == nil || m["battles"].(float64) < 1 || m["panics"] != 0.0 || m["invariant_violations"] != 0.0 || m["replay_failures"] != 0.0 || m["miniatures"] != 0.5 {
		t.Fatalf("report %s", out)
	}
	printed := capture(t, func() error { return runReplay([]string{path}) })
	if !bytes.Contains(printed, []byte("On the table: ")) || !bytes.Contains(printed, []byte(": battle place ")) {
		t.Fatal("the replay prints no battle")
	}
	if err := runSim([]string{"-games", "1", "-miniatures", "2"}); err == nil {
		t.Fatal("a chance of 2 was accepted")
	}
}

// `frontline sim -us A -germany B -games N -json` plays a match on paired
// seeds: each player appears under its own name, plays both sides equally
// often, and its record adds up; the Wilson bound lies below the share.
func TestSimMatchReportsEachPlayerBySide(t *testing.T) {
	out := capture(t, func() error {
		return runSim([]string{"-us", "advancer", "-germany", "random", "-games", "4", "-seed", "3", "-json"})
	})
	var m matchSummary
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	if m.Players["us"] != "advancer" || m.Players["germany"] != "random" || len(m.Results) != 2 {
		t.Fatalf("players %v, results %d", m.Players, len(m.Results))
	}
	for _, r := range m.Results {
		if r.Games != 4 || r.Wins+r.Draws+r.Losses != 4 || r.As["us"].Games != 2 || r.As["germany"].Games != 2 {
			t.Fatalf("%s: %+v", r.Player, r)
		}
		if r.AheadLB > float64(r.Ahead)/float64(r.Games) {
			t.Fatalf("%s: lower bound %g above the share %d/%d", r.Player, r.AheadLB, r.Ahead, r.Games)
		}
	}
	if err := runSim([]string{"-us", "nobody", "-games", "2"}); err == nil {
		t.Fatal("an unknown player was accepted")
	}
}
