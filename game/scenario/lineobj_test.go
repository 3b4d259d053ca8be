package scenario

import (
	"slices"
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/scenarios"
)

// lineEdits add to baseTOML a US line objective held by breaching it and
// a US line to cross (II.2, II.2.1).
var lineEdits = [][2]string{
	{"at_turn_limit = \"draw\"\n", `at_turn_limit = "draw"

[[scenario.win.cross]]
side = "us"
name = "the Beta river"
beyond = ["1301:2410", "1205"]
cost = 30
by_turn = 8
halt_wins = true
`},
	{"[[side]]\nname = \"us\"", `[[objective]]
side = "us"
kind = "secondary"
hexes = ["1505", "1605", "1705"]
hold = "any"
name = "Gamma Line"

[[side]]
name = "us"`},
}

func lineTOML(t *testing.T, more ...[2]string) string {
	t.Helper()
	src := baseTOML
	for _, e := range append(slices.Clone(lineEdits), more...) {
		src = edit(t, src, e[0], e[1], 1)
	}
	return src
}

func TestII21_LineObjectiveLoads(t *testing.T) {
	s, err := loadTest(t, lineTOML(t))
	if err != nil {
		t.Fatal(err)
	}
	objs := s.ObjectivesOf(units.US)
	if len(objs) != 2 {
		t.Fatalf("US objectives: %+v", objs)
	}
	line := objs[1]
	want := []hex.Hex{hex.MustParse("1505"), hex.MustParse("1605"), hex.MustParse("1705")}
	if !slices.Equal(line.Hexes, want) || line.Hex != want[0] || line.Hold != HoldAny || line.Points != SecondaryPoints {
		t.Errorf("line objective: %+v", line)
	}
	if single := objs[0]; len(single.Hexes) != 1 || single.Hexes[0] != single.Hex || single.Hold != HoldAll {
		t.Errorf("single-hex objective: %+v", single)
	}
	if len(s.Win.Cross) != 1 {
		t.Fatalf("crossings: %+v", s.Win.Cross)
	}
	c := s.Win.Cross[0]
	if c.Side != units.US || c.Cost != 30 || c.ByTurn != 8 || !c.HaltWins || c.Name != "the Beta river" {
		t.Errorf("cross: %+v", c)
	}
	if len(c.Beyond) != 12*10+1 || !c.Beyond[hex.MustParse("1205")] || c.Beyond[hex.MustParse("1206")] {
		t.Errorf("beyond the line: %d hexes", len(c.Beyond))
	}
	// Without by_turn the line may be crossed until the turn limit; a
	// crossing alone is a way to win.
	s, err = loadTest(t, lineTOML(t, [2]string{"by_turn = 8\n", ""}, [2]string{"objectives = true\n", "objectives = false\n"}))
	if err != nil {
		t.Fatal(err)
	}
	if s.Win.Cross[0].ByTurn != 20 {
		t.Errorf("by_turn defaults to %d, want the turn limit 20", s.Win.Cross[0].ByTurn)
	}
}

// TestII2_LineLoadErrors: every check on lines and crossings reports a
// located error.
func TestII2_LineLoadErrors(t *testing.T) {
	cases := []struct{ name, old, new, want string }{
		{"hex and hexes", `hold = "any"`, "hold = \"any\"\nhex = \"1505\"", "not both"},
		{"one-hex line", `["1505", "1605", "1705"]`, `["1505"]`, "at least two hexes"},
		{"off the map", `"1705"]`, `"2511"]`, "off the map"},
		{"bad hex", `"1705"]`, `"17x5"]`, "17x5"},
		{"sea", `["1505", "1605", "1705"]`, `["1501", "1502"]`, "sea hex"},
		{"twice in the line", `"1705"]`, `"1505"]`, "listed twice"},
		{"already an objective", `"1705"]`, `"1705", "1805", "1905", "2004", "2003"]`, "already an objective of us"},
		{"cut off", `"1705"]`, `"1905"]`, "cut off"},
		{"hold", `hold = "any"`, `hold = "most"`, `hold "most"`},
		{"hold on one hex", "hex = \"2003\"\n", "hex = \"2003\"\nhold = \"any\"\n", "hold is for an objective over several hexes"},
		{"line in own zone", `["1505", "1605", "1705"]`, `["1105", "1205"]`, "setup zone of us contains 1205"},
		{"cross side", `side = "us"
name = "the Beta river"`, `side = "italy"
name = "the Beta river"`, `side "italy"`},
		{"cross cost", `cost = 30`, `cost = 0`, "cost 0 out of range"},
		{"cross by_turn", `by_turn = 8`, `by_turn = 21`, "by_turn 21 out of range"},
		{"cross no beyond", `beyond = ["1301:2410", "1205"]`, ``, "missing beyond"},
		{"cross beyond off map", `"1205"]`, `"2611"]`, "off the map"},
		{"cross beyond sea", `beyond = ["1301:2410", "1205"]`, `beyond = ["0101:2401"]`, "no land hex"},
		{"cross no name", `name = "the Beta river"`, ``, "missing line name"},
		{"cross unknown key", `halt_wins = true`, `halts = true`, "unknown key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := loadTest(t, lineTOML(t, [2]string{c.old, c.new}))
			wantLocated(t, err, c.want)
		})
	}
}

// introWithLine is a fuzz seed: the intro with a line objective and a
// line to cross.
func introWithLine(intro []byte) []byte {
	src := strings.Replace(string(intro), "hex = \"0807\"\nname = \"Foggia\"", "hexes = [\"0706\", \"0806\", \"0906\"]\nhold = \"all\"\nname = \"Foggia line\"", 1)
	src = strings.Replace(src, "[scenario.briefing]", "[[scenario.win.cross]]\nside = \"us\"\nname = \"the Cervaro\"\nbeyond = [\"0101:0914\", \"1001\"]\ncost = 100\nby_turn = 12\nhalt_wins = true\n\n[scenario.briefing]", 1)
	return []byte(src)
}

// checkLines: whatever the loader accepts has objectives of one or more
// hexes on the map, the first one the marker's, and lines to cross with
// hexes on the map and a turn within the limit.
func checkLines(t *testing.T, s *Scenario) {
	objs := s.Objectives()
	if s.Standard != nil {
		objs = append(slices.Clone(objs), s.Standard.Objectives...)
	}
	for _, o := range objs {
		if len(o.Hexes) == 0 || o.Hexes[0] != o.Hex {
			t.Fatalf("objective %q has hexes %v, marker %v", o.Name, o.Hexes, o.Hex)
		}
		for _, h := range o.Hexes {
			if !s.Map.InBounds(h) {
				t.Fatalf("objective %q off the map at %v", o.Name, h)
			}
		}
	}
	for _, c := range s.Win.Cross {
		if c.ByTurn < 1 || c.ByTurn > s.TurnLimit || len(c.Beyond) == 0 {
			t.Fatalf("cross %+v", c)
		}
		for h := range c.Beyond {
			if !s.Map.InBounds(h) {
				t.Fatalf("cross %q off the map at %v", c.Name, h)
			}
		}
	}
}

// The fuzz seed loads: the intro takes a line and a crossing.
func TestII2_IntroWithALineLoads(t *testing.T) {
	data, err := scenarios.FS.ReadFile("intro.toml")
	if err != nil {
		t.Fatal(err)
	}
	cat, err := units.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load("intro-line.toml", introWithLine(data), cat, board.EmbeddedByID, nil)
	if err != nil {
		t.Fatal(err)
	}
	if o := s.ObjectivesOf(units.US)[0]; len(o.Hexes) != 3 || len(s.Win.Cross) != 1 {
		t.Fatalf("objective %+v, crossings %+v", o, s.Win.Cross)
	}
	checkLines(t, s)
}

// wantLocated fails unless err mentions want and every line of it has
// its file:line:col.
func wantLocated(t *testing.T, err error, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("loaded; want error containing %q", want)
	}
	msg := err.Error()
	if !strings.Contains(msg, want) {
		t.Fatalf("error does not mention %q:\n%s", want, msg)
	}
	for _, line := range strings.Split(msg, "\n") {
		if !locErr.MatchString(line) {
			t.Errorf("error without position: %q", line)
		}
	}
}
