package game

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// handOffs counts the times the side the engine waits for changes: in
// hot-seat play each is a hand-off screen.
type handOffs struct {
	g    *Game
	last units.Side
	n    int
}

func (h *handOffs) apply(t *testing.T, cmd Command) {
	t.Helper()
	mustApply(t, h.g, cmd)
	if s := h.g.Pending.Side; s != h.last {
		h.n++
		h.last = s
	}
}

// fourRounds plays a four-round engagement of two rifle squads in which
// every shot misses (d20 2) and the attacker wins initiative (5+2 against
// 5); the defender answers its pauses with answer. It returns the
// hand-offs counted.
func fourRounds(t *testing.T, hand []string, retaliate bool, answer string) int {
	g, us, de := cardGame(t)
	g.Players[units.US].Hand = nil
	g.Players[units.Germany].Hand = hand
	rolls := []int{}
	if retaliate {
		rolls = append(rolls, 5, 5)
	}
	shots := 2
	if retaliate {
		shots = 4
	}
	for range 4 * shots {
		rolls = append(rolls, 2)
	}
	g.dice = dice.ScriptT(t, rolls...)
	h := &handOffs{g: g, last: units.US}
	h.apply(t, attackCmd(units.US, de, us))
	if g.Pending.Kind == DecideRetaliation {
		if retaliate {
			h.apply(t, retaliateCmd(units.Germany, us, de))
		} else {
			h.apply(t, retaliateCmd(units.Germany, nil))
		}
	}
	for g.OpenEngagement != nil && g.OpenEngagement.Round < 4 {
		switch g.Pending.Kind {
		case DecideEngagementRound:
			h.apply(t, Command{Kind: CmdNextRound, Side: units.US})
		case DecideDefenderRound:
			h.apply(t, Command{Kind: CmdFightRound, Side: units.Germany, Option: answer})
		default:
			t.Fatalf("unexpected decision %+v", g.Pending)
		}
	}
	return h.n
}

// Inset V.6 step 2, IV.3.4: the defender is handed the game only when it
// has a real choice. A four-round engagement costs two hand-offs (to the
// defender's retaliation and back) when its hand holds no card it could
// play in a round; with Inspire in hand it is asked before round 2, and
// "fight on" spares it the later pauses.
func TestInsetV6_HandOffsOnlyForRealChoices(t *testing.T) {
	if n := fourRounds(t, []string{"push"}, true, ""); n != 2 {
		t.Errorf("no engagement card in hand: %d hand-offs, want 2", n)
	}
	if n := fourRounds(t, []string{"inspire"}, true, ""); n != 8 {
		t.Errorf("Inspire in hand, asked every round: %d hand-offs, want 8", n)
	}
	if n := fourRounds(t, []string{"inspire"}, true, FightToEnd); n != 4 {
		t.Errorf("Inspire in hand, fighting on at the first pause: %d hand-offs, want 4", n)
	}
}

// Inset V.6 step 2: a retaliation with nothing to choose (the attacked
// gun has no crew, the defender no card) is not asked: the attack is
// fought at once and the attacker keeps the game.
func TestInsetV6_NoRetaliationAskedWithoutAChoice(t *testing.T) {
	g, us, de := cardGame(t)
	de.Place = Away
	g.Players[units.Germany].Hand = []string{"push"}
	g.Players[units.US].Hand = nil
	gun := addUnit(t, g, "de.pak40", units.Germany, "0606")
	g.dice = dice.ScriptT(t, 2, 2)
	evs := mustApply(t, g, attackCmd(units.US, gun, us))
	if g.Pending.Side != units.US || g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("pending %+v, want the attacker's next round", g.Pending)
	}
	if ev, ok := hasEvent(evs, EvRetaliationDeclared); !ok || ev.Side != units.Germany {
		t.Fatalf("no retaliation event: %+v", evs)
	}
	if _, err := g.Apply(Command{Kind: CmdFightRound, Side: units.US, Option: "sometimes"}); err == nil {
		t.Error("fight_round answered a decision it does not belong to")
	}
}

// Saves made before the engine answered empty retaliations itself hold
// the defender's explicit "nobody" after such an attack: Replay skips
// exactly that answer (the engine has given it), never a real one.
func TestSaveWithOldEmptyRetaliationReplays(t *testing.T) {
	g, us, de := cardGame(t)
	de.Place = Away
	g.Players[units.Germany].Hand = []string{"push"}
	g.Players[units.US].Hand = nil
	g.dice = dice.ScriptT(t, 2, 2)
	gun := addUnit(t, g, "de.pak40", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, gun, us))
	old := Command{Kind: CmdDeclareRetaliation, Side: units.Germany}
	if _, err := g.Apply(old); err == nil || !answeredByEngine(g, old) {
		t.Fatalf("the old empty answer is not refused and skipped (%v)", err)
	}
	if answeredByEngine(g, retaliateCmd(units.Germany, us, gun)) || answeredByEngine(g, Command{Kind: CmdFightRound, Side: units.Germany, Option: FightToEnd}) {
		t.Fatal("a real answer would be skipped")
	}
}
