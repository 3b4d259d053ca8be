package ai

import (
	"fmt"

	"frontline/game/cards"

	"frontline/game"
)

// smokeMission is the fire order of a unit laying smoke (game/smoke.go).
const smokeMission game.Mission = "smoke"

// Smoke (glossary, Smoke). A losing side's unit with Smoke screens the
// engagement's hex instead of firing: for three rounds attacks on units
// there take -2 and a Withdraw or Suspend Attack from it +4, which covers
// the way out of a fight it stands to lose — so it is laid only while the
// side holds a card to break off with (Withdraw, Suspend Attack), and
// once: while smoke hangs over the hex, the unit fires.
func (t *turn) smoke(st engStanding) []Order {
	g := t.b
	e := g.OpenEngagement
	if e == nil || st.ratio() >= suspendBelow || !t.holds(cards.Withdraw) && !t.holds(cards.SuspendAttack) {
		return nil
	}
	if a := e.Artillery; a != nil {
		if len(a.Smoke) > 0 {
			return nil
		}
		for _, o := range a.Orders {
			if o.Mission == smokeMission && g.Unit(o.Gun).Side == t.side {
				return nil // ordered already
			}
		}
	}
	mine := e.Attackers
	if t.side != e.Attacker {
		mine = e.Defenders
	}
	ids := make([]game.UnitID, 0, len(mine))
	for _, f := range mine {
		ids = append(ids, f.Unit)
	}
	if len(ids) == 0 { // the defender before it declares: its units in the hex
		for _, u := range g.Stack(st.at) {
			if u.Side == t.side {
				ids = append(ids, u.ID)
			}
		}
	}
	for _, id := range ids {
		u := g.Unit(id)
		if u == nil || !u.Card.Special.Smoke {
			continue
		}
		h := u.Hex
		cmd := game.Command{Kind: game.CmdLaySmoke, Side: t.side, Unit: id, Hex: &h}
		if t.tries(cmd) {
			return []Order{{Command: cmd, Reason: fmt.Sprintf("%s lays smoke over %s instead of firing: outweighed %.1f to 1, it covers its units (-2 to attacks on them, +4 to break off)",
				u.Card.Marker, h, 1/max(st.ratio(), 0.01))}}
		}
	}
	return nil
}
