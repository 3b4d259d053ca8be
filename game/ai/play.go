package ai

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

// Play lets the players answer every decision of g, each through its
// side's Seat, until the game is over or limit commands have been
// accepted. observe, if not nil, sees each accepted order and its events
// (unfiltered). An error means a player got stuck: the engine refused
// even the pass for the pending decision, or twenty orders for each one
// accepted.
func Play(g *game.Game, players map[units.Side]Player, limit int, observe func(Order, []game.Event)) (Stats, error) {
	return PlayUntil(g, players, limit, func(*game.Game) bool { return false }, observe)
}

// PlayUntil is Play that also stops, before asking for the next order,
// once stop(g) holds.
func PlayUntil(g *game.Game, players map[units.Side]Player, limit int, stop func(*game.Game) bool, observe func(Order, []game.Event)) (Stats, error) {
	var st Stats
	seats := map[units.Side]*game.Seat{}
	for _, s := range game.Sides {
		seats[s] = game.NewSeat(g, s)
	}
	for tries := 0; !g.Over && st.Commands < limit && !stop(g); tries++ {
		if tries >= 20*limit {
			return st, fmt.Errorf("%s is stuck on %q: %d orders refused", g.Pending.Side, g.Pending.Prompt, st.Refused)
		}
		side := g.Pending.Side
		p := players[side]
		if p == nil {
			return st, fmt.Errorf("no player for %s", side)
		}
		o := p.Next(seats[side])
		evs, err := g.Apply(o.Command)
		if err != nil {
			st.Refused++
			p.Refused(o.Command, err)
			if pass := game.PassCommand(g); orderKey(o.Command) == orderKey(pass) {
				return st, fmt.Errorf("%s is stuck on %q: the pass %s was refused: %v", side, g.Pending.Prompt, o.Kind, err)
			}
			continue
		}
		st.Commands++
		for _, s := range seats {
			s.Observe(evs)
		}
		if observe != nil {
			observe(o, evs)
		}
	}
	return st, nil
}
