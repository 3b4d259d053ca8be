package cardview

import (
	"strings"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/content"
)

// HandCard is one command card of the viewer's hand as the hand panel
// shows it.
type HandCard struct {
	ID      string
	Title   string
	Rule    string
	When    string // when it can be played, in our words (from the card's timing)
	Purpose string
	Affects string
	// Playable: the engine would accept the card as a play_card order now
	// (Playable). Why says why not, or how else it is played.
	Playable bool
	Why      string
}

// timingWords says each timing of commands.toml in a few words.
var timingWords = map[cards.Timing]string{
	cards.AnyTime:          "at any time",
	cards.DuringMovement:   "during a movement phase",
	cards.CombatRoundStart: "at the start of a combat round",
	cards.BeforeFirstShot:  "once the defenders are revealed, before the first shot",
	cards.DuringDeployment: "in your deployment step",
	cards.EncircleResponse: "in answer to an enemy Encircle that failed",
}

var playerWords = map[cards.Player]string{
	cards.ActivePlayer: "On your own turn",
	cards.AttackerOnly: "As the attacker",
	cards.EitherPlayer: "By either General",
}

// WhenText says when a command card can be played, built from its timing
// and who may play it: "As the attacker, once the defenders are revealed,
// before the first shot."
func WhenText(c *cards.Command) string {
	parts := make([]string, 0, len(c.Timing))
	for _, t := range c.Timing {
		parts = append(parts, timingWords[t])
	}
	when := strings.Join(parts, ", or ")
	who := playerWords[c.PlayedBy]
	if who == "" {
		return upper(when) + "."
	}
	s := who + ", " + when + "."
	if c.NeedsAcceptance {
		s += " The enemy General must accept it."
	}
	return s
}

// inEngagement reports whether the card is played from the hand during an
// engagement (the simple play_card order); the others are orders of their
// own (push, encircle, rush deployment).
func inEngagement(c *cards.Command) bool {
	for _, t := range c.Timing {
		if t == cards.CombatRoundStart || t == cards.BeforeFirstShot || t == cards.EncircleResponse {
			return true
		}
	}
	return false
}

// HandCards is the viewer's hand (View.Hand, and nothing else) as cards;
// play holds the engine's answer for each card id (Playable), nil when it
// was not asked.
func HandCards(v *game.View, c *content.Content, play map[string]error) []HandCard {
	out := make([]HandCard, 0, len(v.Hand))
	for _, id := range v.Hand {
		hc := HandCard{ID: id, Title: id}
		cmd, ok := c.Commands.Get(cards.Decision(id))
		if !ok {
			hc.Why = "Unknown card."
			out = append(out, hc)
			continue
		}
		hc.Title, hc.Rule, hc.When, hc.Purpose, hc.Affects = cmd.Title, cmd.Rule, WhenText(cmd), cmd.Purpose, cmd.Affects
		switch err, asked := play[id]; {
		case !asked:
			hc.Why = "Not asked: the engine is asked only while the decision is yours."
		case !inEngagement(cmd): // the Controller says how: Cease Fire's terms (offer.go), the screen's orders (OrderCards)
			hc.Why = cmd.Title + " is given as an order of its own."
		case err == nil:
			hc.Playable = true
			hc.Why = "Click to play " + cmd.Title + " now."
		default:
			hc.Why = err.Error()
		}
		out = append(out, hc)
	}
	return out
}
