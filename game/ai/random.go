package ai

import "frontline/game"

// Random plays random legal-looking orders (game.RandomPlayer) on its
// side's Belief game: the floor every other player must beat. It ignores
// refusals: its next draw is another order.
type Random struct {
	p    *game.RandomPlayer
	seed uint64
}

// NewRandom returns a Random player whose choices follow seed.
func NewRandom(seed uint64, opts ...game.RandomOption) *Random {
	return &Random{p: game.NewRandomPlayer(seed, opts...), seed: seed}
}

func (r *Random) Name() string { return "random" }

func (r *Random) Next(s *game.Seat) Order { return Order{Command: r.p.Next(s.Belief(r.seed))} }

func (r *Random) Refused(game.Command, error) {}
