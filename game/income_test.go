package game

import (
	"testing"

	"frontline/game/dice"

	"frontline/game/units"
)

// runToIncome plays until the given side's next Income/Event phase is due
// and stops just before it (at the enemy's last phase).
func runToIncomeOf(t *testing.T, g *Game, side units.Side) {
	t.Helper()
	for !(g.Active == Enemy(side) && g.Phase == PhaseCombat && g.Players[side].Turn >= 1) {
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		endPhase(t, g)
	}
}

func TestIII7_HandLimitDiscardsTheExtraCard(t *testing.T) {
	g, _ := newTestGame(t, 5)
	side := Enemy(g.First)
	runToIncomeOf(t, g, side)
	g.Players[side].Hand = []string{"withdraw", "push", "inspire", "encircle", "push"}
	evs := endPhase(t, g)
	if len(g.Players[side].Hand) != HandLimit {
		t.Errorf("hand %v, limit %d", g.Players[side].Hand, HandLimit)
	}
	if _, ok := hasEvent(evs, EvCommandDiscard); !ok {
		t.Error("no discard event when the hand overflowed")
	}
	drawn, _ := hasEvent(evs, EvCommandDrawn)
	if !drawn.Secret {
		t.Error("the drawn command card must be secret to the other side")
	}
}

func TestV1_EventCardOnThreeOrLess(t *testing.T) {
	for _, c := range []struct {
		roll  int
		drawn bool
	}{{3, true}, {1, true}, {4, false}, {10, false}} {
		g, _ := newTestGame(t, 9)
		side := Enemy(g.First)
		runToIncomeOf(t, g, side)
		// d10 event check, then (if drawn) up to two d6 for a variable
		// duration; the command card draw does not roll.
		g.dice = dice.Script(c.roll, 4, 4)
		evs := endPhase(t, g)
		if !c.drawn && g.dice.Remaining() != 2 {
			t.Errorf("event check %d: no card drawn, yet %d more dice were rolled", c.roll, 2-g.dice.Remaining())
		}
		_, drawn := hasEvent(evs, EvEventDrawn)
		if drawn != c.drawn {
			t.Errorf("event check %d: drawn %v, want %v", c.roll, drawn, c.drawn)
		}
	}
}

func TestInsetIV2_NoForwardHQNoCommandCards(t *testing.T) {
	g, _ := newTestGame(t, 5)
	side := Enemy(g.First)
	for _, u := range g.Units {
		if u.Side == side && u.Card.Special.Structure == units.ForwardHQ {
			u.Place = Destroyed
		}
	}
	runToIncomeOf(t, g, side)
	before := len(g.Players[side].Hand)
	endPhase(t, g)
	if len(g.Players[side].Hand) != before {
		t.Error("a side without its Forward HQ drew a command card")
	}
	if inc := g.Income(side); inc != 10 {
		t.Errorf("income without the HQ %d, want the Command Post's 10", inc)
	}
}
