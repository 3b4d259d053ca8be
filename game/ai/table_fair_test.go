package ai

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// twinSeat plays a seat with player a and, at every decision, asks its
// twin player b (same seed, same history) the same question on a twin
// of the battle that differs from the real one only in what the side
// cannot know; the two must answer alike.
type twinSeat struct {
	t      *testing.T
	a, b   TablePlayer
	g      **standalone.Game
	r      *rand.Rand
	checks *int
}

func (s twinSeat) Name() string { return s.a.Name() }

func (s twinSeat) Decide(in *TableInput) TableOrder {
	if in.Shop != nil || in.Choice != nil {
		// Nothing hidden goes into these: the twin is asked the same.
		in2 := *in
		oa, ob := s.a.Decide(in), s.b.Decide(&in2)
		if !reflect.DeepEqual(oa, ob) {
			s.t.Fatalf("the twins buy or choose apart:\n%+v\n%+v", oa, ob)
		}
		*s.checks++
		return oa
	}
	real := (*s.g).Battle
	twin := hiddenTwin(real, in.View.Side, s.r)
	tv := twin.View(in.View.Side)
	if !reflect.DeepEqual(in.View, tv) {
		s.t.Fatalf("the twin battle shows its side something else")
	}
	in2 := *in
	in2.View = tv
	oa, ob := s.a.Decide(in), s.b.Decide(&in2)
	if !reflect.DeepEqual(oa, ob) {
		s.t.Fatalf("turn %d, %s: hidden state changed the order:\n%+v\n%+v", in.View.Turn, in.View.Pending.Kind, oa, ob)
	}
	*s.checks++
	return oa
}

// hiddenTwin is a copy of b with another future dice stream and every
// detail side s may not know changed: where the enemy units it cannot
// see stand and when they arrive, the crews and jams of those it sees,
// and the morale the turn's events have still to bring.
func hiddenTwin(b *tactical.Battle, s units.Side, r *rand.Rand) *tactical.Battle {
	tw := b.Fork(dice.New(r.Uint64()))
	for i := range tw.Units {
		u := &tw.Units[i]
		if u.Side == s {
			continue
		}
		if !b.Seen(s, &b.Units[i]) {
			u.Pos = geom.Pt(r.Int64N(4000)-2000, r.Int64N(4000)-2000)
			u.Facing = geom.Angle(r.IntN(int(geom.Turn)))
			if u.Status == tactical.Waiting {
				u.Arrives += r.IntN(3)
			}
			continue
		}
		if u.Crew != nil && !u.Crew.Destroyed {
			u.Crew.Damaged = r.IntN(2) == 0
		}
		if r.IntN(3) == 0 && len(u.Face().Weapons) > 0 {
			u.Jams = append(u.Jams, tactical.Jam{Weapon: 0, Round: b.Round})
		}
	}
	for k := range tw.MoraleDelta {
		tw.MoraleDelta[k] = r.IntN(3) - 1
	}
	return tw
}

// TestTableFairness_HiddenStateDoesNotChangeOrders: every table player,
// for both sides of real battles against the random player (buying its
// force and, given the d20, choosing its role), gives at each
// decision the same order on battles that differ only in what is hidden
// from it (unseen enemy units and where they stand, enemy crews and jams,
// future dice). The fairness requirement of issue 14.
func TestTableFairness_HiddenStateDoesNotChangeOrders(t *testing.T) {
	for _, id := range []string{"", "foggia-approaches"} { // the second has a terrain phase (IX.4.2)
		fairness(t, id)
	}
}

func fairness(t *testing.T, id string) {
	def, env, cs := matchData(t, id)
	kinds := []struct {
		name string
		mk   func(uint64) TablePlayer
	}{
		{"computer", func(s uint64) TablePlayer { return NewComputerTable(s, Standard) }},
		{"hard", func(s uint64) TablePlayer { return NewComputerTable(s, Hard) }},
		{"greedy", func(s uint64) TablePlayer { return NewGreedyTable(s) }},
		{"random", func(s uint64) TablePlayer { return NewRandomTable(s) }},
	}
	for _, k := range kinds {
		for seed := uint64(11); seed <= 12; seed++ {
			for seat, side := range standalone.Players {
				t.Run(fmt.Sprintf("%s/%s/%d/%s", def.ID, k.name, seed, side), func(t *testing.T) {
					var g *standalone.Game
					checks := 0
					var seats [2]TablePlayer
					seats[seat] = twinSeat{t: t, a: k.mk(seed), b: k.mk(seed), g: &g, r: rand.New(rand.NewPCG(seed, 3)), checks: &checks}
					seats[1-seat] = NewRandomTable(seed + 50)
					w := &TableWatch{Started: func(x *standalone.Game) { g = x }}
					if _, err := PlayTableMatch(def, env, cs, seed, seats, w); err != nil {
						t.Fatal(err)
					}
					if checks < 20 {
						t.Errorf("only %d decisions compared", checks)
					}
				})
			}
		}
	}
}

// The computer's battles replay exactly: the same seeds give the same
// orders and end state, and the orders replay to it.
func TestTableComputerReplaysExactly(t *testing.T) {
	def, env, cs := matchData(t, "")
	play := func() *TableMatch {
		m, err := PlayTableMatch(def, env, cs, 21, [2]TablePlayer{NewComputerTable(1, Standard), NewComputerTable(2, Hard)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	a, b := play(), play()
	if a.Hash != b.Hash || !reflect.DeepEqual(a.Commands, b.Commands) {
		t.Fatalf("two plays differ: %x vs %x", a.Hash, b.Hash)
	}
	h, err := standalone.Replay(def, env, cs, 21, a.Commands)
	if err != nil || h != a.Hash {
		t.Fatalf("replay: %x vs %x, %v", h, a.Hash, err)
	}
}
