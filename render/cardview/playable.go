package cardview

import (
	"fmt"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// Playable asks the engine, card by card, whether it would accept each
// card of side's hand as a play_card order now (game.CmdPlayCard with
// only the card named). The engine has no query for it, so this is
// worked out from its exported API alone: the game is rebuilt from its
// record (Record.Replay) and the order is tried there with Apply, which
// refuses without changing anything or accepts; an accepted trial spoils
// the copy, so the next card gets a fresh one. The real game is never
// touched. The answer holds an entry for every card id of hand (nil:
// playable; else the engine's reason).
//
// Nothing is asked, and the result is nil, when the decision is not
// side's: the engine would refuse every card for that alone.
func Playable(c *content.Content, g *game.Game, side units.Side, hand []string) (map[string]error, error) {
	if g.Over || g.Pending.Side != side || len(hand) == 0 {
		return nil, nil
	}
	var cp *game.Game
	out := make(map[string]error, len(hand))
	for _, id := range hand {
		if _, done := out[id]; done {
			continue
		}
		if cp == nil {
			var err error
			if cp, err = trialCopy(c, g); err != nil {
				return nil, err
			}
		}
		_, err := cp.Apply(game.Command{Kind: game.CmdPlayCard, Side: side, Card: id})
		out[id] = err
		if err == nil {
			cp = nil // the copy played the card: the next trial needs a fresh one
		}
	}
	return out, nil
}

// trialCopy rebuilds g from its record, for an order to be tried on.
func trialCopy(c *content.Content, g *game.Game) (*game.Game, error) {
	cp, err := g.Record().Replay(c, "trial", nil)
	if err != nil {
		return nil, fmt.Errorf("cannot ask the engine which cards are playable: %v", err)
	}
	return cp, nil
}
