package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/units"
)

// IX.1: the computer's answer to the person's proposal is said on the
// screen, not only logged: a decline on the map, an acceptance over the
// battle table once the flight is over.
func TestIX1_ComputerAnswerToAProposalIsSaid(t *testing.T) {
	h := soloHarness(t, 1)
	g := h.game()
	proposeFromConfirmation(t, h)
	for i := 0; g.Pending.Kind == game.DecideMiniatures && g.Pending.Side == units.Germany; i++ {
		if i > 600 {
			t.Fatal("the computer does not answer")
		}
		h.s.AwaitComputer()
		h.step()
	}
	if !h.s.TableShown() && (g.Battle() == nil || g.Battle().Over()) {
		if !strings.Contains(h.s.Toast(), "declines") {
			t.Fatalf("the decline is not said: toast %q", h.s.Toast())
		}
		return
	}
	waitTable(t, h)
	h.click(640, 400) // skips the flight
	h.step()
	if said := h.s.Table().Said(); !strings.Contains(said, "Germany accepts") {
		t.Fatalf("the table opens saying %q", said)
	}
	h.save("play-miniatures-computer-accepts.png")
}
