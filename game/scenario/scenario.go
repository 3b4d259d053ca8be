// Package scenario reads scenario files: the map, the objectives, each
// side's starting forces and placement, the optional rules in force, the
// win conditions and the suggested event deck (section II, Insets II.1 and
// II.2). A loaded Scenario has passed every setup check the rules make.
package scenario

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tomldoc"
	"frontline/game/units"
)

// GameType is how the file is meant to be played (II.1).
type GameType string

const (
	ScenarioGame GameType = "scenario" // fixed forces and placement (Inset II.2)
	StandardGame GameType = "standard" // secret purchased forces (Inset II.1)
	// battleGame is the Battle game type (II.1.4): it has a file format
	// and loader of its own (game/tactical/standalone), so a scenario file
	// naming it is refused with a pointer there.
	battleGame GameType = "battle"
)

// FirstPlayer says who opens the first Operational Turn.
type FirstPlayer string

const (
	FirstUS      FirstPlayer = "us"
	FirstGermany FirstPlayer = "germany"
	FirstRoll    FirstPlayer = "roll" // both roll a d20, highest opens (Inset II.2 step 7)
)

// Rules are the optional rules of section VIII in force.
type Rules struct {
	FogOfWar   bool // VIII.1
	Experience bool // VIII.2
	Momentum   bool // VIII.3
}

// TurnLimitOutcome is what the turn limit means when nobody has won.
type TurnLimitOutcome string

const (
	LimitDraw  TurnLimitOutcome = "draw"  // II.2.2: the game is drawn
	LimitScore TurnLimitOutcome = "score" // II.2.4: the higher Table II.1 score wins
)

// Win holds the win conditions; whichever is met first ends the game
// (II.2.6).
type Win struct {
	Objectives        bool             // II.2.1: a side's primary, or all of its secondaries
	AtTurnLimit       TurnLimitOutcome // II.2.2 / II.2.4
	ScoreTarget       int              // II.2.4 variant: first to this score wins (0 = off)
	Skirmish          bool             // II.2.5: ends when a side is destroyed or surrenders
	SkirmishDestroyed int              // II.2.5 variant: first to destroy this much enemy cost wins (0 = off)
	Cross             []Cross          // II.2: cross a line with a cost of land units by a turn (lineobj.go)
}

// Kind of an objective marker (III.5).
type Kind string

const (
	Primary   Kind = "primary"   // red marker
	Secondary Kind = "secondary" // orange marker
)

// Table II.1 points for achieving an objective.
const (
	PrimaryPoints   = 100
	SecondaryPoints = 75
)

// Objective is a hex, or a line or area of hexes (II.2.1), one side
// scores by taking and holding it.
type Objective struct {
	Side   units.Side // the side that must capture it
	Kind   Kind
	Hex    hex.Hex   // the hex, or the first hex of a line (where its marker stands)
	Hexes  []hex.Hex // every hex of it, Hex first; one for a single-hex objective
	Hold   Hold      // how a line is held (lineobj.go)
	Name   string
	Points int
}

// Star is an experience star (Table VIII.1, Inset VIII.3).
type Star string

const (
	MarksmanPrimary   Star = "marksman_primary"
	MarksmanSecondary Star = "marksman_secondary"
	Vigilant          Star = "vigilant"
	Stealthy          Star = "stealthy"
	ExploitWeakness   Star = "exploit_weakness"
	CombatVeteran     Star = "combat_veteran"
)

var stars = []Star{MarksmanPrimary, MarksmanSecondary, Vigilant, Stealthy, ExploitWeakness, CombatVeteran}

// Unit is one counter of a starting force. A crewed unit is followed in
// Force.Units by its crew, whose Mans is the crewed unit's index; the
// experience stars of a crewed unit sit on its crew (VIII.2).
type Unit struct {
	Card       *units.Card
	Hex        hex.Hex // meaningless while Staged
	Staged     bool    // starts in the staging area
	DeployTurn int     // staged: first turn it may deploy (1 = the first deployment phase)
	Damaged    bool
	DugIn      bool
	InFlight   bool // aircraft starting airborne (V.6.2)
	Stars      []Star
	Mans       int // index of the unit this crew operates, or -1

	path string // file key it came from, for messages
}

// Force is one side's starting units with crews expanded.
type Force struct {
	Side        units.Side
	Units       []Unit
	Cost        int // every counter, crews and command structures included
	CommandCost int // the Forward HQ and Command Posts within Cost
}

// FieldCost is the cost of the fighting units: Cost without the command
// structures.
func (f *Force) FieldCost() int { return f.Cost - f.CommandCost }

// Side is one side's scenario setup.
type Side struct {
	Name           units.Side
	StartingIncome int
	ForwardHQ      hex.Hex
	setupZone      map[hex.Hex]bool
	force          Force
	path           string // file key, for messages
}

// EventDeck is the suggested event deck (III.6.2), in the terms of the
// deck builder of game/cards (cards.DeckSpec): Size 52 starts from every
// event, 40 from the core events; Exclude takes events out, Include puts
// events in (each entry stands for all copies of the event).
type EventDeck struct {
	Size    int
	Include []string
	Exclude []string
	doc     *tomldoc.Doc // where the [events] keys are, for Errorf
}

// Errorf locates a problem the deck builder finds later (it needs every
// event card, which the scenario loader does not have): at entry index of
// list ("include" or "exclude"), or at the deck size for list "size".
func (d *EventDeck) Errorf(list string, index int, format string, args ...any) error {
	path := "events.deck"
	if list != "size" {
		path = fmt.Sprintf("events.%s[%d]", list, index)
	}
	if d.doc == nil {
		return fmt.Errorf("%s: "+format, append([]any{path}, args...)...)
	}
	return d.doc.Errorf(path, format, args...)
}

// StandardSide is a side's setup for a Standard Game on the map.
type StandardSide struct {
	Name      units.Side
	HQOptions []hex.Hex
	setupZone map[hex.Hex]bool
}

// Standard is the setup for a Standard Game on the scenario's map
// (Inset II.1, II.2.2).
type Standard struct {
	ForceLimit int
	TurnLimit  int
	Sides      []StandardSide
	Objectives []Objective
}

// Briefing holds the texts shown before play.
type Briefing struct {
	Overview string
	US       string
	Germany  string
}

// Scenario is a loaded, checked scenario file.
type Scenario struct {
	File        string
	ID          string
	Name        string
	Map         *board.Map
	Type        GameType
	Date        string
	Season      string
	TurnLimit   int
	FirstPlayer FirstPlayer
	Rules       Rules
	Win         Win
	Briefing    Briefing
	Events      *EventDeck // nil: the standard 52-card deck
	Standard    *Standard  // nil: no Standard Game setup given

	objectives []Objective
	sides      []Side
}

// Objectives lists the scenario's objectives in file order.
func (s *Scenario) Objectives() []Objective { return s.objectives }

// ObjectivesOf lists the objectives side must capture.
func (s *Scenario) ObjectivesOf(side units.Side) []Objective {
	var out []Objective
	for _, o := range s.objectives {
		if o.Side == side {
			out = append(out, o)
		}
	}
	return out
}

// Sides lists the sides in file order.
func (s *Scenario) Sides() []Side { return s.sides }

// Side returns the setup of one side.
func (s *Scenario) Side(side units.Side) (*Side, bool) {
	for i := range s.sides {
		if s.sides[i].Name == side {
			return &s.sides[i], true
		}
	}
	return nil, false
}

// Forces returns a side's starting force; empty when the side is absent.
func (s *Scenario) Forces(side units.Side) *Force {
	if sd, ok := s.Side(side); ok {
		return &sd.force
	}
	return &Force{Side: side}
}

// SetupZone returns the hexes a side sets up in (nil when the scenario
// gives none). The map is the scenario's own; do not modify it.
func (s *Scenario) SetupZone(side units.Side) map[hex.Hex]bool {
	if sd, ok := s.Side(side); ok {
		return sd.setupZone
	}
	return nil
}

// StartingIncome is the currency a side begins with (Inset II.2 step 4).
func (s *Scenario) StartingIncome(side units.Side) int {
	if sd, ok := s.Side(side); ok {
		return sd.StartingIncome
	}
	return 0
}

// SetupZone returns a side's Standard Game setup hexes.
func (st *Standard) SetupZone(side units.Side) map[hex.Hex]bool {
	for _, sd := range st.Sides {
		if sd.Name == side {
			return sd.setupZone
		}
	}
	return nil
}

// HQOptions returns a side's potential Forward HQ hexes for a Standard
// Game (IV.1.4); nil means any legal hex of its setup zone.
func (st *Standard) HQOptions(side units.Side) []hex.Hex {
	for _, sd := range st.Sides {
		if sd.Name == side {
			return sd.HQOptions
		}
	}
	return nil
}
