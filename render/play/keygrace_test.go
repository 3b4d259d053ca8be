package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/input"
)

// A Space pressed to skip the computer's turn that lands as the turn
// ends does not also end the person's phase (or decline a retaliation):
// Enter and Space wait input.KeyGrace ticks after the computer held the
// game.
func TestKeyThatSkippedTheComputerDoesNotPassThePhase(t *testing.T) {
	h := newAnimHarness(t)
	g := h.game()
	phase, active := g.Phase, g.Active
	if active != units.US {
		t.Fatalf("harness at %s's %v", active, phase)
	}
	h.s.comp.quiet = 0 // the computer has just handed back
	h.in.Press(ebiten.KeySpace)
	h.step()
	if g = h.game(); g.Phase != phase || g.Active != active {
		t.Fatalf("a Space just after the computer's turn passed the %v", phase)
	}
	for range input.KeyGrace {
		h.step()
	}
	h.in.Press(ebiten.KeySpace)
	h.step()
	if g = h.game(); g.Phase == phase && g.Active == active {
		t.Errorf("Space did not end the %v once the grace was over", phase)
	}
}
