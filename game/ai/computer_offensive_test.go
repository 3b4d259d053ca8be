package ai

import (
	"slices"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
)

func introGame(t *testing.T, seed uint64) *game.Game {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// II.2.1–2: a side wins by its primary objective alone or by all its
// secondaries; the computer's campaign picks among exactly these sets.
func TestII2_WinSetsAreThePrimaryOrAllSecondaries(t *testing.T) {
	g := introGame(t, 1)
	h := func(s string) hex.Hex {
		x, err := hex.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	want := map[units.Side][][]hex.Hex{
		units.US:      {{h("0807")}, {h("1106"), h("1109")}},
		units.Germany: {{h("1710")}, {h("1308"), h("1209")}},
	}
	for side, sets := range want {
		got := winSets(g, side)
		if !slices.EqualFunc(got, sets, slices.Equal) {
			t.Errorf("%s: win sets %v, want %v", side, got, sets)
		}
	}
}

// II.2 with the turn limit: a draw at the limit is what waiting brings,
// so the least chance the computer attacks at falls over the last turns
// to lateMinWin, and is its strength's before.
func TestII2_LateTurnsLowerTheLeastChanceToAttack(t *testing.T) {
	g := introGame(t, 1)
	c := NewComputer(Standard, 1)
	tr := &turn{c: c, b: g, side: units.US, v: g.View(units.US)}
	limit := g.Scenario().TurnLimit
	prev := 2.0
	for turnNo := 1; turnNo <= limit; turnNo++ {
		g.Players[units.US].Turn = turnNo
		mw := tr.minWin()
		if mw > prev {
			t.Fatalf("turn %d: least chance %.2f rose from %.2f", turnNo, mw, prev)
		}
		if turnNo <= limit-lateTurns && mw != c.str.MinWin {
			t.Errorf("turn %d: least chance %.2f before the last turns, want %.2f", turnNo, mw, c.str.MinWin)
		}
		prev = mw
	}
	if prev != lateMinWin {
		t.Errorf("last turn: least chance %.2f, want %.2f", prev, lateMinWin)
	}
}

// Issue 14, play to win: against a side that never acts the computer
// takes its objectives within the turn limit (strict wins by II.2, not
// a lead on points). Fixed seeds; the match over 40 games is in AI.md.
func TestII2_ComputerWinsOutrightAgainstThePassPlayer(t *testing.T) {
	wins, games := 0, 0
	for _, seed := range []uint64{2, 4, 6} {
		for _, side := range game.Sides {
			g := introGame(t, seed)
			players := map[units.Side]Player{side: NewComputer(Standard, seed), game.Enemy(side): NewPasser(seed)}
			if _, err := Play(g, players, 20000, nil); err != nil {
				t.Fatal(err)
			}
			games++
			if g.Result == string(side) {
				wins++
			}
			t.Logf("seed %d, computer %s: %s at step %d", seed, side, g.Result, g.Step)
		}
	}
	if 2*wins < games {
		t.Errorf("the computer won %d of %d games against the pass player", wins, games)
	}
}
