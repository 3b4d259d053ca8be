package game

import (
	"fmt"
	"slices"

	"frontline/game/tactical"
)

// The battle's results back on the map, through the paths an engagement
// on the map takes (Q133):
//
//   - a unit destroyed on the table is destroyed (destroyUnit: the crew
//     inside rolls Table VI.3 unless the table killed it first, what it
//     carried rolls Table VI.1, the loss scores); one captured when its
//     side's morale broke surrenders (capture, Table IX.2);
//   - survivors keep the table's damage, their crew's damage or loss,
//     their bombs dropped (munitions depleted until they land) and, for
//     defenders, Dug In unless they moved;
//   - units withdrawn from the table fall back one hex as a Withdraw
//     order's units do (IV.3.8, withdraw_move.go), attacker's first, the
//     player choosing the hex when there are several; the enemy rolls
//     experience for forcing it; a unit that cannot move stays;
//   - the engagement then ends as on the map (endEngagement): experience
//     for the finishing shots, and momentum from each side's final morale
//     (Inset IX.4) instead of the won-or-lost step of VIII.3.2. Who holds
//     the hex follows from who still stands in it.

// tableFate is how a member left the battle, for comparing with what it
// rode with.
func tableFate(s tactical.Status) tactical.Status {
	if s == tactical.Waiting || s == tactical.Absent {
		return tactical.OnTable
	}
	return s
}

// returnFromTable applies the ended battle to the map and starts the
// withdrawals.
func (g *Game) returnFromTable() []Event {
	m := g.Miniatures
	b := m.battle
	m.Returning = true
	evs := []Event{{Kind: EvMiniatures, Side: b.Result.Winner, Rule: "IX.5",
		Text: fmt.Sprintf("The battle in %s is over (%s); its results go back to the map.", m.Hex, b.Result.Why)}}
	g.partOnTable()
	att := g.OpenEngagement.Attacker
	m.Queue = [][]UnitID{nil, nil}
	var captors [2][]UnitID
	for i, mb := range m.Members {
		tu, u := &b.Units[i], g.Unit(mb.Unit)
		if !u.Deployed() {
			continue // lost already with what carried it
		}
		q := 1
		if u.Side == att {
			q = 0
		}
		switch tu.Status {
		case tactical.Destroyed:
			if crew := g.Unit(mb.Crew); crew != nil && tu.Crew.Destroyed && crew.Deployed() {
				evs = append(evs, g.destroyUnit(crew, "killed inside on the battle table (Inset VI.5)")...)
			}
			evs = append(evs, g.destroyUnit(u, "destroyed on the battle table (Inset IX.6)")...)
		case tactical.Captured:
			captors[1-q] = append(captors[1-q], mb.Unit)
			evs = append(evs, g.capture(u, UnconditionalFactor, "its side's morale broke on the battle table", "Table IX.2")...)
		default:
			evs = append(evs, g.keepFromTable(mb, tu)...)
			if tu.Status == tactical.Withdrawn {
				m.Queue[q] = append(m.Queue[q], mb.Unit)
			}
		}
	}
	for q, ids := range captors {
		if len(ids) > 0 {
			evs = append(evs, g.captureExperience(g.liveSide(q == 0))...)
		}
	}
	return append(evs, g.nextTableWithdrawal()...)
}

// partOnTable separates members that rode or were towed together and
// did not come through the battle together (one destroyed, the other
// withdrawn, say, or both lost): the passenger or gun got off on the
// table and meets its own fate, not Table VI.1's.
func (g *Game) partOnTable() {
	m := g.Miniatures
	fate := map[UnitID]tactical.Status{}
	for i, mb := range m.Members {
		fate[mb.Unit] = tableFate(m.battle.Units[i].Status)
	}
	for _, mb := range m.Members {
		u := g.Unit(mb.Unit)
		c := g.transportOf(u)
		if c == nil {
			continue
		}
		if f, ok := fate[c.ID]; ok && (f != fate[u.ID] || f.Gone() && f != tactical.Withdrawn) {
			u.Aboard = 0
			u.TowedBy = slices.DeleteFunc(u.TowedBy, func(id UnitID) bool { return id == c.ID })
		}
	}
}

// keepFromTable brings a surviving member's state back: damage, its
// crew, bombs dropped and, for a defender, Dug In.
func (g *Game) keepFromTable(mb Member, tu *tactical.Unit) []Event {
	u := g.Unit(mb.Unit)
	var evs []Event
	u.Damaged = tu.Damaged
	if crew := g.Unit(mb.Crew); crew != nil && crew.Deployed() && tu.Crew != nil {
		if tu.Crew.Destroyed {
			evs = append(evs, g.destroyUnit(crew, "killed inside on the battle table (Inset VI.5)")...)
		} else {
			crew.Damaged = tu.Crew.Damaged
		}
	}
	for _, w := range tu.Spent {
		if w < len(u.Face().Weapons) && !u.depleted(w) {
			u.Depleted = append(u.Depleted, w)
		}
	}
	if u.Side != g.OpenEngagement.Attacker {
		u.DugIn = u.DugIn && tu.DugIn
	}
	return evs
}

// nextTableWithdrawal falls back the next side's withdrawn units, or
// ends the engagement once none are left (finishWithdrawal calls it
// again after each side).
func (g *Game) nextTableWithdrawal() []Event {
	m := g.Miniatures
	att := g.OpenEngagement.Attacker
	for q, ids := range m.Queue {
		if len(ids) == 0 {
			continue
		}
		m.Queue[q] = nil
		side := att
		if q == 1 {
			side = Enemy(att)
		}
		var evs []Event
		var falling []UnitID
		for _, id := range ids {
			u := g.Unit(id)
			if !u.Deployed() {
				continue
			}
			if bar := g.withdrawBar(u); bar != "" {
				evs = append(evs, Event{Kind: EvRetreated, Side: side, Units: []UnitID{id}, Rule: tactical.WithdrawRule,
					Text: fmt.Sprintf("%s left the battle table but stays in %s: %s.", g.describe(u), u.Hex, bar)})
				continue
			}
			falling = append(falling, id)
		}
		if len(falling) == 0 {
			continue
		}
		g.Withdrawing = &Withdrawal{Side: side, Queue: falling, Resume: g.Pending, Rule: tactical.WithdrawRule}
		return append(evs, g.carryOutWithdrawal()...)
	}
	return g.endEngagement()
}

// tableWithdrawn is finishWithdrawal for units withdrawn from the table:
// the enemy rolls experience for forcing it (Inset VIII.2 item 2), then
// the next side falls back or the engagement ends.
func (g *Game) tableWithdrawn(w *Withdrawal) []Event {
	e := g.OpenEngagement
	var evs []Event
	if len(w.Left) > 0 {
		evs = append(evs, Event{Kind: EvWithdrawn, Side: w.Side, Units: w.Left, Rule: w.Rule,
			Text: fmt.Sprintf("%d unit(s) of %s withdrawn from the battle table fall back.", len(w.Left), sideName(w.Side))})
		evs = append(evs, g.withdrawalExperience(w.Side != e.Attacker)...)
		e.Retreated = append(e.Retreated, w.Left...)
	}
	return append(evs, g.nextTableWithdrawal()...)
}

// battleMomentum is Inset IX.4 for the groups that fought on the table
// and still stand three together: a side's final morale of 3 or less
// takes a point off its groups, 7 or more adds one, clamped to
// ±MaxMomentum. Reading (Q133): it replaces the won-or-lost step of
// VIII.3.2 after a battle, and is added, not a break.
func (g *Game) battleMomentum() []Event {
	b := g.Battle()
	e := g.OpenEngagement
	evs := g.momentumBreaks("fewer than three of the group are left together")
	ids := append(append(fighterIDs(e.Attackers), g.defendingIDs()...), e.Retreated...)
	for _, c := range g.clusters(ids) {
		r, _ := b.RoleOf(c.side)
		change := tactical.MomentumChange(b.Morale[r])
		if change == 0 {
			continue
		}
		why := fmt.Sprintf("morale %d at the end of the battle", b.Morale[r])
		evs = append(evs, g.regroup(c, func(v int) int { return max(-MaxMomentum, min(MaxMomentum, v+change)) }, why, "Inset IX.4"))
	}
	return evs
}
