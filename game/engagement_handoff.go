package game

import (
	"slices"

	"frontline/game/cards"
	"frontline/game/units"
)

// Fewer hand-offs: in hot-seat play every decision of the other side
// hides the board behind a hand-off screen, so the engine asks the
// defender only when it has something to choose. A retaliation nobody
// can declare (no unit in reach of an attacker, no card to play, no gun
// to call a fire mission or smoke, no passenger to get off) is answered
// with "nobody retaliates" at once; the pause before a later round is
// offered only when the defender holds a card it could play there, and
// the defender may answer it once for the whole engagement ("fight on",
// Option FightToEnd). Reading for a digital game: these pauses tell the
// attacker that the defender holds one of the engagement cards (Inspire,
// Withdraw, Cease Fire, Conditional Surrender), which the tabletop
// player would see anyway when the card is played.

// FightToEnd (CmdFightRound's Option): fight this round and every later
// one of the engagement without asking again.
const FightToEnd = "to_end"

// engagementCards are the cards a side may play while an engagement is
// open (command_cards.go, cease_fire.go).
var engagementCards = []cards.Decision{cards.Inspire, cards.Withdraw, cards.CeaseFire, cards.ConditionalSurrender}

// holdsEngagementCard: side could play a card now (Inset IV.2: its
// Forward HQ stands; no event forbids cards).
func (g *Game) holdsEngagementCard(side units.Side) bool {
	if !g.HasForwardHQ(side) || g.cardsBarred(side) != "" {
		return false
	}
	for _, id := range g.Players[side].Hand {
		if slices.Contains(engagementCards, cards.Decision(id)) {
			return true
		}
	}
	return false
}

// retaliationChoice: the defender has something to decide at its
// retaliation (Inset V.6 step 2), given the units that may retaliate.
func (g *Game) retaliationChoice(choices []UnitID) bool {
	if len(choices) > 0 {
		return true
	}
	e := g.OpenEngagement
	def := Enemy(e.Attacker)
	if g.holdsEngagementCard(def) {
		return true
	}
	engaged := g.hexesOf(append(fighterIDs(e.Attackers), e.Targets...))
	for _, u := range g.Units {
		if u.Side != def || !u.Deployed() {
			continue
		}
		if g.carrier(u) != nil && containsHex(engaged, u.Hex) { // transport.go: passengers may get off (VI.3.3)
			return true
		}
		if g.fighterBar(u, true) == "" && (u.Card.Special.Smoke || g.indirectWeapon(u) >= 0) { // smoke.go, fire_mission.go
			return true
		}
	}
	return false
}

// answerForced takes, after a command, the decision it left pending when
// there is nothing to choose in it: a retaliation nobody can declare.
// It is part of the command that led there, so it is not logged, and a
// replay takes it again.
func (g *Game) answerForced() []Event {
	if g.askAlways || g.Over || g.Pending.Kind != DecideRetaliation || g.retaliationChoice(g.Pending.Choices) {
		return nil
	}
	evs, err := g.declareRetaliation(Command{Kind: CmdDeclareRetaliation, Side: g.Pending.Side})
	if err != nil { // nobody retaliating is never refused; keep the decision if it were
		g.dice.TakeRolls()
		return nil
	}
	return append(evs, g.answerForced()...)
}

// answeredByEngine: cmd is the "nothing to choose" answer of a decision
// the engine now takes by itself, found in the log of a save made before
// it did (Replay skips it; the state it leads to is the same).
func answeredByEngine(g *Game, cmd Command) bool {
	switch cmd.Kind {
	case CmdDeclareRetaliation:
		return g.Pending.Kind != DecideRetaliation && len(cmd.Units) == 0 && len(cmd.Targets) == 0 && cmd.Target == 0 && len(cmd.Fire) == 0
	case CmdFightRound:
		return g.Pending.Kind != DecideDefenderRound && cmd.Option == ""
	}
	return false
}
