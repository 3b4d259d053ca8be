package game

import (
	"reflect"
	"testing"

	"frontline/game/units"
)

// DESIGN.md §2 (fog-filtered views), issue 14 "Fair": a Belief holds
// nothing its side may not know. Over positions of random games with fog
// of war, a game and its Disguise (other dice, deck order, enemy hand,
// hidden enemy units moved, removed, recarded, given other details, one
// more staged) give Beliefs with the same state hash — dice included —
// and the Belief keeps every own unit as it is.
func TestBeliefIsTheSameForEveryDisguise(t *testing.T) {
	seeds, every := []uint64{1, 2, 3, 4}, 23
	if testing.Short() {
		seeds, every = seeds[:1], 61
	}
	positions, changed := 0, 0
	for _, seed := range seeds {
		g, _ := newTestGame(t, seed)
		p := NewRandomPlayer(seed)
		for accepted, tries := 0, 0; !g.Over && tries < 40000; tries++ {
			if _, err := g.Apply(p.Next(g)); err != nil {
				continue
			}
			if accepted++; accepted%every != 0 {
				continue
			}
			for _, side := range Sides {
				d, ch := g.Disguise(side, seed*7919+uint64(accepted))
				changed += len(ch)
				positions++
				b, bd := g.Belief(side, 5), d.Belief(side, 5)
				if b.Hash() != bd.Hash() {
					t.Fatalf("seed %d, command %d, %s: the belief shows what was disguised (%v)", seed, accepted, side, ch)
				}
				for _, u := range g.Units {
					if u.Side == side && !reflect.DeepEqual(*b.Unit(u.ID), *u) {
						t.Fatalf("seed %d: own unit %d changed in the belief", seed, u.ID)
					}
				}
			}
		}
	}
	if positions < 50 || changed < positions {
		t.Fatalf("%d positions, %d hidden changes: too few to prove anything", positions, changed)
	}
}

// The belief's enemy: its hand is as large as the real one, the draw
// piles keep their cards, and the units the side may not identify are off
// the map.
func TestBeliefKeepsWhatIsPublic(t *testing.T) {
	g, _ := newTestGame(t, 3)
	side := units.US
	b := g.Belief(side, 1)
	e := Enemy(side)
	if len(b.Players[e].Hand) != len(g.Players[e].Hand) || b.Commands.Len() != g.Commands.Len() || b.Events.Len() != g.Events.Len() {
		t.Fatal("the belief changed the size of a hand or pile")
	}
	seen := g.seenSet(side)
	for _, u := range b.Units {
		if u.Side == e && !seen[u.ID] && u.Place != Away {
			t.Fatalf("unseen enemy unit %d is %s in the belief", u.ID, u.Place)
		}
	}
}
