package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/units"
)

// barRight is the x the guidance must stay left of (the buttons).
func (h *harness) barRight() float64 {
	b := h.s.bar
	right := b.left()
	if b.leftOf > 0 {
		right = min(right, b.leftOf-10)
	}
	return right
}

// checkGuidance fails when the guidance runs under the buttons and
// returns what it shows, line by line.
func (h *harness) checkGuidance() []string {
	h.t.Helper()
	b := h.s.bar
	right := h.barRight()
	var out []string
	switch b.doLines {
	case 1:
		if w, _ := b.do.Size(); 20+w > right {
			h.t.Errorf("the guidance (%.0f pixels) runs under the buttons at %.0f", w, right)
		}
		out = append(out, b.do.String())
	case 2:
		for i := range b.doWrap {
			if w, _ := b.doWrap[i].Size(); 20+w > right {
				h.t.Errorf("guidance line %d (%.0f pixels) runs under the buttons at %.0f", i+1, w, right)
			}
			out = append(out, b.doWrap[i].String())
		}
	default:
		h.t.Fatalf("the guidance takes %d lines", b.doLines)
	}
	return out
}

// At the smallest window (1152×720) and the usual one (1280×800) every
// phase's guidance is shown whole, on two lines where one is too short,
// with no tooltip over it; a narrower bar shortens the second line with
// an ellipsis and the tooltip shows the whole text.
func TestGuidanceWrapsThenShortens(t *testing.T) {
	sess, cfg := newSession(t, 1, nil)
	h := newHarnessFor(t, cfg)
	g := h.game()
	// Too narrow for two lines: shortened, and the tooltip shows it all.
	h.s.Resize(760, 800)
	h.step()
	full := h.s.bar.doFull
	lines := h.checkGuidance()
	if !h.s.bar.doShort || !strings.HasSuffix(lines[len(lines)-1], "…") {
		t.Fatalf("at 760 pixels (before the turn's card panels) the guidance shows %q", lines)
	}
	h.in.X, h.in.Y = 60, doWrapY+6
	h.step()
	if h.s.Tip() != full {
		t.Errorf("tooltip over the guidance: %q, want %q", h.s.Tip(), full)
	}
	h.save("play-bar-shortened-tip.png")
	h.in.X, h.in.Y = -1, -1
	wrapped := false
	seen := map[game.Phase]bool{}
	for n := 0; n < 400 && len(seen) < 4; n++ {
		if sess.NeedsHandOff() {
			sess.TakeOver()
			h.s.viewerChanged()
		}
		p := g.Pending
		if p.Side == units.US && p.Kind == game.DecidePhase && g.Phase >= game.PhaseProduction && !seen[g.Phase] {
			seen[g.Phase] = true
			for _, sz := range [][2]int{{1152, 720}, {1280, 800}} {
				h.s.Resize(sz[0], sz[1])
				h.step()
				full := h.s.bar.doFull
				lines := h.checkGuidance()
				if h.s.bar.doShort || strings.Join(lines, " ") != strings.Join(strings.Fields(full), " ") {
					t.Errorf("%v at %d×%d: the guidance shows %q of %q", g.Phase, sz[0], sz[1], lines, full)
				}
				wrapped = wrapped || len(lines) == 2
				h.in.X, h.in.Y = 60, doWrapY+6
				h.step()
				if tip := h.s.Tip(); tip != "" {
					t.Errorf("%v at %d×%d: a tooltip over guidance shown whole: %q", g.Phase, sz[0], sz[1], tip)
				}
				h.in.X, h.in.Y = -1, -1
				if g.Phase == game.PhaseProduction && sz[0] == 1152 {
					h.save("play-bar-wrapped-1152.png")
				}
			}
		}
		if len(seen) == 4 {
			break // still the US's Deployment Phase: the bar is shown
		}
		if _, err := sess.Do(game.PassCommand(g)); err != nil {
			t.Fatal(err)
		}
		h.s.stale = true
		h.step()
	}
	if len(seen) < 4 || !wrapped {
		t.Fatalf("phases seen %v; any guidance wrapped: %v", seen, wrapped)
	}

}
