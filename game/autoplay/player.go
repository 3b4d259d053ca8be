package autoplay

import (
	"math/rand/v2"

	"frontline/game"
	"frontline/game/units"
)

// Player chooses the next command for the side the game waits on.
type Player interface {
	// Next returns the command to submit for side, which the game's
	// pending decision names.
	Next(g *game.Game, side units.Side) game.Command
	// Refused tells the player the engine refused cmd, so it does not try
	// the same order again in this decision.
	Refused(cmd game.Command, err error)
}

// Advancer pushes toward the objectives its side must take: it spends on
// the cheapest useful units, deploys everything it may, moves each unit to
// the reachable hex nearest an objective it does not hold (avoiding risky
// terrain checks), attacks whatever it can target and fights every
// engagement it is offered to the end. Its random choices come from its own
// seed, so a simulated game is reproducible.
type Advancer struct {
	rng     *rand.Rand
	refused map[string]bool // orders refused in the current decision
	at      string          // the decision those refusals belong to
}

// NewAdvancer returns an Advancer with its own random stream.
func NewAdvancer(seed uint64) *Advancer {
	return &Advancer{rng: rand.New(rand.NewPCG(seed, 0x5eed)), refused: map[string]bool{}}
}

func (a *Advancer) Refused(cmd game.Command, _ error) { a.refused[orderKey(cmd)] = true }

// Next answers the pending decision.
func (a *Advancer) Next(g *game.Game, side units.Side) game.Command {
	if at := decisionKey(g); at != a.at {
		a.at, a.refused = at, map[string]bool{}
	}
	for _, cmd := range a.candidates(g, side) {
		if !a.refused[orderKey(cmd)] {
			return cmd
		}
	}
	return game.PassCommand(g)
}

// candidates lists orders in the player's preference, best first; the
// caller takes the first not yet refused.
func (a *Advancer) candidates(g *game.Game, side units.Side) []game.Command {
	p := g.Pending
	switch p.Kind {
	case game.DecideSupplyIdle:
		return []game.Command{supplyIdle(g, side)}
	case game.DecideRetaliation:
		return []game.Command{retaliateWithAll(g, side)}
	case game.DecideStandardForce:
		return a.buySetup(g, side)
	case game.DecidePhase:
		switch g.Phase {
		case game.PhaseProduction:
			return a.buy(g, side)
		case game.PhaseDeployment:
			return deploy(g, side)
		case game.PhaseMovement:
			return a.advance(g, side)
		case game.PhaseCombat:
			return attack(g, side)
		}
	}
	return nil // PassCommand answers the rest
}
