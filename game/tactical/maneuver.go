package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Aircraft maneuvers (IX.7, Tables IX.3a and IX.3b): flown in place in
// step ④ instead of a simple move, each costs movement, changes altitude
// and heading, and asks a d10 check. Success changes who holds Advantage
// (an Attack Position on one enemy aircraft: the Offensive stance; being
// tailed is the Defensive stance; neither is Neutral) or gives bonuses in
// the coming combat round. A failure spends the cost and changes nothing.
// Counter maneuvers, the Barrel Roll Attack, Flat Scissors, the Torpedo Run
// (no torpedo in the catalog) and the Thatch Weave and Defensive
// Chandelle, whose descriptions look swapped, are not built.

// ManeuverRule is the section every maneuver check cites.
const ManeuverRule = "IX.7"

// Turn is what a maneuver does to the heading.
type Turn uint8

const (
	KeepHeading Turn = iota
	Reverse          // the exact opposite heading
	Quarter          // 90° either way, as the command's Facing says
)

// Aim is what a maneuver is flown against.
type Aim uint8

const (
	AtAircraft Aim = iota // an enemy aircraft
	AtGround              // an enemy on the ground or at sea
	AtNothing             // no target
)

// Maneuver is one line of Tables IX.3a/IX.3b.
type Maneuver struct {
	ID, Name  string
	Offensive bool
	Roles     []units.AirRole // who may fly it; nil: every aircraft
	// Cost in inches of movement for fighters, fighter-bombers and dive
	// bombers, and for every other aircraft.
	Cost  [2]int64
	Climb int64 // altitude change in hundredths of an inch (600 ft = 1")
	Turn  Turn
	Need  int // the d10 check: this or more, less one per experience star
	Aim   Aim
}

var small = []units.AirRole{units.Fighter, units.FighterBomber, units.DiveBomber}

// Maneuvers are the maneuvers built, in table order.
var Maneuvers = []Maneuver{
	{ID: "diving_attack", Name: "Diving Attack", Offensive: true, Roles: small, Cost: [2]int64{5, 5}, Climb: -2 * geom.Inch, Need: 4, Aim: AtAircraft},
	{ID: "fast_climb", Name: "Fast Climb", Offensive: true, Roles: small, Cost: [2]int64{2, 2}, Climb: 2 * geom.Inch, Need: 2, Aim: AtAircraft},
	{ID: "chandelle", Name: "Chandelle (Offensive)", Offensive: true, Cost: [2]int64{2, 4}, Climb: 4 * geom.Inch, Turn: Reverse, Need: 3, Aim: AtAircraft},
	{ID: "dive_bomb", Name: "Dive Bomb", Offensive: true, Roles: small, Cost: [2]int64{4, 4}, Climb: -4 * geom.Inch, Need: 4, Aim: AtGround},
	{ID: "immelmann", Name: "Immelmann Turn", Offensive: true, Roles: []units.AirRole{units.Fighter, units.FighterBomber}, Cost: [2]int64{5, 5}, Climb: geom.Inch, Turn: Reverse, Need: 3, Aim: AtAircraft},
	{ID: "break", Name: "Break", Cost: [2]int64{2, 4}, Turn: Quarter, Need: 2, Aim: AtNothing},
	{ID: "evasive_dive", Name: "Evasive Dive", Cost: [2]int64{4, 4}, Climb: -2 * geom.Inch, Need: 4, Aim: AtNothing},
	{ID: "split_s", Name: "Split-S", Roles: small, Cost: [2]int64{4, 4}, Climb: -geom.Inch, Turn: Reverse, Need: 3, Aim: AtNothing},
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

// Round bonuses a maneuver gives (Table IX.3a).
const (
	DivingAttackInitiative = 3
	DivingAttackBonus      = 2
	DiveBombBonus          = 2
	DiveBombExposure       = 1 // the enemy's bonus against a dive bomber
)

// Boost is what a maneuver gives an aircraft in the coming combat round.
type Boost struct {
	Initiative int
	Attack     int    // added to shots at Against, or with bombs if Bombs
	Against    UnitID // -1: no particular target
	Bombs      bool
	Exposed    int // added to enemy shots at this aircraft
}

// cost is the maneuver's price for u, in hundredths of an inch.
func (m *Maneuver) cost(u *Unit) int64 {
	for _, r := range small {
		if u.Card.Special.AirRole == r {
			return m.Cost[0] * geom.Inch
		}
	}
	return m.Cost[1] * geom.Inch
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

// CheckManeuver says why aircraft u may not fly maneuver m against target
// (ignored for maneuvers without one) with heading f for a Quarter turn,
// or returns the heading and altitude it would end at.
func (b *Battle) CheckManeuver(u *Unit, m *Maneuver, target UnitID, f geom.Angle) (geom.Angle, int64, error) {
	switch {
	case !u.Active() || !u.Aircraft():
		return 0, 0, refuse(ManeuverRule, "only an aircraft in flight maneuvers")
	case m.Roles != nil && !hasRole(m.Roles, u.Card.Special.AirRole):
		return 0, 0, refuse(ManeuverRule, "a %s may not fly the %s", u.Card.Special.AirRole, m.Name)
	case m.cost(u) > FlightLeft(u):
		return 0, 0, refuse(ManeuverRule, "the %s costs %s\" and %s has %s\" left", m.Name, inches(m.cost(u)), b.describe(u), inches(FlightLeft(u)))
	}
	alt := u.Alt + m.Climb
	if alt <= 0 || alt > Ceiling {
		return 0, 0, refuse("IX.7.1", "the %s would end at %s\", outside 0 to %s\"", m.Name, inches(alt), inches(Ceiling))
	}
	heading := u.Facing
	switch m.Turn {
	case Reverse:
		heading = (u.Facing + geom.Turn/2).Norm()
	case Quarter:
		if d := geom.Diff(f.Norm(), u.Facing); d != geom.Quarter && d != -geom.Quarter {
			return 0, 0, refuse(ManeuverRule, "a %s turns 90°, not %s", m.Name, d)
		}
		heading = f.Norm()
	}
	t := b.Unit(target)
	if err := b.maneuverAim(u, m, t); err != nil {
		return 0, 0, err
	}
	return heading, alt, nil
}

func hasRole(rs []units.AirRole, r units.AirRole) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// maneuverAim checks the target and the position each maneuver asks.
func (b *Battle) maneuverAim(u *Unit, m *Maneuver, t *Unit) error {
	if m.Aim != AtNothing && (t == nil || t.Side == u.Side || t.Status != OnTable || t.Aircraft() != (m.Aim == AtAircraft)) {
		return refuse(ManeuverRule, "the %s is flown against an enemy %s", m.Name, map[Aim]string{AtAircraft: "aircraft", AtGround: "on the ground or at sea"}[m.Aim])
	}
	switch m.ID {
	case "diving_attack":
		if u.Tailing != t.ID {
			return refuse(ManeuverRule, "a Diving Attack needs Advantage on %s", b.describe(t))
		}
	case "fast_climb":
		if t.Alt <= u.Alt || t.Tailing >= 0 {
			return refuse(ManeuverRule, "a Fast Climb is made at a higher aircraft in a neutral or defensive stance")
		}
	case "chandelle":
		if !b.inAirRange(u, t) {
			return refuse(ManeuverRule, "a Chandelle gains Advantage only within weapon range of the target")
		}
	case "immelmann":
		if u.Passed != t.ID {
			return refuse(ManeuverRule, "an Immelmann Turn follows a Diving Attack on the same aircraft")
		}
	case "dive_bomb":
		if !u.hasBombs() {
			return refuse(ManeuverRule, "a Dive Bomb needs a bomb not yet dropped")
		}
	case "break", "evasive_dive":
		if !b.tailed(u) {
			return refuse(ManeuverRule, "a %s is flown by an aircraft in a defensive stance", m.Name)
		}
	}
	return nil
}

// inAirRange reports whether some weapon of u that may attack aircraft
// reaches t, altitude included.
func (b *Battle) inAirRange(u, t *Unit) bool {
	for _, w := range u.Face().Weapons {
		if w.Hits(units.TargetAircraft) && geom.Within(u.Pos, t.Pos, u.Alt-t.Alt, reach(w)) {
			return true
		}
	}
	return false
}

func (u *Unit) hasBombs() bool {
	for wi, w := range u.Face().Weapons {
		if w.Expended && !u.spent(wi) {
			return true
		}
	}
	return false
}

// maneuver flies CmdManeuver: Command.Maneuver names it, Target its
// target, Facing the new heading of a Break.
func (b *Battle) maneuver(c Command) ([]Event, error) {
	u, err := b.actor(DecideFly, c)
	if err != nil {
		return nil, err
	}
	m, ok := ManeuverByID(c.Maneuver)
	if !ok {
		return nil, fmt.Errorf("no maneuver %q", c.Maneuver)
	}
	heading, alt, err := b.CheckManeuver(u, m, c.Target, c.Facing)
	if err != nil {
		return nil, err
	}
	u.Flown += m.cost(u)
	t := b.Unit(c.Target)
	need := m.Need - len(u.Stars)
	ev := Event{Kind: EvManeuver, Side: u.Side, Units: []UnitID{u.ID}, Rule: ManeuverRule}
	passed := need <= 1
	if passed {
		ev.Text = fmt.Sprintf("%s flies a %s: with its experience no check is needed.", b.describe(u), m.Name)
	} else {
		roll := b.dice.D10(m.Name+" check", ManeuverRule)
		ev.Rolls = b.dice.TakeRolls()
		passed = roll >= need
		ev.Text = fmt.Sprintf("%s tries a %s: d10 %d, needs %d: %s.", b.describe(u), m.Name, roll, need, map[bool]string{true: "success", false: "failure, the movement is spent for nothing"}[passed])
	}
	if m.ID == "dive_bomb" {
		u.Boost.Exposed = DiveBombExposure // the enemy's bonus in either case
	}
	if m.ID == "diving_attack" {
		u.Tailing, u.Passed = -1, t.ID // speeds past the target in either case
	}
	if passed {
		u.Facing, u.Alt = heading, alt
		b.maneuverEffect(u, m, t)
	}
	return append([]Event{ev}, b.nextFlyer(u.Role)...), nil
}

// maneuverEffect applies a successful maneuver.
func (b *Battle) maneuverEffect(u *Unit, m *Maneuver, t *Unit) {
	switch m.ID {
	case "diving_attack":
		u.Boost = Boost{Initiative: DivingAttackInitiative, Attack: DivingAttackBonus, Against: t.ID, Exposed: u.Boost.Exposed}
	case "fast_climb", "chandelle", "immelmann":
		u.Tailing, u.Passed = t.ID, -1
	case "dive_bomb":
		u.Boost.Attack, u.Boost.Bombs, u.Boost.Against = DiveBombBonus, true, -1
	case "break", "evasive_dive", "split_s":
		u.Tailing = -1
		for i := range b.Units {
			if e := &b.Units[i]; e.Tailing == u.ID {
				e.Tailing = -1
			}
		}
	}
}

// edgeBonus is the attack bonus maneuvers give u's weapon w against t.
func edgeBonus(u *Unit, w units.Weapon, t *Unit) int {
	n := t.Boost.Exposed
	if e := u.Boost; e.Attack != 0 && ((e.Bombs && w.Expended) || (!e.Bombs && e.Against == t.ID)) {
		n += e.Attack
	}
	return n
}
