package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/cards"
	"frontline/game/units"
)

// Cease Fire (IV.3.1, A3) and Conditional Surrender (IV.3.2, VI.1.1, A2):
// the two Command Decisions that are offers. The offering General plays
// the card (needs it in hand, III.7; its Forward HQ on the map, Inset
// IV.2; its engaged units in command, Inset IV.1) with CmdOfferTerms, or
// with play_card inside an engagement; the card is spent at once
// (spent_if_declined). The other General then answers DecideTerms with
// accept or decline, and the game returns to the decision it left.
//
// Cease Fire terms (A3, the card's menu):
//   - mutual_withdraw: both sides leave the engagement; nobody earns
//     experience for forcing a withdrawal; the units of the two sides
//     that fought it may not attack each other for the agreed turns.
//   - pause_to_next_turn: the engagement stops and those units may not
//     attack each other again before the next Operational Turn.
//   - hold_fire: those units may not attack each other for the agreed
//     turns; they may move. Offered outside an engagement it covers every
//     unit of both sides: no attack between the two armies at all.
//
// The agreed turns (1 to max_turns) count Operational Turns of either
// side from the moment of acceptance: n turns last until 2n turns have
// begun. An attack a cease fire forbids is refused naming IV.3.1.
// Tactical morale (+1 both sides) waits for the tactical game.
//
// Conditional Surrender is offered during an engagement for all of the
// offering side's engaged units. Accepted, they are captured (capture.go)
// at their normal cost (A2), the captors earn no experience, and the
// engagement ends. The offering General scores 50 when near defeat: the
// enemy's engaged cost at least 3 × its own (A2).

const (
	// CmdOfferTerms: offer Command.Card (cease_fire or
	// conditional_surrender) from the hand; for a Cease Fire Option is the
	// term and Count the turns (none for pause_to_next_turn).
	CmdOfferTerms CommandKind = "offer_terms"
	// CmdAnswerTerms: Option "accept" or "decline".
	CmdAnswerTerms CommandKind = "answer_terms"

	// DecideTerms: the other General answers the offer in g.Offer.
	DecideTerms DecisionKind = "answer_terms"

	EvTermsOffered  EventKind = "terms_offered"
	EvTermsAccepted EventKind = "terms_accepted"
	EvTermsDeclined EventKind = "terms_declined"
)

// Answers to an offer.
const (
	Accept  = "accept"
	Decline = "decline"
)

// TermsOffer is a Cease Fire or Conditional Surrender awaiting its answer.
type TermsOffer struct {
	Card  string     `json:"card"`
	By    units.Side `json:"by"`
	Term  cards.Term `json:"term,omitempty"`
	Turns int        `json:"turns,omitempty"`
	// Units: for a Cease Fire the engaged units of both sides it covers
	// (none: every unit); for a surrender the units that surrender.
	Units      []UnitID `json:"units,omitempty"`
	NearDefeat bool     `json:"near_defeat,omitempty"`
	Resume     Decision `json:"resume"` // the decision the offer interrupted
}

// Truce is an accepted Cease Fire in force while Step < Until.
type Truce struct {
	By    units.Side `json:"by"`
	Term  cards.Term `json:"term"`
	Units []UnitID   `json:"units,omitempty"` // none: every unit of both sides
	Until int        `json:"until"`
	Turns int        `json:"turns"`
}

func init() {
	register(CmdOfferTerms, DecidePhase, AnyPhase, (*Game).offerTerms)
	registerAlso(CmdOfferTerms, DecideRetaliation, DecideEngagementRound, DecideEngagementStart, DecideDefensiveCombat)
	register(CmdAnswerTerms, DecideTerms, AnyPhase, (*Game).answerTerms)
}

// engagedBoth lists the live engaged units of both sides.
func (g *Game) engagedBoth() []UnitID {
	return append(g.liveSide(true), g.liveSide(false)...)
}

func engagedCost(g *Game, ids []UnitID) int {
	n := 0
	for _, id := range ids {
		n += g.Unit(id).Card.Cost
	}
	return n
}

// offerTerms answers CmdOfferTerms and play_card for the two offer cards.
func (g *Game) offerTerms(cmd Command) ([]Event, error) {
	side, id := cmd.Side, cards.Decision(cmd.Card)
	c, ok := g.content.Commands.Get(id)
	if !ok || (id != cards.CeaseFire && id != cards.ConditionalSurrender) {
		return nil, fmt.Errorf("%q is not an offer: only Cease Fire and Conditional Surrender are offered (IV.3.1, IV.3.2)", cmd.Card)
	}
	if !slices.Contains(g.Players[side].Hand, cmd.Card) {
		return nil, fmt.Errorf("%s is not in your hand (III.7)", c.Title)
	}
	if !g.HasForwardHQ(side) {
		return nil, fmt.Errorf("%s cannot be played: without a Forward HQ on the map no command cards are played (Inset IV.2)", c.Title)
	}
	e := g.OpenEngagement
	o := TermsOffer{Card: cmd.Card, By: side, Resume: g.Pending}
	var own []UnitID
	var what string
	if id == cards.CeaseFire {
		p := c.CeaseFire
		o.Term = cards.Term(cmd.Option)
		if !slices.Contains(p.Terms, o.Term) {
			return nil, fmt.Errorf("a Cease Fire offers one of the terms %s (IV.3.1, A3)", termList(p.Terms))
		}
		if e == nil && o.Term != cards.TermHoldFire {
			return nil, fmt.Errorf("%s concerns a combat engagement; outside one only %s can be offered (IV.3.1)", o.Term, cards.TermHoldFire)
		}
		switch {
		case o.Term == cards.TermPause && cmd.Count > 1:
			return nil, fmt.Errorf("a pause lasts to the next Operational Turn only (IV.3.1)")
		case o.Term != cards.TermPause && (cmd.Count < 1 || cmd.Count > p.MaxTurns):
			return nil, fmt.Errorf("a Cease Fire lasts 1 to %d turns; %d offered (IV.3.1, A3)", p.MaxTurns, cmd.Count)
		case o.Term != cards.TermPause:
			o.Turns = cmd.Count
		}
		if e != nil {
			o.Units = g.engagedBoth()
			own = g.liveSide(side == e.Attacker)
		}
		what = termText(o.Term, o.Turns, e != nil)
	} else {
		if e == nil {
			return nil, fmt.Errorf("Conditional Surrender is offered during a combat engagement (IV.3.2)")
		}
		own = g.liveSide(side == e.Attacker)
		if len(own) == 0 {
			return nil, fmt.Errorf("you have no engaged units left to surrender (IV.3.2)")
		}
		o.Units = own
		enemy := engagedCost(g, g.liveSide(side != e.Attacker))
		o.NearDefeat = enemy >= c.ConditionalSurrender.NearDefeatOdds*engagedCost(g, own)
		what = "the surrender of its engaged units on terms"
	}
	if u := g.outOfCommand(own); u != nil {
		return nil, fmt.Errorf("%s cannot be played: %s is outside the command network (Inset IV.1)", c.Title, g.describe(u))
	}

	p := g.Players[side]
	i := slices.Index(p.Hand, cmd.Card)
	p.Hand = slices.Delete(p.Hand, i, i+1)
	g.Commands.Discard(cmd.Card)
	g.Offer = &o
	g.Pending = Decision{Kind: DecideTerms, Side: Enemy(side), Phase: g.Phase, Choices: slices.Clone(o.Units),
		Prompt: fmt.Sprintf("%s offers %s: accept or decline (%s).", sideName(side), what, c.Rule)}
	return []Event{{Kind: EvTermsOffered, Side: side, Units: slices.Clone(o.Units), Card: cmd.Card, Rule: c.Rule,
		Text: fmt.Sprintf("%s plays %s and offers %s.", sideName(side), c.Title, what)}}, nil
}

func termList(ts []cards.Term) string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = string(t)
	}
	return strings.Join(out, ", ")
}

// termText says a Cease Fire's terms in words.
func termText(t cards.Term, turns int, engaged bool) string {
	who := "the two sides"
	if engaged {
		who = "the units of this engagement"
	}
	switch t {
	case cards.TermMutualWithdraw:
		return fmt.Sprintf("that both sides withdraw from the engagement and %s hold fire for %d turn(s)", who, turns)
	case cards.TermPause:
		return "to pause the engagement until the next Operational Turn"
	}
	return fmt.Sprintf("that %s hold fire for %d turn(s)", who, turns)
}

// answerTerms answers CmdAnswerTerms.
func (g *Game) answerTerms(cmd Command) ([]Event, error) {
	o := g.Offer
	if cmd.Option != Accept && cmd.Option != Decline {
		return nil, fmt.Errorf("answer the offer with %q or %q (IV.3.1, IV.3.2)", Accept, Decline)
	}
	c, _ := g.content.Commands.Get(cards.Decision(o.Card))
	g.Offer = nil
	if cmd.Option == Decline {
		g.Pending = o.Resume
		return []Event{{Kind: EvTermsDeclined, Side: cmd.Side, Card: o.Card, Rule: c.Rule,
			Text: fmt.Sprintf("%s declines the %s; the card is spent all the same.", sideName(cmd.Side), c.Title)}}, nil
	}
	evs := []Event{{Kind: EvTermsAccepted, Side: cmd.Side, Units: slices.Clone(o.Units), Card: o.Card, Rule: c.Rule,
		Text: fmt.Sprintf("%s accepts the %s of %s.", sideName(cmd.Side), c.Title, sideName(o.By))}}
	if cards.Decision(o.Card) == cards.ConditionalSurrender {
		p := c.ConditionalSurrender
		for _, id := range o.Units {
			if u := g.Unit(id); u.Deployed() && u.Side == o.By {
				evs = append(evs, g.capture(u, p.CapturedScoreFactor, "on terms", "IV.3.2")...)
			}
		}
		if o.NearDefeat && p.NearDefeatPoints > 0 {
			g.addScore(o.By, p.NearDefeatPoints)
			evs = append(evs, Event{Kind: EvScored, Side: o.By, Amount: p.NearDefeatPoints, Rule: "Table II.1",
				Text: fmt.Sprintf("%s scores %d points for a Conditional Surrender when near defeat (A2): %d in all.", sideName(o.By), p.NearDefeatPoints, g.Score(o.By))})
		}
		return append(evs, g.endEngagement()...), nil
	}
	until := g.Step + 2*o.Turns
	if o.Term == cards.TermPause {
		until = g.Step + 1
	}
	kept := g.Truces[:0]
	for _, t := range g.Truces {
		if t.Until > g.Step {
			kept = append(kept, t)
		}
	}
	g.Truces = append(kept, Truce{By: o.By, Term: o.Term, Units: o.Units, Until: until, Turns: o.Turns})
	if g.OpenEngagement == nil {
		g.Pending = o.Resume
		return evs, nil
	}
	if o.Term == cards.TermMutualWithdraw && c.CeaseFire.WithdrawExperience {
		evs = append(evs, g.withdrawalExperience(true)...)
		evs = append(evs, g.withdrawalExperience(false)...)
	}
	return append(evs, g.endEngagement()...), nil
}

// truceBar says why u may not fire at t under an accepted Cease Fire, or
// "" (hooked into engagement.go's target checks).
func (g *Game) truceBar(u, t *Unit) string {
	for _, tr := range g.Truces {
		if tr.Until <= g.Step || u.Side == t.Side {
			continue
		}
		if len(tr.Units) == 0 || (containsID(tr.Units, u.ID) && containsID(tr.Units, t.ID)) {
			if tr.Term == cards.TermPause {
				return "the engagement between them is paused until the next Operational Turn (IV.3.1)"
			}
			return fmt.Sprintf("a Cease Fire offered by %s holds them for %d turn(s) (IV.3.1)", sideName(tr.By), tr.Turns)
		}
	}
	return ""
}
