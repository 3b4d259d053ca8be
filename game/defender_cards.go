package game

import "fmt"

// The defender's moment to play a command card at the start of a combat
// round (IV.3.4 Inspire, IV.3.8 Withdraw). Before every round after the
// first, once the attacker has given its orders, the defender is asked
// too, when it holds a card it could play then and its Forward HQ stands
// (engagement_handoff.go: no pause without a real choice). Round 1
// follows the defender's own declaration at once: a defender who wants
// out before any shot plays Withdraw instead of declaring.

const (
	// CmdFightRound: the defender plays no (further) card; the round is
	// fought. Option FightToEnd: and no more asking in this engagement.
	CmdFightRound CommandKind = "fight_round"

	// DecideDefenderRound: the defender may play Inspire or Withdraw
	// before the round; Choices lists its units still able to fire.
	DecideDefenderRound DecisionKind = "defender_round"
)

func init() {
	registerAlso(CmdPlayCard, DecideDefenderRound)
	register(CmdFightRound, DecideDefenderRound, PhaseCombat, (*Game).fightOn)
}

// fightOn answers CmdFightRound: the round is fought; with Option
// FightToEnd the defender is not asked again in this engagement
// (engagement_handoff.go).
func (g *Game) fightOn(cmd Command) ([]Event, error) {
	switch cmd.Option {
	case "":
	case FightToEnd:
		g.OpenEngagement.FightsOn = true
	default:
		return nil, fmt.Errorf("unknown option %q: none, or %q to fight on without being asked again", cmd.Option, FightToEnd)
	}
	return g.fightRound(), nil
}

// offerDefenderCards pauses before a round for the defender's cards; it
// reports whether it did. It does only when the defender holds a card it
// could play and has not chosen to fight on (engagement_handoff.go).
func (g *Game) offerDefenderCards() bool {
	def := Enemy(g.OpenEngagement.Attacker)
	if g.OpenEngagement.FightsOn || !g.holdsEngagementCard(def) || len(g.liveSide(false)) == 0 {
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
