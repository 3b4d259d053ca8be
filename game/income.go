package game

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/units"
)

// HandLimit is the most command cards a general may hold (III.7).
const HandLimit = 5

// incomePhase collects income, rolls for an event card and draws a command
// card (V.1, Inset V.2).
func (g *Game) incomePhase() []Event {
	side := g.Active
	p := g.Players[side]
	delta, note := g.incomeDelta(side) // event_ongoing.go: income_delta (III.6.3)
	income := max(g.Income(side)+delta, 0)
	p.earn(income)
	evs := []Event{{Kind: EvIncome, Side: side, Amount: income, Rule: "V.1",
		Text: fmt.Sprintf("%s collects %d income from its headquarters and command posts%s (treasury %d).", sideName(side), income, note, p.Treasury)}}
	evs = append(evs, g.eventRoll()...)
	if g.EventPick != nil { // event_picks.go: a player chooses first
		return evs
	}
	return append(evs, g.drawCommandCard()...)
}

// Income is what a side's Forward HQ and Command Posts on the map bring in
// each turn; damaged posts bring their damaged income (IV.1.8); a post
// pays from the turn after it was set up (Inset IV.3 item 3).
func (g *Game) Income(side units.Side) int {
	total := 0
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && g.postWorking(u) {
			total += u.Face().Income
		}
	}
	return total
}

// HasForwardHQ reports whether side still has its Forward HQ on the map
// (Inset IV.2: without it no command cards are drawn or played).
func (g *Game) HasForwardHQ(side units.Side) bool {
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && u.Card.Special.Structure == units.ForwardHQ {
			return true
		}
	}
	return false
}

// eventRoll draws an event card on a d10 of 3 or less (V.1).
func (g *Game) eventRoll() []Event {
	side := g.Active
	roll := g.dice.D10("event card check", "V.1")
	if !cards.EventDrawn(roll) {
		return []Event{{Kind: EvEventRoll, Side: side, Rule: "V.1", Rolls: g.dice.TakeRolls(),
			Text: fmt.Sprintf("Event check: rolled %d, no event (3 or less draws one).", roll)}}
	}
	id, ok := g.Events.Draw(g.dice.Rule("III.6.1"))
	rolls := g.dice.TakeRolls()
	if !ok {
		return []Event{{Kind: EvEventRoll, Side: side, Rule: "V.1", Rolls: rolls, Text: fmt.Sprintf("Event check: rolled %d, but the event deck is empty.", roll)}}
	}
	e, _ := g.content.Events.Get(id)
	turns, err := e.Duration.TurnsFor(g.durationDice(e)...)
	if err != nil {
		turns = 0
	}
	rolls = append(rolls, g.dice.TakeRolls()...)
	text := fmt.Sprintf("Event check: rolled %d. Event drawn: %s — %s", roll, e.Title, e.Text)
	if turns > 0 {
		g.InForce = append(g.InForce, ActiveEvent{Card: id, Drawer: side, TurnsLeft: turns})
		text += fmt.Sprintf(" (lasts %d of %s turns)", turns, possessive(sideName(side)))
	} else {
		g.Events.Discard(id)
	}
	evs := []Event{{Kind: EvEventDrawn, Side: side, Card: id, Amount: turns, Rule: "III.6", Rolls: rolls, Text: text}}
	return append(evs, g.applyEventEffects(id, side, 0, 0)...) // event_effects.go (III.6.3)
}

// durationDice rolls the d6s a variable duration asks for (III.6.5).
func (g *Game) durationDice(e *cards.Event) []int {
	n := e.Duration.Dice()
	out := make([]int, n)
	for i := range out {
		out[i] = g.dice.D6("event duration", "III.6.5")
	}
	return out
}

// countDownEvents ages the events the side drew at the end of its turn and
// discards those that ran out (III.6.4).
func (g *Game) countDownEvents(side units.Side) []Event {
	var evs []Event
	kept := g.InForce[:0]
	for _, a := range g.InForce {
		if a.Drawer == side {
			a.TurnsLeft--
		}
		if a.TurnsLeft > 0 {
			kept = append(kept, a)
			continue
		}
		g.Events.Discard(a.Card)
		evs = append(evs, Event{Kind: EvEventDrawn, Side: a.Drawer, Card: a.Card, Rule: "III.6.4", Text: g.eventTitle(a.Card) + " has run its course."})
		evs = append(evs, g.endEventEffects(a)...) // event_effects.go: idled units freed, withdrawn ones back
	}
	g.InForce = kept
	return evs
}

// drawCommandCard gives the active side one command card, discarding any
// card above the hand limit (III.7, Inset V.2 steps 3-4). Without a Forward
// HQ no card is drawn (Inset IV.2).
func (g *Game) drawCommandCard() []Event {
	return g.drawCommands(g.Active, 1, "III.7")
}

func (g *Game) commandTitle(id string) string {
	for _, c := range g.content.Commands.List {
		if string(c.ID) == id {
			return c.Title
		}
	}
	return id
}
