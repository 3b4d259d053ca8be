package tactical

import (
	"math/rand/v2"
	"testing"

	"frontline/game/dice"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// farApart: a US squad and a German squad 33" apart; nobody can fire.
func farApart(t *testing.T, rules Rules, script ...int) *Battle {
	t.Helper()
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	return startBattle(t, openTable(t), rules, forces, []spot{{at: in(0, 0)}, {at: in(0, 33)}}, script...)
}

// IX.5 and docs/TACTICAL.md: at the turn cap the battle stops and the
// defender, who still holds the hex, wins.
func TestIX5_TurnCapDefenderHolds(t *testing.T) {
	b := farApart(t, Rules{TurnCap: 2}, 10, 6, 5, 6, 5)
	nextTurn(t, b)
	nextTurnOrEnd(t, b)
	if !b.Over() || b.Result.Winner != units.US || b.Turn != 2 {
		t.Fatalf("turn %d, result %+v", b.Turn, b.Result)
	}
	refused(t, b, Command{Kind: CmdEndMove, Side: units.US}, "IX.5")
}

// II.2.3 / A21: a battle whose caller judges the turn limit (the
// standalone Battle's objectives) stops there without naming a winner.
func TestII23_TurnLimitLeftToTheCaller(t *testing.T) {
	b := farApart(t, Rules{TurnCap: 2, LimitJudged: true}, 10, 6, 5, 6, 5)
	nextTurn(t, b)
	nextTurnOrEnd(t, b)
	if !b.Over() || !b.Result.Limit || b.Result.Winner != units.Neutral {
		t.Fatalf("turn %d, result %+v", b.Turn, b.Result)
	}
}

// Inset IX.6 step 3: initiative is rolled every round, the attacker's +2
// in the first round only; ties are rolled again.
func TestInsetIX6_AttackerBonusFirstRoundOnly(t *testing.T) {
	b := farApart(t, Rules{}, 10, 5, 7, 5, 8, 4, 4, 5, 3)
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	evs := endDeclare(t, b, units.US)
	if !hasText(evs, EvInitiative, "attacker +2, defender +0; US fires first") {
		t.Fatalf("round 1: %v", texts(evs, EvInitiative))
	}
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	evs = endDeclare(t, b, units.US)
	if !hasText(evs, EvInitiative, "Combat round 2: initiative attacker +0, defender +0; Germany fires first") || len(evs[0].Rolls) != 4 {
		t.Fatalf("round 2: %v", evs)
	}
}

// Inset IX.2: the steps come in order, each asking the right side.
func TestInsetIX2_StepOrder(t *testing.T) {
	b := farApart(t, Rules{}, 10)
	want := []Decision{{units.US, DecideMove}, {units.Germany, DecideMove}, {units.Germany, DecideDeclare}, {units.US, DecideDeclare}}
	cmds := []CommandKind{CmdEndMove, CmdEndMove, CmdEndDeclare}
	for i, d := range want {
		if b.Pending != d {
			t.Fatalf("decision %d: %+v, want %+v", i, b.Pending, d)
		}
		if i < len(cmds) {
			refused(t, b, Command{Kind: CmdPass, Side: d.Side}, "Inset IX.2")
			must(t, b, Command{Kind: cmds[i], Side: d.Side})
		}
	}
}

// Commands in any order, with any values, never panic; every refused one
// leaves the battle exactly as it was (by hash), and a clone follows the
// same commands to the same state.
func TestCommandStreamsNeverPanic(t *testing.T) {
	fx := newFixture(t)
	for seed := uint64(1); seed <= 8; seed++ {
		r := rand.New(rand.NewPCG(seed, 99))
		b, _, err := NewBattle(randomSetup(t, r, fx.cat, fx.m, fx.ks), dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		clone := b.Clone()
		p := RandomPlayer{R: r}
		for n := 0; n < 3000 && !b.Over(); n++ {
			c, _ := p.Command(b)
			if r.IntN(2) == 0 {
				c = garbage(r, b)
			}
			h := b.Hash()
			_, err := b.Apply(c)
			if err != nil && b.Hash() != h {
				t.Fatalf("seed %d: the refused %v (%v) changed the battle", seed, c.Kind, err)
			}
			if err == nil {
				if _, err := clone.Apply(c); err != nil {
					t.Fatalf("seed %d: the clone refused %v: %v", seed, c.Kind, err)
				}
			}
		}
		if clone.Hash() != b.Hash() {
			t.Fatalf("seed %d: clone and original differ", seed)
		}
	}
}

// garbage is a command with random fields, mostly illegal.
func garbage(r *rand.Rand, b *Battle) Command {
	sides := []units.Side{units.US, units.Germany, units.Neutral, b.Pending.Side}
	pt := func() geom.Point {
		return geom.Pt(r.Int64N(2*geom.MaxCoord+400)-geom.MaxCoord-200, r.Int64N(2*geom.MaxCoord+400)-geom.MaxCoord-200)
	}
	c := Command{Kind: CommandKind(r.IntN(len(commandNames) + 1)), Side: sides[r.IntN(len(sides))], Unit: UnitID(r.IntN(len(b.Units)+2) - 1),
		Target: UnitID(r.IntN(len(b.Units)+2) - 1), To: pt(), Facing: geom.Angle(r.Int64N(20000) - 10000), Alt: r.Int64N(8000) - 2000,
		Mission: []string{"", MissionDestroy, MissionFireForEffect, "pin"}[r.IntN(4)]}
	for range r.IntN(3) {
		c.Path = append(c.Path, pt())
		c.Units = append(c.Units, UnitID(r.IntN(len(b.Units)+2)-1))
	}
	return c
}

// FuzzCommandStream feeds a random battle commands decoded from the fuzzer's
// bytes, each preceded by the random player's legal one: nothing panics and
// a refused command changes nothing.
func FuzzCommandStream(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), []byte("place the tank on the bridge and fire"))
	fx := newFixture(f)
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		r := rand.New(rand.NewPCG(seed, 5))
		b, _, err := NewBattle(randomSetup(t, r, fx.cat, fx.m, fx.ks), dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := RandomPlayer{R: r}
		for i := 0; i+6 <= len(data) && !b.Over(); i += 6 {
			if c, ok := p.Command(b); ok {
				if _, err := b.Apply(c); err != nil {
					t.Fatalf("the random player's %v was refused: %v", c.Kind, err)
				}
			}
			if b.Over() {
				return
			}
			d := data[i : i+6]
			c := Command{Kind: CommandKind(int(d[0]) % len(commandNames)), Side: []units.Side{units.US, units.Germany, b.Pending.Side}[d[1]%3],
				Units: []UnitID{UnitID(int(d[3]) - 1), UnitID(int(d[2]) - 1)}[:1+int(d[5])%2], Mission: []string{"", MissionDestroy, MissionFireForEffect}[int(d[4])%3],
				Unit: UnitID(int(d[2]) - 1), Target: UnitID(int(d[3]) - 1),
				To:     geom.Pt((int64(int8(d[4])))*50, (int64(int8(d[5])))*50),
				Facing: geom.Angle(int(d[4]) * 15), Alt: int64(d[5]) * 20, Maneuver: Maneuvers[int(d[2])%len(Maneuvers)].ID}
			h := b.Hash()
			if _, err := b.Apply(c); err != nil && b.Hash() != h {
				t.Fatalf("the refused %v changed the battle", c.Kind)
			}
		}
	})
}
