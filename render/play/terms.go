package play

import (
	"fmt"

	"frontline/game"
	"frontline/game/cards"
)

// The answer to an offer of terms (IV.3.1 Cease Fire, IV.3.2 Conditional
// Surrender, game/cease_fire.go): the panel says what the other General
// offers in plain words, from Game.Offer, lists the units it covers and
// offers Accept and Decline (game.CmdAnswerTerms).

// buildTerms fills the panel.
func (s *Scene) buildTerms() {
	sb := s.side
	g := s.sess.Game()
	o := g.Offer
	if o == nil {
		sb.header.Set("Terms offered")
		sb.sub.Set("")
		s.layoutDecisionRows(s.decisionText(s.view.Pending.Prompt))
		return
	}
	title, rule := o.Card, ""
	c, ok := s.sess.Content().Commands.Get(cards.Decision(o.Card))
	if ok {
		title, rule = c.Title, c.Rule
	}
	sb.header.Set(title + " offered")
	sb.sub.Set(SideName(o.By) + " offers terms · " + rule)
	dy := s.decisionText(TermsWords(o, c, g.OpenEngagement != nil))
	sb.setRows(min(len(o.Units), s.decisionFit(dy)))
	for i, r := range sb.rows {
		id := o.Units[i]
		u := g.Unit(id)
		own := u != nil && u.Side == s.view.Side
		r.id, r.own, r.chosen, r.joined = id, own, false, false
		r.m = s.markerOf(id)
		r.name.Set(unitName(&r.m))
		where := ""
		if u != nil && u.Deployed() {
			where = " · in " + s.placeName(u.Hex)
		}
		if own {
			r.words.Set("yours" + where)
		} else {
			r.words.Set(SideName(o.By) + "'s" + where)
		}
	}
	s.layoutDecisionRows(dy)
	s.relabelPass("Decline", "Decline the offer: the card is spent all the same and the fight goes on")
}

// TermsWords says offer o of card c (nil: unknown) in plain words;
// engaged is whether an engagement is open.
func TermsWords(o *game.TermsOffer, c *cards.Command, engaged bool) string {
	by := SideName(o.By)
	if cards.Decision(o.Card) == cards.ConditionalSurrender {
		t := fmt.Sprintf("%s offers to surrender its %d engaged unit%s on terms. If you accept, they are captured, you earn no experience for them, and the engagement ends (IV.3.2, A2).",
			by, len(o.Units), plural(len(o.Units)))
		if c != nil && c.ConditionalSurrender != nil && o.NearDefeat && c.ConditionalSurrender.NearDefeatPoints > 0 {
			t += fmt.Sprintf(" %s is near defeat, so it scores %d points for surrendering (A2).", by, c.ConditionalSurrender.NearDefeatPoints)
		}
		return t
	}
	xp := "nobody earns experience for it"
	if c != nil && c.CeaseFire != nil && c.CeaseFire.WithdrawExperience {
		xp = "each side rolls for experience as for a withdrawal"
	}
	who := "No unit of either army may attack the other"
	if len(o.Units) > 0 {
		who = fmt.Sprintf("The %d units of this engagement (listed below) may not attack each other", len(o.Units))
	}
	turns := fmt.Sprintf("for %d turn%s of each side", o.Turns, plural(o.Turns))
	end := ""
	if engaged {
		end = " If you accept, the engagement ends at once."
	}
	switch o.Term {
	case cards.TermMutualWithdraw:
		return fmt.Sprintf("%s offers a Cease Fire: both sides withdraw from the engagement, and %s. %s %s.%s", by, xp, who, turns, end)
	case cards.TermPause:
		return fmt.Sprintf("%s offers a Cease Fire: the engagement pauses. %s again before the next Operational Turn.%s", by, who, end)
	}
	return fmt.Sprintf("%s offers a Cease Fire: hold fire. %s %s; they may still move.%s", by, who, turns, end)
}

// answerTerms sends the answer.
func (s *Scene) answerTerms(opt string) {
	if s.do(game.Command{Kind: game.CmdAnswerTerms, Option: opt}) {
		if opt == game.Accept {
			s.say("Terms accepted", false)
		} else {
			s.say("Terms declined: the card is spent", false)
		}
	}
}

// termsOrders: Accept and Decline.
func (s *Scene) termsOrders() {
	o := &s.planr
	o.head.Set("Your answer")
	s.dec.name(o.add("Accept", true, "", func() { s.answerTerms(game.Accept) }).primary(), "terms.accept")
	s.dec.name(o.add("Decline", true, "", func() { s.answerTerms(game.Decline) }), "terms.decline")
}

// termsInfo is the line under the rows.
func (s *Scene) termsInfo() string {
	if s.sess.Game().Offer == nil {
		return ""
	}
	return "Declining spends the offering card all the same; the game goes back to where the offer was made."
}
