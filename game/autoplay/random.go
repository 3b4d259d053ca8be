package autoplay

import (
	"frontline/game"
	"frontline/game/units"
)

// Random plays random legal-looking orders (game.RandomPlayer): the
// opponent of property tests and `frontline sim -players random`. It
// ignores refusals: its next draw is another order.
type Random struct{ p *game.RandomPlayer }

// NewRandom returns a Random player whose choices follow seed.
func NewRandom(seed uint64) *Random { return &Random{p: game.NewRandomPlayer(seed)} }

func (r *Random) Next(g *game.Game, _ units.Side) game.Command { return r.p.Next(g) }

func (r *Random) Refused(game.Command, error) {}
