package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// The Standard Game setup (II.1.1, Inset II.1): before the first turn each
// side buys its force in secret within the force limit, then places its
// markers in its setup zone with the Forward HQ at one of the scenario's
// HQ sites; both forces appear on the map together, a d20 each decides who
// opens, and play begins with 30 currency each.
//
// Order of decisions: the United States buys, Germany buys, the United
// States places, Germany places. Everything a side buys or places is
// secret until both have confirmed their placement (our reading of Inset
// II.1 steps 3 and 7, Q34): the side that places second learns nothing of
// the first side's markers.

// Decisions of the setup.
const (
	// DecideStandardForce: the side buys its force (setup_buy,
	// setup_unbuy) and confirms it (setup_confirm).
	DecideStandardForce DecisionKind = "standard_force"
	// DecideStandardPlace: the side places every marker it owns
	// (setup_place, setup_unplace) and confirms (setup_confirm).
	DecideStandardPlace DecisionKind = "standard_place"
)

// Commands of the setup.
const (
	// CmdSetupBuy buys Command.Count copies (0 means 1) of Command.Card
	// into the setup force; Command.Option is the number of experience
	// rolls per copy, as for CmdBuy. A crewed unit comes with its crew.
	CmdSetupBuy CommandKind = "setup_buy"
	// CmdSetupUnbuy takes back the side's last setup purchase while no
	// dice were rolled for it.
	CmdSetupUnbuy CommandKind = "setup_unbuy"
	// CmdSetupPlace puts Command.Unit (and its crew) at Command.Hex in
	// the side's setup zone; a placed unit may be placed again elsewhere.
	CmdSetupPlace CommandKind = "setup_place"
	// CmdSetupUnplace takes Command.Unit back off its setup hex.
	CmdSetupUnplace CommandKind = "setup_unplace"
	// CmdSetupConfirm ends the side's purchase or placement.
	CmdSetupConfirm CommandKind = "setup_confirm"
)

// Events of the setup.
const (
	EvSetupStarted   EventKind = "setup_started"   // public: the setup begins
	EvSetupBought    EventKind = "setup_bought"    // secret: units bought
	EvSetupUnbought  EventKind = "setup_unbought"  // secret: a purchase taken back
	EvSetupPlaced    EventKind = "setup_placed"    // secret: a marker placed
	EvSetupUnplaced  EventKind = "setup_unplaced"  // secret: a marker taken back
	EvSetupConfirmed EventKind = "setup_confirmed" // public, names no unit or amount
	EvForcesRevealed EventKind = "forces_revealed" // public: both forces are on the map
)

func init() {
	register(CmdSetupBuy, DecideStandardForce, AnyPhase, (*Game).setupBuy)
	register(CmdSetupUnbuy, DecideStandardForce, AnyPhase, (*Game).setupUnbuy)
	register(CmdSetupPlace, DecideStandardPlace, AnyPhase, (*Game).setupPlace)
	register(CmdSetupUnplace, DecideStandardPlace, AnyPhase, (*Game).setupUnplace)
	register(CmdSetupConfirm, DecideStandardForce, AnyPhase, (*Game).setupConfirm)
	registerAlso(CmdSetupConfirm, DecideStandardPlace)
}

// StandardSetup is the setup in progress. Spent is each side's purchases
// against Limit; Placed the units each side has put on a setup hex (the
// hex is the unit's Hex while it is still Staged).
type StandardSetup struct {
	Limit  int                     `json:"limit"`
	Spent  map[units.Side]int      `json:"spent"`
	Placed map[units.Side][]UnitID `json:"placed,omitempty"`
	HQ     map[units.Side]UnitID   `json:"hq"`
}

// SetupView is a side's own setup as its View shows it.
type SetupView struct {
	Limit  int      `json:"limit"`
	Spent  int      `json:"spent"`
	Placed []UnitID `json:"placed,omitempty"`
}

// startStandardSetup gives each side its Forward HQ (IV.1.4: every
// country begins with one; it is not bought) and asks the first side for
// its force.
func (g *Game) startStandardSetup() []Event {
	st := g.scenario.Standard
	g.Setup = &StandardSetup{Limit: st.ForceLimit, Spent: map[units.Side]int{}, Placed: map[units.Side][]UnitID{}, HQ: map[units.Side]UnitID{}}
	for _, side := range Sides {
		if hq := g.forwardHQCard(side); hq != nil {
			g.Setup.HQ[side] = g.stage(side, hq, 0).ID
		}
	}
	g.askSetup(DecideStandardForce, Sides[0])
	return []Event{{Kind: EvSetupStarted, Rule: "Inset II.1", Side: Sides[0],
		Text: fmt.Sprintf("Standard Game: each side buys a secret force of up to %d, then places it in its setup zone with its Forward HQ at one of its HQ sites; %d currency each to start (Inset II.1).", st.ForceLimit, scenario.StandardIncome)}}
}

func (g *Game) forwardHQCard(side units.Side) *units.Card {
	for _, c := range g.content.Catalog.Side(side) {
		if c.Side == side && c.Special.Structure == units.ForwardHQ {
			return c
		}
	}
	return nil
}

func (g *Game) askSetup(kind DecisionKind, side units.Side) {
	g.Active = side
	prompt := fmt.Sprintf("Buy your force in secret, up to %d in cost, then confirm (Inset II.1).", g.Setup.Limit)
	if kind == DecideStandardPlace {
		prompt = "Place every marker in your setup zone, the Forward HQ at one of its sites, then confirm (Inset II.1)."
	}
	g.Pending = Decision{Kind: kind, Side: side, Prompt: prompt}
}

// setupView is the side's own setup, nil outside the setup.
func (g *Game) setupView(side units.Side) *SetupView {
	if g.Setup == nil {
		return nil
	}
	return &SetupView{Limit: g.Setup.Limit, Spent: g.Setup.Spent[side], Placed: append([]UnitID(nil), g.Setup.Placed[side]...)}
}

// setupCardBar refuses cards a Standard force may not start with: the
// Forward HQ (given, IV.1.4), Command Posts (established during play,
// IV.1.5, Q35), large ships (requested for deployment, V.6.3), and
// anything with no legal hex in the side's zone.
func (g *Game) setupCardBar(side units.Side, card *units.Card) error {
	switch {
	case card.Special.Structure == units.ForwardHQ:
		return fmt.Errorf("%s is not bought: each side begins with its Forward HQ (IV.1.4)", card.Name)
	case card.Special.Structure == units.CommandPost:
		return fmt.Errorf("%s is established during play, at least %d hexes from the Forward HQ; a Standard force starts with its Forward HQ only (IV.1.5, Inset IV.3)", card.Name, MinPostSpacing)
	case card.Special.Naval == units.LargeNaval:
		return fmt.Errorf("%s is requested for deployment during play, not bought before it (V.6.3)", card.Name)
	}
	for _, h := range g.zoneHexes(side) {
		if g.setupSiteBar(side, card, h) == nil {
			return nil
		}
	}
	return fmt.Errorf("%s has no hex in the setup zone of %s where it may start (Inset II.1 step 7)", card.Name, sideName(side))
}

// setupOfferBar says why side cannot add card at cost to its setup force
// now (for Buyable), or "".
func (g *Game) setupOfferBar(side units.Side, card *units.Card, cost int) string {
	if err := g.setupCardBar(side, card); err != nil {
		return err.Error()
	}
	if g.Pending.Kind != DecideStandardForce || g.Pending.Side != side {
		return "the force is bought in your own setup purchase (Inset II.1 step 3)"
	}
	if left := g.Setup.Limit - g.Setup.Spent[side]; cost > left {
		return fmt.Sprintf("costs %d; %d of the force limit of %d is left (Inset II.1 step 3)", cost, left, g.Setup.Limit)
	}
	return ""
}

func (g *Game) setupBuy(cmd Command) ([]Event, error) {
	side := cmd.Side
	if card, ok := g.content.Catalog.Get(cmd.Card); ok && (card.Side == side || card.Side == units.Neutral) {
		if err := g.setupCardBar(side, card); err != nil {
			return nil, err
		}
	}
	o, err := g.checkOrder(cmd)
	if err != nil {
		return nil, err
	}
	spent := g.Setup.Spent[side]
	if total := o.each * o.copies; spent+total > g.Setup.Limit {
		return nil, fmt.Errorf("%s costs %d and %d of the force limit of %d is left: a Standard force totals at most the limit (Inset II.1 step 3)", o.what(), total, g.Setup.Limit-spent, g.Setup.Limit)
	}
	rec, names, rolled := g.stageOrder(side, o, 0)
	g.pushPurchase(rec)
	g.Setup.Spent[side] = spent + rec.Cost
	text := fmt.Sprintf("%s buys %s (%s) for %d; %d of %d spent (Inset II.1).", upperFirst(sideName(side)), o.what(), strings.Join(names, ", "), rec.Cost, g.Setup.Spent[side], g.Setup.Limit)
	if len(rolled) > 0 {
		text += " Experience (Table VIII.1): " + strings.Join(rolled, "; ") + "."
	}
	return []Event{{Kind: EvSetupBought, Side: side, Units: rec.Units, Card: o.card.ID, Amount: rec.Cost, Rule: "Inset II.1",
		Rolls: g.dice.TakeRolls(), Secret: true, Text: text}}, nil
}

func (g *Game) setupUnbuy(cmd Command) ([]Event, error) {
	side := cmd.Side
	n := len(g.Purchases)
	if n == 0 || g.Purchases[n-1].Side != side {
		return nil, fmt.Errorf("%s has no setup purchase to take back (Inset II.1)", sideName(side))
	}
	rec := g.Purchases[n-1]
	card, _ := g.content.Catalog.Get(rec.Card)
	if rec.Rolled {
		return nil, fmt.Errorf("the purchase of %s cannot be taken back: its experience rolls are made, and dice once rolled stand (Inset VIII.2 item 3)", card.Name)
	}
	g.Purchases = g.Purchases[:n-1]
	g.Units = g.Units[:rec.Units[0]-1]
	g.Setup.Spent[side] -= rec.Cost
	return []Event{{Kind: EvSetupUnbought, Side: side, Units: rec.Units, Card: rec.Card, Amount: rec.Cost, Rule: "Inset II.1", Secret: true,
		Text: fmt.Sprintf("The purchase of %s is taken back; %d of %d spent.", card.Name, g.Setup.Spent[side], g.Setup.Limit)}}, nil
}

// setupUnit checks that id is one of side's markers waiting to be placed
// or placed on a setup hex.
func (g *Game) setupUnit(side units.Side, id UnitID) (*Unit, error) {
	u := g.Unit(id)
	switch {
	case u == nil:
		return nil, fmt.Errorf("there is no unit %d", id)
	case u.Side != side || u.Place != Staged:
		return nil, fmt.Errorf("%s is not one of the markers %s sets up (Inset II.1 step 7)", g.describe(u), sideName(side))
	case u.Mans != 0:
		return nil, fmt.Errorf("%s crews %s and is placed with it (III.2.2)", g.describe(u), g.describe(g.Unit(u.Mans)))
	}
	return u, nil
}

func (g *Game) setupPlace(cmd Command) ([]Event, error) {
	side := cmd.Side
	u, err := g.setupUnit(side, cmd.Unit)
	if err != nil {
		return nil, err
	}
	if cmd.Hex == nil {
		return nil, fmt.Errorf("give the hex where %s is placed", g.describe(u))
	}
	h := *cmd.Hex
	if err := g.setupSiteBar(side, u.Card, h); err != nil {
		return nil, err
	}
	u.Hex = h
	if c := g.crewOf(u); c != nil {
		c.Hex = h
	}
	if !slices.Contains(g.Setup.Placed[side], u.ID) {
		g.Setup.Placed[side] = append(g.Setup.Placed[side], u.ID)
	}
	return []Event{{Kind: EvSetupPlaced, Side: side, Units: appendID([]UnitID{u.ID}, u.Crew), Rule: "Inset II.1", Secret: true,
		Text: fmt.Sprintf("%s is set up in %s.", g.describe(u), h)}}, nil
}

func (g *Game) setupUnplace(cmd Command) ([]Event, error) {
	side := cmd.Side
	u, err := g.setupUnit(side, cmd.Unit)
	if err != nil {
		return nil, err
	}
	i := slices.Index(g.Setup.Placed[side], u.ID)
	if i < 0 {
		return nil, fmt.Errorf("%s is not placed yet", g.describe(u))
	}
	g.Setup.Placed[side] = slices.Delete(g.Setup.Placed[side], i, i+1)
	u.Hex = hex.Hex{}
	if c := g.crewOf(u); c != nil {
		c.Hex = hex.Hex{}
	}
	return []Event{{Kind: EvSetupUnplaced, Side: side, Units: appendID([]UnitID{u.ID}, u.Crew), Rule: "Inset II.1", Secret: true,
		Text: fmt.Sprintf("%s is taken back off the map.", g.describe(u))}}, nil
}

// setupSiteBar says why a marker of card may not start at h for side: it
// must stand in the side's zone on ground it may occupy, an aircraft at a
// printed airfield, a ship on sea or coast, the Forward HQ at one of the
// HQ sites (IV.1.4).
func (g *Game) setupSiteBar(side units.Side, card *units.Card, h hex.Hex) error {
	m := g.scenario.Map
	if !g.scenario.SetupZone(side)[h] {
		return fmt.Errorf("%s is outside the setup zone of %s (Inset II.1 step 7)", h, sideName(side))
	}
	t := m.Terrain(h)
	switch {
	case card.Special.Structure == units.ForwardHQ:
		if opts := g.scenario.Standard.HQOptions(side); len(opts) > 0 && !slices.Contains(opts, h) {
			return fmt.Errorf("the Forward HQ starts at one of its sites %s, not %s (IV.1.4)", hexList(opts, ", "), h)
		}
		if t == board.Swamp || t == board.Sea || t == board.Impassable {
			return fmt.Errorf("the Forward HQ needs passable dry ground; %s is %s (IV.1.3)", h, t)
		}
	case card.Class == units.Aircraft:
		if _, ok := m.AirfieldAt(h); !ok {
			return fmt.Errorf("%s starts at an airfield; %s has none (Table V.1)", card.Name, h)
		}
	case card.Class == units.Ship:
		if t != board.Sea && t != board.Coastal {
			return fmt.Errorf("%s is a ship and %s is %s (Table V.1)", card.Name, h, t)
		}
	case t == board.Sea || t == board.Impassable:
		return fmt.Errorf("%s cannot start in %s: it is %s (III.3.1)", card.Name, h, t)
	case t == board.Swamp && moverOf(card) == motorised && !g.roadIn(h):
		return fmt.Errorf("%s cannot start in swamp %s off the road (III.3.1)", card.Name, h)
	}
	return nil
}

// roadIn reports whether a road runs through h.
func (g *Game) roadIn(h hex.Hex) bool {
	for _, r := range g.scenario.Map.Roads {
		if slices.Contains(r.Hexes, h) {
			return true
		}
	}
	return false
}

// zoneHexes lists side's setup hexes in map order.
func (g *Game) zoneHexes(side units.Side) []hex.Hex {
	z := g.scenario.SetupZone(side)
	var out []hex.Hex
	for _, h := range g.scenario.Map.Hexes() {
		if z[h] {
			out = append(out, h)
		}
	}
	return out
}

// hexList spells hexes as CCRR numbers joined by sep.
func hexList(hs []hex.Hex, sep string) string {
	s := make([]string, len(hs))
	for i, h := range hs {
		s[i] = h.String()
	}
	return strings.Join(s, sep)
}

// setupConfirm ends a side's purchase or placement and asks the next
// decision; the last placement puts both forces on the map and starts
// play.
func (g *Game) setupConfirm(cmd Command) ([]Event, error) {
	side := cmd.Side
	if g.Pending.Kind == DecideStandardPlace {
		for _, u := range g.Staged(side) {
			if u.Mans == 0 && !slices.Contains(g.Setup.Placed[side], u.ID) {
				return nil, fmt.Errorf("%s is not placed yet: every marker starts on the map (Inset II.1 step 7)", g.describe(u))
			}
		}
	}
	what := "its force"
	if g.Pending.Kind == DecideStandardPlace {
		what = "its placement"
	}
	evs := []Event{{Kind: EvSetupConfirmed, Side: side, Rule: "Inset II.1", Text: fmt.Sprintf("%s confirms %s.", upperFirst(sideName(side)), what)}}
	switch {
	case side != Sides[1]:
		g.askSetup(g.Pending.Kind, Sides[1])
	case g.Pending.Kind == DecideStandardForce:
		g.askSetup(DecideStandardPlace, Sides[0])
	default:
		evs = append(evs, g.revealForces()...)
		evs = append(evs, g.begin()...)
	}
	return evs, nil
}

// revealForces puts every placed marker on the map and ends the setup.
func (g *Game) revealForces() []Event {
	n := 0
	for _, u := range g.Units {
		if u.Place != Staged {
			continue
		}
		if u.Mans != 0 {
			u.Hex = g.Unit(u.Mans).Hex
		}
		u.Place, u.DeployTurn = OnMap, 0
		n++
	}
	g.Setup, g.Purchases = nil, nil
	return []Event{{Kind: EvForcesRevealed, Rule: "Inset II.1", Amount: n, Side: Sides[0],
		Text: "Both forces stand on the map; play begins (Inset II.1 steps 7-9)."}}
}
