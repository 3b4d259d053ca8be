package play

import (
	"strings"
	"testing"
	"time"

	"frontline/game"
)

// The play tests hover targets now and then: each hover samples this many
// engagements in the background.
func init() { previewTrials = 200 }

// V.5 preview: hovering a target with the attacker selected shows the
// outcome of the whole engagement over sampled trials (game.OddsTrials in
// play), worked out off the UI thread ("computing" meanwhile); the game
// is not touched.
func TestV6_OutcomePreviewBeforeTheAttack(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sherman, at := shermanIntoCombat(t, h)
	selectShermanAt(h, sherman, at)
	before := g.Hash()
	x, y := h.hexAt(at)
	h.in.X, h.in.Y = int(x)+3, int(y)+3
	h.step()
	if box := h.s.outcome.box.String(); !h.s.outcome.shown || !strings.Contains(box, "computing") && !strings.Contains(box, "Whole engagement") {
		t.Fatalf("no outcome preview while hovering: %q", box)
	}
	for deadline := time.Now().Add(2 * time.Minute); h.s.outcomeBusy() && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		h.step()
	}
	h.step()
	box := h.s.outcome.box.String()
	target := TargetIn(h.s.view, at, h.s.sel.targets)
	if !strings.Contains(box, "Whole engagement, every round until it ends (both sides firing; 200 trials)") || !strings.Contains(box, h.s.enemyName(target)+" destroyed") ||
		!strings.Contains(box, "Your losses: "+h.s.ownName(sherman)) {
		t.Fatalf("outcome preview %q", box)
	}
	if g.Hash() != before || g.Pending.Kind != game.DecidePhase {
		t.Fatal("the preview changed the game")
	}
	h.save("play-outcome-preview.png")
	// Off the target, the box goes.
	h.in.X, h.in.Y = 5, 5
	h.step()
	if h.s.outcome.shown {
		t.Error("the preview stays up with no target hovered")
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{7: "7", 10000: "10,000", 1234567: "1,234,567"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q", n, got)
		}
	}
}
