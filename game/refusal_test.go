package game

import (
	"fmt"
	"testing"

	"frontline/game/hex"
)

// A refusal reads as fmt.Errorf would have put it when it was made, even
// if a unit it names takes another marker afterwards (a captured
// aircraft is renumbered, air_flight.go), also past its inline room.
func TestRefusalTextIsTheOneOfItsMaking(t *testing.T) {
	g, _ := newTestGame(t, 1)
	u, v := g.Units[0], g.Units[1]
	h := hex.MustParse("0304")
	want := fmt.Sprintf("%s cannot enter %s beside %s (%d)", g.describe(u), h, g.describe(v), 7)
	err := refusef("%s cannot enter %s beside %s (%d)", named(u), h, named(v), 7)
	long := refusef("%d %d %d %d %s", 1, 2, 3, 4, named(v))
	wantLong := fmt.Sprintf("1 2 3 4 %s", g.describe(v))
	u.Marker += 10
	v.Marker += 10
	if err.Error() != want {
		t.Errorf("got %q, want %q", err.Error(), want)
	}
	if long.Error() != wantLong {
		t.Errorf("got %q, want %q", long.Error(), wantLong)
	}
	if named(u).String() != g.describe(u) {
		t.Errorf("named prints %q, describe %q", named(u).String(), g.describe(u))
	}
}

// Refusing costs one allocation and no text: the move search and the
// random player refuse thousands of steps and orders per game.
func TestRefusalIsOneAllocation(t *testing.T) {
	g, _ := newTestGame(t, 1)
	u := g.Units[0]
	var err error
	if n := testing.AllocsPerRun(100, func() { err = refusef("%s has Movement 0 (%d)", named(u), 3) }); n != 1 {
		t.Errorf("%v allocations per refusal, want 1", n)
	}
	_ = err
}

// Asked quietly, the move bars answer as CanMove does, for every unit at
// every state of random games, and build nothing when they refuse.
func TestV4_MayMoveIsCanMoveAskedQuietly(t *testing.T) {
	g, _ := newTestGame(t, 2)
	p := NewRandomPlayer(2)
	refused := 0
	for n := 0; n < 400 && !g.Over; n++ {
		for _, u := range g.Units {
			if may, err := g.mayMove(u.ID), g.CanMove(u.ID); may != (err == nil) {
				t.Fatalf("%s: mayMove %v, CanMove %v", g.describe(u), may, err)
			} else if !may {
				refused++
			}
		}
		g.Apply(p.Next(g))
	}
	if refused == 0 {
		t.Fatal("no unit was ever refused")
	}
	for _, u := range g.Units {
		if g.CanMove(u.ID) == nil {
			continue
		}
		if n := testing.AllocsPerRun(100, func() { g.moveCheck(u.ID, true) }); n != 0 {
			t.Errorf("a quiet refusal of %s costs %v allocations", g.describe(u), n)
		}
		return
	}
	t.Fatal("no unit is refused at the end")
}
