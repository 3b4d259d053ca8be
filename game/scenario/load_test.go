package scenario

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tomldoc"
	"frontline/game/units"
)

func TestLoadBase(t *testing.T) {
	s, err := loadTest(t, baseTOML)
	if err != nil {
		t.Fatal(err)
	}
	if s.ID != "test" || s.Map.ID != "testmap" || s.Type != ScenarioGame || s.TurnLimit != 20 || s.FirstPlayer != FirstUS {
		t.Errorf("header: %+v", s)
	}
	if !s.Rules.FogOfWar || !s.Rules.Experience || s.Rules.Momentum {
		t.Errorf("rules: %+v", s.Rules)
	}
	if !s.Win.Objectives || s.Win.AtTurnLimit != LimitDraw {
		t.Errorf("win: %+v", s.Win)
	}
	if got := len(s.Objectives()); got != 3 {
		t.Errorf("objectives: %d", got)
	}
	if got := s.ObjectivesOf(units.Germany); len(got) != 2 || got[1].Points != SecondaryPoints || got[0].Points != PrimaryPoints {
		t.Errorf("german objectives: %+v", got)
	}
	if s.StartingIncome(units.US) != 30 {
		t.Errorf("income %d", s.StartingIncome(units.US))
	}
	if sd, _ := s.Side(units.Germany); sd.ForwardHQ != hex.MustParse("2305") {
		t.Errorf("german HQ at %v", sd.ForwardHQ)
	}
	if s.Events == nil || s.Events.Size != 40 || len(s.Events.Exclude) != 2 || s.Events.Include[1] != "ev.mud" {
		t.Errorf("events: %+v", s.Events)
	}
	if s.Standard == nil || s.Standard.ForceLimit != 100 || len(s.Standard.Objectives) != 6 || len(s.Standard.HQOptions(units.US)) != 2 {
		t.Errorf("standard: %+v", s.Standard)
	}
	if z := s.Standard.SetupZone(units.Germany); len(z) != 6*4 {
		t.Errorf("german standard zone has %d hexes, want 24", len(z))
	}
	if z := s.SetupZone(units.US); len(z) != 12*10 || !z[hex.MustParse("1210")] || z[hex.MustParse("1301")] {
		t.Errorf("US zone has %d hexes", len(z))
	}
}

// TestForcesExpandCrews: crewed units bring their crew, whose cost counts;
// stars move to the crew (VIII.2); crewed = false leaves the crew out.
func TestForcesExpandCrews(t *testing.T) {
	s, err := loadTest(t, baseTOML)
	if err != nil {
		t.Fatal(err)
	}
	us := s.Forces(units.US)
	// HQ 40, 2 rifles 8, Sherman+crew 15, jeep 2, 2×(P-51+pilot) 36,
	// LCVP 4, minefield 4, CP 20, staged rifle 4.
	if us.Cost != 133 || us.CommandCost != 60 || us.FieldCost() != 73 {
		t.Errorf("US cost %d command %d", us.Cost, us.CommandCost)
	}
	if n := len(us.Units); n != 14 {
		t.Errorf("US has %d counters, want 14", n)
	}
	var crewFound bool
	for i, u := range us.Units {
		if u.Card.ID == "us.tank_crew" {
			crewFound = true
			if u.Mans != i-1 || us.Units[i-1].Card.ID != "us.sherman_m4a3" {
				t.Errorf("crew mans %d", u.Mans)
			}
			if len(u.Stars) != 2 || len(us.Units[i-1].Stars) != 0 {
				t.Errorf("stars: crew %v tank %v", u.Stars, us.Units[i-1].Stars)
			}
		}
		if u.Staged && u.DeployTurn != 3 {
			t.Errorf("staged unit deploy turn %d", u.DeployTurn)
		}
	}
	if !crewFound {
		t.Error("no tank crew added")
	}
	de := s.Forces(units.Germany)
	// HQ 40, 3 rifles 12, damaged Pz IV + crew 17, uncrewed Pz IV 14, CP 20.
	if de.Cost != 103 || len(de.Units) != 8 {
		t.Errorf("German cost %d counters %d", de.Cost, len(de.Units))
	}
}

// locErr matches a located error: file:line:col: path: message.
var locErr = regexp.MustCompile(`^test\.toml:\d+:\d+: `)

// TestLoadErrors: every check reports a located error.
func TestLoadErrors(t *testing.T) {
	manyRifles := strings.Repeat("\n[[side.unit]]\nunit = \"de.rifle_squad\"\nhex = \"2009\"\ncount = 16\n", 26)
	cases := []struct {
		name, old, new string
		n              int
		want           string
	}{
		{"unknown map", `map = "testmap"`, `map = "nowhere"`, 1, "unknown map id"},
		{"map id is a path", `map = "testmap"`, `map = "../../../../etc/passwd"`, 1, `test.toml:5:1: scenario.map: map id "../../../../etc/passwd" is not a plain name`},
		{"map id with a slash", `map = "testmap"`, `map = "maps/testmap"`, 1, "is not a plain name"},
		{"unknown unit", `unit = "us.jeep"`, `unit = "us.jeap"`, 1, `unknown unit id "us.jeap"`},
		{"HQ off map", `forward_hq = "0205"`, `forward_hq = "3005"`, 1, "off the map"},
		{"unit off map", `hex = "0307"`, `hex = "0311"`, 1, "off the map"},
		{"ground unit on sea", `hex = "0307"`, `hex = "0301"`, 1, "sea hex 0301"},
		{"ground unit on impassable", `hex = "1909"`, `hex = "1306"`, 1, "impassable"},
		{"tank in swamp off road", `hex = "0504"`, `hex = "0405"`, 1, "swamp hex 0405 off the road"},
		{"ship on land", `hex = "0802"`, `hex = "0803"`, 1, "ships start on sea or coastal"},
		{"aircraft off airfield", `hex = "0307"`, `hex = "0308"`, 2, "not on an airfield"},
		{"in flight not aircraft", "unit = \"us.jeep\"\nhex = \"0307\"", "unit = \"us.jeep\"\nhex = \"0307\"\nin_flight = true", 1, "not an aircraft"},
		{"objective on sea", `hex = "2003"`, `hex = "2001"`, 1, "sea hex"},
		{"duplicate objective", `hex = "0703"`, `hex = "0503"`, 1, "already an objective of germany"},
		{"second primary", "kind = \"secondary\"\nhex = \"0703\"", "kind = \"primary\"\nhex = \"0703\"", 1, "second primary"},
		{"objective kind", `kind = "secondary"`, `kind = "tertiary"`, 1, `kind "tertiary"`},
		{"HQ missing", `forward_hq = "0205"`, ``, 1, "us has no Forward HQ"},
		{"two HQs", `unit = "us.jeep"`, `unit = "us.forward_hq"`, 1, "2 Forward HQs"},
		{"HQ on sea", `forward_hq = "0205"`, `forward_hq = "0201"`, 1, "sea hex 0201"},
		{"HQ in swamp", `forward_hq = "0205"`, `forward_hq = "0405"`, 1, "non-marsh"},
		{"HQ staged", "unit = \"us.rifle_squad\"\nstaged = true", "unit = \"us.forward_hq\"\nstaged = true", 1, "cannot start staged"},
		{"too many command posts", "unit = \"us.rifle_squad\"\nstaged = true", "unit = \"us.command_post\"\ncount = 4\nstaged = true", 1, "5 Command Posts (at most 4"},
		{"post near HQ", `hex = "1207"`, `hex = "0807"`, 1, "from the Forward HQ"},
		{"posts near each other", "unit = \"us.jeep\"\nhex = \"0307\"", "unit = \"us.command_post\"\nhex = \"1209\"", 1, "are 2 hexes apart"},
		{"enemy units", `unit = "us.jeep"`, `unit = "de.rifle_squad"`, 1, "fields only its own"},
		{"build limit", "unit = \"us.jeep\"\nhex = \"0307\"", "unit = \"us.jeep\"\nhex = \"0307\"\ncount = 9", 1, "build limit: us.jeep"},
		{"build limit counts crews", "unit = \"de.panzer_iv_g\"\nhex = \"1909\"\ncrewed = false", "unit = \"de.tank_crew\"\nhex = \"1909\"\ncount = 16", 1, "build limit: de.tank_crew"},
		{"crewed on uncrewed card", "unit = \"us.jeep\"\nhex = \"0307\"", "unit = \"us.jeep\"\nhex = \"0307\"\ncrewed = true", 1, "needs no crew"},
		{"zones overlap", `setup_zone = ["1301:2410"]`, `setup_zone = ["1201:2410"]`, 1, "overlaps the enemy's setup zone"},
		{"zone holds own objective", `setup_zone = ["0101:1210"]`, `setup_zone = ["0101:1210", "2003"]`, 1, "objective us must capture"},
		{"zone off map", `setup_zone = ["0101:1210"]`, `setup_zone = ["0101:1211"]`, 1, "off the map"},
		{"zone backwards", `setup_zone = ["0101:1210"]`, `setup_zone = ["1210:0101"]`, 1, "runs backwards"},
		{"unit outside zone", `hex = "1909"`, `hex = "0909"`, 1, "outside the setup zone of germany"},
		{"both sides in one hex", `hex = "1909"`, `hex = "1207"`, 1, "holds units of both sides"},
		{"unit on own objective", `hex = "2004"`, `hex = "0503"`, 1, "an objective germany must capture"},
		{"turn limit zero", `turn_limit = 20`, `turn_limit = 0`, 1, "turn_limit 0 out of range"},
		{"turn limit 100", `turn_limit = 20`, `turn_limit = 100`, 1, "turn_limit 100 out of range"},
		{"income negative", `starting_income = 30`, `starting_income = -5`, 1, "income -5 out of range"},
		{"income absurd", `forward_hq = "2305"`, "forward_hq = \"2305\"\nincome = 50000", 1, "income 50000 out of range"},
		{"too many units", `[events]`, manyRifles + "\n[events]", 1, "more than 400 units"},
		{"count zero", `count = 3`, `count = 0`, 1, "count 0 out of range"},
		{"count 17", `count = 3`, `count = 17`, 1, "count 17 out of range"},
		{"bad event id", `"ev.seas", "ev.fog"`, `"ev.seas", "ev.waves"`, 1, `unknown event id "ev.waves"`},
		{"event twice", `"ev.seas", "ev.fog"`, `"ev.seas", "ev.seas"`, 1, `event "ev.seas" is listed twice`},
		{"excluded and included", `"ev.spies", "ev.mud"`, `"ev.spies", "ev.fog"`, 1, "both excluded and included"},
		{"deck size", `deck = 40`, `deck = 45`, 1, "deck 45 is not allowed"},
		{"unknown rule", `momentum = false }`, `momentum = false, supply = true }`, 1, "unknown key"},
		{"unknown key", `season = "autumn"`, "season = \"autumn\"\nweather = \"rain\"", 1, "unknown key"},
		{"unknown unit key", `dug_in = true`, `dig_in = true`, 1, "unknown key"},
		{"season", `season = "autumn"`, `season = "monsoon"`, 1, `season "monsoon"`},
		{"first player", `first_player = "us"`, `first_player = "italy"`, 1, `first_player "italy"`},
		{"game type", `game_type = "scenario"`, `game_type = "battle"`, 1, `game_type "battle"`},
		{"bad side", `name = "germany"`, `name = "italy"`, 1, `side "italy"`},
		{"bad id", `id = "test"`, `id = "Test Scenario"`, 1, "scenario id"},
		{"missing briefing", `us = "Take Omega."`, ``, 1, "missing US briefing"},
		{"no win", "objectives = true\nat_turn_limit = \"draw\"", "objectives = false", 1, "no way to win"},
		{"stars without rule", `experience = true`, `experience = false`, 1, "need the optional experience rule"},
		{"unknown star", `["vigilant"]`, `["lucky"]`, 1, `unknown experience star "lucky"`},
		{"stars on jeep", "unit = \"us.jeep\"\nhex = \"0307\"", "unit = \"us.jeep\"\nhex = \"0307\"\nexperience_stars = [\"vigilant\"]", 1, "no crew or infantry"},
		{"dug in tank", `damaged = true`, `dug_in = true`, 1, "cannot dig in"},
		{"staged with hex", "staged = true\n", "staged = true\nhex = \"0204\"\n", 1, "a staged unit has no hex"},
		{"deploy turn late", `deploy_turn = 3`, `deploy_turn = 30`, 1, "deploy_turn 30 out of range"},
		{"deploy turn unstaged", `damaged = true`, `deploy_turn = 2`, 1, "deploy_turn needs staged"},
		{"no hex", "unit = \"us.jeep\"\nhex = \"0307\"", "unit = \"us.jeep\"", 1, "missing hex"},
		{"standard objectives", "kind = \"secondary\"\nhex = \"2203\"", "kind = \"primary\"\nhex = \"2203\"", 1, "1 secondary objectives"},
		{"standard zone near own objective", `setup_zone = ["0107:0610"]`, `setup_zone = ["0107:0610", "1805"]`, 1, "2 hexes from objective 1803"},
		{"standard zones overlap", `setup_zone = ["1907:2410"]`, `setup_zone = ["0607:2410"]`, 1, "overlaps"},
		{"standard HQ option outside zone", `hq_options = ["2308"]`, `hq_options = ["1308"]`, 1, "outside the side's setup zone"},
		{"standard force limit", `force_limit = 100`, `force_limit = 0`, 1, "force_limit 0"},
		{"syntax", `turn_limit = 20`, `turn_limit = = 20`, 1, "TOML syntax"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := edit(t, baseTOML, c.old, c.new, c.n)
			_, err := loadTest(t, src)
			wantLocated(t, err, c.want)
		})
	}
}

// A map id names a file when a scenario is validated beside its map, so
// one that is not a plain name is refused before anything is looked up.
func TestMapIDThatIsAPathIsNeverLookedUp(t *testing.T) {
	src := edit(t, baseTOML, `map = "testmap"`, `map = "../testmap"`, 1)
	maps := func(id string) (*board.Map, error) {
		t.Fatalf("map %q looked up", id)
		return nil, nil
	}
	_, err := Load("test.toml", []byte(src), testCatalog(), maps, testEvents())
	wantLocated(t, err, "not a plain name")
}

func TestLoadNeedsSources(t *testing.T) {
	if _, err := Load("x.toml", []byte(baseTOML), nil, nil, nil); err == nil {
		t.Fatal("loaded without catalog and maps")
	}
}

// TestNilEventIDsSkipsCheck: a tool without the event deck can still load.
func TestNilEventIDsSkipsCheck(t *testing.T) {
	src := edit(t, baseTOML, `"ev.seas", "ev.fog"`, `"ev.x", "ev.y"`, 1)
	if _, err := Load("test.toml", []byte(src), testCatalog(), testMaps(t), nil); err != nil {
		t.Fatal(err)
	}
}

// TestAircraftOnPlacedAirfield: an airfield structure the side places
// serves its aircraft like a printed one.
func TestAircraftOnPlacedAirfield(t *testing.T) {
	src := edit(t, baseTOML, "unit = \"us.p51d_escort\"\nhex = \"0307\"", "unit = \"us.p51d_escort\"\nhex = \"0909\"\n\n[[side.unit]]\nunit = \"neutral.airfield\"\nhex = \"0909\"", 1)
	if _, err := loadTest(t, src); err != nil {
		t.Fatal(err)
	}
	src = edit(t, src, "unit = \"neutral.airfield\"\nhex = \"0909\"", "unit = \"neutral.airfield\"\nhex = \"1005\"", 1)
	if _, err := loadTest(t, src); err == nil || !strings.Contains(err.Error(), "needs plains") {
		t.Fatalf("airfield on mountain: %v", err)
	}
}

// TestII2_DefaultWin: without [scenario.win] the Standard Game conditions
// apply: objectives, and a draw at the turn limit (II.2.2).
func TestII2_DefaultWin(t *testing.T) {
	src := edit(t, baseTOML, "[scenario.win]\nobjectives = true\nat_turn_limit = \"draw\"\n", "", 1)
	s, err := loadTest(t, src)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Win.Objectives || s.Win.AtTurnLimit != LimitDraw {
		t.Errorf("win %+v", s.Win)
	}
}

// TestInsetII2_FirstPlayerRollByDefault: unless the scenario says who
// starts, both roll a d20.
func TestInsetII2_FirstPlayerRollByDefault(t *testing.T) {
	s, err := loadTest(t, edit(t, baseTOML, `first_player = "us"`, ``, 1))
	if err != nil {
		t.Fatal(err)
	}
	if s.FirstPlayer != FirstRoll {
		t.Errorf("first player %q", s.FirstPlayer)
	}
}

// TestII24_ScoreAndSkirmish: the other win conditions load and combine.
func TestII24_ScoreAndSkirmish(t *testing.T) {
	src := edit(t, baseTOML, "objectives = true\nat_turn_limit = \"draw\"", "objectives = true\nat_turn_limit = \"score\"\nscore_target = 400\nskirmish = true\nskirmish_destroyed = 300", 1)
	s, err := loadTest(t, src)
	if err != nil {
		t.Fatal(err)
	}
	w := s.Win
	if w.AtTurnLimit != LimitScore || w.ScoreTarget != 400 || !w.Skirmish || w.SkirmishDestroyed != 300 {
		t.Errorf("win %+v", w)
	}
	bad := edit(t, src, "skirmish = true\n", "", 1)
	if _, err := loadTest(t, bad); err == nil || !strings.Contains(err.Error(), "needs skirmish = true") {
		t.Errorf("threshold without skirmish: %v", err)
	}
}

// TestII11_StandardGameFile: a file of game_type "standard" needs no
// fixed forces, only the [standard] setup (Inset II.1).
func TestII11_StandardGameFile(t *testing.T) {
	head := baseTOML[:strings.Index(baseTOML, "[[objective]]")]
	std := baseTOML[strings.Index(baseTOML, "[standard]"):]
	src := edit(t, head, `game_type = "scenario"`, `game_type = "standard"`, 1) + std
	s, err := loadTest(t, src)
	if err != nil {
		t.Fatal(err)
	}
	if s.Type != StandardGame || len(s.Sides()) != 0 || s.Standard == nil || len(s.Standard.Objectives) != 6 {
		t.Errorf("standard file: %+v", s)
	}
	if _, err := loadTest(t, edit(t, head, `game_type = "scenario"`, `game_type = "standard"`, 1)); err == nil || !strings.Contains(err.Error(), "needs a [standard] table") {
		t.Errorf("standard file without [standard]: %v", err)
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/test.toml"
	if err := os.WriteFile(path, []byte(baseTOML), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFile(path, testCatalog(), testMaps(t), testEvents()); err != nil {
		t.Fatal(err)
	}
	big := dir + "/big.toml"
	if err := os.WriteFile(big, make([]byte, tomldoc.MaxFileSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFile(big, testCatalog(), testMaps(t), testEvents()); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("oversized file: %v", err)
	}
	if _, err := LoadFile(dir+"/missing.toml", testCatalog(), testMaps(t), testEvents()); err == nil {
		t.Error("missing file loaded")
	}
}

// TestII14_BattleIsNotAScenario: the Battle game type (II.1.4) has files
// of its own; the scenario loader points there instead of only refusing,
// both for a scenario naming it and for a battle file given by mistake.
func TestII14_BattleIsNotAScenario(t *testing.T) {
	_, err := loadTest(t, edit(t, baseTOML, `game_type = "scenario"`, `game_type = "battle"`, 1))
	if err == nil || !strings.Contains(err.Error(), "scenarios/battles") || !strings.Contains(err.Error(), "frontline battle") {
		t.Errorf("game_type battle: %v", err)
	}
	battle := "id = \"x\"\nname = \"X\"\nturn_limit = 12\n\n[table]\nterrain = \"plains\"\n"
	_, err = loadTest(t, battle)
	if err == nil || !strings.Contains(err.Error(), "battle file") || !strings.Contains(err.Error(), "scenarios/battles") {
		t.Errorf("a battle file: %v", err)
	}
}
