package game

import (
	"fmt"
	"strings"

	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// Objectives over several hexes and II.2's "cross a line" condition
// (II.2, II.2.1, Q25; game/scenario/lineobj.go reads them).
//
//   - A line or area objective is held when side holds every hex of it
//     (hold = "all"), or one hex of it (hold = "any"), each hex by the
//     single-hex rule (g.holds: controlled, no enemy land unit). It
//     scores its Table II.1 points once, the first time it is held.
//   - A line is crossed when the land units of the side beyond it cost at
//     least the condition's cost at the end of one of the side's own
//     turns, up to by_turn. Land units are those that could hold a hex,
//     hidden ones included (they stand beyond the line all the same):
//     no aircraft in flight, ships, structures, obstacles or emplacements.
//     Crews and passengers count at their own cost.
//   - halt_wins: when the side's turn by_turn ends with the line not
//     crossed, the enemy has halted the advance and wins.

// EvLineCrossed: a side's land units stand beyond a II.2 line at the end
// of its turn; Units are the units counted, Amount their cost.
const EvLineCrossed EventKind = "line_crossed"

// holdsObjective reports whether side holds objective o, with the hexes
// that hold it in words.
func (g *Game) holdsObjective(side units.Side, o scenario.Objective) (string, bool) {
	if len(o.Hexes) <= 1 {
		return o.Hex.String(), g.holds(side, o.Hex)
	}
	var held []string
	for _, h := range o.Hexes {
		if g.holds(side, h) {
			held = append(held, h.String())
		}
	}
	if o.Hold == scenario.HoldAny {
		return "the line breached at " + strings.Join(held, ", "), len(held) > 0
	}
	return "every hex: " + strings.Join(held, ", "), len(held) == len(o.Hexes)
}

// lineKey names a line objective side has held, for its once-only points.
func lineKey(side units.Side, o scenario.Objective) string {
	return string(side) + " line " + o.Hex.String()
}

// noteStartingLines marks the lines side holds at setup: only a capture
// made in play scores.
func (g *Game) noteStartingLines(side units.Side) {
	for _, o := range g.scenario.ObjectivesOf(side) {
		if _, ok := g.holdsObjective(side, o); ok && len(o.Hexes) > 1 {
			g.markTakenKey(lineKey(side, o))
		}
	}
}

// scoreLines pays side a line objective's points the first time it holds
// it (Table II.1).
func (g *Game) scoreLines(side units.Side) []Event {
	var evs []Event
	for _, o := range g.scenario.ObjectivesOf(side) {
		where, ok := g.holdsObjective(side, o)
		if len(o.Hexes) <= 1 || !ok || g.Taken[lineKey(side, o)] {
			continue
		}
		g.markTakenKey(lineKey(side, o))
		g.addScore(side, o.Points)
		evs = append(evs, Event{Kind: EvScored, Side: side, Amount: o.Points, Rule: "Table II.1",
			Text: fmt.Sprintf("%s scores %d points for taking the %s objective %s (%s): %d in all.", sideName(side), o.Points, o.Kind, o.Name, where, g.Score(side))})
	}
	return evs
}

// markTakenKey records a capture made (Game.Taken).
func (g *Game) markTakenKey(k string) {
	if g.Taken == nil {
		g.Taken = map[string]bool{}
	}
	g.Taken[k] = true
}

// crossWins checks side's II.2 lines at the end of its turn: crossed in
// time wins for side; by_turn over without it wins for the enemy when
// halt_wins is set.
func (g *Game) crossWins(side units.Side) ([]win, []Event) {
	var wins []win
	var evs []Event
	turn := g.Players[side].Turn
	for _, c := range g.scenario.Win.Cross {
		if c.Side != side || turn > c.ByTurn {
			continue
		}
		ids, cost := g.beyondLine(side, c.Beyond)
		if cost >= c.Cost {
			evs = append(evs, Event{Kind: EvLineCrossed, Side: side, Amount: cost, Units: ids, Rule: "II.2",
				Text: fmt.Sprintf("%s has %d cost of land units beyond %s: %s.", sideName(side), cost, c.Name, g.describeAll(ids))})
			wins = append(wins, win{side, fmt.Sprintf("%s has crossed %s with %d cost of land units by turn %d (at least %d by turn %d)", sideName(side), c.Name, cost, turn, c.Cost, c.ByTurn), "II.2"})
			continue
		}
		if c.HaltWins && turn == c.ByTurn {
			wins = append(wins, win{Enemy(side), fmt.Sprintf("%s has halted the advance: %s has only %d cost of land units beyond %s at the end of its turn %d (%d needed)", sideName(Enemy(side)), sideName(side), cost, c.Name, turn, c.Cost), "II.2"})
		}
	}
	return wins, evs
}

// beyondLine lists side's land units standing in the hexes beyond a line
// and their total cost.
func (g *Game) beyondLine(side units.Side, beyond map[hex.Hex]bool) ([]UnitID, int) {
	var ids []UnitID
	cost := 0
	for _, u := range g.Units {
		if u.Side != side || !u.Deployed() || u.InFlight || !u.Card.Ground() || !beyond[u.Hex] {
			continue
		}
		switch u.Card.Class {
		case units.Structure, units.Obstacle, units.Emplacement:
			continue
		}
		ids = append(ids, u.ID)
		cost += u.Card.Cost
	}
	return ids, cost
}

// describeAll names units in order.
func (g *Game) describeAll(ids []UnitID) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.describe(g.Unit(id))
	}
	return strings.Join(names, ", ")
}
