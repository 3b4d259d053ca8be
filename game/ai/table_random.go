package ai

import (
	"math/rand/v2"

	"frontline/game/tactical"
)

// RandomTable is the tactical RandomPlayer deciding through TablePlayer:
// it runs on the belief battle, keeps to the cards in hand, and answers a
// cease fire offer at random. It is the baseline the others are measured
// against, and their fallback for decisions they do not know.
type RandomTable struct {
	r *rand.Rand
}

// NewRandomTable is a random table player seeded with seed.
func NewRandomTable(seed uint64) *RandomTable {
	return &RandomTable{r: rand.New(rand.NewPCG(seed, 0x7ab1e))}
}

func (p *RandomTable) Name() string { return "random" }

// randomTries bounds the draws of the tactical player before the step is
// closed: it may keep naming cards the side does not hold.
const randomTries = 8

func (p *RandomTable) Decide(in *TableInput) TableOrder {
	switch {
	case in.Shop != nil:
		return randomForce(p.r, in.Shop)
	case in.Choice != nil:
		return randomRole(p.r)
	}
	if in.Offered {
		return TableOrder{Accept: p.r.IntN(3) == 0, Why: "a coin toss"}
	}
	b := believe(in, p.r)
	tp := tactical.RandomPlayer{R: p.r}
	for range randomTries {
		c, ok := tp.Command(b)
		if !ok {
			break
		}
		if d := cardOf(c.Kind); d == "" || in.holds(d) {
			return TableOrder{Command: c, Why: "at random"}
		}
	}
	return TableOrder{Command: in.View.Pending.Close(), Why: "at random"}
}
