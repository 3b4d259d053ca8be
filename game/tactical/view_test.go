package tactical

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// TestViewNeverLeaksHiddenUnits: at many points of random battles, each
// side's View shows only enemy units it sees (placed and not hidden), its
// filtered events name no other, and the View stays the same when
// everything it may not know changes: where hidden or unplaced enemies
// stand and how they are, the hidden details of the enemy units it sees
// (crews, jams, bombs, set-up, pushes, scouting), and the dice.
func TestViewNeverLeaksHiddenUnits(t *testing.T) {
	fx := newFixture(t)
	for seed := uint64(1); seed <= 12; seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		b, _, err := NewBattle(randomSetup(t, r, fx.cat, fx.m, fx.ks), dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := RandomPlayer{R: r}
		for n := 0; !b.Over(); n++ {
			c, _ := p.Command(b)
			evs, err := b.Apply(c)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if n%9 != 0 {
				continue
			}
			for _, s := range b.Sides {
				checkView(t, b, s, evs, r)
			}
		}
	}
}

func checkView(t *testing.T, b *Battle, s units.Side, evs []Event, r *rand.Rand) {
	t.Helper()
	for _, uv := range b.View(s).Units {
		if u := b.Unit(uv.ID); u.Side != s && (u.Hidden || u.Status == Waiting || u.Status == Absent || uv.Own) {
			t.Fatalf("%s sees %s (%s, hidden %v)", s, b.describe(u), u.Status, u.Hidden)
		}
	}
	for _, e := range b.FilterEvents(s, evs) {
		for _, id := range e.Units {
			if u := b.Unit(id); u.Side != s && !b.Seen(s, u) {
				t.Fatalf("%s reads of unseen %s: %s", s, b.describe(u), e.Text)
			}
		}
	}
	other := b.Clone()
	for i := range other.Units {
		u := &other.Units[i]
		if u.Side == s {
			continue
		}
		if !other.Seen(s, u) {
			u.Pos.X, u.Facing, u.Damaged, u.DugIn, u.Alt = u.Pos.X+137, u.Facing+450, !u.Damaged, !u.DugIn, u.Alt+1
		}
		if u.Crew != nil {
			u.Crew.Damaged = !u.Crew.Damaged
		}
		u.Jams = append(u.Jams, Jam{Weapon: 0, Round: other.Round})
		u.Spent = append(u.Spent, 1)
		u.ReadyAt, u.Pushed, u.PushMove, u.Reconned, u.Found, u.MissionSince = 99, 98, 97, 96, 95, 94
		u.Flown, u.Moved, u.Footing, u.Arrives = 93, !u.Moved, !u.Footing, u.Arrives+r.IntN(3)
	}
	other.MoraleDelta = [2]int{3, -3}
	other.dice.D10("a roll the view must not show", "test")
	if a, z := viewJSON(t, b, s), viewJSON(t, other, s); a != z {
		t.Fatalf("%s's view changed with what it may not know:\n%s\n%s", s, a, z)
	}
}

func viewJSON(t *testing.T, b *Battle, s units.Side) string {
	t.Helper()
	v := b.View(s)
	v.Table = nil // shared, and the same for both
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// The View of a side shows its own hidden units as hidden, and not the
// enemy's; an enemy unit still to be placed is not in it.
func TestView_HiddenAndUnplacedEnemies(t *testing.T) {
	forces := []Force{force(t, "us.forward_observer", units.US), force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany),
		force(t, "de.rifle_squad", units.Germany)}
	forces[3].Arrives = 3
	b := startBattle(t, openTable(t), Rules{}, forces, []spot{{at: in(0, 0)}, {at: in(3, 0)}, {at: in(0, 21)}, {at: in(1, 21)}}, 10)
	ids := func(v View) []UnitID {
		var out []UnitID
		for _, u := range v.Units {
			out = append(out, u.ID)
		}
		return out
	}
	us, de := b.View(units.US), b.View(units.Germany)
	if got := ids(us); len(got) != 3 || got[2] != 2 {
		t.Fatalf("the US sees %v", got)
	}
	if got := ids(de); len(got) != 3 || got[0] != 1 {
		t.Fatalf("Germany sees %v (the observer is hidden)", got)
	}
	if !us.Units[0].Own || !us.Units[0].Hidden || de.Units[0].Own {
		t.Fatalf("own flags: %+v / %+v", us.Units[0], de.Units[0])
	}
}
