package ai

import (
	"fmt"
	"slices"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/hex"
)

// Inside an engagement the stacks are open to both sides, so the computer
// judges it by its standing: the worth of its live engaged units over the
// enemy's. The command cards of the engagement (IV.3) follow from it:
//   - Suspend Attack at the start when the revealed defenders outweigh
//     the attackers (standing under suspendBelow);
//   - Conditional Surrender when it is about to be wiped out and the
//     enemy engaged cost is three times its own (the offer then scores 50
//     for it, A2);
//   - Withdraw when it is losing (under withdrawBelow) and does not hold
//     an objective there;
//   - Cease Fire (mutual withdrawal for a turn) when it is losing but
//     has no Withdraw;
//   - Inspire, once a phase, when the fight is worth a card: close enough
//     for a bonus round to matter and at least inspireStake of its cost
//     engaged.
const (
	suspendBelow   = 0.6
	withdrawBelow  = 0.4
	surrenderBelow = 0.15
	inspireStake   = 15
	acceptTruce    = 1.0 // accepts a cease fire when its standing is below
)

// engStanding is the open engagement as the side sees it: the worth of its
// live engaged units and the enemy's, its engaged cost and the enemy's,
// and the hex it is fought in.
type engStanding struct {
	own, enemy         float64
	ownCost, enemyCost int
	at                 hex.Hex
}

func (s engStanding) ratio() float64 { return s.own / max(s.enemy, 1) }

func (t *turn) engaged() engStanding {
	g := t.b
	e := g.OpenEngagement
	var st engStanding
	if e == nil {
		return st
	}
	ids := []game.UnitID{}
	for _, f := range e.Attackers {
		ids = append(ids, f.Unit)
	}
	for _, f := range e.Defenders {
		ids = append(ids, f.Unit)
	}
	for _, id := range e.Targets { // before the defenders declare: the targets' stacks
		if u := g.Unit(id); u != nil && u.Deployed() {
			st.at = u.Hex
			for _, v := range g.Stack(u.Hex) {
				ids = append(ids, v.ID)
			}
		}
	}
	seen := map[game.UnitID]bool{}
	for _, id := range ids {
		u := g.Unit(id)
		if seen[id] || u == nil || !u.Deployed() || !u.Card.Ground() && !u.InFlight {
			continue
		}
		seen[id] = true
		if u.Side == t.side {
			st.own += t.worth(u.Card)
			st.ownCost += u.Card.Cost
		} else {
			st.enemy += t.worth(u.Card)
			st.enemyCost += u.Card.Cost
		}
	}
	return st
}

func (t *turn) holds(c cards.Decision) bool { return slices.Contains(t.v.Hand, string(c)) }

func (t *turn) play(c cards.Decision, why string) Order {
	return Order{Command: game.Command{Kind: game.CmdPlayCard, Side: t.side, Card: string(c)}, Reason: why}
}

// engagementStart: the attacker, the defenders revealed, before initiative.
func (t *turn) engagementStart() []Order {
	st := t.engaged()
	var out []Order
	if r := st.ratio(); r < suspendBelow && t.holds(cards.SuspendAttack) {
		out = append(out, t.play(cards.SuspendAttack, fmt.Sprintf("calls the attack off: the revealed defenders outweigh it (%.1f to 1 against)", 1/max(r, 0.01))))
	}
	out = append(out, t.inspire(st)...)
	return append(out, Order{Command: game.Command{Kind: game.CmdBeginEngagement, Side: t.side},
		Reason: fmt.Sprintf("begins the engagement at %.1f to 1", st.ratio())})
}

// roundCards: at the start of a later round, either side.
func (t *turn) roundCards() []Order {
	st := t.engaged()
	r := st.ratio()
	out := t.smoke(st)
	if r < surrenderBelow && st.enemyCost >= 3*st.ownCost && t.holds(cards.ConditionalSurrender) {
		out = append(out, Order{Command: game.Command{Kind: game.CmdOfferTerms, Side: t.side, Card: string(cards.ConditionalSurrender)},
			Reason: fmt.Sprintf("offers to surrender its engaged units: it is outweighed %.0f to 1, and near defeat the offer scores 50", 1/max(r, 0.01))})
	}
	if r < withdrawBelow && !t.defends(st.at) && t.holds(cards.Withdraw) {
		out = append(out, t.play(cards.Withdraw, fmt.Sprintf("withdraws its engaged units: outweighed %.1f to 1", 1/max(r, 0.01))))
	}
	if r < withdrawBelow && t.holds(cards.CeaseFire) {
		out = append(out, Order{Command: game.Command{Kind: game.CmdOfferTerms, Side: t.side, Card: string(cards.CeaseFire),
			Option: string(cards.TermMutualWithdraw), Count: 1},
			Reason: fmt.Sprintf("offers a cease fire (both sides withdraw, one turn): outweighed %.1f to 1", 1/max(r, 0.01))})
	}
	return append(out, t.inspire(st)...)
}

// inspire plays Inspire when the fight is close and worth a card.
func (t *turn) inspire(st engStanding) []Order {
	r := st.ratio()
	if !t.holds(cards.Inspire) || st.ownCost < inspireStake || r < 0.5 || r > 3 {
		return nil
	}
	return []Order{t.play(cards.Inspire, fmt.Sprintf("plays Inspire for a bonus round: %d of its cost engaged at %.1f to 1", st.ownCost, r))}
}

// defends: h is an objective the enemy must take.
func (t *turn) defends(h hex.Hex) bool {
	for _, o := range t.b.Scenario().ObjectivesOf(game.Enemy(t.side)) {
		if slices.Contains(o.Hexes, h) {
			return true
		}
	}
	return false
}

// beforeRetaliation: the defender may withdraw before it answers, when
// the attack overwhelms a hex it need not hold.
func (t *turn) beforeRetaliation() []Order {
	st := t.engaged()
	if r := st.ratio(); r < withdrawBelow/2 && !t.defends(st.at) && t.holds(cards.Withdraw) {
		return []Order{t.play(cards.Withdraw, fmt.Sprintf("withdraws from %s before the attack: outweighed %.1f to 1", st.at, 1/max(r, 0.01)))}
	}
	return t.smoke(st)
}

// answerTerms accepts a surrender (the units are captured and scored
// without a fight) and a cease fire when it is not winning.
func (t *turn) answerTerms() []Order {
	o := t.b.Offer
	if o == nil {
		return nil
	}
	answer := func(opt, why string) []Order {
		return []Order{{Command: game.Command{Kind: game.CmdAnswerTerms, Side: t.side, Option: opt}, Reason: why}}
	}
	if o.Card == string(cards.ConditionalSurrender) {
		return answer(game.Accept, "accepts the surrender: the units are captured without more losses")
	}
	if r := t.engaged().ratio(); t.b.OpenEngagement == nil || r >= acceptTruce {
		return answer(game.Decline, fmt.Sprintf("declines the cease fire: it is winning (%.1f to 1)", r))
	}
	return answer(game.Accept, fmt.Sprintf("accepts the cease fire: it is outweighed (%.1f to 1)", t.engaged().ratio()))
}

// encircled answers a lost Encircle: escape with Withdraw when it has it
// and the encircling force outweighs the stack.
func (t *turn) encircled() []Order {
	stand := Order{Command: game.Command{Kind: game.CmdStandEncircled, Side: t.side}, Reason: "stands encircled"}
	if !t.holds(cards.Withdraw) {
		return []Order{stand}
	}
	return []Order{{Command: game.Command{Kind: game.CmdEscapeEncircle, Side: t.side},
		Reason: "plays Withdraw to slip out of the encirclement through the open hex"}, stand}
}

// withdrawHex sends a withdrawing unit to the hex nearest its own
// objectives, away from the enemy it knows of.
func (t *turn) withdrawHex() []Order {
	g := t.b
	if len(g.Pending.Choices) == 0 {
		return nil
	}
	id := g.Pending.Choices[0]
	hs := g.WithdrawHexes(id)
	if len(hs) == 0 {
		return nil
	}
	p := t.plan()
	safe := slices.Concat(p.defend, p.goals)
	best, bestScore := hs[0], 0.0
	for i, h := range hs {
		s := -float64(distance(h, safe)) - 3*float64(p.enemies[h])
		for _, n := range hex.Neighbors(h) {
			s -= float64(p.enemies[n])
		}
		if i == 0 || s > bestScore {
			best, bestScore = h, s
		}
	}
	return []Order{{Command: game.Command{Kind: game.CmdWithdrawTo, Side: t.side, Unit: id, Hex: &best},
		Reason: fmt.Sprintf("%s falls back to %s, away from the enemy", g.Unit(id).Card.Marker, best)}}
}
