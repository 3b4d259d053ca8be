package autoplay

import (
	"fmt"

	"frontline/game"
	"frontline/game/units"
)

// Stats sums up a played game.
type Stats struct {
	Commands int // commands accepted
	Refused  int // commands the engine refused
}

// Play lets the players answer every decision until the game is over or
// limit commands have been accepted. observe, if not nil, sees each
// accepted command and its events. An error means a player got stuck: the
// engine refused even the pass for the pending decision.
func Play(g *game.Game, players map[units.Side]Player, limit int, observe func(game.Command, []game.Event)) (Stats, error) {
	var st Stats
	for !g.Over && st.Commands < limit {
		side := g.Pending.Side
		p := players[side]
		if p == nil {
			return st, fmt.Errorf("no player for %s", side)
		}
		cmd := p.Next(g, side)
		evs, err := g.Apply(cmd)
		if err != nil {
			st.Refused++
			p.Refused(cmd, err)
			if pass := game.PassCommand(g); cmd.Kind == pass.Kind && orderKey(cmd) == orderKey(pass) {
				return st, fmt.Errorf("%s is stuck on %q: the pass %s was refused: %v", side, g.Pending.Prompt, cmd.Kind, err)
			}
			continue
		}
		st.Commands++
		if observe != nil {
			observe(cmd, evs)
		}
	}
	return st, nil
}
