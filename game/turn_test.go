package game

import (
	"reflect"
	"testing"

	"frontline/game/units"
)

func TestInsetV1_PhasesByTurnNumber(t *testing.T) {
	cases := []struct {
		turn int
		want []Phase
	}{
		{1, []Phase{PhaseProduction, PhaseSupply, PhaseMovement, PhaseCombat}},
		{2, []Phase{PhaseIncome, PhaseSupply, PhaseMovement, PhaseCombat}},
		{5, []Phase{PhaseIncome, PhaseSupply, PhaseMovement, PhaseCombat, PhaseDeployment}},
		{6, []Phase{PhaseIncome, PhaseProduction, PhaseSupply, PhaseMovement, PhaseCombat}},
		{10, []Phase{PhaseIncome, PhaseSupply, PhaseMovement, PhaseCombat, PhaseDeployment}},
		{11, []Phase{PhaseIncome, PhaseProduction, PhaseSupply, PhaseMovement, PhaseCombat}},
	}
	for _, c := range cases {
		var got []Phase
		for p := firstPhase(c.turn); p < numPhases; p = p.next(c.turn) {
			got = append(got, p)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("turn %d: %v, want %v", c.turn, got, c.want)
		}
	}
}

func TestV1_FirstTurnHasNoIncomeThenHQAndPostsPay(t *testing.T) {
	g, evs := newTestGame(t, 1)
	if _, ok := hasEvent(evs, EvIncome); ok {
		t.Fatal("income collected on a side's first turn")
	}
	first := g.Active
	if g.Phase != PhaseProduction || g.Pending.Kind != DecidePhase {
		t.Fatalf("turn 1 should open on Production waiting for the player, got %s / %s", g.Phase, g.Pending.Kind)
	}
	var all []Event
	for g.Active == first || g.Players[first].Turn < 2 {
		all = append(all, endPhase(t, g)...)
		if g.Pending.Kind == DecideSupplyIdle {
			t.Fatal("unexpected supply deficit in the opening turns")
		}
	}
	inc, ok := hasEvent(all, EvIncome)
	if !ok {
		t.Fatal("no income on the second turn")
	}
	if want := g.Income(first); inc.Amount != want || want != 40 {
		t.Errorf("income %d, want Forward HQ 30 + one Command Post 10 = 40 (got Income()=%d)", inc.Amount, want)
	}
}

func TestIIInsetII2_ScenarioGivesFirstTurn(t *testing.T) {
	g, _ := newTestGame(t, 7)
	if want := units.Side(g.Scenario().FirstPlayer); want != "roll" && g.First != want {
		t.Errorf("first player %s, scenario says %s", g.First, want)
	}
}

func TestII22_TurnLimitEndsInADraw(t *testing.T) {
	g, _ := newTestGame(t, 3)
	// Keep both treasuries full so no deficit interrupts the run.
	for steps := 0; !g.Over; steps++ {
		if steps > 2000 {
			t.Fatal("game did not reach its turn limit")
		}
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		endPhase(t, g)
	}
	limit := g.Scenario().TurnLimit
	if g.Result != "draw" || g.Players[units.US].Turn != limit || g.Players[units.Germany].Turn != limit {
		t.Errorf("result %q after %d/%d turns, limit %d", g.Result, g.Players[units.US].Turn, g.Players[units.Germany].Turn, limit)
	}
	if _, err := g.Apply(Command{Kind: CmdEndPhase, Side: units.US}); err == nil {
		t.Error("a finished game accepted a command")
	}
}

func TestSameSeedSameGame(t *testing.T) {
	run := func() []Event {
		g, evs := newTestGame(t, 42)
		for i := 0; i < 60 && !g.Over; i++ {
			if g.Pending.Kind == DecideSupplyIdle {
				evs = append(evs, mustApply(t, g, Command{Kind: CmdChooseSupplyIdle, Side: g.Pending.Side, Units: g.Pending.Choices})...)
				continue
			}
			evs = append(evs, endPhase(t, g)...)
		}
		return evs
	}
	a, b := run(), run()
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two games with the same seed and commands differ")
	}
}

func mustApply(t *testing.T, g *Game, cmd Command) []Event {
	t.Helper()
	evs, err := g.Apply(cmd)
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

func TestApplyRefusesTheWrongSideAndPhase(t *testing.T) {
	g, _ := newTestGame(t, 1)
	if _, err := g.Apply(Command{Kind: CmdEndPhase, Side: Enemy(g.Active)}); err == nil {
		t.Error("the passive side ended the active side's phase")
	}
	if _, err := g.Apply(Command{Kind: CmdChooseSupplyIdle, Side: g.Active}); err == nil {
		t.Error("a deficit choice was accepted with no deficit")
	}
}

// Inset V.1 with IV.3.8: a pending decision other than the phase's own
// orders is answered in whatever phase raised it (an Encircle escape asks
// for its fall-back hex in the Movement Phase, a Withdraw card in the
// Combat Phase); only the orders of a phase are bound to their phase.
func TestPendingDecisionsAreAnsweredInAnyPhase(t *testing.T) {
	for kind, h := range handlers {
		for _, d := range append([]DecisionKind{h.decision}, h.also...) {
			for p := range numPhases {
				if d != DecidePhase && !h.answers(d, p) {
					t.Errorf("%s does not answer %s in the %s Phase", kind, d, p)
				}
			}
		}
	}
	if handlers[CmdMove].answers(DecidePhase, PhaseCombat) {
		t.Error("a move is accepted in the Combat Phase")
	}
}
