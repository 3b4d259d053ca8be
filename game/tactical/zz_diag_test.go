package tactical

import (
	"math/rand/v2"
	"testing"

	"frontline/game/dice"
)

func TestZZDiag(t *testing.T) {
	fx := newFixture(t)
	for seed := uint64(1); seed <= 5; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		s := randomSetup(t, r, fx.cat, fx.m, fx.ks)
		b, evs, _ := NewBattle(s, dice.New(seed))
		p := RandomPlayer{R: r}
		count := map[EventKind]int{}
		for _, e := range evs {
			count[e.Kind]++
		}
		var sample []string
		for !b.Over() {
			c, _ := p.Command(b)
			evs, err := b.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				count[e.Kind]++
				if (e.Kind == EvShot || e.Kind == EvCheck || e.Kind == EvMorale || e.Kind == EvWithdraw) && len(sample) < 8 {
					sample = append(sample, e.Text)
				}
			}
		}
		t.Logf("seed %d hex %s: %d units, turn %d, %v; events %v", seed, s.Table.Hex, len(b.Units), b.Turn, b.Result, count)
		for _, x := range sample {
			t.Log("   ", x)
		}
	}
}
