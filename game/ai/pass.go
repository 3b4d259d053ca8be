package ai

import "frontline/game"

// Passer answers every decision with the engine's pass: it buys nothing,
// never moves and never attacks. It is the sparring partner that shows
// whether a player can win outright: against it only the turn limit
// stands between a player and the scenario's win conditions.
type Passer struct{ seed uint64 }

// NewPasser returns a Passer; seed only shapes the Belief it passes on.
func NewPasser(seed uint64) *Passer { return &Passer{seed: seed} }

func (p *Passer) Name() string { return "pass" }

func (p *Passer) Next(s *game.Seat) Order {
	return Pass(s.Belief(p.seed), "passes: the pass player never acts")
}

func (p *Passer) Refused(game.Command, error) {}
