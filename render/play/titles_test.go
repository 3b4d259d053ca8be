package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
)

// checkTitles fails where a title of the screen is cut or runs past its
// panel: the phase bar's status line, the panel's title and subtitle,
// the log's title (left of its chips), the catalog's title.
func (h *harness) checkTitles(t *testing.T, where string) {
	t.Helper()
	s := h.s
	if got := s.bar.status.String(); got != s.bar.statusFull {
		t.Errorf("%s: the phase bar says %q, cut from %q", where, got, s.bar.statusFull)
	}
	room := s.sideR.W - 28
	for name, w := range map[string]float64{"title": width(s.side.header.Size()), "subtitle": width(s.side.sub.Size())} {
		if w > room {
			t.Errorf("%s: the panel's %s %q is %.0f px wide in %.0f", where, name, map[string]string{"title": s.side.header.String(), "subtitle": s.side.sub.String()}[name], w, room)
		}
	}
	if !s.sheetShown() && !s.dock.hidden {
		if lw := width(s.log.title.Size()); s.logR.X+10+lw > s.log.chips.r[0].X-4 {
			t.Errorf("%s: the log's title runs into its chips", where)
		}
	}
	if s.sheetShown() {
		if tw := width(s.sheet.title.Size()); s.sheet.r.X+sheetPad+tw > s.sheet.close.R.X-8 {
			t.Errorf("%s: the catalog's title runs into Close", where)
		}
		if sw := width(s.sheet.sub.Size()); s.sheet.r.X+sheetPad+sw > s.sheet.r.X+s.sheet.r.W-sheetPad {
			t.Errorf("%s: the catalog's subtitle runs past the catalog", where)
		}
	}
}

func width(w, _ float64) float64 { return w }

// Titles fit at 1280×800 and at the smallest layout, in each phase of
// both sides' first turns, with a stack selected and without.
func TestTitlesFit(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	for i := 0; i < 16; i++ {
		if g.Pending.Kind == game.DecidePhase && h.s.sess.NeedsHandOff() {
			h.click(640, 400) // take the hand-off
		}
		for _, size := range [][2]int{{1280, 800}, {1152, 720}} {
			h.s.Resize(size[0], size[1])
			h.step()
			where := string(g.Pending.Side) + " " + g.Phase.String()
			h.checkTitles(t, where)
			if g.Phase == game.PhaseMovement || g.Phase == game.PhaseCombat {
				for _, at := range []string{"1209", "0807", "1109"} {
					h.s.Select(hex.MustParse(at))
					h.step()
					h.checkTitles(t, where+" "+at)
				}
				h.press(ebiten.KeyEscape)
			}
		}
		if g.Step > 2 {
			break
		}
		h.press(ebiten.KeyEnter)
	}
}
