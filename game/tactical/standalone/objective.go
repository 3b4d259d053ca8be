package standalone

import (
	"fmt"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Controller is the side that controls objective o (II.2.3, our
// reading): it has at least one ground unit on the table able to act
// within the objective's radius (centre to centre) and the enemy has
// none there. Aircraft, ships and hidden units (glossary Hidden) control
// nothing; an empty or contested objective is nobody's (Neutral).
func (g *Game) Controller(o Objective) units.Side {
	var present [2]bool
	for i := range g.Battle.Units {
		u := &g.Battle.Units[i]
		if !u.Active() || !u.Card.Ground() || u.Hidden || !geom.Within(u.Pos, o.At, 0, o.Radius) {
			continue
		}
		if k, ok := playerIndex(u.Side); ok {
			present[k] = true
		}
	}
	switch {
	case present[0] && !present[1]:
		return Players[0]
	case present[1] && !present[0]:
		return Players[1]
	}
	return units.Neutral
}

// ForceTotal is what is left of side s: the cost (crews included) of its
// units still in the battle, on the table and able to act or still to
// arrive; damaged units count in full.
func (g *Game) ForceTotal(s units.Side) int {
	n := 0
	for i := range g.Battle.Units {
		u := &g.Battle.Units[i]
		if u.Side != s || !(u.Active() || u.Status == tactical.Waiting) {
			continue
		}
		n += u.Card.Cost
		if u.Crew != nil {
			n += u.Crew.Card.Cost
		}
	}
	return n
}

// settle ends the game once the engagement is resolved. A battle the
// turn limit stopped is judged by II.2.3: the side controlling more
// objectives wins; with none controlled (or as many each) the higher
// remaining force total wins; equal totals are a draw. Every other end
// (a side gone or routed) stands as the table decided it.
func (g *Game) settle() []Event {
	if !g.Battle.Over() {
		return nil
	}
	g.Phase = PhaseOver
	g.Result = g.Battle.Result
	if !g.Result.Limit {
		return nil
	}
	var held [2]int
	for _, o := range g.Def.Objectives {
		if k, ok := playerIndex(g.Controller(o)); ok {
			held[k]++
		}
	}
	tot := [2]int{g.ForceTotal(Players[0]), g.ForceTotal(Players[1])}
	r := tactical.Result{Limit: true, Winner: units.Neutral}
	switch {
	case held[0] != held[1]:
		w := ahead(held)
		r.Winner = Players[w]
		r.Why = fmt.Sprintf("at the turn limit %s controls %d of the %d objectives, %s %d", tactical.SideName(Players[w]), held[w], len(g.Def.Objectives), tactical.SideName(Players[1-w]), held[1-w])
	case tot[0] != tot[1]:
		w := ahead(tot)
		r.Winner = Players[w]
		r.Why = fmt.Sprintf("at the turn limit no side holds the objective; %s has the higher force left (%d to %d)", tactical.SideName(Players[w]), tot[w], tot[1-w])
	default:
		r.Why = fmt.Sprintf("at the turn limit no side holds the objective and both have %d of force left: a draw", tot[0])
	}
	g.Result = r
	return []Event{{Side: r.Winner, Rule: "II.2.3", Text: "The battle is decided: " + r.Why + "."}}
}

// ahead is the index of the larger of two different counts.
func ahead(n [2]int) int {
	if n[1] > n[0] {
		return 1
	}
	return 0
}

// watchObjectives counts Inset IX.3 items 5 and 6 for the next step ①: a
// side that takes control of an objective gains a morale point, a side
// that loses control of one loses a point. Control is first taken down
// when placement at the start is over, without morale.
func (g *Game) watchObjectives() []Event {
	b := g.Battle
	if (b.Step == tactical.StepPlacement || b.Step == tactical.StepTerrain) && b.Turn == 1 {
		return nil
	}
	now := make([]units.Side, len(g.Def.Objectives))
	for i, o := range g.Def.Objectives {
		now[i] = g.Controller(o)
	}
	first := g.Held == nil
	was := g.Held
	g.Held = now
	if first {
		return nil
	}
	var evs []Event
	for i, o := range g.Def.Objectives {
		if now[i] == was[i] {
			continue
		}
		if r, ok := b.RoleOf(was[i]); ok {
			b.MoraleDelta[r]--
			evs = append(evs, Event{Side: was[i], Rule: "Inset IX.3", Text: fmt.Sprintf("%s loses control of %s: morale −1.", tactical.SideName(was[i]), o.Name)})
		}
		if r, ok := b.RoleOf(now[i]); ok {
			b.MoraleDelta[r]++
			evs = append(evs, Event{Side: now[i], Rule: "Inset IX.3", Text: fmt.Sprintf("%s takes control of %s: morale +1.", tactical.SideName(now[i]), o.Name)})
		}
	}
	return evs
}
