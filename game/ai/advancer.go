package ai

import (
	"fmt"
	"math/rand/v2"

	"frontline/game"
	"frontline/game/units"
)

// Advancer pushes toward the objectives its side must take: it spends on
// random useful units, deploys everything it may, moves each unit to the
// reachable hex nearest an objective it does not hold (avoiding risky
// terrain checks), attacks whatever it can target and fights every
// engagement it is offered to the end. It is the greedy baseline the
// computer opponent must beat. Its random choices come from its own seed,
// so a simulated game is reproducible.
type Advancer struct {
	rng     *rand.Rand
	seed    uint64          // of its Belief games
	refused map[string]bool // orders refused in the current decision
	at      string          // the decision those refusals belong to
}

// NewAdvancer returns an Advancer with its own random stream.
func NewAdvancer(seed uint64) *Advancer {
	return &Advancer{rng: rand.New(rand.NewPCG(seed, 0x5eed)), seed: seed, refused: map[string]bool{}}
}

func (a *Advancer) Name() string { return "advancer" }

func (a *Advancer) Refused(cmd game.Command, _ error) { a.refused[orderKey(cmd)] = true }

// Next answers the pending decision.
func (a *Advancer) Next(s *game.Seat) Order {
	b := s.Belief(a.seed)
	if at := decisionKey(b); at != a.at {
		a.at, a.refused = at, map[string]bool{}
	}
	for _, cmd := range a.candidates(b, s.Side()) {
		if !a.refused[orderKey(cmd)] {
			return Order{Command: cmd}
		}
	}
	return Pass(b, "")
}

// candidates lists orders in the player's preference, best first; the
// caller takes the first not yet refused.
func (a *Advancer) candidates(g *game.Game, side units.Side) []game.Command {
	p := g.Pending
	switch p.Kind {
	case game.DecideSupplyIdle:
		return []game.Command{game.PassCommand(g)}
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

// orderKey identifies an order for the refusal memory.
func orderKey(c game.Command) string {
	k := fmt.Sprint(c.Kind, c.Unit, c.Units, c.Target, c.Targets, c.Hex, c.Path, c.Card, c.Count, c.Option)
	if c.Table != nil { // a battle order is told apart by the table order it carries
		k += fmt.Sprint(*c.Table)
	}
	return k
}

// decisionKey identifies one decision: a refusal is forgotten when the game
// moves on.
func decisionKey(g *game.Game) string {
	return fmt.Sprint(g.Step, g.Phase, g.Pending.Kind, g.Pending.Side)
}
