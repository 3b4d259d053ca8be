package battle

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/widget"
)

func TestMain(m *testing.M) { displaytest.MainWithChild(m, allocChildEnv) }

var testData *Data

func data(tb testing.TB) *Data {
	tb.Helper()
	if testData == nil {
		d, err := EmbeddedData()
		if err != nil {
			tb.Fatal(err)
		}
		testData = d
	}
	return testData
}

// harness is the battle screen on an offscreen 1280×800 screen, driven
// by input.Fake.
type harness struct {
	t      testing.TB
	s      *Scene
	in     *input.Fake
	screen *ebiten.Image
}

func newHarness(tb testing.TB, m *Match, cfg Config) *harness {
	displaytest.Need(tb)
	cfg.Data, cfg.Match = data(tb), m
	h := &harness{t: tb, in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(1280, 800)}
	h.s = New(cfg)
	h.s.Resize(1280, 800)
	h.step()
	return h
}

// stage is a harness on battle id played to stage by random players.
func stage(tb testing.TB, id string, seed uint64, st string) *harness {
	tb.Helper()
	displaytest.Need(tb)
	m, err := Stage(data(tb), id, seed, st)
	if err != nil {
		tb.Fatal(err)
	}
	h := newHarness(tb, m, Config{})
	h.s.viewer, h.s.handoff = h.s.pendingSide(), false
	h.s.refresh()
	return h
}

func (h *harness) step() {
	if err := h.s.Update(h.in); err != nil {
		h.t.Fatal(err)
	}
	h.in.Tick()
	h.screen.Clear()
	h.s.Draw(h.screen)
	displaytest.NextFrame()
}

func (h *harness) click(x, y float64) { displaytest.Click(h.in, h.step, x, y) }

func (h *harness) clickRect(r widget.Rect) { h.click(r.X+r.W/2, r.Y+r.H/2) }

// drag presses at (x0, y0), moves to (x1, y1) in a few ticks and lets go.
func (h *harness) drag(x0, y0, x1, y1 float64) {
	h.in.X, h.in.Y = int(x0), int(y0)
	h.step()
	h.in.Hold(ebiten.MouseButtonLeft, true)
	h.step()
	for k := 1; k <= 4; k++ {
		h.in.X, h.in.Y = int(x0+(x1-x0)*float64(k)/4), int(y0+(y1-y0)*float64(k)/4)
		h.step()
	}
	h.in.Hold(ebiten.MouseButtonLeft, false)
	h.step()
}

// button is the panel's button whose label starts with label.
func (h *harness) button(label string) (*widget.Button, bool) {
	for _, list := range [2][]action{h.s.side.acts, h.s.side.cards} {
		for i := range list {
			if l := list[i].b.Label(); len(l) >= len(label) && l[:len(label)] == label {
				return &list[i].b, true
			}
		}
	}
	return nil, false
}

// press clicks the panel's button labelled label.
func (h *harness) press(label string) {
	h.t.Helper()
	b, ok := h.button(label)
	if !ok {
		h.t.Fatalf("no button %q in the panel", label)
	}
	if !b.Enabled {
		h.t.Fatalf("button %q is disabled: %s", label, b.Reason)
	}
	h.clickRect(b.R)
}

// takeOver clicks through the hand-off screen when it is up.
func (h *harness) takeOver() {
	if h.s.handoff {
		h.clickRect(h.s.hand.go_.R)
	}
}

func rectAt(x, y int) image.Rectangle { return image.Rect(x, y, x+1, y+1) }
