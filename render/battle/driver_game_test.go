package battle

import (
	"slices"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/tactical"
)

// openGameBattle plays a random game with miniatures from seed until a
// battle opens, and drives it.
func openGameBattle(t *testing.T, seed uint64) (*game.Game, *game.RandomPlayer, *GameDriver) {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	p := game.NewRandomPlayer(seed, game.WithMiniatures(0.7))
	for n := 0; g.Battle() == nil; n++ {
		if n > 20000 || g.Over {
			t.Fatalf("seed %d: no battle opens", seed)
		}
		g.Apply(p.Next(g))
	}
	d, err := NewGameDriver(g, "the test hex", func(cmd game.Command) ([]game.Event, error) {
		evs, err := g.Apply(cmd)
		return g.FilterEvents(cmd.Side, evs), err
	})
	if err != nil {
		t.Fatal(err)
	}
	return g, p, d
}

// seenIDs are the units of battle b side may see: its own, and the
// enemy's not made Absent.
func seenIDs(b *tactical.Battle, d *GameDriver) []tactical.UnitID {
	var out []tactical.UnitID
	for _, u := range b.Units {
		if u.Side == d.viewer || u.Status != tactical.Absent {
			out = append(out, u.ID)
		}
	}
	return out
}

// IX.1 (Q133): a battle of the map played through the screen's driver
// shows each side exactly the units the battle's View gives it, keeps
// only events both sides may read in the shared log, and ends with the
// results on the map in the summary.
func TestIX1_GameDriverPlaysTheBattleOfTheMap(t *testing.T) {
	g, p, d := openGameBattle(t, 5)
	real := g.Battle()
	for n := 0; !d.Over(); n++ {
		if n > 50000 {
			t.Fatal("the battle does not end")
		}
		for _, s := range game.Sides {
			d.Look(s)
			var want []tactical.UnitID
			for _, uv := range real.View(s).Units {
				want = append(want, uv.ID)
			}
			if got := seenIDs(d.Battle(), d); !slices.Equal(got, want) {
				t.Fatalf("turn %d: %s sees %v on the screen, its View %v", real.Turn, s, got, want)
			}
		}
		side, ok := d.Pending()
		if !ok || side != g.Pending.Side {
			t.Fatalf("the driver waits for %q (%v), the game for %s", side, ok, g.Pending.Side)
		}
		cmd := p.Next(g)
		before := d.Stamp()
		var err error
		if cmd.Kind == game.CmdAnswerMiniatures {
			err = d.Answer(cmd.Side, cmd.Option == game.Accept)
		} else {
			err = d.Order(*cmd.Table)
		}
		if err != nil {
			continue // the random player's order may be refused; nothing changed
		}
		if d.Stamp() != before+1 {
			t.Fatal("an order given does not move the stamp")
		}
	}
	if g.Battle() != nil && g.Pending.Kind == game.DecideBattle {
		t.Fatal("the battle is over but the game still waits on it")
	}
	title, body := d.Summary()
	if title == "" || !strings.Contains(body, "Morale") || !strings.Contains(body, "On the map:") {
		t.Fatalf("summary %q:\n%s", title, body)
	}
	if len(d.Entries()) == 0 {
		t.Fatal("nothing was logged")
	}
}
