package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
)

// The treasury is on screen in every phase of the viewer's turn, under
// the panel, whole, at 1280×800 and at the smallest layout.
func TestTreasuryShownInEveryPhase(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	seen := map[game.Phase]bool{}
	for i := 0; i < 12 && len(seen) < 3; i++ {
		if g.Pending.Side == units.US && g.Pending.Kind == game.DecidePhase {
			seen[g.Phase] = true
			for _, size := range [][2]int{{1280, 800}, {1152, 720}} {
				h.s.Resize(size[0], size[1])
				h.step()
				money := h.s.bar.money.String()
				if !strings.HasPrefix(money, "Treasury ") {
					t.Fatalf("%s phase: the money line is %q", g.Phase, money)
				}
				c := h.s.cornerR()
				if w, _ := h.s.bar.money.Size(); w > c.W-28 || c.X+c.W > float64(size[0]) || c.Y+c.H > float64(size[1]) {
					t.Errorf("%v %s phase: %q is %.0f px wide in the corner %+v", size, g.Phase, money, w, c)
				}
				if !h.inkIn(int(c.X)+14, int(c.Y)+5, 60, 14) {
					t.Errorf("%v %s phase: nothing lettered where the treasury goes", size, g.Phase)
				}
			}
		}
		h.press(ebiten.KeyEnter)
	}
	if len(seen) < 3 {
		t.Fatalf("saw the phases %v", seen)
	}
}

// inkIn reports whether some pixel of the w×h box at (x, y) is lighter
// than the panel behind it: something is lettered there.
func (h *harness) inkIn(x, y, w, hh int) bool {
	bg := panelBG.Color()
	for py := y; py < y+hh; py++ {
		for px := x; px < x+w; px++ {
			c := h.pixel(px, py)
			if int(c.R)+int(c.G)+int(c.B) > int(bg.R)+int(bg.G)+int(bg.B)+150 {
				return true
			}
		}
	}
	return false
}
