package ai

import (
	"fmt"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// midBattle plays battle id between two Standard computers from seed
// until stop says so at a decision of the table, and returns the game
// there and the deciding side's input.
func midBattle(t *testing.T, id string, seed uint64, stop func(b *tactical.Battle) bool) (*standalone.Game, *TableInput) {
	t.Helper()
	def, env, cs := matchData(t, id)
	g, _, err := standalone.New(def, env, cs, dice.New(seed))
	if err != nil {
		t.Fatal(err)
	}
	seats := [2]TablePlayer{NewComputerTable(seed, Standard), NewComputerTable(seed+1, Standard)}
	if err := setUp(g, env.Catalog, seed, seats, &TableWatch{}, &TableMatch{}); err != nil {
		t.Fatal(err)
	}
	for n := 0; !g.Over() && n < standalone.MaxCommands; n++ {
		s, _ := g.Pending()
		in := tableInput(g, s, "")
		if g.Offer == "" && stop(g.Battle) {
			return g, in
		}
		o := seats[sideIndex(s)].Decide(in)
		c := standalone.Command{Kind: standalone.CmdTable, Side: s, Table: o.Command}
		if g.Offer != "" {
			c = standalone.Command{Kind: standalone.CmdAnswer, Side: s, Accept: o.Accept}
		}
		c.Table.Side = s
		if _, err := g.Apply(c); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	t.Fatalf("seed %d: the battle never came to the position asked", seed)
	return nil, nil
}

// moving stops at the first movement decision of turn n.
func moving(n int) func(b *tactical.Battle) bool {
	return func(b *tactical.Battle) bool { return b.Turn == n && b.Pending.Kind == tactical.DecideMove }
}

// Hard's rollouts play copies of its belief: the belief it decides on is
// left as it was, the same seed chooses the same posture for the same
// reason, and near the turn limit the rollouts play on to the end.
func TestTableHardLooksAheadOnCopies(t *testing.T) {
	for _, turn := range []int{2, 10} {
		g, in := midBattle(t, "persano", 3, moving(turn))
		var got [2]string
		for i := range got {
			p := NewComputerTable(7, Hard)
			b := believe(in, p.r)
			h := b.Hash()
			k, why := p.choosePosture(b, in)
			if b.Hash() != h {
				t.Fatalf("turn %d: the rollouts changed the belief", turn)
			}
			got[i] = postures[k].name + ": " + why
		}
		if got[0] != got[1] {
			t.Errorf("turn %d: the same seed chose %q, then %q", turn, got[0], got[1])
		}
		left := g.Battle.Rules.TurnCap - turn + 1
		want := budgets[Hard].ahead
		if left <= endgame {
			want = left
		}
		if !strings.Contains(got[0], fmt.Sprintf("played on %d turn(s)", want)) {
			t.Errorf("turn %d of %d: %q, want %d turn(s) played on", turn, g.Battle.Rules.TurnCap, got[0], want)
		}
		t.Log(got[0])
	}
}

// The end of a rollout is judged by what the side has left against the
// enemy, the objectives and the result: a battle the side has won is
// worth the result more than the same position still in play.
func TestTableJudgeCountsTheResult(t *testing.T) {
	_, in := midBattle(t, "persano", 3, moving(4))
	b := believe(in, NewComputerTable(1, Hard).r)
	open := judge(b, in)
	b.Step, b.Result = tactical.StepOver, tactical.Result{Winner: in.View.Side}
	if won := judge(b, in); won != open+judgeResult {
		t.Errorf("won %.1f, in play %.1f", won, open)
	}
	b.Result.Winner = in.Enemy
	if lost := judge(b, in); lost != open-judgeResult {
		t.Errorf("lost %.1f, in play %.1f", lost, open)
	}
}

// II.2.3: in the last turns an enemy ground unit inside the objective
// decides the battle, so destroying it is worth keepOutWorth more;
// earlier, or outside, nothing more.
func TestII23_LastTurnsFireAtTheEnemyInTheObjective(t *testing.T) {
	_, in := midBattle(t, "persano", 3, moving(4))
	b := believe(in, NewComputerTable(1, Hard).r)
	e := enemies(b, in.View.Side)[0]
	for _, e2 := range enemies(b, in.View.Side) {
		if e2.Card.Ground() {
			e = e2
			break
		}
	}
	o := in.Objectives[0]
	e.Pos = o.At
	if got := keepOut(b, in, e); got != 0 {
		t.Errorf("turn %d of %d: bonus %v, want 0", b.Turn, b.Rules.TurnCap, got)
	}
	b.Turn = b.Rules.TurnCap
	if got := keepOut(b, in, e); got != keepOutWorth {
		t.Errorf("last turn, inside: bonus %v, want %v", got, keepOutWorth)
	}
	e.Pos = geom.Offset(o.At, 0, o.Radius+geom.Inch)
	if got := keepOut(b, in, e); got != 0 {
		t.Errorf("last turn, outside: bonus %v, want 0", got)
	}
}

// IV.3.1 with II.2.3: a side that holds the objective alone neither
// offers nor accepts a cease fire, however far behind on the table —
// the turn limit gives it the battle.
func TestIV31_NoCeaseFireWhileHoldingTheObjective(t *testing.T) {
	g, in := midBattle(t, "persano", 3, func(b *tactical.Battle) bool {
		return b.Turn >= 2 && b.Pending.Kind == tactical.DecideMove && b.Pending.Side == units.US
	})
	p := NewComputerTable(1, Standard)
	b := believe(in, p.r)
	o := in.Objectives[0]
	if controller(b, TableObjective{At: o.At, Radius: o.Radius}) != in.View.Side {
		t.Skipf("the US does not hold the factory in turn %d", g.Battle.Turn)
	}
	for i := range b.Units { // all but the holders lost: far behind
		if u := &b.Units[i]; u.Side == in.View.Side && u.Active() && !geom.Within(u.Pos, o.At, 0, o.Radius) {
			u.Status = tactical.Destroyed
		}
	}
	if s := standing(b, in); s >= offerBelow {
		t.Fatalf("standing %.2f: not behind", s)
	}
	in.Cards = append(in.Cards, cardOf(tactical.CmdCeaseFire))
	if o, ok := p.offerTruce(b, in); ok {
		t.Errorf("offers a cease fire while holding the factory: %s", o.Why)
	}
	if o := p.answer(b, in); o.Accept {
		t.Errorf("accepts a cease fire while holding the factory: %s", o.Why)
	}
}
