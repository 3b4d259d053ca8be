package tactical

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"frontline/game/board"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// randomSetup builds a battle on a random land hex of the intro map with
// some generated terrain and 3 to 10 catalog units a side; attackers come
// in by one or two hexsides (landing across a sea side now and then).
func randomSetup(tb testing.TB, r *rand.Rand, cat *units.Catalog, m *board.Map, ks *Kinds) Setup {
	tb.Helper()
	hexes := m.Hexes()
	var t *Table
	for t == nil {
		h := hexes[r.IntN(len(hexes))]
		if m.Terrain(h) == board.Sea {
			continue
		}
		if built, err := Build(ks, m, h); err == nil {
			t = built
		}
	}
	terrain := dice.New(r.Uint64())
	phase := 0 // one battle in three places its terrain in play (IX.4.2)
	if r.IntN(3) == 0 {
		phase = 1 + r.IntN(6)
	}
	for _, s := range []units.Side{units.US, units.Germany} {
		n := 1 + r.IntN(5)
		if phase > 0 {
			n = 0 // placed in the terrain phase instead
		}
		for _, pl := range Propose(t, s, terrain, n) {
			if err := t.Place(s, pl.Kind, pl.Shape); err != nil {
				tb.Fatalf("a proposal refused: %v", err)
			}
		}
	}
	s := Setup{Table: t, Attacker: units.US, Defender: units.Germany, Rules: Rules{Morale: r.IntN(4) > 0, PhaseTip: r.IntN(3) == 0, Terrain: phase}}
	if r.IntN(2) == 0 {
		s.Attacker, s.Defender = s.Defender, s.Attacker
	}
	var seaSides []hex.Direction
	for d := range hex.Direction(6) {
		if t.Edges[d].Sea {
			seaSides = append(seaSides, d)
		}
	}
	entries := []hex.Direction{hex.Direction(r.IntN(6)), hex.Direction(r.IntN(6))}
	for _, side := range []units.Side{s.Attacker, s.Defender} {
		var pool []*units.Card
		for _, c := range cat.Side(side) {
			switch {
			case c.Side != side, c.Class == units.Structure, c.Class == units.Obstacle, c.Class == units.Crew:
			case c.Class == units.Ship && len(seaSides) == 0:
			default:
				pool = append(pool, c)
			}
		}
		for range 3 + r.IntN(8) {
			c := pool[r.IntN(len(pool))]
			f := Force{Card: c, Side: side}
			if c.Special.RequiresCrew != units.NoCrew {
				f.Crew, _ = cat.CrewFor(side, c.Special.RequiresCrew)
			}
			if r.IntN(5) == 0 {
				f.Stars = []scenario.Star{scenario.CombatVeteran}
			}
			if r.IntN(5) == 0 {
				f.Arrives = 2 + r.IntN(5) // phased placement (IX.4.4)
			}
			if side == s.Attacker {
				f.Entered = entries[r.IntN(2)]
				if len(seaSides) > 0 && (c.Class == units.Ship || (c.Class == units.Infantry && r.IntN(3) == 0)) {
					f.Entered, f.Landing = seaSides[r.IntN(len(seaSides))], c.Class == units.Infantry
				}
			} else {
				f.DugIn = c.Class == units.Infantry && r.IntN(2) == 0
			}
			s.Forces = append(s.Forces, f)
			if c.Class == units.Gun && side == s.Attacker && r.IntN(2) == 0 {
				s.Forces = towFor(r, cat, s.Forces, pool)
			}
		}
		if side == s.Defender {
			s.Forces = append(s.Forces, fixedForces(r, cat, side)...)
		}
	}
	return s
}

// fixedForces are up to three of the hex's obstacles and structures, of
// side s or neutral (IX.4.3, Q129).
func fixedForces(r *rand.Rand, cat *units.Catalog, s units.Side) []Force {
	var pool []*units.Card
	for _, c := range cat.Side(s) {
		if fixedClass(c.Class) {
			pool = append(pool, c)
		}
	}
	var out []Force
	for range r.IntN(4) {
		c := pool[r.IntN(len(pool))]
		out = append(out, Force{Card: c, Side: c.Side, Damaged: r.IntN(4) == 0})
	}
	return out
}

// towFor makes the gun last in fs packed (Table IX.1) and, half the time,
// brings it in tow behind vehicles of the pool that fit it, entering with
// it (VI.3.5).
func towFor(r *rand.Rand, cat *units.Catalog, fs []Force, pool []*units.Card) []Force {
	gi := len(fs) - 1
	g := &fs[gi]
	g.Packed = true
	if r.IntN(2) == 0 || g.Card.Special.TowedGun == units.NoSize {
		return fs
	}
	var tows []*units.Card
	for _, c := range pool {
		if c.Special.TowCapacity.Fits(g.Card.Special.TowedGun) {
			tows = append(tows, c)
		}
	}
	if len(tows) == 0 || g.Landing {
		return fs
	}
	gun := *g
	for range towsNeeded(gun.Card) {
		t := Force{Card: tows[r.IntN(len(tows))], Side: gun.Side, Entered: gun.Entered, Arrives: gun.Arrives}
		if t.Card.Special.RequiresCrew != units.NoCrew {
			t.Crew, _ = cat.CrewFor(gun.Side, t.Card.Special.RequiresCrew)
		}
		gun.TowedBy = append(gun.TowedBy, len(fs))
		fs = append(fs, t)
	}
	fs[gi] = gun
	return fs
}

type fixture struct {
	cat *units.Catalog
	m   *board.Map
	ks  *Kinds
}

func newFixture(tb testing.TB) fixture {
	tb.Helper()
	cat, err := units.Embedded()
	if err != nil {
		tb.Fatal(err)
	}
	return fixture{cat: cat, m: introMap(tb), ks: embedded(tb)}
}

// playRandom plays one battle to its end with the random player, checking
// the invariants after every command. It returns the battle, its setup
// and the commands, for the replay, and counts the events by kind into
// seen when it is not nil.
func playRandom(tb testing.TB, fx fixture, seed uint64, check bool, seen map[EventKind]int) (*Battle, Setup, []Command) {
	r := rand.New(rand.NewPCG(seed, 7))
	s := randomSetup(tb, r, fx.cat, fx.m, fx.ks)
	b, cmds := playSetup(tb, s, r, seed, check, seen)
	return b, s, cmds
}

// playSetup plays the battle of s with the random player drawing on r and
// the dice seeded with seed, counting the events by kind into seen when
// it is not nil.
func playSetup(tb testing.TB, s Setup, r *rand.Rand, seed uint64, check bool, seen map[EventKind]int) (*Battle, []Command) {
	b, _, err := NewBattle(s, dice.New(seed))
	if err != nil {
		tb.Fatalf("seed %d: %v", seed, err)
	}
	p := RandomPlayer{R: r}
	var cmds []Command
	changed := [2]int{} // the turn each side's morale last changed in
	for n := 0; !b.Over(); n++ {
		if n > 200000 {
			tb.Fatalf("seed %d: no end after %d commands (turn %d, %v)", seed, n, b.Turn, b.Step)
		}
		c, _ := p.Command(b)
		var before *Battle
		if check {
			before = b.Clone()
		}
		evs, err := b.Apply(c)
		if err != nil {
			tb.Fatalf("seed %d: the random player's %v was refused at turn %d (%v): %v", seed, c.Kind, b.Turn, b.Step, err)
		}
		cmds = append(cmds, c)
		if seen != nil {
			for _, e := range evs {
				seen[e.Kind]++
			}
		}
		if !check {
			continue
		}
		for r := range b.Morale {
			if d := b.Morale[r] - before.Morale[r]; d != 0 {
				if d < -1 || d > 1 || changed[r] == b.Turn {
					tb.Fatalf("seed %d: %s morale moved %d → %d, twice or by more than 1 in turn %d", seed, Role(r), before.Morale[r], b.Morale[r], b.Turn)
				}
				changed[r] = b.Turn
			}
		}
		checkInvariants(tb, seed, before, b, evs)
	}
	return b, cmds
}

// checkInvariants: every unit on the table is inside it, at a legal
// altitude; morale within 0-10; the turn within the cap; no unit gone
// before the command moves, flies, declares or fires in it.
func checkInvariants(tb testing.TB, seed uint64, before, b *Battle, evs []Event) {
	tb.Helper()
	fail := func(format string, args ...any) {
		tb.Helper()
		tb.Fatalf("seed %d, turn %d: %s", seed, b.Turn, fmt.Sprintf(format, args...))
	}
	for i := range b.Units {
		u := &b.Units[i]
		switch {
		case u.ID != UnitID(i):
			fail("unit %d has id %d", i, u.ID)
		case u.Status == OnTable && !onTable(u):
			fail("%s stands at %s, altitude %d", b.describe(u), u.Pos, u.Alt)
		case before.Units[i].Status.Gone() && before.Units[i].Status != u.Status:
			fail("%s came back from %s", b.describe(u), before.Units[i].Status)
		case u.Hitched() && u.Status == OnTable && (b.Unit(u.TowedBy[0]).Pos != u.Pos || !b.Unit(u.TowedBy[0]).Active()):
			fail("%s in tow stands apart from its tow or behind a tow that cannot act", b.describe(u))
		}
		if u.Hitched() && len(b.group(b.Unit(u.TowedBy[0]))) != 1+len(u.TowedBy) {
			fail("a tow of %s pulls another gun", b.describe(u))
		}
	}
	for r := range b.Morale {
		if b.Morale[r] < 0 || b.Morale[r] > MaxMorale {
			fail("morale %d", b.Morale[r])
		}
	}
	if b.Turn > b.Rules.TurnCap {
		fail("turn %d beyond the cap %d", b.Turn, b.Rules.TurnCap)
	}
	for _, e := range evs {
		switch e.Kind {
		case EvMoved, EvFlown, EvDeclared, EvShot:
			if actor := before.Unit(e.Units[0]); actor.Status != OnTable {
				fail("%s acted while %s: %s", b.describe(actor), actor.Status, e.Text)
			}
			if e.Kind != EvMoved && e.Kind != EvFlown && before.Unit(e.Units[1]).Hidden {
				fail("%s was aimed at while hidden: %s", b.describe(before.Unit(e.Units[1])), e.Text)
			}
		}
	}
}

func onTable(u *Unit) bool {
	if !geom.Hexagon.Contains(u.Pos) {
		return false
	}
	if u.Aircraft() {
		return u.Alt > 0 && u.Alt <= Ceiling
	}
	return u.Alt == 0
}

// cmdMission counts declared fire missions among the command kinds.
const cmdMission CommandKind = 255

// Random legal battles never panic, keep the invariants, end, and replay
// to the same state from the seed and the commands; a clone taken at the
// start plays on to the same end.
func TestIX5_RandomBattlesEndAndReplay(t *testing.T) {
	fx := newFixture(t)
	n := 60
	if testing.Short() {
		n = 10
	}
	ended := map[string]int{}
	orders, seen := map[CommandKind]int{}, map[EventKind]int{}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		b, s, cmds := playRandom(t, fx, seed, true, seen)
		ended[b.Result.Why]++
		for _, c := range cmds {
			orders[c.Kind]++
			if c.Mission != "" {
				orders[cmdMission]++
			}
		}
		checkReplay(t, s, seed, b, cmds)
	}
	t.Logf("endings: %v", ended)
	for _, k := range []CommandKind{CmdHitch, CmdUnhitch, CmdPush, CmdRecon, CmdTerrain, CmdTerrainDone, CmdTerrainProposal} {
		if orders[k] == 0 && !testing.Short() {
			t.Errorf("no %v order in %d random battles", k, n)
		}
	}
	if orders[cmdMission] == 0 && !testing.Short() {
		t.Errorf("no fire mission in %d random battles", n)
	}
	for _, k := range []EventKind{EvObstacle, EvRecon} {
		if seen[k] == 0 && !testing.Short() {
			t.Errorf("no event of kind %d in %d random battles", k, n)
		}
	}
}

// checkReplay replays cmds on a new battle of s and on a clone of it taken
// at the start: both must end in b's state.
func checkReplay(t *testing.T, s Setup, seed uint64, b *Battle, cmds []Command) {
	t.Helper()
	replay, _, err := NewBattle(s, dice.New(seed))
	if err != nil {
		t.Fatal(err)
	}
	fork := replay.Clone()
	for i, c := range cmds {
		if _, err := replay.Apply(c); err != nil {
			t.Fatalf("seed %d: replay refused command %d: %v", seed, i, err)
		}
		if _, err := fork.Apply(c); err != nil {
			t.Fatalf("seed %d: clone refused command %d: %v", seed, i, err)
		}
	}
	if replay.Hash() != b.Hash() || fork.Hash() != b.Hash() {
		t.Fatalf("seed %d: replay %x, clone %x, original %x", seed, replay.Hash(), fork.Hash(), b.Hash())
	}
}

// BenchmarkRandomBattle plays one random battle per iteration (target
// under 20 ms).
func BenchmarkRandomBattle(b *testing.B) {
	fx := newFixture(b)
	b.ResetTimer()
	for i := range b.N {
		playRandom(b, fx, uint64(i%50+1), false, nil)
	}
}
