package game

import (
	"testing"

	"frontline/game/content"
	"frontline/game/units"
)

// untilBattle plays a random game with miniatures from seed until a
// battle has fought into its second tactical turn.
func untilBattle(t *testing.T, seed uint64) (*Game, *RandomPlayer) {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := New(c, Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	p := NewRandomPlayer(seed, WithMiniatures(0.7))
	for range 20000 {
		if b := g.Battle(); b != nil && b.Turn >= 2 {
			return g, p
		}
		if g.Over {
			break
		}
		g.Apply(p.Next(g))
	}
	t.Fatalf("seed %d: no battle reached its second turn", seed)
	return nil, nil
}

// A save taken in the middle of a battle loads to the same state hash,
// and the loaded game plays on exactly as the original: the same
// commands give the same hashes until the battle is over.
func TestIX1_MidBattleSaveLoadsAndReplays(t *testing.T) {
	g, p := untilBattle(t, 5)
	loaded := saveAndReload(t, g)
	if loaded.Battle() == nil || loaded.Battle().Hash() != g.Battle().Hash() {
		t.Fatal("the loaded game has not the same battle")
	}
	for n := 0; g.Miniatures != nil; n++ {
		if n > 50000 {
			t.Fatal("the battle does not end")
		}
		cmd := p.Next(g)
		_, err := g.Apply(cmd)
		_, err2 := loaded.Apply(cmd)
		if (err == nil) != (err2 == nil) || g.Hash() != loaded.Hash() {
			t.Fatalf("after %s the loaded game differs (%v / %v)", cmd.Kind, err, err2)
		}
	}
}

// A clone taken in the middle of a battle forks it onto its own dice:
// the same commands keep both alike, and the clone's play leaves the
// original alone.
func TestIX1_CloneForksTheBattle(t *testing.T) {
	g, p := untilBattle(t, 9)
	c := g.Clone()
	if c.Battle() == g.Battle() {
		t.Fatal("the clone shares the battle")
	}
	before := g.Hash()
	for range 30 {
		c.Apply(p.Next(c))
	}
	if g.Hash() != before {
		t.Fatal("playing the clone changed the original")
	}
	c = g.Clone()
	for range 30 {
		cmd := p.Next(g)
		g.Apply(cmd)
		c.Apply(cmd)
		if g.Hash() != c.Hash() {
			t.Fatalf("after %s the clone differs", cmd.Kind)
		}
	}
}

// Random operational games with miniatures: battles are proposed,
// accepted and fought to their end; every command keeps the invariants,
// no game panics or sticks, each finishes and replays from its save.
func TestIX1_RandomGamesWithMiniatures(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	battles := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, r, err := PlayRandomGame(c, Options{}, seed, RandomGameCap, true, WithMiniatures(0.4))
		if err != nil {
			t.Fatal(err)
		}
		if r.Panic != "" || r.Violations > 0 || r.Stuck != "" || !r.Finished {
			t.Fatalf("seed %d: panic %q, %d violations (%s), stuck %q, finished %v", seed, r.Panic, r.Violations, r.FirstViolation, r.Stuck, r.Finished)
		}
		for _, cmd := range g.log {
			if cmd.Kind == CmdAnswerMiniatures && cmd.Option == Accept {
				battles++
			}
		}
		if _, err := g.Record().Replay(c, "random game", nil); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if battles < 6 {
		t.Fatalf("only %d battles in 6 games", battles)
	}
}

// The view of a battle is the same for both sides (both stacks were
// revealed when the engagement was declared) and shares nothing with
// the game.
func TestIX1_ViewShowsTheBattle(t *testing.T) {
	g, _ := untilBattle(t, 5)
	us, de := g.View(units.US).Battle, g.View(units.Germany).Battle
	if us == nil || de == nil || !us.Open || len(us.Units) != len(g.Miniatures.Members) || len(us.Features) == 0 {
		t.Fatalf("view %+v", us)
	}
	if len(us.Units) != len(de.Units) || us.Waits != g.Pending.Side {
		t.Fatal("the sides see different battles")
	}
	us.Units[0].Damaged = !us.Units[0].Damaged
	if g.Battle().Units[0].Damaged == us.Units[0].Damaged {
		t.Fatal("the view shares the battle's units")
	}
}
