package standalone

import (
	"fmt"
	"math/rand/v2"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/units"
)

// MaxCommands stops a random game that does not end.
const MaxCommands = 200000

// Outcome is how one random game went.
type Outcome struct {
	Finished   bool
	Winner     units.Side // Neutral for a draw or an unfinished game
	Turns      int        // tactical turns played
	Commands   []Command
	Violations []string // broken invariants, "command N: what"
	Hash       uint64
}

// PlayRandom plays def with the dice seeded seed and two random players
// (their own generator seeded from seed too), checking the invariants
// after every command. A refused command is a violation: the random
// player only sends legal ones.
func PlayRandom(def *Def, env Env, cmds *cards.Commands, seed uint64) (*Outcome, error) {
	g, _, err := New(def, env, cmds, dice.New(seed))
	if err != nil {
		return nil, err
	}
	p := RandomPlayer{R: rand.New(rand.NewPCG(seed, 0x8a77))}
	out := &Outcome{}
	var w Watch
	for n := 0; !g.Over() && n < MaxCommands; n++ {
		c, _ := p.Command(g)
		if _, err := g.Apply(c); err != nil {
			out.Violations = append(out.Violations, fmt.Sprintf("command %d: a legal-looking %v refused: %v", n, c.Kind, err))
			break
		}
		out.Commands = append(out.Commands, c)
		for _, v := range w.Check(g) {
			out.Violations = append(out.Violations, fmt.Sprintf("command %d: %s", n, v))
		}
		if len(out.Violations) > 20 {
			break
		}
	}
	out.Finished, out.Hash = g.Over(), g.Hash()
	if g.Battle != nil {
		out.Turns = g.Battle.Turn
	}
	out.Winner = units.Neutral
	if out.Finished {
		out.Winner = g.Result.Winner
	}
	return out, nil
}

// Replay plays cmds from the start with the dice seeded seed and returns
// the final state's hash.
func Replay(def *Def, env Env, cmds *cards.Commands, seed uint64, list []Command) (uint64, error) {
	g, _, err := New(def, env, cmds, dice.New(seed))
	if err != nil {
		return 0, err
	}
	for i, c := range list {
		if _, err := g.Apply(c); err != nil {
			return 0, fmt.Errorf("command %d (%v) refused on replay: %w", i, c.Kind, err)
		}
	}
	return g.Hash(), nil
}
