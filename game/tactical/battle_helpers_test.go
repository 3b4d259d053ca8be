package tactical

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"frontline/game/board"
	"frontline/game/dice"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// openTable is the table of the first plain hex of the intro map with
// nothing on it: open ground all over.
func openTable(t testing.TB) *Table {
	t.Helper()
	plains := func(tr board.Terrain) bool { return tr == board.Plains }
	return firstTable(t, "bare plain hex", plains, func(tb *Table) bool { return len(tb.Features()) == 0 })
}

// firstTable is the table of the first hex of the intro map whose
// terrain passes terrain (nil: any) and whose table passes ok.
func firstTable(t testing.TB, what string, terrain func(board.Terrain) bool, ok func(*Table) bool) *Table {
	t.Helper()
	m := introMap(t)
	for _, h := range m.Hexes() {
		if terrain != nil && !terrain(m.Terrain(h)) {
			continue
		}
		if tb, err := Build(embedded(t), m, h); err == nil && ok(tb) {
			return tb
		}
	}
	t.Fatalf("the intro map has no %s", what)
	return nil
}

// catalog is loaded once for all tests.
var catalog = sync.OnceValues(units.Embedded)

func card(t testing.TB, id string) *units.Card {
	t.Helper()
	cat, err := catalog()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := cat.Get(id)
	if !ok {
		t.Fatalf("no card %s", id)
	}
	return c
}

// force is a unit for a test battle; its crew comes from the catalog.
func force(t testing.TB, id string, side units.Side) Force {
	t.Helper()
	c := card(t, id)
	f := Force{Card: c, Side: side}
	if c.Special.RequiresCrew != units.NoCrew {
		cat, _ := catalog()
		f.Crew, _ = cat.CrewFor(side, c.Special.RequiresCrew)
	}
	return f
}

// spot is where a test places a unit.
type spot struct {
	at     geom.Point
	facing geom.Angle
	alt    int64
}

func in(x, y float64) geom.Point { return geom.Pt(int64(x*geom.Inch), int64(y*geom.Inch)) }

// startBattle opens a battle on tb with Germany attacking from the south
// (side 3) and places every unit at its spot, in the order the rules ask.
// The scripted dice start with the zone's d10.
func startBattle(t *testing.T, tb *Table, rules Rules, forces []Force, spots []spot, script ...int) *Battle {
	t.Helper()
	for i := range forces {
		if forces[i].Side == units.Germany {
			forces[i].Entered = 3
		}
	}
	b, _, err := NewBattle(Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Forces: forces, Rules: rules}, dice.ScriptT(t, script...))
	if err != nil {
		t.Fatal(err)
	}
	for b.Pending.Kind == DecidePlace {
		u := b.nextToPlace(roleOf(b, b.Pending.Side))
		s := spots[u.ID]
		must(t, b, Command{Kind: CmdPlace, Side: u.Side, Unit: u.ID, To: s.at, Facing: s.facing, Alt: s.alt})
	}
	return b
}

func roleOf(b *Battle, s units.Side) Role { r, _ := b.RoleOf(s); return r }

func must(t *testing.T, b *Battle, c Command) []Event {
	t.Helper()
	evs, err := b.Apply(c)
	if err != nil {
		t.Fatalf("%v by %s refused: %v", c.Kind, c.Side, err)
	}
	return evs
}

// refused checks that c is refused citing rule, and that the refusal
// changed nothing.
func refused(t *testing.T, b *Battle, c Command, rule string) {
	t.Helper()
	h := b.Hash()
	_, err := b.Apply(c)
	var re *RuleError
	if !errors.As(err, &re) || re.Rule != rule {
		t.Fatalf("%v: got %v, want a refusal citing %s", c.Kind, err, rule)
	}
	if b.Hash() != h {
		t.Fatalf("the refused %v changed the battle", c.Kind)
	}
}

// toDeclarations ends both ground steps and passes the air step.
func toDeclarations(t *testing.T, b *Battle) {
	t.Helper()
	for b.Pending.Kind == DecideMove || b.Pending.Kind == DecideFly {
		k := CmdEndMove
		if b.Pending.Kind == DecideFly {
			k = CmdPass
		}
		must(t, b, Command{Kind: k, Side: b.Pending.Side})
	}
	if b.Pending.Kind != DecideDeclare {
		t.Fatalf("pending %v at %v, want declarations", b.Pending, b.Step)
	}
}

func declare(t *testing.T, b *Battle, side units.Side, pairs ...UnitID) {
	t.Helper()
	for i := 0; i < len(pairs); i += 2 {
		must(t, b, Command{Kind: CmdDeclare, Side: side, Unit: pairs[i], Target: pairs[i+1]})
	}
}

func endDeclare(t *testing.T, b *Battle, side units.Side) []Event {
	t.Helper()
	return must(t, b, Command{Kind: CmdEndDeclare, Side: side})
}

func texts(evs []Event, k EventKind) []string {
	var out []string
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e.Text)
		}
	}
	return out
}

func hasText(evs []Event, k EventKind, part string) bool {
	for _, s := range texts(evs, k) {
		if strings.Contains(s, part) {
			return true
		}
	}
	return false
}

func scriptFor(t *testing.T, values ...int) *dice.Roller { return dice.ScriptT(t, values...) }
