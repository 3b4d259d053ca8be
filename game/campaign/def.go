// Package campaign is the Campaign Game of II.1.3: an odd number of linked
// scenarios, won by the side that wins most of them (two of three, three
// of five …). It reads campaign files (docs/formats/campaigns.md), keeps
// the state of a campaign between and during its legs, starts each leg
// either from its scenario's own set-up (clean slate) or from what the leg
// before left (continue), and saves and checks a campaign with its legs.
// It draws nothing; render/campaign is its screen.
package campaign

// Mode is how a leg starts (II.1.3's two ways).
type Mode string

const (
	// CleanSlate: each leg from its scenario's own set-up.
	CleanSlate Mode = "clean"
	// Continue: each leg after the first from the end of the leg before,
	// under the next scenario's win conditions (game.Carry).
	Continue Mode = "continue"
)

// BestOf is when the campaign is decided.
type BestOf string

const (
	// Majority: as soon as a side has won more than half of the legs (two
	// of three); the legs left are not played.
	Majority BestOf = "majority"
	// All: every leg is played; the side with more wins takes the campaign.
	All BestOf = "all"
)

// Carry says what passes from one leg to the next in continue mode.
type Carry struct {
	Forces     bool // surviving units join the staging area
	Treasury   bool // each side's currency on hand is added to the next starting income
	Experience bool // carried units keep their experience stars
	Damage     bool // carried units stay damaged (otherwise they come back repaired)
	Momentum   bool // the winner of a leg opens the next one
}

// Leg is one scenario of the campaign, in the suggested order.
type Leg struct {
	Scenario string
	// TurnLimit is the leg's own turn limit; 0 keeps the scenario's.
	TurnLimit int
	// Note is what the campaign says of this leg, shown with its briefing.
	Note string
}

// Def is a loaded, checked campaign file.
type Def struct {
	File     string
	ID       string
	Title    string
	Briefing string
	Mode     Mode // the suggested mode; players may choose the other
	BestOf   BestOf
	Carry    Carry
	Legs     []Leg // the suggested order
}

// Needed is how many legs a side must win to take the campaign outright:
// more than half.
func (d *Def) Needed() int { return len(d.Legs)/2 + 1 }
