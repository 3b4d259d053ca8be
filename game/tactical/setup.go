package tactical

import (
	"errors"
	"fmt"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Force is one unit joining the battle (IX.4.1).
type Force struct {
	Card    *units.Card
	Crew    *units.Card // the crew inside, for units that need one
	Side    units.Side
	Damaged bool
	DugIn   bool // defenders only (IX.4.3)
	Stars   []scenario.Star
	Entered hex.Direction // attackers: the hexside they came in by
	Landing bool          // attackers: an amphibious landing across Entered
	Arrives int           // phased placement: the turn it arrives, 0 or 1 at setup (IX.4.4)
	// Marker is the number players know the unit by, set by the game that
	// opens the battle (the marker's number on the map); 0 for the table's
	// own id.
	Marker int
	// Packed marks a gun of Movement 0 that is not set up (Table IX.1): it
	// starts its set-up once placed, unless it comes in tow.
	Packed bool
	// Found marks a hidden unit the enemy has found on the map: it is not
	// hidden on the table (glossary Hidden).
	Found bool
	// TowedBy are the forces (indexes in Setup.Forces, the lead first)
	// that tow this gun onto the table; the group is placed and moves as
	// its lead (VI.3.5).
	TowedBy []int
	// AttackDelta and CheckDelta: events in force on the unit
	// (conditions.go): added to its d20 attack rolls, and to the d10
	// score of its terrain checks by kind.
	AttackDelta int
	CheckDelta  map[CheckKind]int
}

// Setup is what a battle starts from: the table with its terrain placed,
// who attacks and defends, the units and the options.
type Setup struct {
	Table              *Table
	Attacker, Defender units.Side
	Forces             []Force
	Rules              Rules
}

// StartMorale is each side's morale when a battle begins (IX.5.1).
const StartMorale = 5

// NewBattle opens a battle: it rolls the attackers' placement zones, one
// per hexside they entered by (IX.4.3), and asks the defender to place
// its first unit (IX.4.4). The dice are the battle's own from now on.
func NewBattle(s Setup, r *dice.Roller) (*Battle, []Event, error) {
	if err := s.check(); err != nil {
		return nil, nil, err
	}
	if s.Rules.TurnCap > MaxTurnCap {
		return nil, nil, fmt.Errorf("a turn cap of %d (at most %d)", s.Rules.TurnCap, MaxTurnCap)
	}
	if s.Rules.Terrain > MaxTerrain {
		return nil, nil, fmt.Errorf("%d terrain features a side (at most %d)", s.Rules.Terrain, MaxTerrain)
	}
	if s.Rules.TurnCap <= 0 {
		s.Rules.TurnCap = DefaultTurnCap
	}
	b := &Battle{Table: s.Table, Rules: s.Rules, Sides: [2]units.Side{s.Defender, s.Attacker},
		Morale: [2]int{StartMorale, StartMorale}, Turn: 1, dice: r}
	for i, f := range s.Forces {
		u := Unit{ID: UnitID(i), Card: f.Card, Side: f.Side, Damaged: f.Damaged, DugIn: f.DugIn,
			Stars: append([]scenario.Star(nil), f.Stars...), Entered: f.Entered, Landing: f.Landing, Tailing: -1, Passed: -1, Lost: -1, Arrives: max(f.Arrives, 1), Marker: f.Marker,
			AttackDelta: f.AttackDelta, CheckDelta: f.CheckDelta}
		if f.Card.Class == units.Obstacle || f.Side == units.Neutral {
			u.Side = s.Defender // the defender places the hex's obstacles (IX.4.3)
		}
		u.Role, _ = b.RoleOf(u.Side)
		b.shelters = b.shelters || f.Card.Special.Shelter
		u.Hidden = hiddenCard(f.Card) && !f.Found
		b.hiding = b.hiding || u.Hidden
		if f.Packed && f.Card.Class == units.Gun && f.Card.Full.Movement == 0 {
			u.ReadyAt = -1 // set when it is placed
		}
		if f.Crew != nil {
			u.Crew = &Crew{Card: f.Crew}
		}
		b.Units = append(b.Units, u)
	}
	b.hitchForces(s.Forces)
	evs := b.rollZones()
	if s.Rules.PhaseTip {
		evs = append(evs, b.phaseTip()...)
	}
	if tevs, ok := b.openTerrain(); ok {
		return b, append(evs, tevs...), nil // units stand once the terrain is down
	}
	evs = append(evs, b.leaveOut()...)
	return b, append(evs, b.startTurn()...), nil
}

func (s *Setup) check() error {
	switch {
	case s.Table == nil:
		return errors.New("a battle needs a table")
	case s.Attacker == s.Defender || s.Attacker == units.Neutral || s.Defender == units.Neutral:
		return fmt.Errorf("attacker %q and defender %q must be the two players", s.Attacker, s.Defender)
	}
	for i, f := range s.Forces {
		switch {
		case f.Card == nil:
			return fmt.Errorf("unit %d has no card", i)
		case f.Side != s.Attacker && f.Side != s.Defender && !(f.Side == units.Neutral && fixedClass(f.Card.Class)):
			return fmt.Errorf("unit %d (%s) is on neither side", i, f.Card.Name)
		case f.Card.Special.RequiresCrew != units.NoCrew && f.Crew == nil:
			return fmt.Errorf("unit %d (%s) needs a crew", i, f.Card.Name)
		case f.DugIn && f.Packed:
			return fmt.Errorf("unit %d (%s) is packed, not dug in", i, f.Card.Name)
		case f.DugIn && f.Side != s.Defender:
			return fmt.Errorf("unit %d (%s): only defenders start dug in (IX.4.3)", i, f.Card.Name)
		case f.Side == s.Attacker && (f.Entered < 0 || f.Entered > 5):
			return fmt.Errorf("unit %d (%s) entered by hexside %d (0-5)", i, f.Card.Name, f.Entered)
		case f.Arrives < 0 || f.Arrives > MaxTurnCap:
			return fmt.Errorf("unit %d (%s) arrives at turn %d (0 to %d)", i, f.Card.Name, f.Arrives, MaxTurnCap)
		case f.Landing && !s.Table.Edges[f.Entered].Sea:
			return fmt.Errorf("unit %d (%s) lands across side %d, which has no sea", i, f.Card.Name, f.Entered)
		}
	}
	return s.checkTows()
}

// rollZones rolls one zone per hexside attackers entered by, in side
// order, and skips sides only crossed by landings (their zone is fixed).
func (b *Battle) rollZones() []Event {
	var seen [6]bool
	for i := range b.Units {
		u := &b.Units[i]
		if u.Role == Attacker && !u.Landing {
			seen[u.Entered] = true
		}
	}
	var evs []Event
	for d := hex.Direction(0); d < 6; d++ {
		if !seen[d] {
			continue
		}
		z := AttackerZone(d, b.dice)
		b.Zones = append(b.Zones, z)
		evs = append(evs, Event{Kind: EvZone, Side: b.Sides[Attacker], Rule: ZoneRule, Rolls: b.dice.TakeRolls(),
			Text: fmt.Sprintf("The attackers from the %s edge place within %s\" of it.", EdgeName(geom.Side(d)), inches(z.Depth))})
	}
	return evs
}

// MaxTurnCap bounds a battle's turn limit and arrival turns.
const MaxTurnCap = 200

// phaseTip rolls the d6 of the IX.4.4 tip once per point of phased
// placement (a side and an arrival turn), in side then turn order: an odd
// roll brings those units that many turns earlier (at setup at the
// soonest), an even one delays them.
func (b *Battle) phaseTip() []Event {
	var evs []Event
	for _, r := range []Role{Defender, Attacker} {
		for turn := 2; turn <= MaxTurnCap; turn++ {
			var group []*Unit
			for i := range b.Units {
				if u := &b.Units[i]; u.Role == r && u.Arrives == turn {
					group = append(group, u)
				}
			}
			if len(group) == 0 {
				continue
			}
			roll := b.dice.D6("phased placement: early or late", "IX.4.4")
			at := turn + roll
			if roll%2 == 1 {
				at = max(turn-roll, 1)
			}
			for _, u := range group {
				u.Arrives = -at // marked so the loop does not meet them again
			}
			evs = append(evs, Event{Kind: EvPhased, Side: b.Sides[r], Rule: "IX.4.4", Rolls: b.dice.TakeRolls(),
				Text: fmt.Sprintf("%s units due at turn %d arrive at turn %d (d6 %d).", SideName(b.Sides[r]), turn, at, roll)})
		}
	}
	for i := range b.Units {
		if b.Units[i].Arrives < 0 {
			b.Units[i].Arrives = -b.Units[i].Arrives
		}
	}
	return evs
}

// checkTows refuses a gun in tow that could not be hitched on the table:
// the tows its Towed Gun (X, Y) asks, each with a Tow Capacity that fits
// it, of its side, towing nothing else (VI.3.5).
func (s *Setup) checkTows() error {
	towing := map[int]bool{}
	for i, f := range s.Forces {
		if len(f.TowedBy) == 0 {
			continue
		}
		sp := f.Card.Special
		switch {
		case sp.TowedGun == units.NoSize:
			return fmt.Errorf("unit %d (%s) is no Towed Gun", i, f.Card.Name)
		case len(f.TowedBy) != towsNeeded(f.Card):
			return fmt.Errorf("unit %d (%s) needs %d tow(s), not %d", i, f.Card.Name, towsNeeded(f.Card), len(f.TowedBy))
		case f.DugIn:
			return fmt.Errorf("unit %d (%s) in tow is not dug in", i, f.Card.Name)
		}
		for _, j := range f.TowedBy {
			if j < 0 || j >= len(s.Forces) || j == i || towing[j] {
				return fmt.Errorf("unit %d (%s): tow %d is not another unit towing nothing else", i, f.Card.Name, j)
			}
			t := s.Forces[j]
			if t.Side != f.Side || t.Card.Class == units.Aircraft || len(t.TowedBy) > 0 || !t.Card.Special.TowCapacity.Fits(sp.TowedGun) {
				return fmt.Errorf("unit %d (%s) cannot be towed by unit %d (%s)", i, f.Card.Name, j, t.Card.Name)
			}
			towing[j] = true
		}
	}
	for j := range towing {
		if len(s.Forces[j].TowedBy) > 0 {
			return fmt.Errorf("unit %d (%s) both tows and is towed", j, s.Forces[j].Card.Name)
		}
	}
	return nil
}

// hitchForces hitches the guns that come in tow; the group arrives with
// its lead: its side entered, landing and turn.
func (b *Battle) hitchForces(fs []Force) {
	for i, f := range fs {
		if len(f.TowedBy) == 0 {
			continue
		}
		g := &b.Units[i]
		lead := b.Units[f.TowedBy[0]]
		for _, j := range f.TowedBy {
			g.TowedBy = append(g.TowedBy, UnitID(j))
		}
		for _, u := range b.group(&b.Units[f.TowedBy[0]]) {
			u.Entered, u.Landing, u.Arrives, u.ReadyAt = lead.Entered, lead.Landing, lead.Arrives, 0
		}
	}
}
