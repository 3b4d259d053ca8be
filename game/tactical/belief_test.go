package tactical_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
)

// A belief battle built from a side's View answers the side's queries as
// the real battle does: the legal targets of each of its units and
// whether the random player's next order is allowed — across whole
// random points battles.
func TestFromViewAnswersAsTheBattle(t *testing.T) {
	env, err := standalone.EmbeddedEnv()
	if err != nil {
		t.Fatal(err)
	}
	cs, err := cards.EmbeddedCommands()
	if err != nil {
		t.Fatal(err)
	}
	compared := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, _, err := standalone.New(standalone.Points(standalone.StandardBudget), env, cs, dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := standalone.RandomPlayer{R: rand.New(rand.NewPCG(seed, 1))}
		for n := 0; !g.Over() && n < 5000; n++ {
			c, _ := p.Command(g)
			if b := g.Battle; b != nil && c.Kind == standalone.CmdTable && g.Offer == "" {
				s := b.Pending.Side
				enemy := b.Sides[0]
				if enemy == s {
					enemy = b.Sides[1]
				}
				bel := tactical.FromView(b.View(s), enemy, b.Rules, dice.New(seed))
				for i := range b.Units {
					if u := &b.Units[i]; u.Side == s && u.Active() {
						if got, want := bel.LegalTargets(bel.Unit(u.ID)), b.LegalTargets(u); !slices.Equal(got, want) {
							t.Fatalf("seed %d, order %d: %s targets %v in belief, %v in the battle", seed, n, u.Card.Name, got, want)
						}
						compared++
					}
				}
				if _, err := bel.Clone().Apply(c.Table); err != nil && c.Table.Kind != tactical.CmdCeaseFire {
					t.Fatalf("seed %d, order %d: the belief refuses %v the battle allows: %v", seed, n, c.Table.Kind, err)
				}
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 100 {
		t.Errorf("only %d units compared", compared)
	}
}
