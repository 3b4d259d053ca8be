package tactical

import (
	"fmt"

	"frontline/game/dice"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// CommandKind is what a command asks.
type CommandKind uint8

const (
	CmdPlace           CommandKind = iota // place Unit at To facing Facing (Alt for aircraft)
	CmdMove                               // move ground Unit along Path, then face Facing
	CmdEndMove                            // end this side's ground movement step
	CmdFly                                // fly aircraft Unit straight to To at altitude Alt
	CmdPass                               // pass in the aircraft step, or let a maneuver stand unanswered
	CmdDeclare                            // Unit will fire at Target this round
	CmdEndDeclare                         // end this side's declarations
	CmdManeuver                           // aircraft Unit flies Maneuver (at Target), or answers with a counter
	CmdWithdraw                           // Units withdraw (Command Decision, IV.3.8)
	CmdInspire                            // the declaring side inspires its units (IV.3.4)
	CmdCeaseFire                          // both sides agreed a cease fire (IV.3.1)
	CmdHitch                              // gun Unit is hitched to tows Units, the lead first (VI.3.5)
	CmdUnhitch                            // gun Unit is set down facing Facing (Table IX.1)
	CmdPush                               // Units are pushed this turn (IV.3.5)
	CmdRecon                              // Unit scouts the point To (VI.6)
	CmdTerrain                            // place a subjective feature of kind Feature with footprint Corners (IX.4.2)
	CmdTerrainDone                        // this side places no more terrain (IX.4.2)
	CmdTerrainProposal                    // take the generator's proposal for the features left, then stop (IX.4.2)
)

var commandNames = [...]string{"place", "move", "end-move", "fly", "pass", "declare", "end-declare", "maneuver", "withdraw", "inspire", "cease-fire", "hitch", "unhitch", "push", "recon", "terrain", "terrain-done", "terrain-proposal"}

func (k CommandKind) String() string {
	if int(k) < len(commandNames) {
		return commandNames[k]
	}
	return fmt.Sprintf("command(%d)", k)
}

// Command is one order of a side. Only the fields its kind reads matter.
type Command struct {
	Kind   CommandKind
	Side   units.Side
	Unit   UnitID
	Target UnitID
	To     geom.Point
	Path   []geom.Point // waypoints before To for a ground move; may be empty
	Facing geom.Angle
	Alt    int64
	// Maneuver is the id of a maneuver of Tables IX.3a/3b (CmdManeuver).
	Maneuver string
	Units    []UnitID // the units of a withdrawal (CmdWithdraw)
	// Mission makes a declaration a fire mission (missions.go).
	Mission string
	// Feature is the kind and Corners the footprint of a subjective
	// feature placed in the terrain phase (CmdTerrain).
	Feature string       `json:",omitempty"`
	Corners []geom.Point `json:",omitempty"`
}

// EventKind names what happened.
type EventKind uint8

const (
	EvPlaced EventKind = iota
	EvZone
	EvStep
	EvMoved
	EvCheck
	EvFlown
	EvDeclared
	EvInitiative
	EvShot
	EvNoTarget
	EvDestroyed
	EvCrewHit
	EvMorale
	EvSurrender
	EvWithdraw
	EvEnd
	EvManeuver
	EvPhased   // phased placement moved by the IX.4.4 tip
	EvTow      // a gun hitched, unhitched or dropped (VI.3.5, Table IX.1)
	EvPush     // units pushed (IV.3.5)
	EvObstacle // an obstacle attacked a unit crossing it, or let it through
	EvRecon    // a reconnaissance, or a hidden unit found by contact
	EvTerrain  // a subjective feature placed, a proposal taken, a side done (IX.4.2)
)

// Event is one thing that happened, with the rule that made it happen and
// the dice it rolled.
type Event struct {
	Kind  EventKind
	Side  units.Side
	Units []UnitID
	Rule  string
	Text  string
	Rolls []dice.Roll
	// Harmed: a shot (EvShot, EvObstacle; Units firer then target) that
	// did damage, a critical hit or net damage above 0: the operational
	// game credits it for experience (Inset VIII.2 item 1).
	Harmed bool
}

// RuleError is an order the rules forbid; Rule names the section. The
// message is only written when asked for: placement and the random player
// try many points and read none of them.
type RuleError struct {
	Rule   string
	format string
	args   []any
}

func (e *RuleError) Error() string { return e.Msg() + " (" + e.Rule + ")" }

// Msg is the refusal in words, without the rule.
func (e *RuleError) Msg() string { return fmt.Sprintf(e.format, e.args...) }

func refuse(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, format: format, args: args}
}

// Apply carries out one command of the side whose decision is pending and
// returns what happened. A refused command changes nothing.
func (b *Battle) Apply(c Command) ([]Event, error) {
	if b.Over() {
		return nil, refuse("IX.5", "the battle is over")
	}
	if c.Side != b.Pending.Side {
		return nil, refuse("Inset IX.2", "it is %s's turn to %s, not %s's", SideName(b.Pending.Side), b.Pending.Kind, SideName(c.Side))
	}
	var evs []Event
	var err error
	switch c.Kind {
	case CmdPlace:
		evs, err = b.place(c)
	case CmdMove:
		evs, err = b.move(c)
	case CmdEndMove:
		evs, err = b.endMove()
	case CmdFly:
		evs, err = b.fly(c)
	case CmdPass:
		evs, err = b.pass()
	case CmdDeclare:
		evs, err = b.declare(c)
	case CmdEndDeclare:
		evs, err = b.endDeclare()
	case CmdManeuver:
		evs, err = b.maneuver(c)
	case CmdWithdraw:
		evs, err = b.withdraw(c)
	case CmdInspire:
		evs, err = b.inspire(c)
	case CmdCeaseFire:
		evs, err = b.ceaseFire(c)
	case CmdHitch:
		evs, err = b.hitch(c)
	case CmdUnhitch:
		evs, err = b.unhitch(c)
	case CmdPush:
		evs, err = b.push(c)
	case CmdRecon:
		evs, err = b.recon(c)
	case CmdTerrain:
		evs, err = b.placeTerrain(c)
	case CmdTerrainDone:
		evs, err = b.endTerrain(c)
	case CmdTerrainProposal:
		evs, err = b.takeProposal(c)
	default:
		err = fmt.Errorf("unknown command kind %d", c.Kind)
	}
	if err != nil {
		return nil, err // every order is checked before it rolls or changes anything
	}
	return append(append(evs, b.settleTows()...), b.spotContacts()...), nil
}

// expect refuses a command that does not answer the pending decision.
func (b *Battle) expect(k DecisionKind, c CommandKind) error {
	if b.Pending.Kind != k {
		return refuse("Inset IX.2", "a %s order is not expected now: the %s step asks %s to %s", c, b.Step, SideName(b.Pending.Side), b.Pending.Kind)
	}
	return nil
}

// actor checks that c answers decision k and returns the unit it orders,
// which must belong to the side giving it.
func (b *Battle) actor(k DecisionKind, c Command) (*Unit, error) {
	if err := b.expect(k, c.Kind); err != nil {
		return nil, err
	}
	return b.own(c.Unit, c.Side)
}

// own returns unit id if it belongs to side s, or a refusal.
func (b *Battle) own(id UnitID, s units.Side) (*Unit, error) {
	u := b.Unit(id)
	switch {
	case u == nil:
		return nil, fmt.Errorf("no unit %d in this battle", id)
	case u.Side != s:
		return nil, refuse("IX.4.4", "%s belongs to %s", b.describe(u), SideName(u.Side))
	}
	return u, nil
}

func (b *Battle) describe(u *Unit) unitName { return unitName{u} }

// unitName prints a unit as "US Rifle Squad #3" when it is formatted, not
// before.
type unitName struct{ u *Unit }

func (n unitName) String() string {
	return fmt.Sprintf("%s %s #%d", SideName(n.u.Side), n.u.Card.Name, n.u.Number())
}
