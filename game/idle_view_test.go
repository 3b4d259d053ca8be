package game

import (
	"testing"

	"frontline/game/units"
)

// Inset V.5 item 2: a unit is idle only while an idle function it began
// holds it. Before a side's first turn (its turn count still 0) none of
// its units has begun one, so its View shows none idle — the defender of
// the first turn used to see its whole army marked idle.
func TestInsetV5_NoUnitIdleBeforeItsSideFirstTurn(t *testing.T) {
	g, _ := newTestGame(t, 1)
	if g.Players[units.Germany].Turn != 0 {
		t.Fatalf("Germany's turn count is %d at the start, want 0", g.Players[units.Germany].Turn)
	}
	for _, u := range g.View(units.Germany).Own {
		if u.Idle {
			t.Errorf("%s (unit %d) shows idle before Germany's first turn", u.Card, u.ID)
		}
	}
	busy := &Unit{IdleUntil: 3}
	if !busy.IdleIn(3) || busy.IdleIn(4) {
		t.Errorf("IdleUntil 3: idle in turn 3 %v (want true), in turn 4 %v (want false)", busy.IdleIn(3), busy.IdleIn(4))
	}
}
