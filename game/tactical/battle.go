package tactical

import (
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// UnitID names a unit of one battle: its index in Battle.Units.
type UnitID int

// Role is a side's part in the battle.
type Role uint8

const (
	Defender Role = iota
	Attacker
)

func (r Role) String() string { return [...]string{"defender", "attacker"}[r] }

// Other is the opposing role.
func (r Role) Other() Role { return 1 - r }

// Status is where a unit of the battle is.
type Status uint8

const (
	Waiting   Status = iota // not placed yet (IX.4.4)
	OnTable                 // placed and fighting
	Destroyed               // destroyed in combat
	Captured                // surrendered (Table IX.2)
	Withdrawn               // left the table (Table IX.2)
	Absent                  // had nowhere to stand in its zone: takes no part
)

var statusNames = [...]string{"waiting", "on the table", "destroyed", "captured", "withdrawn", "absent"}

func (s Status) String() string { return statusNames[s] }

// Gone reports whether a unit with this status has left the battle for good.
func (s Status) Gone() bool { return s >= Destroyed }

// Crew is the crew inside a crewed unit (guns, vehicles, aircraft). Its
// experience stars count for the unit (VIII.2). A pierced hit reaches it
// (Inset VI.5); a crew destroyed leaves the unit unable to act.
type Crew struct {
	Card      *units.Card
	Damaged   bool
	Destroyed bool
}

// Jam is a weapon silenced by a natural 1 in combat round Round: it may
// not fire in that round or the next (Inset IX.6).
type Jam struct {
	Weapon int
	Round  int
}

// Unit is one unit on (or waiting for) the battle table.
type Unit struct {
	ID      UnitID
	Card    *units.Card
	Side    units.Side
	Role    Role
	Crew    *Crew // nil for units that need none
	Stars   []scenario.Star
	Damaged bool
	DugIn   bool
	Status  Status
	// Entered is the hexside an attacking unit came into the hex by,
	// which decides its placement zone (IX.4.3); Landing marks an
	// amphibious landing across that side.
	Entered hex.Direction
	Landing bool
	// Arrives is the tactical turn at whose start the unit is placed
	// (phased placement, IX.4.4); 1 for units placed at setup.
	Arrives int
	// Marker is the number the unit goes by on the table: the number of
	// its marker on the map when the battle came from there (Number).
	Marker int

	Pos    geom.Point
	Facing geom.Angle // compass bearing of the unit's front (IX.5.2)
	Alt    int64      // aircraft altitude in hundredths of an inch (1" = 600 ft); 0 on the ground

	// Footing: the unit has passed the check of the table's ground
	// (marsh, mountain slopes), asked once per battle like entering the
	// hex on the map (docs/TACTICAL.md).
	Footing bool

	// Tailing is the enemy aircraft this aircraft holds Advantage on
	// (IX.7), -1 for none; Passed the one it sped past in a Diving Attack;
	// Lost the one it lost Advantage on by overshooting or its evasion.
	Tailing, Passed, Lost UnitID
	Boost                 Boost // maneuver bonuses for the coming combat round

	Jams  []Jam
	Moved bool  // has moved in this tactical turn (steps 2-4)
	Flown int64 // aircraft: movement spent in step 4 this turn, hundredths of an inch
	Spent []int // expended munitions (bombs) already dropped, weapon indexes

	// TowedBy are the tows of a gun in tow, the lead first (tow.go).
	TowedBy []UnitID
	// ReadyAt is the turn from which a gun of Movement 0 that was set down
	// is set up (Table IX.1); 0 when it is, -1 for a packed gun not yet
	// placed.
	ReadyAt int
	// Pushed is the turn the unit was pushed (IV.3.5), 0 for never;
	// PushMove the movement it adds this turn, in hundredths of an inch.
	Pushed   int
	PushMove int64

	// Area is the belt an obstacle covers once placed; PassTurn and
	// Gaps count the units it let through a gap in that turn
	// (obstacles.go).
	Area           geom.Polygon
	PassTurn, Gaps int

	// MissionTarget is the target of the unit's Destroy mission, fired at
	// since combat round MissionSince (missions.go).
	MissionTarget UnitID
	MissionSince  int

	// Hidden: the enemy has not found the unit (hidden.go); Found is the
	// turn enemy scouts marked it, Reconned the turn it scouted.
	Hidden          bool
	Found, Reconned int

	// AttackDelta is added to the unit's d20 attack rolls and CheckDelta
	// to the d10 score of its terrain checks by events in force
	// (conditions.go); set once by the Setup, never changed, so clones
	// share the map.
	AttackDelta int
	CheckDelta  map[CheckKind]int
}

// Number is what players call the unit by: its marker's number, else
// its id on the table.
func (u *Unit) Number() int {
	if u.Marker > 0 {
		return u.Marker
	}
	return int(u.ID) + 1 // a battle of its own: #1 first, as markers count
}

// Face is the side of the card in use.
func (u *Unit) Face() *units.Face { return u.Card.Face(u.Damaged) }

// Active reports whether the unit is on the table and able to act: placed,
// not gone, and not left without a living crew.
func (u *Unit) Active() bool {
	return u.Status == OnTable && (u.Crew == nil || !u.Crew.Destroyed)
}

// Aircraft reports whether the unit flies.
func (u *Unit) Aircraft() bool { return u.Card.Class == units.Aircraft }

// countStars counts the unit's stars of the given kinds (for a crewed
// unit, the stars of its crew, VIII.2).
func (u *Unit) countStars(kinds ...scenario.Star) int {
	n := 0
	for _, s := range u.Stars {
		for _, k := range kinds {
			if s == k {
				n++
			}
		}
	}
	return n
}

// Step is a step of the tactical turn (Inset IX.2), or setup or the end.
type Step uint8

const (
	StepPlacement    Step = iota // IX.4.4: placing units
	StepMorale                   // ① morale (IX.5.1)
	StepDefenderMove             // ② (IX.5.2)
	StepAttackerMove             // ③
	StepAir                      // ④ aircraft alternate (IX.5.3)
	StepDeclare                  // ⑤ declarations of the combat round (Inset IX.6 steps 1-2)
	StepOver                     // the battle is resolved
	StepTerrain                  // IX.4.2: the players place subjective terrain, before any unit
)

var stepNames = [...]string{"placement", "morale", "defender movement", "attacker movement", "aircraft movement", "combat declarations", "over", "terrain"}

func (s Step) String() string { return stepNames[s] }

// DecisionKind is what the pending decision asks.
type DecisionKind uint8

const (
	DecideNothing DecisionKind = iota // the battle is over
	DecidePlace                       // place one unit (IX.4.4)
	DecideMove                        // move ground units, then end the step (IX.5.2)
	DecideFly                         // move one aircraft or pass (IX.5.3)
	DecideDeclare                     // declare attacks, then end declarations (Inset IX.6)
	DecideCounter                     // answer the maneuver waiting with a counter, or pass (IX.7)
	DecideTerrain                     // place a subjective feature, take the generator's proposal, or stop (IX.4.2)
)

var decisionNames = [...]string{"nothing", "place", "move", "fly", "declare", "counter", "place terrain"}

func (k DecisionKind) String() string { return decisionNames[k] }

// Decision is who must act next and how.
type Decision struct {
	Side units.Side
	Kind DecisionKind
}

// Close is the order that ends the pending step of d without acting
// (ending the side's movement, flights, counters or declarations).
func (d Decision) Close() Command {
	k := CmdEndMove
	switch d.Kind {
	case DecideFly, DecideCounter:
		k = CmdPass
	case DecideDeclare:
		k = CmdEndDeclare
	}
	return Command{Kind: k, Side: d.Side}
}

// Declaration is a unit's declared target for the combat round, and the
// fire mission it fires when it fires one (missions.go).
type Declaration struct {
	Unit, Target UnitID
	Mission      string
}

// Rules are the battle's options and special conditions (IX.4.5).
type Rules struct {
	Morale  bool // the optional morale rule (IX.5.1)
	TurnCap int  // tactical turns before the battle stops; 0 means DefaultTurnCap
	// PhaseTip rolls a d6 for each point of phased placement: odd brings
	// the units that many turns earlier, even delays them (IX.4.4 tip).
	PhaseTip bool
	// Events are the operational events in force on each side, by role
	// (conditions.go).
	Events [2]Conditions
	// LimitJudged leaves a battle stopped by its turn limit without a
	// winner, for the caller to judge (the standalone Battle's objectives,
	// II.2.3); otherwise the defender holds the hex and wins (A21).
	LimitJudged bool
	// Terrain is how many subjective features each side may place in a
	// terrain phase before the units (IX.4.2, terrain.go); 0: the table
	// is taken as given and the battle opens with placement.
	Terrain int
}

// DefaultTurnCap is the tactical turn limit when a battle sets none
// (docs/TACTICAL.md): 30 combat rounds of one to five minutes each is
// about one operational turn's worth of fighting.
const DefaultTurnCap = 30

// Result is how a battle ended.
type Result struct {
	Winner units.Side // Neutral when nobody won
	Why    string
	// Limit marks a battle stopped by its tactical turn limit, which a
	// standalone battle judges by its objectives instead (II.2.3).
	Limit bool
}

// Battle is one engagement resolved on the table (chapter IX): the table,
// the units, both sides' morale, the turn and step, the pending decision
// and the dice. It changes only through Apply.
type Battle struct {
	Table *Table // read only once the battle starts
	Rules Rules
	Sides [2]units.Side // by Role
	Units []Unit
	Zones []Zone // attacker placement zones, one per side entered (IX.4.3)

	Morale [2]int // by Role, 0-10 (IX.5.1)
	// MoraleDelta is what Inset IX.3's events did to morale since the last
	// step ①, by role; step ① applies at most ±1 of it.
	MoraleDelta [2]int
	// Shaken marks a side whose infantry already lost morale to artillery,
	// naval fire or bombs (Inset IX.3 item 2: once per battle).
	Shaken [2]bool
	// Inspired marks a side that has played Inspire in this battle.
	Inspired [2]bool
	// MissionHit is the last combat round an observed mission of each role
	// hit (Fire for Effect follows one, VI.7.6.2).
	MissionHit [2]int
	// TerrainPlaced counts the features each role placed in the terrain
	// phase; TerrainDone marks a role that places no more (terrain.go).
	TerrainPlaced [2]int
	TerrainDone   [2]bool

	Turn     int // tactical turn, from 1
	Round    int // combat rounds fought
	Step     Step
	Pending  Decision
	Declared []Declaration
	airDone  [2]bool // by role: passed in step ④
	// Exchange is the maneuver waiting for its counter (DecideCounter).
	Exchange Exchange
	Result   Result

	shelters bool // some unit is an emplacement that shelters (shelter.go)
	hiding   bool // some unit started hidden (hidden.go)
	dice     *dice.Roller
}

// RoleOf is the role of side s in the battle.
func (b *Battle) RoleOf(s units.Side) (Role, bool) {
	switch s {
	case b.Sides[Defender]:
		return Defender, true
	case b.Sides[Attacker]:
		return Attacker, true
	}
	return 0, false
}

// Unit returns the unit with id, or nil.
func (b *Battle) Unit(id UnitID) *Unit {
	if id < 0 || int(id) >= len(b.Units) {
		return nil
	}
	return &b.Units[id]
}

// Over reports whether the battle is resolved.
func (b *Battle) Over() bool { return b.Step == StepOver }
