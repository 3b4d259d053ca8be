package game

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/content"
	"frontline/game/dice"
	"frontline/game/scenario"
	"frontline/game/units"
)

// Sides in turn order of the data; the scenario decides who opens.
var Sides = []units.Side{units.US, units.Germany}

// Enemy is the other side.
func Enemy(s units.Side) units.Side {
	if s == units.US {
		return units.Germany
	}
	return units.US
}

// Options are chosen before a game starts; with the seed they fully decide
// it (together with the commands played).
type Options struct {
	Scenario   string `json:"scenario"`
	Seed       uint64 `json:"seed"`
	FogOfWar   *bool  `json:"fog_of_war,omitempty"` // nil: the scenario's setting
	Experience *bool  `json:"experience,omitempty"`
	Momentum   *bool  `json:"momentum,omitempty"`
}

// Player is one side's running state.
type Player struct {
	Side     units.Side `json:"side"`
	Turn     int        `json:"turn"`     // own Operational Turns begun (1-based)
	Treasury int        `json:"treasury"` // currency on hand (III.8)
	Hand     []string   `json:"hand"`     // command card ids, hidden from the enemy (III.7)
	// SupplyDue is what the last Supply Phase asked; Deficit what it could
	// not pay (V.3.1).
	SupplyDue int `json:"supply_due"`
	Deficit   int `json:"deficit"`
	// InspiredStep (command_cards.go): the Step in which this side last
	// played Inspire, once per combat phase (IV.3.4).
	InspiredStep int `json:"inspired_step,omitempty"`
}

// ActiveEvent is an event card in force (III.6.4).
type ActiveEvent struct {
	Card      string     `json:"card"`
	Drawer    units.Side `json:"drawer"`
	TurnsLeft int        `json:"turns_left"` // counted on the drawer's turns
}

// PortHold records who holds a shipping facility and since which turn step.
type PortHold struct {
	Side  units.Side `json:"side,omitempty"`
	Since int        `json:"since"`
}

// Game is the one authoritative game state. The client and the computer
// opponent never change it directly: they submit Commands to Apply.
type Game struct {
	content  *content.Content
	scenario *scenario.Scenario
	dice     *dice.Roller

	Options  Options                `json:"options"`
	Rules    scenario.Rules         `json:"rules"`
	Step     int                    `json:"step"` // Operational Turns begun, both sides together
	Active   units.Side             `json:"active"`
	First    units.Side             `json:"first"`
	Phase    Phase                  `json:"phase"`
	Players  map[units.Side]*Player `json:"players"`
	Units    []*Unit                `json:"units"` // index = ID-1
	Commands cards.Deck             `json:"command_deck"`
	Events   cards.Deck             `json:"event_deck"`
	InForce  []ActiveEvent          `json:"events_in_force"`
	Ports    map[string]PortHold    `json:"ports"` // by CCRR of the port hex
	Pending  Decision               `json:"pending"`
	Over     bool                   `json:"over"`
	log      []Command              // every command applied, for saves and replays
	Result   string                 `json:"result,omitempty"`

	// Movement (moveundo.go): moves of this Movement Phase that may still
	// be taken back, most recent last.
	MoveUndo []MoveRecord `json:"move_undo,omitempty"`

	// Stacks and fog of war (stack.go, view.go, recon.go): player-chosen
	// stack orders by CCRR, and enemy stacks revealed this turn.
	StackOrder map[string][]UnitID `json:"stack_order,omitempty"`
	Reveals    []Reveal            `json:"reveals,omitempty"`

	// Production (production.go): purchases of this Production Phase that
	// may still be taken back, most recent last.
	Purchases []Purchase `json:"purchases,omitempty"`

	// Combat (engagement.go): the engagement being fought, nil between
	// engagements.
	OpenEngagement *Engagement `json:"engagement,omitempty"`

	// Victory and score (score.go, victory.go): Table II.1 points and the
	// enemy cost destroyed per side, and the city and objective hexes each
	// side has held ("us 0807"), which score only the first time.
	Scores map[units.Side]int `json:"scores,omitempty"`
	Killed map[units.Side]int `json:"destroyed_cost,omitempty"`
	Taken  map[string]bool    `json:"taken,omitempty"`

	// Defensive combat (defensive_combat.go): the Step of the Combat Phase
	// in which the passive side declined it (VI.2.1).
	DefenceDeclined int `json:"defence_declined,omitempty"`

	// Bridges (bridges.go): existing bridges destroyed during play and
	// bridges built by engineers, by hexside ("0807-0808", hex.Edge
	// String).
	BridgesDown  map[string]bool `json:"bridges_down,omitempty"`
	BridgesBuilt map[string]bool `json:"bridges_built,omitempty"`

	// Command decisions (withdraw_move.go, encircle.go): the Withdraw
	// order being carried out, and this turn's encirclements.
	Withdrawing   *Withdrawal    `json:"withdrawing,omitempty"`
	Encirclements []Encirclement `json:"encirclements,omitempty"`
}

// New starts a game of the given scenario from the embedded content.
func New(c *content.Content, opts Options) (*Game, []Event, error) {
	return newGame(c, opts, dice.New(opts.Seed))
}

// newGame lets tests script the dice.
func newGame(c *content.Content, opts Options, roller *dice.Roller) (*Game, []Event, error) {
	if opts.Scenario == "" {
		opts.Scenario = content.DefaultScenario
	}
	s, err := c.Scenario(opts.Scenario)
	if err != nil {
		return nil, nil, err
	}
	if s.Type != scenario.ScenarioGame {
		return nil, nil, fmt.Errorf("scenario %q is a %s game; only fixed-force scenarios can start this way", s.ID, s.Type)
	}
	g := &Game{content: c, scenario: s, dice: roller, Options: opts, Rules: s.Rules,
		Players: map[units.Side]*Player{}, Ports: map[string]PortHold{}}
	g.applyRuleOverrides()
	for _, side := range Sides {
		g.Players[side] = &Player{Side: side, Treasury: s.StartingIncome(side)}
		g.placeForce(s.Forces(side))
	}
	g.Commands = c.Commands.Deck()
	g.Commands.Shuffle(g.dice.Rule("III.7"))
	if g.Events, err = g.eventDeck(); err != nil {
		return nil, nil, err
	}
	g.Events.Shuffle(g.dice.Rule("III.6.1"))
	g.dice.TakeRolls() // shuffles are recorded but not worth showing
	var evs []Event
	g.First, evs = g.firstPlayer()
	g.updatePorts()
	g.noteStartingHolds() // score.go: holdings at setup score nothing
	evs = append(evs, g.startTurn(g.First)...)
	return g, sentences(evs), nil
}

func (g *Game) applyRuleOverrides() {
	if o := g.Options.FogOfWar; o != nil {
		g.Rules.FogOfWar = *o
	}
	if o := g.Options.Experience; o != nil {
		g.Rules.Experience = *o
	}
	if o := g.Options.Momentum; o != nil {
		g.Rules.Momentum = *o
	}
}

func (g *Game) eventDeck() (cards.Deck, error) {
	spec := cards.DeckSpec{Size: scenario.FullDeck}
	if e := g.scenario.Events; e != nil {
		spec = cards.DeckSpec{Size: e.Size, Include: e.Include, Exclude: e.Exclude}
	}
	return g.content.Events.Deck(spec)
}

// placeForce creates the scenario's starting units, numbering markers per
// card type and side (III.2.1) and pairing crews with what they operate.
func (g *Game) placeForce(f *scenario.Force) {
	base := UnitID(len(g.Units))
	for i, su := range f.Units {
		u := &Unit{ID: base + UnitID(i) + 1, CardID: su.Card.ID, Card: su.Card, Side: f.Side,
			Marker: g.nextMarker(f.Side, su.Card.ID), Hex: su.Hex, Damaged: su.Damaged, DugIn: su.DugIn,
			InFlight: su.InFlight, Stars: su.Stars, Place: OnMap}
		if su.Staged {
			u.Place, u.DeployTurn = Staged, su.DeployTurn
		}
		if su.Mans >= 0 {
			u.Mans = base + UnitID(su.Mans) + 1
		}
		g.Units = append(g.Units, u)
	}
	for _, u := range g.Units[base:] {
		if u.Mans != 0 {
			g.Unit(u.Mans).Crew = u.ID
		}
	}
}

func (g *Game) nextMarker(side units.Side, card string) int {
	n := 0
	for _, u := range g.Units {
		if u.Side == side && u.CardID == card {
			n++
		}
	}
	return n + 1
}

// firstPlayer applies the scenario's rule or rolls d20 each, highest opens,
// ties rolled again (Insets II.1 and II.2).
func (g *Game) firstPlayer() (units.Side, []Event) {
	switch g.scenario.FirstPlayer {
	case scenario.FirstUS:
		return units.US, []Event{{Kind: EvGameStarted, Side: units.US, Text: "The scenario gives the United States the first turn.", Rule: "II.1.2"}}
	case scenario.FirstGermany:
		return units.Germany, []Event{{Kind: EvGameStarted, Side: units.Germany, Text: "The scenario gives Germany the first turn.", Rule: "II.1.2"}}
	}
	for {
		us := g.dice.D20("first turn (United States)", "II.1.2")
		de := g.dice.D20("first turn (Germany)", "II.1.2")
		if us != de {
			first := units.US
			if de > us {
				first = units.Germany
			}
			return first, []Event{{Kind: EvGameStarted, Side: first, Rolls: g.dice.TakeRolls(), Rule: "II.1.2",
				Text: fmt.Sprintf("First turn: United States rolled %d, Germany %d; %s opens.", us, de, sideName(first))}}
		}
	}
}

// Unit returns the unit with the given id, or nil.
func (g *Game) Unit(id UnitID) *Unit {
	if id < 1 || int(id) > len(g.Units) {
		return nil
	}
	return g.Units[id-1]
}

// Scenario is the scenario being played.
func (g *Game) Scenario() *scenario.Scenario { return g.scenario }

// Player returns a side's state.
func (g *Game) Player(s units.Side) *Player { return g.Players[s] }

func sideName(s units.Side) string {
	switch s {
	case units.US:
		return "the United States"
	case units.Germany:
		return "Germany"
	}
	return string(s)
}
