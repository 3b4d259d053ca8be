package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/units"
)

// newMenuHarness is the play scene with its help and pause hooks
// counting the times they are called.
func newMenuHarness(t *testing.T) (*harness, *int, *int) {
	_, cfg := newSession(t, 1, nil)
	helps, pauses := new(int), new(int)
	cfg.Help = func() { *helps++ }
	cfg.Pause = func() { *pauses++ }
	return newHarnessFor(t, cfg), helps, pauses
}

// F1 and the phase bar's ? button open the help; Esc first cancels what
// is under way (here the selection) and only then opens the pause menu.
func TestF1HelpAndEscPause(t *testing.T) {
	h, helps, pauses := newMenuHarness(t)
	h.endPhasesUntil(5, inMovement(h.game(), units.US))

	h.press(ebiten.KeyF1)
	if *helps != 1 {
		t.Fatalf("F1 called the help %d times, want 1", *helps)
	}
	if !h.s.bar.help.Shown {
		t.Fatal("no ? button on the phase bar")
	}
	r := h.s.bar.help.R
	h.click(r.X+r.W/2, r.Y+r.H/2)
	if *helps != 2 {
		t.Fatalf("the ? button: help called %d times, want 2", *helps)
	}
	h.in.X, h.in.Y = -1, -1

	h.clickHex(hex.MustParse("1209"))
	if !h.s.sel.on {
		t.Fatal("no stack selected")
	}
	h.press(ebiten.KeyEscape)
	if h.s.sel.on || *pauses != 0 {
		t.Fatalf("the first Esc: selected %v, pause menu opened %d times; want the selection dropped only", h.s.sel.on, *pauses)
	}
	h.press(ebiten.KeyEscape)
	if *pauses != 1 {
		t.Fatalf("Esc with nothing to cancel opened the pause menu %d times, want 1", *pauses)
	}
}

// On the hand-off screen Esc opens the pause menu (a player may want to
// save or quit there) and F1 the help.
func TestEscOnHandOffOpensPause(t *testing.T) {
	h, helps, pauses := newMenuHarness(t)
	sess := h.s.Session()
	h.endPhasesUntil(10, sess.NeedsHandOff)
	h.press(ebiten.KeyEscape)
	h.press(ebiten.KeyF1)
	if *pauses != 1 || *helps != 1 {
		t.Errorf("on the hand-off screen: pause menu %d, help %d; want 1 and 1", *pauses, *helps)
	}
	if !sess.NeedsHandOff() {
		t.Error("a key took the game over")
	}
}

// Without hooks (tests, screenshots) there is no ? button and Esc only
// cancels.
func TestNoHelpButtonWithoutHelp(t *testing.T) {
	h := newHarness(t, 1)
	if h.s.bar.help.Shown {
		t.Error("a ? button with no help to open")
	}
	h.press(ebiten.KeyEscape) // must not panic
}
