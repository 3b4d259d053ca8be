package tactical

import (
	"fmt"

	"frontline/game/units"
)

// The tactical turn (IX.5, Inset IX.2): ① morale, ② the defender's ground
// moves, ③ the attacker's, ④ aircraft alternating, ⑤ one combat round;
// then the next turn, until the battle is resolved or the turn cap.

// startTurn begins tactical turn b.Turn: the units due now are placed
// first, defender first (IX.4.4; at setup, all but the late arrivals);
// then step ①.
func (b *Battle) startTurn() []Event {
	for i := range b.Units {
		b.Units[i].Moved, b.Units[i].Flown, b.Units[i].Boost, b.Units[i].PushMove = false, 0, Boost{Against: -1}, 0
	}
	arriving := [2]bool{b.nextToPlace(Defender) != nil, b.nextToPlace(Attacker) != nil}
	if !arriving[Defender] && !arriving[Attacker] {
		return b.turnSteps()
	}
	for r, ok := range arriving {
		if ok && b.Turn > 1 {
			b.MoraleDelta[r]++ // Inset IX.3 item 7: reinforcements arrive
		}
	}
	first := Defender
	if !arriving[Defender] {
		first = Attacker
	}
	b.Step = StepPlacement
	b.Pending = Decision{Side: b.Sides[first], Kind: DecidePlace}
	return []Event{b.stepEvent("IX.4.4")}
}

// turnSteps runs step ① and hands step ② to the defender.
func (b *Battle) turnSteps() []Event {
	b.Step = StepMorale
	evs := b.updateMorale()
	if !b.Over() {
		evs = append(evs, b.checkGone()...)
	}
	if b.Over() {
		return evs
	}
	return append(evs, b.groundStep(StepDefenderMove)...)
}

// groundStep asks the side of step s (② defender, ③ attacker) for its
// moves; a side with no ground unit on the table is skipped.
func (b *Battle) groundStep(s Step) []Event {
	for ; s <= StepAttackerMove; s++ {
		r := Defender
		if s == StepAttackerMove {
			r = Attacker
		}
		if b.has(r, func(u *Unit) bool { return !u.Aircraft() }) {
			b.Step = s
			b.Pending = Decision{Side: b.Sides[r], Kind: DecideMove}
			return []Event{b.stepEvent("IX.5.2")}
		}
	}
	return b.startAir()
}

func (b *Battle) stepEvent(rule string) Event {
	return Event{Kind: EvStep, Side: b.Pending.Side, Rule: rule,
		Text: fmt.Sprintf("Tactical turn %d, %s: %s to %s.", b.Turn, b.Step, SideName(b.Pending.Side), b.Pending.Kind)}
}

// has reports whether role r has an active unit for which ok holds.
func (b *Battle) has(r Role, ok func(*Unit) bool) bool {
	for i := range b.Units {
		if u := &b.Units[i]; u.Role == r && u.Active() && ok(u) {
			return true
		}
	}
	return false
}

func (b *Battle) endMove() ([]Event, error) {
	if err := b.expect(DecideMove, CmdEndMove); err != nil {
		return nil, err
	}
	if b.Step == StepDefenderMove {
		return b.groundStep(StepAttackerMove), nil
	}
	return b.startAir(), nil
}

// startDeclare opens combat round b.Round+1 with the attacker's
// declarations (Inset IX.6 step 1).
func (b *Battle) startDeclare() []Event {
	b.Round++
	b.Step = StepDeclare
	b.Declared = b.Declared[:0]
	b.Pending = Decision{Side: b.Sides[Attacker], Kind: DecideDeclare}
	return []Event{b.stepEvent("Inset IX.6")}
}

func (b *Battle) declare(c Command) ([]Event, error) {
	u, err := b.actor(DecideDeclare, c)
	if err != nil {
		return nil, err
	}
	t := b.Unit(c.Target)
	switch {
	case !u.Active():
		return nil, refuse("Inset IX.6", "%s cannot fire (%s)", b.describe(u), u.Status)
	case b.declared(u.ID):
		return nil, refuse("Inset IX.6", "%s has already declared its target this round", b.describe(u))
	case t == nil:
		return nil, fmt.Errorf("no unit %d in this battle", c.Target)
	}
	if c.Mission != "" {
		if err := b.CheckMission(u, t, c.Mission); err != nil {
			return nil, err
		}
	} else if !b.Legal(u, t) {
		rule, why := b.whyNot(u, t)
		return nil, refuse(rule, "%s may not fire at %s: %s", b.describe(u), b.describe(t), why)
	}
	b.Declared = append(b.Declared, Declaration{Unit: u.ID, Target: t.ID, Mission: c.Mission})
	b.reveal(u) // declaring gives a hidden unit away
	return []Event{{Kind: EvDeclared, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: "Inset IX.6",
		Text: fmt.Sprintf("%s will fire at %s.", b.describe(u), b.describe(t))}}, nil
}

func (b *Battle) declared(id UnitID) bool {
	for _, d := range b.Declared {
		if d.Unit == id {
			return true
		}
	}
	return false
}

// endDeclare hands the declarations to the defender, or, after the
// defender's, fights the round and moves on to the next turn.
func (b *Battle) endDeclare() ([]Event, error) {
	if err := b.expect(DecideDeclare, CmdEndDeclare); err != nil {
		return nil, err
	}
	if b.Pending.Side == b.Sides[Attacker] {
		b.Pending.Side = b.Sides[Defender]
		return nil, nil
	}
	evs := b.fight()
	if b.Over() {
		return evs, nil
	}
	if b.Turn >= b.Rules.TurnCap {
		if b.Rules.LimitJudged {
			evs = append(evs, b.end(units.Neutral, fmt.Sprintf("the turn limit (%d) is reached; the battle's objectives decide", b.Rules.TurnCap))...)
		} else {
			evs = append(evs, b.end(b.Sides[Defender], fmt.Sprintf("the turn limit (%d) is reached and the defender holds the hex", b.Rules.TurnCap))...)
		}
		b.Result.Limit = true
		return evs, nil
	}
	b.Turn++
	return append(evs, b.startTurn()...), nil
}

// checkGone ends the battle when a side has no unit left able to act.
func (b *Battle) checkGone() []Event {
	left := [2]bool{}
	for i := range b.Units {
		if u := &b.Units[i]; u.fights() && (u.Active() || (u.Status == Waiting && u.Arrives > b.Turn)) {
			left[u.Role] = true // reinforcements still to come keep a side in
		}
	}
	gone := func(r Role) string {
		if b.Rules.Morale && b.Morale[r] == 0 {
			return "the " + r.String() + "s are routed (morale 0)"
		}
		return "the " + r.String() + "s are gone"
	}
	switch {
	case !left[Defender] && !left[Attacker]:
		return b.end(units.Neutral, "no unit is left on the table")
	case !left[Defender]:
		return b.end(b.Sides[Attacker], gone(Defender))
	case !left[Attacker]:
		return b.end(b.Sides[Defender], gone(Attacker))
	}
	return nil
}

// end resolves the battle.
func (b *Battle) end(winner units.Side, why string) []Event {
	b.Step = StepOver
	b.Result = Result{Winner: winner, Why: why}
	b.Pending = Decision{Kind: DecideNothing}
	text := "The battle ends: " + why + "."
	if winner != units.Neutral {
		text = fmt.Sprintf("The battle ends, %s wins: %s.", SideName(winner), why)
	}
	return []Event{{Kind: EvEnd, Side: winner, Rule: "IX.5", Text: text}}
}
