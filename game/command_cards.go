package game

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/units"
)

// Command Decisions played from the hand during an engagement: Inspire
// (IV.3.4), Suspend Attack (IV.3.7) and Withdraw (IV.3.8). Every play
// needs the card in hand, the side's Forward HQ on the map (Inset IV.2)
// and every affected unit inside the command network (Inset IV.1 item
// 3); the card then goes to the command deck's discard pile, whatever the
// outcome of its unmodified initiative check. The cards played as orders
// of their own are in encircle.go, push.go and rush_deployment.go; the
// retreat of Withdraw is in withdraw_move.go.
//
// When a card may be played (readings for a digital game, where a side
// can only act when the engine waits for it):
//   - engagement_start: new decision of the attacker after the defender
//     declared its retaliation and before initiative. It is offered only
//     when the attacker holds a card and its Forward HQ stands, so
//     ordinary engagements keep their flow.
//   - engagement_round: the attacker, at the start of every later round.
//   - defender_round (defender_cards.go): the defender, at the start of
//     every later round, when it holds a card.
//   - declare_retaliation: the defender, before it answers (Withdraw).
//
// Inspire is played by either side at the start of a round once its
// units are declared; Withdraw takes some or all of the side's engaged
// units (withdraw_move.go).

const (
	// CmdPlayCard: play Command.Card from the hand; no other fields.
	CmdPlayCard CommandKind = "play_card"
	// CmdBeginEngagement: roll initiative and fight round 1 without
	// playing a card.
	CmdBeginEngagement CommandKind = "begin"

	// DecideEngagementStart: the attacker may suspend the attack before
	// initiative is rolled (IV.3.7).
	DecideEngagementStart DecisionKind = "engagement_start"

	EvCardPlayed EventKind = "card_played"
	EvBonusRound EventKind = "bonus_round"
	EvWithdrawn  EventKind = "withdrawn"
)

func init() {
	register(CmdPlayCard, DecideEngagementRound, PhaseCombat, (*Game).playCard)
	registerAlso(CmdPlayCard, DecideRetaliation, DecideEngagementStart)
	register(CmdBeginEngagement, DecideEngagementStart, PhaseCombat, (*Game).beginEngagement)
}

// offerSuspend pauses an engagement before initiative when the attacker
// could play Suspend Attack; it reports whether it did.
func (g *Game) offerSuspend() bool {
	e := g.OpenEngagement
	// Offered whenever the attacker holds any card (hand sizes are public),
	// not only Suspend Attack: pausing only for that card would tell the
	// defender what is in a hidden hand (III.7).
	if len(g.Players[e.Attacker].Hand) == 0 || !g.HasForwardHQ(e.Attacker) || g.cardsBarred(e.Attacker) != "" {
		return false
	}
	g.Pending = Decision{Kind: DecideEngagementStart, Side: e.Attacker, Phase: PhaseCombat, Choices: g.liveAttackers(),
		Prompt: "The defenders are revealed: begin the engagement, or play a card such as Suspend Attack (IV.3.7)."}
	return true
}

func (g *Game) beginEngagement(Command) ([]Event, error) {
	evs := g.initiative()
	return append(evs, g.fightRound()...), nil
}

// playCard answers CmdPlayCard.
func (g *Game) playCard(cmd Command) ([]Event, error) {
	e, side := g.OpenEngagement, cmd.Side
	c, err := g.handCard(side, cmd.Card)
	if err != nil {
		return nil, err
	}
	attacker := side == e.Attacker
	var affected []UnitID
	switch c.ID {
	case cards.CeaseFire, cards.ConditionalSurrender: // cease_fire.go: offers (IV.3.1, IV.3.2)
		return g.offerTerms(cmd)
	case cards.Inspire:
		if g.Pending.Kind == DecideRetaliation {
			return nil, fmt.Errorf("Inspire is played at the start of a round; the defender's units are not declared yet (IV.3.4)")
		}
		if g.Players[side].InspiredStep == g.Step {
			return nil, fmt.Errorf("Inspire may be played only once per combat phase (IV.3.4)")
		}
		affected = g.liveSide(attacker)
	case cards.SuspendAttack:
		if g.Pending.Kind != DecideEngagementStart {
			return nil, fmt.Errorf("Suspend Attack is played by the attacker after the defenders are revealed and before any shot (IV.3.7)")
		}
		affected = g.liveAttackers()
	case cards.Withdraw:
		return g.playWithdraw(cmd, c) // withdraw_move.go
	default:
		return nil, fmt.Errorf("%s is not played during an engagement (%s)", c.Title, c.Rule)
	}
	if err := g.commandReach(c, affected); err != nil {
		return nil, err
	}
	mods, err := g.artilleryCardCheck(c.ID, affected) // smoke.go: smoke helps the check, a pin holds (glossary Smoke, VI.7.6.2)
	if err != nil {
		return nil, err
	}
	won, played := g.spendCard(side, cmd.Card, c, affected, mods)
	evs := []Event{played}
	if c.ID == cards.Inspire {
		g.Players[side].InspiredStep = g.Step
		if won {
			evs = append(evs, g.bonusRound(attacker, c.Rule)...)
		}
		return append(evs, g.afterBonus()...), nil
	}
	// Suspend Attack
	if !won {
		evs = append(evs, g.bonusRound(false, c.Rule)...)
	}
	evs = append(evs, Event{Kind: EvWithdrawn, Side: side, Units: affected, Rule: c.Rule,
		Text: "The attack is called off and the attackers pull back."})
	return append(evs, g.endEngagement()...), nil
}

// handCard checks that side may play the command card id now: it is a
// command card, in the hand, and the side's Forward HQ stands (Inset IV.2).
func (g *Game) handCard(side units.Side, id string) (*cards.Command, error) {
	c, ok := g.content.Commands.Get(cards.Decision(id))
	if !ok {
		return nil, fmt.Errorf("%q is not a command card (IV.3)", id)
	}
	if !slices.Contains(g.Players[side].Hand, id) {
		return nil, fmt.Errorf("%s is not in your hand (III.7)", c.Title)
	}
	if !g.HasForwardHQ(side) {
		return nil, fmt.Errorf("%s cannot be played: without a Forward HQ on the map no command cards are played (Inset IV.2)", c.Title)
	}
	if ev := g.cardsBarred(side); ev != "" { // event_ongoing.go: no_command_cards
		return nil, fmt.Errorf("%s cannot be played: %s is in force and no Command Cards may be played (III.6.3)", c.Title, ev)
	}
	return c, nil
}

// orderCard checks a card played as an order of its own, outside an
// engagement: in the hand with the Forward HQ standing, and meant for
// timing at.
func (g *Game) orderCard(side units.Side, id cards.Decision, at cards.Timing) (*cards.Command, error) {
	c, err := g.handCard(side, string(id))
	if err != nil {
		return nil, err
	}
	if !c.PlayableAt(at) {
		return nil, fmt.Errorf("%s is not played now (%s)", c.Title, c.Rule)
	}
	return c, nil
}

// orderUnits checks that ids are distinct units of side, none refused by
// bar (a reason, or ""); verb says what the card would do ("pushed").
func (g *Game) orderUnits(side units.Side, ids []UnitID, bar func(*Unit) string, verb string) error {
	for i, id := range ids {
		u := g.Unit(id)
		if u == nil || u.Side != side || slices.Contains(ids[:i], id) {
			return fmt.Errorf("unit %d is not one of your units, or is named twice", id)
		}
		if why := bar(u); why != "" {
			return fmt.Errorf("%s cannot be %s: %s", g.describe(u), verb, why)
		}
	}
	return nil
}

// commandReach refuses a card for units outside the command network
// (IV.3, Inset IV.1 item 3).
func (g *Game) commandReach(c *cards.Command, affected []UnitID) error {
	if u := g.outOfCommand(affected); u != nil {
		return fmt.Errorf("%s cannot be played: %s is outside the command network (Inset IV.1)", c.Title, g.describe(u))
	}
	return nil
}

// spendCard takes the card from the hand to the discard pile and, when
// the card asks for one, rolls its initiative check (a d10 each, ties
// again): unmodified but for mods (smoke helps a Withdraw or Suspend
// Attack, smoke.go). It returns whether side won and the event saying so.
func (g *Game) spendCard(side units.Side, id string, c *cards.Command, affected []UnitID, mods []modifier) (bool, Event) {
	p := g.Players[side]
	i := slices.Index(p.Hand, id)
	p.Hand = slices.Delete(p.Hand, i, i+1)
	g.Commands.Discard(id)
	if !c.InitiativeCheck {
		return true, Event{Kind: EvCardPlayed, Side: side, Units: affected, Rule: c.Rule, Card: id,
			Text: fmt.Sprintf("%s plays %s.", sideName(side), c.Title)}
	}
	won, _ := g.dice.Contest(sumMods(mods), 0, c.Rule)
	rolls := g.dice.TakeRolls()
	a, d := rolls[len(rolls)-2].Value, rolls[len(rolls)-1].Value
	result := "loses"
	if won {
		result = "wins"
	}
	check := "unmodified check"
	if len(mods) > 0 {
		check = "check"
	}
	return won, Event{Kind: EvCardPlayed, Side: side, Units: affected, Rule: c.Rule, Rolls: rolls, Card: id,
		Text: fmt.Sprintf("%s plays %s: %s d10 %d%s against %d, %s %s.", sideName(side), c.Title, check, a, modText(mods), d, sideName(side), result)}
}

// liveSide lists the engaged units of one side that are still on the map.
func (g *Game) liveSide(attackers bool) []UnitID {
	ids := g.defendingIDs()
	if attackers {
		ids = fighterIDs(g.OpenEngagement.Attackers)
	}
	var out []UnitID
	for _, id := range ids {
		if g.Unit(id).Deployed() {
			out = append(out, id)
		}
	}
	return out
}

// bonusRound: one side's engaged units fire a round the other side does
// not answer. It counts as a round, so jams last into the next one. The
// defender's side is its retaliating units; when the attackers fire
// before initiative was rolled they fire anyway.
func (g *Game) bonusRound(attackers bool, rule string) []Event {
	e := g.OpenEngagement
	e.Round++
	rd := &round{taken: map[UnitID]int{}, wasDamaged: map[UnitID]bool{}}
	evs := []Event{{Kind: EvBonusRound, Side: e.Attacker, Amount: e.Round, Rule: rule,
		Text: fmt.Sprintf("Bonus round %d: only %s fires.", e.Round, map[bool]string{true: "the attacking side", false: "the defending side"}[attackers])}}
	return append(evs, g.fireSide(attackers, rd)...)
}

// afterBonus ends the engagement if the bonus round settled it, else
// asks the same decision again with fresh choices.
func (g *Game) afterBonus() []Event {
	if !g.engagementGoesOn() {
		return g.endEngagement()
	}
	g.Pending.Choices = g.engagementChoices(g.Pending.Kind)
	return nil
}

// withdrawalExperience: each surviving opposing unit rolls once for
// forcing a withdrawal (Inset VIII.2 item 2).
func (g *Game) withdrawalExperience(attackers bool) []Event {
	if !g.Rules.Experience {
		return nil
	}
	var evs []Event
	var rolled []UnitID
	for _, id := range g.liveSide(attackers) {
		if ev, ok := g.experienceRoll(g.Unit(id), &rolled, ", which forced a withdrawal"); ok {
			evs = append(evs, ev)
		}
	}
	return evs
}
