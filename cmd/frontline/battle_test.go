package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `frontline battle -json` is reproducible: the same seed gives the same
// summary, all but the time it took; a distant seed plays other battles.
func TestBattleJSONIsReproducible(t *testing.T) {
	for _, id := range []string{"", "rapido"} {
		a, err := battleGames(id, 5, 4)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := battleGames(id, 5, 4)
		c, _ := battleGames(id, 1005, 4)
		if a.Finished != 4 || a.Panics+a.InvariantViolations+a.ReplayFailures != 0 {
			t.Fatalf("%q: %+v", id, a)
		}
		ja, jb, jc := summaryJSON(t, a), summaryJSON(t, b), summaryJSON(t, c)
		if ja != jb {
			t.Errorf("%q: two runs differ:\n%s\n%s", id, ja, jb)
		}
		if ja == jc {
			t.Errorf("%q: seeds 5 and 1005 report the same battles:\n%s", id, ja)
		}
	}
}

func summaryJSON(t *testing.T, s *battleSummary) string {
	t.Helper()
	s.MsPerBattle = 0
	s.Seed = 0
	out, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestBattleRefusesAnUnknownBattle(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"battle", "-scenario", "waterloo", "-games", "1"}, &out, &errs); code != 1 || !strings.Contains(errs.String(), `no battle "waterloo"`) {
		t.Errorf("exit %d, %q", code, errs.String())
	}
}

// validate checks battle files named on the command line and locates
// their problems.
func TestValidateChecksBattleFiles(t *testing.T) {
	good, err := os.ReadFile("../../scenarios/battles/rapido.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ok, bad := filepath.Join(dir, "ok.toml"), filepath.Join(dir, "bad.toml")
	os.WriteFile(ok, good, 0o644)
	os.WriteFile(bad, bytes.Replace(good, []byte(`card = "de.pak40"`), []byte(`card = "de.pak41"`), 1), 0o644)
	var out bytes.Buffer
	if err := validate(&out, []string{ok, bad}); err == nil || !strings.Contains(out.String(), ok+": ok (battle)") ||
		!strings.Contains(out.String(), `bad.toml:`) || !strings.Contains(out.String(), `no unit card "de.pak41"`) {
		t.Errorf("err %v, output:\n%s", err, out.String())
	}
}

// `frontline battle -log` prints the briefing, the events with their
// rules, and the result of one battle.
func TestBattleLogPlaysOneBattleToAResult(t *testing.T) {
	var out bytes.Buffer
	if err := battleLog(&out, "persano", 2); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"Persano: the tobacco factory", "tobacco factory", "[Inset II.3] Each side draws five command cards", "[IX.4.4]", "\nResult after "} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in the log", want)
		}
	}
}

// `frontline battle -attacker X -defender Y` fights each seed twice with
// the sides swapped and reports each seat's record, in total and by the
// role it played.
func TestBattleMatchesSwapRoles(t *testing.T) {
	s, err := battleMatches("rapido", 3, 2, [2]string{"greedy", "random"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 4 || s.FirstProblem != nil {
		t.Fatalf("%+v", s)
	}
	for _, st := range s.Seats {
		if st.Games != 4 || st.Roles["attacker"].Games != 2 || st.Roles["defender"].Games != 2 || st.Wins+st.Draws+st.Losses != 4 {
			t.Errorf("%s: %+v", st.Player, st)
		}
	}
	if s.Seats[0].Wins != s.Seats[1].Losses {
		t.Errorf("the seats' records disagree: %+v", s.Seats)
	}
	// A points battle: the players buy, the d20 winner chooses; each
	// seat's games split between the roles it ended up playing.
	p, err := battleMatches("", 1, 2, [2]string{"computer", "random"})
	if err != nil || p.Games != 4 || p.FirstProblem != nil {
		t.Fatalf("%v %+v", err, p)
	}
	for _, st := range p.Seats {
		if st.Roles["attacker"].Games+st.Roles["defender"].Games != 4 {
			t.Errorf("%s: %+v", st.Player, st)
		}
	}
	if p.Seats[0].Roles["attacker"].Games != p.Seats[1].Roles["defender"].Games {
		t.Errorf("the seats' roles disagree: %+v", p.Seats)
	}
	if _, err := battleMatches("", 1, 1, [2]string{"computer", "chess"}); err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Errorf("an unknown player: %v", err)
	}
}
