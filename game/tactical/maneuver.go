package tactical

import (
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Aircraft maneuvers (IX.7, Tables IX.3a and IX.3b): flown in place in
// step ④ instead of a simple move, each costs movement, changes altitude
// and heading, and asks a d10 check. Success changes who holds Advantage
// (an Attack Position on one enemy aircraft: the Offensive stance; being
// tailed is the Defensive stance; neither is Neutral) or gives bonuses in
// the coming combat round. A failure spends the cost and changes nothing
// but what the table says happens either way.
// A success against an enemy aircraft may be answered by one of its
// counter maneuvers before it takes effect (counter.go); the checks are in
// maneuver_check.go, the flying in maneuver_fly.go, what a success does
// in maneuver_effect.go and torpedoes in torpedo.go.

// ManeuverRule is the section every maneuver check cites.
const ManeuverRule = "IX.7"

// Turn is what a maneuver does to the heading.
type Turn uint8

const (
	KeepHeading Turn = iota
	Reverse          // the exact opposite heading
	Quarter          // 90° either way, as the command's Facing says
	Match            // the heading of the aircraft answered (Barrel Roll Attack)
	Toward           // the two fighters of a Thatch Weave turn towards each other
)

// Aim is what a maneuver is flown against.
type Aim uint8

const (
	AtAircraft Aim = iota // an enemy aircraft
	AtGround              // an enemy on the ground or at sea
	AtNothing             // no target
	AtShip                // an enemy ship (Torpedo Run)
	AtPursuer             // an enemy aircraft holding Advantage on this one
	AtEngaged             // an enemy tailing or tailed by this one, or none (Split-S)
)

// Maneuver is one line of Tables IX.3a/IX.3b.
type Maneuver struct {
	ID, Name  string
	Offensive bool
	Roles     []units.AirRole // who may fly it; nil: every aircraft
	// TorpedoBombers opens it to bombers carrying a torpedo too: the
	// tables' "Torpedo Bomber", a role the catalog does not have.
	TorpedoBombers bool
	// Cost in inches of movement for fighters, fighter-bombers and dive
	// bombers, and for every other aircraft.
	Cost  [2]int64
	Climb int64 // altitude change in hundredths of an inch (600 ft = 1")
	Level int64 // when set, the altitude it ends at instead (Torpedo Run)
	Turn  Turn
	Need  int // the d10 check: this or more, less one per experience star
	Aim   Aim
	// Counters are the maneuvers that may answer it (Counter Moves).
	Counters []string
	// AnswerOnly: flown only as a counter (Barrel Roll Attack).
	AnswerOnly bool
}

var small = []units.AirRole{units.Fighter, units.FighterBomber, units.DiveBomber}

// The counter lists of the tables.
var (
	escapes    = []string{"evasive_dive", "split_s", "defensive_chandelle"}
	pursuits   = []string{"barrel_roll", "immelmann"}
	followDive = []string{"diving_attack", "barrel_roll"}
)

// Maneuvers are the maneuvers of Tables IX.3a and IX.3b, in table order.
// The Thatch Weave and the Defensive Chandelle keep their rows' figures
// and counters; their descriptions, printed swapped, are read the other
// way round (Q130).
var Maneuvers = []Maneuver{
	{ID: "diving_attack", Name: "Diving Attack", Offensive: true, Roles: small, Cost: [2]int64{5, 5}, Climb: -2 * geom.Inch, Need: 4, Aim: AtAircraft, Counters: escapes},
	{ID: "fast_climb", Name: "Fast Climb", Offensive: true, Roles: small, Cost: [2]int64{2, 2}, Climb: 2 * geom.Inch, Need: 2, Aim: AtAircraft, Counters: escapes},
	{ID: "chandelle", Name: "Chandelle (Offensive)", Offensive: true, Cost: [2]int64{2, 4}, Climb: 4 * geom.Inch, Turn: Reverse, Need: 3, Aim: AtAircraft, Counters: escapes},
	{ID: "dive_bomb", Name: "Dive Bomb", Offensive: true, Roles: small, Cost: [2]int64{4, 4}, Climb: -4 * geom.Inch, Need: 4, Aim: AtGround},
	{ID: "torpedo_run", Name: "Torpedo Run", Offensive: true, Roles: []units.AirRole{units.FighterBomber}, TorpedoBombers: true, Cost: [2]int64{7, 7}, Level: TorpedoAlt, Need: 5, Aim: AtShip},
	{ID: "barrel_roll", Name: "Barrel Roll Attack", Offensive: true, Roles: small, Cost: [2]int64{4, 4}, Climb: -geom.Inch, Turn: Match, Need: 4, Aim: AtAircraft, Counters: escapes, AnswerOnly: true},
	{ID: "immelmann", Name: "Immelmann Turn", Offensive: true, Roles: []units.AirRole{units.Fighter, units.FighterBomber}, Cost: [2]int64{5, 5}, Climb: geom.Inch, Turn: Reverse, Need: 3, Aim: AtAircraft, Counters: escapes},
	{ID: "break", Name: "Break", Cost: [2]int64{2, 4}, Turn: Quarter, Need: 2, Aim: AtPursuer, Counters: pursuits},
	{ID: "evasive_dive", Name: "Evasive Dive", Cost: [2]int64{4, 4}, Climb: -2 * geom.Inch, Need: 4, Aim: AtPursuer, Counters: followDive},
	{ID: "thatch_weave", Name: "Thatch Weave", Roles: []units.AirRole{units.Fighter}, Cost: [2]int64{6, 6}, Turn: Toward, Need: 4, Aim: AtAircraft, Counters: escapes},
	{ID: "defensive_chandelle", Name: "Chandelle (Defensive)", Cost: [2]int64{2, 4}, Climb: 4 * geom.Inch, Turn: Reverse, Need: 3, Aim: AtPursuer, Counters: []string{"chandelle", "immelmann"}},
	{ID: "split_s", Name: "Split-S", Roles: small, TorpedoBombers: true, Cost: [2]int64{4, 4}, Climb: -geom.Inch, Turn: Reverse, Need: 3, Aim: AtEngaged, Counters: []string{"split_s"}},
	{ID: "flat_scissors", Name: "Flat Scissors", Roles: small, TorpedoBombers: true, Cost: [2]int64{6, 6}, Need: 3, Aim: AtAircraft, Counters: []string{"flat_scissors", "evasive_dive"}},
}

// ManeuverByID returns the maneuver with id.
func ManeuverByID(id string) (*Maneuver, bool) {
	for i := range Maneuvers {
		if Maneuvers[i].ID == id {
			return &Maneuvers[i], true
		}
	}
	return nil, false
}

// answers reports whether m may answer the maneuver with id (its
// counter list names m).
func (m *Maneuver) answers(id string) bool {
	a, ok := ManeuverByID(id)
	if !ok {
		return false
	}
	for _, c := range a.Counters {
		if c == m.ID {
			return true
		}
	}
	return false
}

// cost is the maneuver's price for u, in hundredths of an inch.
func (m *Maneuver) cost(u *Unit) int64 {
	if hasRole(small, u.Card.Special.AirRole) {
		return m.Cost[0] * geom.Inch
	}
	return m.Cost[1] * geom.Inch
}

// flownBy reports whether u's kind of aircraft may fly m.
func (m *Maneuver) flownBy(u *Unit) bool {
	role := u.Card.Special.AirRole
	return m.Roles == nil || hasRole(m.Roles, role) ||
		(m.TorpedoBombers && role == units.Bomber && u.hasTorpedo())
}

func hasRole(rs []units.AirRole, r units.AirRole) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// Stance is an aircraft's stance (IX.7): Offensive when it holds
// Advantage, Defensive when an enemy holds it on this aircraft, else
// Neutral.
func (b *Battle) Stance(u *Unit) string {
	switch {
	case u.Tailing >= 0 && b.Unit(u.Tailing).Active():
		return "offensive"
	case b.tailed(u):
		return "defensive"
	}
	return "neutral"
}

func (b *Battle) tailed(u *Unit) bool {
	for i := range b.Units {
		if t := &b.Units[i]; t.Tailing == u.ID && t.Active() {
			return true
		}
	}
	return false
}
