package campaign

// The campaign file format (docs/formats/campaigns.md), mirrored one to one.

type fileCampaign struct {
	Campaign fileHeader `toml:"campaign"`
	Leg      []fileLeg  `toml:"leg"`
}

type fileHeader struct {
	ID       string    `toml:"id"`
	Title    string    `toml:"title"`
	Briefing string    `toml:"briefing"`
	Mode     string    `toml:"mode"`
	BestOf   string    `toml:"best_of"`
	Carry    fileCarry `toml:"carry"`
}

type fileCarry struct {
	Forces     bool `toml:"forces"`
	Treasury   bool `toml:"treasury"`
	Experience bool `toml:"experience"`
	Damage     bool `toml:"damage"`
	Momentum   bool `toml:"momentum"`
}

type fileLeg struct {
	Scenario  string `toml:"scenario"`
	TurnLimit int    `toml:"turn_limit"`
	Note      string `toml:"note"`
}

// Limits of a campaign file.
const (
	MinLegs      = 3
	MaxLegs      = 9
	MaxTitle     = 80
	MaxText      = 8000
	MaxTurnLimit = 99
)
