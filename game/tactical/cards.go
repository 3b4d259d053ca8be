package tactical

import (
	"fmt"

	"frontline/game/units"
)

// Command Decisions played during a battle (IV.3.1, IV.3.4) besides
// Withdraw. The battle does not hold the cards: the operational game
// checks the hand (and, for a cease fire, the other side's acceptance)
// before it sends the command.

// Rules of the two decisions.
const (
	InspireRule   = "IV.3.4"
	CeaseFireRule = "IV.3.1"
)

// inspire: the declaring side rolls an unmodified initiative check; if it
// wins, each of its units fires one volley the enemy does not answer
// (at its declared target, else the first legal enemy it can harm). Its
// morale rises a point either way. Once per battle per side (once per
// Combat Phase, and a battle is fought within one).
func (b *Battle) inspire(c Command) ([]Event, error) {
	if err := b.expect(DecideDeclare, c.Kind); err != nil {
		return nil, err
	}
	r, _ := b.RoleOf(c.Side)
	if b.Inspired[r] {
		return nil, refuse(InspireRule, "%s has inspired its units once in this battle already", SideName(c.Side))
	}
	b.Inspired[r] = true
	won, _ := b.dice.Contest(0, 0, InspireRule)
	evs := []Event{{Kind: EvInitiative, Side: c.Side, Rule: InspireRule, Rolls: b.dice.TakeRolls(),
		Text: fmt.Sprintf("%s inspires its units: %s.", SideName(c.Side), map[bool]string{true: "they fire a bonus round", false: "no bonus round, but morale rises"}[won])}}
	b.MoraleDelta[r]++
	if won {
		rd := newRoundDamage()
		for i := range b.Units {
			if u := &b.Units[i]; u.Role == r {
				evs = append(evs, b.fireUnit(u, b.declaredTarget(u.ID), rd)...)
			}
		}
	}
	return append(evs, b.checkGone()...), nil
}

// declaredTarget is the target u declared this round, or -1.
func (b *Battle) declaredTarget(id UnitID) UnitID {
	for _, d := range b.Declared {
		if d.Unit == id {
			return d.Target
		}
	}
	return -1
}

// ceaseFire ends the battle by the agreement of both sides: nobody wins,
// and each side's morale rises a point, the least a successful
// negotiation gives at the tactical scale (IV.3.1).
func (b *Battle) ceaseFire(c Command) ([]Event, error) {
	if b.Pending.Kind != DecideMove && b.Pending.Kind != DecideDeclare {
		return nil, refuse(CeaseFireRule, "a cease fire is agreed in the movement or declaration steps")
	}
	for r := range b.Morale {
		b.Morale[r] = min(b.Morale[r]+1, MaxMorale)
	}
	return b.end(units.Neutral, "a cease fire is agreed"), nil
}
