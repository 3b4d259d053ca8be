package tactical

import (
	"fmt"

	"frontline/game/scenario"
	"frontline/game/units"
)

// Morale (IX.5.1, Inset IX.3, Table IX.2), an optional rule: one value per
// side from 5, between 0 and 10, moved at most one point a tactical turn
// by the events of the turn before. It acts on ground units only.

// MaxMorale bounds morale (Table IX.2 ends at 10, Heroic).
const MaxMorale = 10

// MoraleEffect is what a morale value does to a side's units (Table IX.2).
type MoraleEffect struct {
	Initiative      int
	Attack          int  // every weapon of a ground unit
	Defense         int  // every ground unit
	InfantryDefense int  // infantry and crews only
	NoMovement      bool // ground units may not move
	InfantryMove    int  // extra inches for infantry and crews
}

var moraleTable = [MaxMorale + 1]MoraleEffect{
	0:  {},
	1:  {Initiative: -2, Attack: -2},
	2:  {Initiative: -1, Attack: -1, InfantryDefense: 1, NoMovement: true},
	3:  {Initiative: -1},
	7:  {Initiative: 1},
	8:  {Initiative: 1, Attack: 1},
	9:  {Initiative: 2, Attack: 2, Defense: -1},
	10: {Initiative: 2, Attack: 2, Defense: -1, InfantryMove: 1},
}

// moraleEffect is role r's current effect; none when the rule is off.
// Its initiative is the side's: the side rolls once.
func (b *Battle) moraleEffect(r Role) MoraleEffect {
	if !b.Rules.Morale {
		return MoraleEffect{}
	}
	return moraleTable[b.Morale[r]]
}

// VeteranMorale is the least morale a Combat Veteran acts at: it is never
// routed (Inset VIII.3).
const VeteranMorale = 2

// unitMorale is the effect on unit u: its side's, but never below
// VeteranMorale for a Combat Veteran.
func (b *Battle) unitMorale(u *Unit) MoraleEffect {
	if !b.Rules.Morale {
		return MoraleEffect{}
	}
	m := b.Morale[u.Role]
	if u.countStars(scenario.CombatVeteran) > 0 {
		m = max(m, VeteranMorale)
	}
	return moraleTable[m]
}

// shaken applies Inset IX.3 item 2: infantry attacked by artillery, a ship
// or a bomb with a d20 of 5 or more lose a point of morale, hit or not,
// once per battle.
func (b *Battle) shaken(u *Unit, w units.Weapon, t *Unit, roll int) {
	heavy := u.Card.Class == units.Gun || u.Card.Class == units.Ship || w.Expended || w.Indirect
	if !heavy || roll < 5 || t.Card.TargetKind() != units.TargetInfantry || b.Shaken[t.Role] {
		return
	}
	b.Shaken[t.Role] = true
	b.MoraleDelta[t.Role]--
}

// updateMorale is step ①: each side's morale moves by the sign of the
// turn's events, one point at most, and the units act on a fall to 1
// (Demoralized) or 0 (Routed). A routed side whose ground units have all
// surrendered or withdrawn loses the battle unless veterans, aircraft or
// ships fight on (checkGone).
func (b *Battle) updateMorale() []Event {
	if !b.Rules.Morale {
		b.MoraleDelta = [2]int{}
		return nil
	}
	var evs []Event
	delta := b.MoraleDelta
	b.MoraleDelta = [2]int{} // surrenders below count at the next step ①
	for _, r := range []Role{Defender, Attacker} {
		d := max(-1, min(1, delta[r]))
		before := b.Morale[r]
		b.Morale[r] = max(0, min(MaxMorale, before+d))
		if b.Morale[r] == before {
			continue
		}
		evs = append(evs, Event{Kind: EvMorale, Side: b.Sides[r], Rule: "IX.5.1",
			Text: fmt.Sprintf("%s morale %d → %d.", SideName(b.Sides[r]), before, b.Morale[r])})
		if b.Morale[r] <= 1 {
			evs = append(evs, b.demoralized(r)...)
		}
	}
	return evs
}

// Table IX.2's d10 at morale 0 and 1, per ground unit.
const (
	RoutedSurrenderMax      = 3 // morale 0: 1-3 surrenders, else withdraws
	DemoralizedSurrenderMax = 1 // morale 1: 1 surrenders
	DemoralizedWithdrawMax  = 4 // morale 1: 2-4 withdraws, else stays
)

// demoralized rolls for each ground unit of role r on the table, in id
// order. A Combat Veteran does not roll: it is never routed and acts at
// morale 2 at the least (Inset VIII.3, Table IX.2). Obstacles and
// structures have no morale: they stay where they are.
func (b *Battle) demoralized(r Role) []Event {
	routed := b.Morale[r] == 0
	var evs []Event
	for i := range b.Units {
		u := &b.Units[i]
		if u.Role != r || u.Status != OnTable || u.Aircraft() || u.Card.Class == units.Ship || u.Fixed() || u.countStars(scenario.CombatVeteran) > 0 {
			continue
		}
		roll := b.dice.D10("morale: surrender or withdraw", "Table IX.2")
		surrender, withdraw := roll <= DemoralizedSurrenderMax, roll > DemoralizedSurrenderMax && roll <= DemoralizedWithdrawMax
		if routed {
			surrender, withdraw = roll <= RoutedSurrenderMax, roll > RoutedSurrenderMax
		}
		rolls := b.dice.TakeRolls()
		switch {
		case surrender:
			ev := b.lost(u, Captured, "Table IX.2")
			ev[0].Rolls = rolls
			evs = append(evs, ev...)
		case withdraw:
			u.Status = Withdrawn
			evs = append(evs, Event{Kind: EvWithdraw, Side: u.Side, Units: []UnitID{u.ID}, Rule: "Table IX.2", Rolls: rolls,
				Text: fmt.Sprintf("%s withdraws from the table (d10 %d).", b.describe(u), roll)})
		default:
			evs = append(evs, Event{Kind: EvMorale, Side: u.Side, Units: []UnitID{u.ID}, Rule: "Table IX.2", Rolls: rolls,
				Text: fmt.Sprintf("%s stays, demoralized (d10 %d).", b.describe(u), roll)})
		}
	}
	return evs
}

// MomentumChange is what a side's morale at the end of a battle does to
// the operational Momentum of its group (Inset IX.4): -1 at 3 or less, +1
// at 7 or more, nothing between.
func MomentumChange(morale int) int {
	switch {
	case morale <= 3:
		return -1
	case morale >= 7:
		return 1
	}
	return 0
}
