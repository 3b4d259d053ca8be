package ai

import (
	"encoding/json"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// fairPlayers are the players the fairness test asks, each made afresh
// from a seed.
var fairPlayers = []struct {
	name string
	make func(seed uint64) Player
}{
	{"random", func(s uint64) Player { return NewRandom(s) }},
	{"advancer", func(s uint64) Player { return NewAdvancer(s) }},
	{"computer", func(s uint64) Player { return NewComputer(Standard, s) }},
}

// DESIGN.md §2, issue 14 "Fair": over positions of real games (random
// play, several seeds, fog of war on), a player asked at a position and
// at its disguise — the same View and filtered events, but other future
// dice, deck order and enemy hand, enemy units out of sight moved, removed
// or recarded, fogged stacks' contents and undisclosed details changed, an
// extra enemy unit staged — gives exactly the same order and reason.
func TestFairness_HiddenStateDoesNotChangeTheOrders(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	seeds, every := []uint64{1, 2, 3, 4, 5, 6}, 37
	if testing.Short() {
		seeds = seeds[:3]
	}
	positions, changes := 0, map[string]int{}
	for _, seed := range seeds {
		g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		seats := map[units.Side]*game.Seat{units.US: game.NewSeat(g, units.US), units.Germany: game.NewSeat(g, units.Germany)}
		rp := game.NewRandomPlayer(seed)
		for accepted, tries := 0, 0; !g.Over && tries < 40000; tries++ {
			evs, err := g.Apply(rp.Next(g))
			if err != nil {
				continue
			}
			for _, s := range seats {
				s.Observe(evs)
			}
			if accepted++; accepted%every != 0 || g.Over {
				continue
			}
			side := g.Pending.Side
			d, changed := g.Disguise(side, seed<<20+uint64(accepted))
			for _, ch := range changed {
				changes[ch]++
			}
			positions++
			for _, fp := range fairPlayers {
				ps := uint64(accepted)
				a := fp.make(ps).Next(seats[side].At(g))
				b := fp.make(ps).Next(seats[side].At(d))
				if ka, kb := orderText(a), orderText(b); ka != kb {
					t.Fatalf("seed %d, command %d, %s for %s: the hidden state changed the order:\n  real:     %s\n  disguise: %s (changes %v)",
						seed, accepted, fp.name, side, ka, kb, changed)
				}
			}
		}
	}
	t.Logf("%d positions; hidden changes kept: %v", positions, changes)
	if positions < 3*len(seeds) {
		t.Fatalf("only %d positions asked", positions)
	}
	for _, k := range []string{"moved", "removed", "card", "details", "added"} {
		if changes[k] == 0 {
			t.Errorf("no disguise ever had a hidden unit %s: the test proves less than it says", k)
		}
	}
}

// orderText is an order as the fairness test compares it.
func orderText(o Order) string {
	b, err := json.Marshal(o)
	if err != nil {
		panic(err)
	}
	return string(b)
}
