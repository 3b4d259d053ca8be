package game

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// The Deployment Phase (V.6): staged units enter the map at the places of
// Table V.1; large naval ships may be held back by Table V.2 (V.6.3).

// CmdDeploy places the staged unit Command.Unit at Command.Hex in the
// active side's Deployment Phase; a crewed unit brings its crew. Staged
// units may also wait for a later Deployment Phase (V.6).
const CmdDeploy CommandKind = "deploy"

const (
	// EvDeployed: a unit (and its crew) left the staging area; Units lists
	// them.
	EvDeployed EventKind = "deployed"
	// EvNavalRequest: a large ship's request was rolled on Table V.2;
	// Amount is the delay in turns.
	EvNavalRequest EventKind = "naval_request"
)

// MinPostSpacing is the least distance between a side's Command Posts and
// its Forward HQ (Inset IV.3 item 1); MaxPosts the Command Posts a country
// may have (IV.1.3).
const (
	MinPostSpacing = 10
	MaxPosts       = 4
)

func init() {
	register(CmdDeploy, DecidePhase, PhaseDeployment, (*Game).deploy)
}

// CanDeploy says why unit id cannot deploy at h now, or returns nil.
func (g *Game) CanDeploy(id UnitID, h hex.Hex) error {
	u := g.Unit(id)
	if u == nil {
		return fmt.Errorf("there is no unit %d", id)
	}
	if err := g.deployReady(u); err != nil {
		return err
	}
	return g.locationBar(u, h)
}

// DeployHexes lists the hexes where unit id may deploy now, column by
// column; none when it cannot deploy at all now (CanDeploy says why).
func (g *Game) DeployHexes(id UnitID) []hex.Hex {
	u := g.Unit(id)
	if u == nil || g.deployReady(u) != nil {
		return nil
	}
	return g.tableV1Hexes(u)
}

// tableV1Hexes lists the hexes where Table V.1 lets u enter the map now,
// column by column (also for event cards, event_effects.go).
func (g *Game) tableV1Hexes(u *Unit) []hex.Hex {
	var out []hex.Hex
	for _, h := range g.scenario.Map.Hexes() {
		if !g.mayBeLocation(u, h) {
			continue
		}
		if g.locationBar(u, h) == nil {
			out = append(out, h)
		}
	}
	return out
}

// mayBeLocation is a quick test that locationBar may accept h for u: false
// only where locationBar would refuse it (tableV1Hexes asks about every
// hex, and most refusals name every port or airfield held).
func (g *Game) mayBeLocation(u *Unit, h hex.Hex) bool {
	c := u.Card
	switch {
	case !g.scenario.Map.InBounds(h):
		return false
	case isPost(c), c.Special.Naval == units.LargeNaval, c.Class == units.Ship:
		return true
	case c.Class == units.Aircraft:
		return g.airfieldHeld(u.Side, h)
	}
	return g.portHeld(u.Side, h)
}

// deployReady checks that u may leave the staging area in this phase.
func (g *Game) deployReady(u *Unit) error {
	name := g.describe(u)
	turn := g.Players[u.Side].Turn
	switch {
	case g.Over || u.Side != g.Active || g.Phase != PhaseDeployment || g.Pending.Kind != DecidePhase:
		return fmt.Errorf("%s may deploy only in its own side's Deployment Phase (turns 5, 10, 15 ...; V.6)", name)
	case u.Place != Staged:
		return fmt.Errorf("%s is not in the staging area (III.4)", name)
	case u.Mans != 0 && g.Unit(u.Mans).Place == Staged:
		return fmt.Errorf("%s crews %s: deploy that unit and its crew goes with it (V.6)", name, g.describe(g.Unit(u.Mans)))
	case needsConstruction(u.Card):
		return fmt.Errorf("%s appears by itself where Combat Engineers build it, when their work is done (Table V.1, VI.5.3)", name)
	case g.rushedNow(u): // rush_deployment.go (IV.3.6)
		return nil
	case u.DeployTurn > turn && u.NavalDelay > 0:
		return fmt.Errorf("%s is delayed by %d turn(s) and arrives on turn %d (Table V.2)", name, u.NavalDelay, u.DeployTurn)
	case u.DeployTurn > turn:
		return fmt.Errorf("%s was staged for the Deployment Phase of turn %d and cannot deploy before it (V.2); this is turn %d", name, u.DeployTurn, turn)
	case u.Card.Special.Naval == units.LargeNaval && !u.NavalRolled:
		return fmt.Errorf("%s's deployment request has not been answered yet (V.6.3)", name)
	case turn%DeploymentEvery != 0 && !arrivingShip(u, turn):
		return fmt.Errorf("this Deployment Phase is only for large ships delayed by Table V.2; %s waits for turn %d (V.6)", name, nextDeploymentTurn(turn))
	}
	return nil
}

// arrivingShip: a large ship whose Table V.2 delay ends on this turn.
func arrivingShip(u *Unit, turn int) bool {
	return u.Place == Staged && u.Card.Special.Naval == units.LargeNaval && u.NavalDelay > 0 && u.DeployTurn == turn
}

// locationBar checks h against Table V.1 for u's type.
func (g *Game) locationBar(u *Unit, h hex.Hex) error {
	m := g.scenario.Map
	name, side, c := g.describe(u), u.Side, u.Card
	if !m.InBounds(h) {
		return fmt.Errorf("%s is not on the map", h)
	}
	switch {
	case isPost(c):
		return g.postBar(u, h)
	case c.Class == units.Aircraft:
		if !g.airfieldHeld(side, h) {
			return fmt.Errorf("%s must deploy at an airfield %s controls (Table V.1): %s", name, sideName(side), g.placeList(g.heldAirfields(side)))
		}
	case c.Special.Naval == units.LargeNaval:
		o := h.Offset()
		edge := o.Col == 1 || o.Row == 1 || o.Col == m.Width || o.Row == m.Height
		switch {
		case m.Terrain(h) != board.Sea || !edge:
			return fmt.Errorf("%s must deploy in a sea hex on the edge of the map (Table V.1); %s is not one", name, h)
		case len(g.unitsIn(h)) > 0:
			return fmt.Errorf("%s must deploy in an empty sea hex (Table V.1); %s is occupied", name, h)
		}
	case c.Class == units.Ship:
		if t := m.Terrain(h); t != board.Sea && t != board.Coastal {
			return fmt.Errorf("%s is a ship and %s is %s (Table V.1)", name, h, t)
		}
		for _, p := range g.heldPorts(side) {
			if hex.Distance(p, h) <= 1 {
				return nil
			}
		}
		return fmt.Errorf("%s must deploy within one hex of a port %s controls (Table V.1): %s", name, sideName(side), g.placeList(g.heldPorts(side)))
	default:
		if !g.portHeld(side, h) {
			return fmt.Errorf("%s is a land unit and deploys at a shipping facility %s controls (Table V.1): %s", name, sideName(side), g.placeList(g.heldPorts(side)))
		}
	}
	return nil
}

// postBar checks a Command Post or Forward HQ site (IV.1.3, IV.1.4,
// Inset IV.3): dry passable ground held by an own land unit, at least ten
// hexes from every other own post, four posts and one HQ at most.
func (g *Game) postBar(u *Unit, h hex.Hex) error {
	name, side := named(u), u.Side
	switch t := g.scenario.Map.Terrain(h); t {
	case board.Sea, board.Swamp, board.Impassable:
		return refusef("%s cannot stand in %s %s: posts need passable ground, not water or marsh (IV.1.3)", name, t, h)
	}
	if !g.landUnitIn(side, h) {
		return refusef("%s is established where a land unit of %s stands (Inset IV.3 item 2); %s has none", name, sideName(side), h)
	}
	posts := 0
	for _, o := range g.Units {
		if o.Side != side || !o.Deployed() || !isPost(o.Card) {
			continue
		}
		if o.Card.Special.Structure == units.CommandPost {
			posts++
		}
		if o.Card.Special.Structure == units.ForwardHQ && u.Card.Special.Structure == units.ForwardHQ {
			return refusef("%s already has its Forward HQ in %s; there is only one (IV.1.4)", sideName(side), o.Hex)
		}
		if d := hex.Distance(o.Hex, h); d < MinPostSpacing {
			return refusef("%s would be %d hexes from %s in %s; posts stand at least %d hexes apart (Inset IV.3 item 1)", name, d, named(o), o.Hex, MinPostSpacing)
		}
	}
	if u.Card.Special.Structure == units.CommandPost && posts >= MaxPosts {
		return refusef("%s already has %d Command Posts, the most allowed (IV.1.3)", sideName(side), MaxPosts)
	}
	return nil
}

// landUnitIn: side has a deployed land unit in h (not a structure,
// obstacle or emplacement, not an aircraft or ship).
func (g *Game) landUnitIn(side units.Side, h hex.Hex) bool {
	for _, o := range g.unitsIn(h) {
		if o.Side != side || !o.Card.Ground() || o.InFlight {
			continue
		}
		switch o.Card.Class {
		case units.Structure, units.Obstacle, units.Emplacement:
			continue
		}
		return true
	}
	return false
}

// heldPorts lists the shipping-facility hexes side controls.
func (g *Game) heldPorts(side units.Side) []hex.Hex {
	var out []hex.Hex
	for _, c := range g.scenario.Map.Cities {
		if !c.Port {
			continue
		}
		for _, h := range c.Hexes {
			if g.Controls(side, h) && g.portWorks(h.String()) { // structures.go: VII.3.4
				out = append(out, h)
			}
		}
	}
	return out
}

func (g *Game) portHeld(side units.Side, h hex.Hex) bool {
	c, ok := g.scenario.Map.CityAt(h)
	return ok && c.Port && g.Controls(side, h) && g.portWorks(h.String())
}

// heldAirfields lists the printed airfields side controls and the airfield
// structures it has deployed.
func (g *Game) heldAirfields(side units.Side) []hex.Hex {
	maybe := map[hex.Hex]bool{} // the only hexes airfieldHeld may accept
	for _, a := range g.scenario.Map.Airfields {
		maybe[a.Hex] = true
	}
	for _, o := range g.Units {
		if o.Deployed() && o.Side == side && o.Card.Special.Structure == units.Airfield {
			maybe[o.Hex] = true
		}
	}
	// in the order of Map.Hexes (column, then row), without listing them all
	var out []hex.Hex
	for h := range maybe {
		if g.scenario.Map.InBounds(h) && g.airfieldHeld(side, h) {
			out = append(out, h)
		}
	}
	slices.SortFunc(out, func(a, b hex.Hex) int {
		oa, ob := a.Offset(), b.Offset()
		return cmp.Or(cmp.Compare(oa.Col, ob.Col), cmp.Compare(oa.Row, ob.Row))
	})
	return out
}

func (g *Game) airfieldHeld(side units.Side, h hex.Hex) bool {
	if _, ok := g.scenario.Map.AirfieldAt(h); ok && g.Controls(side, h) && g.airfieldWorks(h) {
		return true
	}
	for _, o := range g.unitsIn(h) {
		if o.Side == side && o.Card.Special.Structure == units.Airfield {
			return true
		}
	}
	return false
}

// placeList names hexes for a message: "Bari (1710), Barletta (1308)".
func (g *Game) placeList(hs []hex.Hex) string {
	if len(hs) == 0 {
		return "it has none"
	}
	m := g.scenario.Map
	names := make([]string, 0, len(hs))
	for _, h := range hs {
		name := h.String()
		if c, ok := m.CityAt(h); ok {
			name = fmt.Sprintf("%s (%s)", c.Name, h)
		} else if a, ok := m.AirfieldAt(h); ok {
			name = fmt.Sprintf("%s (%s)", a.Name, h)
		}
		names = append(names, name)
	}
	return strings.Join(names, ", ")
}

func (g *Game) deploy(cmd Command) ([]Event, error) {
	if cmd.Hex == nil {
		return nil, fmt.Errorf("deploy needs the hex to deploy in")
	}
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	h := *cmd.Hex
	if err := g.CanDeploy(u.ID, h); err != nil {
		return nil, err
	}
	ids, text := g.placeDeployed(u, h)
	return []Event{{Kind: EvDeployed, Side: u.Side, Units: ids, Rule: "V.6", Secret: g.Rules.FogOfWar, Text: text}}, nil
}

// placeDeployed puts staged u, and its staged crew, on the map at h; it
// returns their ids and the sentence that tells it (also used by event
// cards, event_picks.go).
func (g *Game) placeDeployed(u *Unit, h hex.Hex) ([]UnitID, string) {
	ids := []UnitID{u.ID}
	u.Place, u.Hex, u.DeployTurn = OnMap, h, 0
	text := fmt.Sprintf("%s deploys in %s", g.describe(u), g.placeList([]hex.Hex{h}))
	if c := g.Unit(u.Crew); c != nil && c.Place == Staged {
		c.Place, c.Hex, c.DeployTurn = OnMap, h, 0
		ids = append(ids, c.ID)
		text += fmt.Sprintf(" with its %s", g.describe(c))
	}
	text += " (Table V.1)."
	if isPost(u.Card) {
		u.ActiveTurn = g.Players[u.Side].Turn + 1
		text += fmt.Sprintf(" It works from turn %d (Inset IV.3 item 3).", u.ActiveTurn)
		text += g.refundPostSite(u, h) // post_cost.go (IV.1.3)
	}
	return ids, text
}

// deploymentStart answers the requests of large ships due at a regular
// Deployment Phase: one d10 per ship on Table V.2, once per ship (V.6.3).
func (g *Game) deploymentStart() []Event {
	side := g.Active
	turn := g.Players[side].Turn
	if turn%DeploymentEvery != 0 {
		return nil
	}
	var evs []Event
	for _, u := range g.Staged(side) {
		if u.Card.Special.Naval != units.LargeNaval || u.NavalRolled || u.DeployTurn > turn {
			continue
		}
		roll := g.dice.D10(fmt.Sprintf("naval deployment (%s)", g.describe(u)), "V.6.3")
		u.NavalRolled = true
		text := fmt.Sprintf("Request for %s: rolled %d, the ship arrives on time (Table V.2).", g.describe(u), roll)
		if delay := NavalDelay(roll); delay > 0 {
			u.NavalDelay, u.DeployTurn = delay, turn+delay
			text = fmt.Sprintf("Request for %s: rolled %d, delayed %d turn(s); it arrives on turn %d (Table V.2).", g.describe(u), roll, delay, u.DeployTurn)
		}
		evs = append(evs, Event{Kind: EvNavalRequest, Side: side, Units: []UnitID{u.ID}, Amount: u.NavalDelay, Rule: "V.6.3",
			Rolls: g.dice.TakeRolls(), Secret: true, Text: text})
	}
	return evs
}

// NavalDelay reads a d10 on Table V.2: 1-7 on time, 8-10 one to three
// turns late.
func NavalDelay(roll int) int { return max(roll-7, 0) }

// shipsArriving reports whether a large ship of side delayed by Table V.2
// arrives on this turn, which is not a regular deployment turn: the side
// then gets a Deployment Phase at the end of the turn to bring it in.
func (g *Game) shipsArriving(side units.Side) bool {
	turn := g.Players[side].Turn
	if turn%DeploymentEvery == 0 {
		return false
	}
	if g.rushPending(side) { // rush_deployment.go (IV.3.6)
		return true
	}
	for _, u := range g.Units {
		if u.Side == side && arrivingShip(u, turn) {
			return true
		}
	}
	return false
}
