package tactical

import (
	"fmt"
)

// WithdrawRule is the Command Decision Withdraw (IV.3.8).
const WithdrawRule = "IV.3.8"

// withdraw carries out the Command Decision Withdraw for the units named
// in c.Units, played by the declaring side instead of attacking (IX.5.4):
// an unmodified initiative check; if the enemy wins, each of its units
// fires once at the withdrawing units, which may not answer; the
// survivors leave the table, and the side's morale takes a point
// (Inset IX.3 item 8). Whether the side holds a Withdraw card is for the
// operational game to check before it sends the command.
func (b *Battle) withdraw(c Command) ([]Event, error) {
	if err := b.expect(DecideDeclare, c.Kind); err != nil {
		return nil, err
	}
	if len(c.Units) == 0 {
		return nil, refuse(WithdrawRule, "a withdrawal names the units that withdraw")
	}
	leaving := map[UnitID]bool{}
	for _, id := range c.Units {
		u, err := b.own(id, c.Side)
		switch {
		case err != nil:
			return nil, err
		case !u.Active() || leaving[id]:
			return nil, refuse(WithdrawRule, "%s cannot withdraw (%s)", b.describe(u), u.Status)
		case u.Aircraft():
			return nil, refuse(WithdrawRule, "aircraft do not withdraw by this order")
		case u.Face().Movement == 0:
			return nil, refuse(WithdrawRule, "only mobile units withdraw; %s has Movement 0", b.describe(u))
		}
		leaving[id] = true
	}
	r := b.Units[c.Units[0]].Role
	kept := b.Declared[:0]
	for _, d := range b.Declared {
		if !leaving[d.Unit] {
			kept = append(kept, d)
		}
	}
	b.Declared = kept
	escaped, _ := b.dice.Contest(0, 0, WithdrawRule)
	evs := []Event{{Kind: EvInitiative, Side: c.Side, Rule: WithdrawRule, Rolls: b.dice.TakeRolls(),
		Text: fmt.Sprintf("%s orders %d unit(s) to withdraw: %s.", SideName(c.Side), len(c.Units),
			map[bool]string{true: "they slip away", false: "the enemy gets a parting shot"}[escaped])}}
	if !escaped {
		evs = append(evs, b.partingShots(r.Other(), leaving)...)
	}
	for _, id := range c.Units {
		if u := b.Unit(id); u.Status == OnTable {
			u.Status = Withdrawn
			evs = append(evs, Event{Kind: EvWithdraw, Side: u.Side, Units: []UnitID{id}, Rule: WithdrawRule,
				Text: fmt.Sprintf("%s withdraws from the table.", b.describe(u))})
		}
	}
	b.MoraleDelta[r]--
	return append(evs, b.checkGone()...), nil
}

// partingShots: each active unit of role r fires once at a withdrawing
// unit it may legally fire at, one it can harm first (IV.3.8).
func (b *Battle) partingShots(r Role, leaving map[UnitID]bool) []Event {
	rd := newRoundDamage()
	var evs []Event
	for i := range b.Units {
		u := &b.Units[i]
		if u.Role != r || !u.Active() {
			continue
		}
		var target *Unit
		for _, id := range b.LegalTargets(u) {
			if t := b.Unit(id); leaving[id] && (target == nil || b.canHarm(u, t) && !b.canHarm(u, target)) {
				target = t
			}
		}
		if target != nil {
			evs = append(evs, b.volley(u, target, rd)...)
		}
	}
	return evs
}
