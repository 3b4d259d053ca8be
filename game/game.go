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
	// Standard (standard_setup.go): play the scenario's map as a Standard
	// Game, forces bought in secret before play (II.1.1, Inset II.1).
	Standard bool `json:"standard,omitempty"`
	// A leg of a Campaign Game (campaign_carry.go, II.1.3): its own turn
	// limit (0: the scenario's), and in continue mode what the leg before
	// left.
	TurnLimit int    `json:"turn_limit,omitempty"`
	Carry     *Carry `json:"carry,omitempty"`
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

	ledger Ledger // ledger.go: not saved, rebuilt by replay
}

// ActiveEvent is an event card in force (III.6.4).
type ActiveEvent struct {
	Card      string     `json:"card"`
	Drawer    units.Side `json:"drawer"`
	TurnsLeft int        `json:"turns_left"` // counted on the drawer's turns
	// Event effects (event_effects.go): the units the card idles and the
	// units it took off the map, until it runs out. Views show each side
	// only its own.
	Idle []UnitID `json:"idle,omitempty"`
	Away []UnitID `json:"away,omitempty"`
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
	// askAlways (engagement_odds.go): a trial copy leaves every decision
	// to its fixed policy, even those the engine answers by itself in play.
	askAlways bool
	Result    string `json:"result,omitempty"`

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

	// Engineers and structures (demolition.go, structures.go): clearing
	// attempts that failed so far ("us unit 12", "de bridge 0807-0808"),
	// hexes each side has reconnoitred ("us 0807", Table VI.2 note 2), and
	// the ports and map airfields destroyed, by CCRR.
	Demolitions   map[string]int  `json:"demolitions,omitempty"`
	Scouted       map[string]bool `json:"scouted,omitempty"`
	PortsDown     map[string]bool `json:"ports_down,omitempty"`
	AirfieldsDown map[string]bool `json:"airfields_down,omitempty"`
	// Standard Game setup (standard_setup.go): the secret purchases and
	// placements before play (Inset II.1); nil once play begins.
	Setup *StandardSetup `json:"standard_setup,omitempty"`

	// Momentum (momentum.go): the groups with momentum, and who held each
	// key city hex (by CCRR) at the last end of turn.
	Momentum  []MomentumGroup        `json:"momentum,omitempty"`
	KeyCities map[string]KeyCityHold `json:"key_cities,omitempty"`
	// Surrender, cease fire, repair (surrender.go, cease_fire.go,
	// repair.go): the side whose General surrendered the game (II.2.5),
	// the Cease Fire or Conditional Surrender offer awaiting an answer,
	// accepted cease fires, and repairs under way this turn.
	Conceded units.Side  `json:"conceded,omitempty"`
	Offer    *TermsOffer `json:"offer,omitempty"`
	Truces   []Truce     `json:"truces,omitempty"`
	Repairs  []Repair    `json:"repairs,omitempty"`
	// Aircraft (air_sortie.go, airfield.go): the sorties flying, and the
	// take-offs and landings per airfield (CCRR) in Step AirOpsStep, for
	// damaged fields (VII.5).
	Sorties    []Sortie       `json:"sorties,omitempty"`
	AirOps     map[string]int `json:"air_ops,omitempty"`
	AirOpsStep int            `json:"air_ops_step,omitempty"`
	// Fire missions (fire_mission.go): standing Cover orders (VI.7.6.2).
	Covers []CoverOrder `json:"covers,omitempty"`
	// Event cards (event_picks.go): the effect of the card just drawn that
	// waits for a player's choice, nil otherwise.
	EventPick *EventPick `json:"event_pick,omitempty"`
	// Command decisions (withdraw_move.go, encircle.go): the Withdraw
	// order being carried out, and this turn's encirclements.
	Withdrawing   *Withdrawal    `json:"withdrawing,omitempty"`
	Encirclements []Encirclement `json:"encirclements,omitempty"`
	// Bombardment (bombard.go): ports and map airfields damaged by fire,
	// by CCRR (VII.3.4, VII.5.3).
	PortsDamaged     map[string]bool `json:"ports_damaged,omitempty"`
	AirfieldsDamaged map[string]bool `json:"airfields_damaged,omitempty"`
	// Printed airfields under repair this turn (field_repair.go, VII.5).
	FieldRepairs []FieldRepair `json:"field_repairs,omitempty"`
	// Resolve by Miniatures (miniatures.go): the open engagement's
	// proposal and, once accepted, its battle on the table (IX.1).
	Miniatures *Miniatures `json:"miniatures,omitempty"`
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
	if opts.Standard || s.Type == scenario.StandardGame { // standard_setup.go (II.1.1)
		if s, err = s.AsStandard(); err != nil {
			return nil, nil, err
		}
		opts.Standard = true
	} else if s.Type != scenario.ScenarioGame {
		return nil, nil, fmt.Errorf("scenario %q is a %s game; only fixed-force scenarios can start this way", s.ID, s.Type)
	}
	if s, err = withTurnLimit(s, opts.TurnLimit); err != nil { // campaign_carry.go
		return nil, nil, err
	}
	g := &Game{content: c, scenario: s, dice: roller, Options: opts, Rules: s.Rules,
		Players: map[units.Side]*Player{}, Ports: map[string]PortHold{}}
	g.applyRuleOverrides()
	for _, side := range Sides {
		g.Players[side] = &Player{Side: side, Treasury: s.StartingIncome(side)}
		g.Players[side].ledger.Start = s.StartingIncome(side)
		g.placeForce(s.Forces(side))
	}
	if err := g.placeCarry(); err != nil { // campaign_carry.go
		return nil, nil, err
	}
	g.Commands = c.Commands.Deck()
	g.Commands.Shuffle(g.dice.Rule("III.7"))
	if g.Events, err = g.eventDeck(); err != nil {
		return nil, nil, err
	}
	g.Events.Shuffle(g.dice.Rule("III.6.1"))
	g.dice.TakeRolls() // shuffles are recorded but not worth showing
	if opts.Standard {
		return g, sentences(g.startStandardSetup()), nil
	}
	return g, sentences(g.begin()), nil
}

// begin decides who opens and starts the first Operational Turn, once
// every starting unit is on the map.
func (g *Game) begin() []Event {
	var evs []Event
	g.First, evs = g.firstPlayer()
	g.updatePorts()
	g.noteStartingHolds() // score.go: holdings at setup score nothing
	g.momentumKeyCities() // momentum.go: notes who holds the key cities
	return append(evs, g.startTurn(g.First)...)
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
	g.enterInFlight(g.Units[base:]) // in_flight_entry.go (V.6.2)
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
	if c := g.Options.Carry; c != nil && c.First != "" { // campaign_carry.go
		return c.First, []Event{{Kind: EvGameStarted, Side: c.First, Rule: "II.1.3",
			Text: fmt.Sprintf("%s won the leg before and opens this one.", upperFirst(sideName(c.First)))}}
	}
	switch g.scenario.FirstPlayer {
	case scenario.FirstUS:
		return units.US, []Event{{Kind: EvGameStarted, Side: units.US, Text: "The scenario gives the United States the first turn.", Rule: "II.1.2"}}
	case scenario.FirstGermany:
		return units.Germany, []Event{{Kind: EvGameStarted, Side: units.Germany, Text: "The scenario gives Germany the first turn.", Rule: "II.1.2"}}
	}
	rule := "II.1.2"
	if g.Options.Standard {
		rule = "Inset II.1"
	}
	for {
		us := g.dice.D20("first turn (United States)", rule)
		de := g.dice.D20("first turn (Germany)", rule)
		if us != de {
			first := units.US
			if de > us {
				first = units.Germany
			}
			return first, []Event{{Kind: EvGameStarted, Side: first, Rolls: g.dice.TakeRolls(), Rule: rule,
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

// Card returns the catalog card with the given id (a unit card of either
// side or a neutral one), for clients and players that show or weigh it.
func (g *Game) Card(id string) (*units.Card, bool) { return g.content.Catalog.Get(id) }
