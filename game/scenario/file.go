package scenario

// The scenario file format (docs/formats/scenarios.md). These types mirror
// the TOML one to one; Load turns them into a Scenario after checking every
// entry against the unit catalog, the map and the event deck.

type fileScenario struct {
	Scenario fileHeader    `toml:"scenario"`
	Obj      []fileObj     `toml:"objective"`
	Side     []fileSide    `toml:"side"`
	Events   *fileEvents   `toml:"events"`
	Standard *fileStandard `toml:"standard"`
}

type fileHeader struct {
	ID             string       `toml:"id"`
	Name           string       `toml:"name"`
	Map            string       `toml:"map"`
	GameType       string       `toml:"game_type"`
	Date           string       `toml:"date"`
	Season         string       `toml:"season"`
	TurnLimit      int          `toml:"turn_limit"`
	StartingIncome *int         `toml:"starting_income"`
	FirstPlayer    string       `toml:"first_player"`
	Rules          fileRules    `toml:"rules"`
	Win            *fileWin     `toml:"win"`
	Briefing       fileBriefing `toml:"briefing"`
}

type fileRules struct {
	FogOfWar   bool `toml:"fog_of_war"`
	Experience bool `toml:"experience"`
	Momentum   bool `toml:"momentum"`
}

type fileWin struct {
	Objectives        bool        `toml:"objectives"`
	AtTurnLimit       string      `toml:"at_turn_limit"`
	ScoreTarget       int         `toml:"score_target"`
	Skirmish          bool        `toml:"skirmish"`
	SkirmishDestroyed int         `toml:"skirmish_destroyed"`
	Cross             []fileCross `toml:"cross"` // lineobj.go (II.2)
}

// fileCross is a [[scenario.win.cross]] entry (lineobj.go).
type fileCross struct {
	Side     string   `toml:"side"`
	Name     string   `toml:"name"`
	Beyond   []string `toml:"beyond"`
	Cost     int      `toml:"cost"`
	ByTurn   int      `toml:"by_turn"`
	HaltWins bool     `toml:"halt_wins"`
}

type fileBriefing struct {
	Overview string `toml:"overview"`
	US       string `toml:"us"`
	Germany  string `toml:"germany"`
}

type fileObj struct {
	Side   string   `toml:"side"`
	Kind   string   `toml:"kind"`
	Hex    string   `toml:"hex"`
	Hexes  []string `toml:"hexes"` // a line or area objective (lineobj.go)
	Hold   string   `toml:"hold"`  // "all" (default) or "any" hex of Hexes
	Name   string   `toml:"name"`
	Points int      `toml:"points"`
}

type fileSide struct {
	Name      string     `toml:"name"`
	Income    *int       `toml:"income"`
	ForwardHQ string     `toml:"forward_hq"`
	SetupZone []string   `toml:"setup_zone"`
	Unit      []fileUnit `toml:"unit"`
}

type fileUnit struct {
	Unit            string   `toml:"unit"`
	Hex             string   `toml:"hex"`
	Count           int      `toml:"count"`
	Crewed          *bool    `toml:"crewed"`
	Damaged         bool     `toml:"damaged"`
	DugIn           bool     `toml:"dug_in"`
	InFlight        bool     `toml:"in_flight"`
	ExperienceStars []string `toml:"experience_stars"`
	Staged          bool     `toml:"staged"`
	DeployTurn      int      `toml:"deploy_turn"`
}

type fileEvents struct {
	Deck    int      `toml:"deck"`
	Include []string `toml:"include"`
	Exclude []string `toml:"exclude"`
}

type fileStandard struct {
	ForceLimit int           `toml:"force_limit"`
	TurnLimit  int           `toml:"turn_limit"`
	Side       []fileStdSide `toml:"side"`
	Obj        []fileObj     `toml:"objective"`
}

type fileStdSide struct {
	Name      string   `toml:"name"`
	SetupZone []string `toml:"setup_zone"`
	HQOptions []string `toml:"hq_options"`
}

// Limits that keep a mistaken or hostile file cheap to check. The shipped
// scenarios use a fraction of each.
const (
	MaxUnits       = 400  // units on the table, crews included, both sides together
	MaxEntries     = 400  // [[side.unit]] entries in one side
	MaxCount       = 16   // count of one entry (the largest Appendix B count)
	MaxTurnLimit   = 99   // turn_limit range 1..99
	MaxIncome      = 1000 // starting currency or force limit
	MaxObjectives  = 16   // objectives in the file (or in [standard])
	MaxZoneItems   = 100  // hexes and rectangles in one setup zone
	MaxHQOptions   = 20   // potential Forward HQ hexes
	MaxNameLen     = 60   // bytes in an id or name
	MaxDateLen     = 60   // bytes in the date text
	MaxBriefingLen = 8000 // bytes in one briefing text
	MaxStars       = 5    // experience stars per unit (VIII.2.1)
	MaxEventList   = 26   // entries in include or exclude (III.6.1: 26 distinct events)
	MaxLineHexes   = 40   // hexes of one line or area objective
	MaxCrossings   = 4    // [[scenario.win.cross]] entries
)
