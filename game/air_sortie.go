package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// Aircraft sorties (VI.2.2, VI.2.3, Inset IV.1 note, glossary Aircraft
// Sortie and Turns of Flight). An aircraft, or a flight of aircraft in one
// hex, is given its whole flight in its side's Movement Phase: waypoints
// from its hex to the airfield where it lands, and a mission.
//
// Readings:
//   - Missions are a closed set: ferry (fly to another field, no combat),
//     strafe (guns against ground targets at the mission hex), bomb (guns
//     and bombs against ground targets there), dive_bomb (bomb with the
//     glossary's +2; Dive Bomb aircraft only) and intercept (attack enemy
//     aircraft in flight there). Every mission but ferry names its hex
//     (Command.Hex), which must be one of the waypoints.
//   - A flight flies hex by hex between waypoints (the shortest line, first
//     direction on ties), at most its Movement a Movement Phase, the
//     slowest aircraft setting the pace. It stops at its mission hex; the
//     rest of that phase's movement is its return leg, flown when the
//     Combat Phase ends (Example VI.1: the fighter returns after combat).
//   - The route must end on an airfield not held by the enemy and fit in
//     Movement × the Turns of Flight left (VI.2.2, Q29). An aircraft whose
//     count is 1 and that is not down on an airfield when its side's
//     Combat Phase ends, the end of that turn's flying, crashes.
//   - Sorties are free of the command network (Inset IV.1 note). A flight
//     already in the air may be given a new sortie in its Movement Phase
//     only inside a friendly Command Radius or after an enemy fired at it
//     since the sortie began (VI.2.3, the threat). Otherwise it flies on.
//   - The plan (waypoints, mission, mission hex) is known to its owner
//     only: the declaration event is secret and View shows only own
//     sorties. Where aircraft fly is seen (they are not hidden).

// Missions (Command.Option of CmdSortie).
const (
	MissionFerry     = "ferry"
	MissionStrafe    = "strafe"
	MissionBomb      = "bomb"
	MissionDiveBomb  = "dive_bomb"
	MissionIntercept = "intercept"
)

// Missions lists the missions a sortie may fly, in a fixed order.
var Missions = []string{MissionFerry, MissionStrafe, MissionBomb, MissionDiveBomb, MissionIntercept}

// DiveBombBonus is the attack bonus of a declared dive bombing, and
// DiveRetaliationBonus what ground units get back (glossary, Dive Bomb).
const (
	DiveBombBonus        = 2
	DiveRetaliationBonus = 1
)

// CmdSortie: Command.Unit or Command.Units (a flight in one hex) fly
// Command.Path, waypoints from their hex (left out) to the landing
// airfield; Command.Option is the mission and Command.Hex its hex.
const CmdSortie CommandKind = "sortie"

// Events of sorties and flight.
const (
	// EvSortieDeclared: the plan, secret to its owner.
	EvSortieDeclared EventKind = "sortie_declared"
	EvTookOff        EventKind = "took_off"
	EvFlew           EventKind = "flew"
	EvLanded         EventKind = "landed"
	EvAircraftTaken  EventKind = "aircraft_captured"
	// EvFlightCount: Turns of Flight counted down, secret to the owner.
	EvFlightCount EventKind = "flight_count"
	// EvMunitionsSpent: bombs dropped and depleted until landing (VI.7.4).
	EvMunitionsSpent EventKind = "munitions_spent"
)

// Sortie is one flight's plan and progress.
type Sortie struct {
	Side      units.Side `json:"side"`
	Units     []UnitID   `json:"units"`
	Mission   string     `json:"mission"`
	Waypoints []hex.Hex  `json:"waypoints"`        // as declared, start left out
	Strike    *hex.Hex   `json:"strike,omitempty"` // the mission hex
	Route     []hex.Hex  `json:"route"`            // hexes still to fly, one by one
	// StrikeIn is how many Route hexes lie before the mission hex, -1 once
	// the mission is flown or when there is none; StrikeStep the Step in
	// whose Combat Phase the flight is over its mission hex.
	StrikeIn   int  `json:"strike_in"`
	StrikeStep int  `json:"strike_step,omitempty"`
	Declared   int  `json:"declared"`   // Step of the declaration
	FlownStep  int  `json:"flown_step"` // Step of the last leg
	Flown      int  `json:"flown"`      // hexes flown in that Step
	Scramble   bool `json:"scramble,omitempty"`
}

func init() {
	register(CmdSortie, DecidePhase, PhaseMovement, (*Game).sortie)
}

// isStrike: missions that attack ground targets.
func isStrike(m string) bool {
	return m == MissionStrafe || m == MissionBomb || m == MissionDiveBomb
}

// airborne: an aircraft in flight.
func airborne(u *Unit) bool { return u.Card.Class == units.Aircraft && u.InFlight && u.Deployed() }

// airGroundedBy names the event card in force that keeps side's aircraft
// on the ground, or "".
func (g *Game) airGroundedBy(side units.Side) string {
	if !g.effectActive(side, cards.GroundAircraft) {
		return ""
	}
	for _, a := range g.InForce {
		if e, ok := g.content.Events.Get(a.Card); ok {
			for _, eff := range e.Effects {
				if eff.Kind == cards.GroundAircraft && effectHits(eff.Side, a.Drawer, side) {
					return e.Title
				}
			}
		}
	}
	return "an event"
}

// sortieIndex is the index in g.Sorties of the sortie u flies, or -1.
func (g *Game) sortieIndex(id UnitID) int {
	return slices.IndexFunc(g.Sorties, func(s Sortie) bool { return containsID(s.Units, id) })
}

// SortieOf returns a copy of the sortie unit id flies, for its owner's
// client; nil when it flies none.
func (g *Game) SortieOf(id UnitID) *Sortie {
	i := g.sortieIndex(id)
	if i < 0 {
		return nil
	}
	s := cloneSortie(g.Sorties[i])
	return &s
}

func cloneSortie(s Sortie) Sortie {
	s.Units = slices.Clone(s.Units)
	s.Waypoints = slices.Clone(s.Waypoints)
	s.Route = slices.Clone(s.Route)
	if s.Strike != nil {
		h := *s.Strike
		s.Strike = &h
	}
	return s
}

// ownSorties are side's sorties, for its View only.
func (g *Game) ownSorties(side units.Side) []Sortie {
	var out []Sortie
	for _, s := range g.Sorties {
		if s.Side == side {
			out = append(out, cloneSortie(s))
		}
	}
	return out
}

// inCommandRadius: h lies inside side's command network (IV.1.1).
func (g *Game) inCommandRadius(side units.Side, h hex.Hex) bool {
	for _, s := range g.CommandRadius(side) {
		if hex.Distance(s.Hex, h) <= s.Radius {
			return true
		}
	}
	return false
}

// threatened: an enemy fired at u since its sortie was declared (VI.2.3).
func (g *Game) threatened(u *Unit) bool {
	i := g.sortieIndex(u.ID)
	return i >= 0 && u.ThreatStep >= g.Sorties[i].Declared
}

// flightOf reads and checks the aircraft of a sortie order.
func (g *Game) flightOf(cmd Command) ([]*Unit, error) { return g.flightWith(cmd, g.sortieBar) }

// flightWith reads the aircraft cmd names (Unit, then Units), each passing
// bar, all in one hex (air_replan.go uses it too).
func (g *Game) flightWith(cmd Command, bar func(*Unit) error) ([]*Unit, error) {
	ids := cmd.Units
	if cmd.Unit != 0 {
		ids = append([]UnitID{cmd.Unit}, ids...)
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("a sortie needs an aircraft (VI.2.3)")
	}
	var flight []*Unit
	for _, id := range ids {
		u := g.Unit(id)
		if u == nil || u.Side != cmd.Side {
			return nil, fmt.Errorf("unit %d is not one of your units", id)
		}
		if slices.Contains(flight, u) {
			return nil, fmt.Errorf("%s is named twice", g.describe(u))
		}
		if err := bar(u); err != nil {
			return nil, err
		}
		if f := flight; len(f) > 0 && (u.Hex != f[0].Hex || u.InFlight != f[0].InFlight) {
			return nil, fmt.Errorf("%s is not with %s: a flight takes off or flies together from one hex (VI.2.3)", g.describe(u), g.describe(f[0]))
		}
		flight = append(flight, u)
	}
	return flight, nil
}

// sortieBar says why aircraft u cannot be given a sortie now.
func (g *Game) sortieBar(u *Unit) error {
	name, turn := named(u), g.Players[u.Side].Turn
	crew := g.Unit(u.Crew)
	switch {
	case !u.Deployed():
		return refusef("%s is not on the map", name)
	case u.Card.Class != units.Aircraft:
		return refusef("%s is not an aircraft; only aircraft fly sorties (VI.2.3)", name)
	case u.Card.Special.RequiresCrew != units.NoCrew && (crew == nil || !crew.Deployed() || crew.Hex != u.Hex):
		return refusef("%s has no pilot or air crew aboard (glossary, Crew)", name)
	case g.Unsupplied(u):
		return refusef("%s is unsupplied this turn and may not fly (V.3.2)", name)
	case u.IdleIn(turn):
		return refusef("%s is busy with an idle function this turn (VI.2.4)", name)
	case u.MovedStep == g.Step:
		return refusef("%s has already flown this Movement Phase (V.4)", name)
	case !u.InFlight && !g.isAirfield(u.Hex):
		return refusef("%s is grounded away from an airfield and cannot take off (VII.5)", name)
	case u.InFlight && !g.inCommandRadius(u.Side, u.Hex) && !g.threatened(u):
		return refusef("%s is in flight outside the command network and unthreatened: it flies its declared sortie (VI.2.3)", name)
	}
	return nil
}

// routeThrough expands waypoints into the hexes flown one by one: each
// step goes to the neighbour nearest the next waypoint, the first
// direction winning ties (integer arithmetic only, so replays agree).
func routeThrough(from hex.Hex, waypoints []hex.Hex) []hex.Hex {
	var out []hex.Hex
	at := from
	for _, w := range waypoints {
		for at != w {
			best := hex.Neighbors(at)[0]
			for _, n := range hex.Neighbors(at) {
				if hex.Distance(n, w) < hex.Distance(best, w) {
					best = n
				}
			}
			at = best
			out = append(out, at)
		}
	}
	return out
}

// flightPace is the Movement of the slowest aircraft of a flight, on the
// face in use (a damaged aircraft flies about half as far: VI.2.3 tip).
func flightPace(flight []*Unit) int {
	pace := flight[0].Face().Movement
	for _, u := range flight[1:] {
		pace = min(pace, u.Face().Movement)
	}
	return pace
}

// pushedPace is flightPace this turn: a Push adds to each aircraft's
// Movement for the turn it is played (IV.3.5, push.go).
func (g *Game) pushedPace(flight []*Unit) int {
	pace := g.movementOf(flight[0])
	for _, u := range flight[1:] {
		pace = min(pace, g.movementOf(u))
	}
	return pace
}

// flightLeft is the Turns of Flight the flight has left: the rating for a
// flight on the ground, the count for one in the air.
func flightLeft(flight []*Unit) int {
	n := 0
	for i, u := range flight {
		left := u.Card.Special.TurnsOfFlight
		if u.InFlight {
			left = u.FlightLeft
		}
		if i == 0 || left < n {
			n = left
		}
	}
	return max(n, 1)
}

// missionBar checks a mission against the flight and the waypoints, and
// returns the index of the mission hex among the waypoints (-1 for none).
func (g *Game) missionBar(cmd Command, flight []*Unit) (int, error) {
	m := cmd.Option
	if !slices.Contains(Missions, m) {
		return 0, fmt.Errorf("mission %q is not one of %s (VI.2.3)", m, strings.Join(Missions, ", "))
	}
	if m == MissionFerry {
		if cmd.Hex != nil {
			return 0, fmt.Errorf("a ferry flight has no mission hex (VI.2.3)")
		}
		return -1, nil
	}
	if cmd.Hex == nil {
		return 0, fmt.Errorf("a %s mission names the hex where it is flown (VI.2.3)", m)
	}
	at := slices.Index(cmd.Path, *cmd.Hex)
	if at < 0 {
		return 0, fmt.Errorf("the mission hex %s is not one of the waypoints: the whole flight path is declared (VI.2.3)", *cmd.Hex)
	}
	if at == len(cmd.Path)-1 {
		return 0, fmt.Errorf("the mission hex %s is the landing field; the flight must be in the air to fly its mission (VI.2.3)", *cmd.Hex)
	}
	switch m {
	case MissionBomb:
		if !slices.ContainsFunc(flight, g.hasBombs) {
			return 0, fmt.Errorf("no aircraft of the flight carries bombs it has not dropped (VI.7.4)")
		}
	case MissionDiveBomb:
		for _, u := range flight {
			if !u.Card.Special.DiveBomb || !g.hasBombs(u) {
				return 0, fmt.Errorf("%s cannot dive bomb: it needs the Dive Bomb ability and bombs not yet dropped (glossary, Dive Bomb)", g.describe(u))
			}
		}
	}
	return at, nil
}

// hasBombs: u carries a one-time munition it has not dropped.
func (g *Game) hasBombs(u *Unit) bool {
	for i, w := range u.Face().Weapons {
		if w.Expended && !slices.Contains(u.Depleted, i) {
			return true
		}
	}
	return false
}

// sortie answers CmdSortie.
func (g *Game) sortie(cmd Command) ([]Event, error) {
	if ev := g.airGroundedBy(cmd.Side); ev != "" {
		return nil, fmt.Errorf("%s is in force: no aircraft of %s may take off or fly sorties (III.6)", ev, sideName(cmd.Side))
	}
	flight, err := g.flightOf(cmd)
	if err != nil {
		return nil, err
	}
	strikeAt, err := g.missionBar(cmd, flight)
	if err != nil {
		return nil, err
	}
	from, side := flight[0].Hex, cmd.Side
	if len(cmd.Path) == 0 {
		return nil, fmt.Errorf("a sortie declares its whole flight path, ending on an airfield (VI.2.3)")
	}
	prev := from
	for _, w := range cmd.Path {
		if !g.scenario.Map.InBounds(w) {
			return nil, fmt.Errorf("waypoint %s is not on the map", w)
		}
		if w == prev {
			return nil, fmt.Errorf("waypoint %s repeats the one before it", w)
		}
		prev = w
	}
	land := cmd.Path[len(cmd.Path)-1]
	if !g.isAirfield(land) {
		return nil, fmt.Errorf("the flight path must end on an airfield, and %s has none (VI.2.2)", land)
	}
	if g.airfieldHolder(land) == Enemy(side) {
		return nil, fmt.Errorf("the airfield in %s is held by the enemy: landing there means capture (VII.5.1)", land)
	}
	route := routeThrough(from, cmd.Path)
	pace, left := g.pushedPace(flight), flightLeft(flight)
	if reach := pace + flightPace(flight)*(left-1); len(route) > reach { // push.go: a Push lengthens this turn's leg (IV.3.5)
		return nil, fmt.Errorf("the route is %d hexes, but the flight reaches %d this Movement Phase and %d a phase for %d more turn(s) of flight, %d in all (VI.2.2)",
			len(route), pace, flightPace(flight), left-1, reach)
	}
	if !flight[0].InFlight {
		if err := g.airOpsBar(from, len(flight)); err != nil {
			return nil, err
		}
	}

	var evs []Event
	ids := make([]UnitID, len(flight))
	for i, u := range flight {
		ids[i] = u.ID
		if j := g.sortieIndex(u.ID); j >= 0 { // a new plan replaces the old one
			g.Sorties[j].Units = slices.DeleteFunc(g.Sorties[j].Units, func(id UnitID) bool { return id == u.ID })
		}
	}
	g.Sorties = slices.DeleteFunc(g.Sorties, func(s Sortie) bool { return len(s.Units) == 0 })
	s := Sortie{Side: side, Units: ids, Mission: cmd.Option, Waypoints: slices.Clone(cmd.Path), Route: route,
		StrikeIn: -1, Declared: g.Step}
	plan := fmt.Sprintf("%s flies a %s sortie: %s → %s", g.names(g.units(ids)), cmd.Option, from, hexList(cmd.Path, " → "))
	if strikeAt >= 0 {
		h := *cmd.Hex
		s.Strike = &h
		s.StrikeIn = len(routeThrough(from, cmd.Path[:strikeAt+1]))
		plan += fmt.Sprintf(", mission over %s", h)
	}
	evs = append(evs, Event{Kind: EvSortieDeclared, Side: side, Units: ids, Rule: "VI.2.3", Secret: true,
		Text: plan + fmt.Sprintf(" (%d hexes, %d a phase).", len(route), pace)})
	if !flight[0].InFlight {
		g.countAirOp(from, len(flight))
		for _, u := range flight {
			u.FlightLeft = u.Card.Special.TurnsOfFlight
			g.setAirborne(u, true)
		}
		evs = append(evs, Event{Kind: EvTookOff, Side: side, Units: ids, Rule: "VI.2.2",
			Text: fmt.Sprintf("%s takes off from %s.", g.names(g.units(ids)), from)})
	}
	for _, u := range flight {
		for _, m := range g.moveGroup(u) {
			m.MovedStep = g.Step
		}
	}
	g.Sorties = append(g.Sorties, s)
	return append(evs, g.flyLeg(len(g.Sorties)-1)...), nil
}

// setAirborne puts u (and the crew inside) in the air or down.
func (g *Game) setAirborne(u *Unit, on bool) {
	u.InFlight = on
	if c := g.Unit(u.Crew); c != nil && c.Deployed() && c.Hex == u.Hex {
		c.InFlight = on
	}
}
