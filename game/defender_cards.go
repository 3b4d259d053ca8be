package game

import "fmt"

// The defender's moment to play a command card at the start of a combat
// round (IV.3.4 Inspire, IV.3.8 Withdraw). Before every round after the
// first, once the attacker has given its orders, the defender is asked
// too, when it holds any card and its Forward HQ stands (hand sizes are
// public, so the pause tells nothing about which card is held). Round 1
// follows the defender's own declaration at once: a defender who wants
// out before any shot plays Withdraw instead of declaring.

const (
	// CmdFightRound: the defender plays no (further) card; the round is
	// fought. No fields.
	CmdFightRound CommandKind = "fight_round"

	// DecideDefenderRound: the defender may play Inspire or Withdraw
	// before the round; Choices lists its units still able to fire.
	DecideDefenderRound DecisionKind = "defender_round"
)

func init() {
	registerAlso(CmdPlayCard, DecideDefenderRound)
	register(CmdFightRound, DecideDefenderRound, PhaseCombat, func(g *Game, _ Command) ([]Event, error) { return g.fightRound(), nil })
}

// offerDefenderCards pauses before a round for the defender's cards; it
// reports whether it did.
func (g *Game) offerDefenderCards() bool {
	def := Enemy(g.OpenEngagement.Attacker)
	if len(g.Players[def].Hand) == 0 || !g.HasForwardHQ(def) || len(g.liveSide(false)) == 0 {
		return false
	}
	g.Pending = g.defenderRoundDecision()
	return true
}

func (g *Game) defenderRoundDecision() Decision {
	e := g.OpenEngagement
	return Decision{Kind: DecideDefenderRound, Side: Enemy(e.Attacker), Phase: PhaseCombat, Choices: g.liveDefenders(),
		Prompt: fmt.Sprintf("Round %d is about to be fought: play a card such as Inspire or Withdraw, or fight on (IV.3.4, IV.3.8).", e.Round+1)}
}

// liveDefenders lists the retaliating units still able to fire.
func (g *Game) liveDefenders() []UnitID { return g.liveOf(g.OpenEngagement.Defenders) }
