package help

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/content"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

const allocChildEnv = "FRONTLINE_HELP_ALLOC_CHILD"

func TestMain(m *testing.M) { displaytest.MainWithChild(m, allocChildEnv) }

type harness struct {
	t      testing.TB
	s      *Screen
	in     *input.Fake
	screen *ebiten.Image
}

func newHarness(tb testing.TB) *harness {
	displaytest.Need(tb)
	c, err := content.Embedded()
	if err != nil {
		tb.Fatal(err)
	}
	h := &harness{t: tb, s: New(c.Catalog), in: &input.Fake{X: 640, Y: 400}, screen: ebiten.NewImage(1280, 800)}
	h.s.Resize(1280, 800)
	h.s.Open()
	h.step()
	return h
}

func (h *harness) step() {
	h.s.Update(h.in)
	h.in.Tick()
	h.screen.Clear()
	h.s.Draw(h.screen)
	displaytest.NextFrame()
}

func (h *harness) press(k ebiten.Key) {
	h.in.Press(k)
	h.step()
}

func (h *harness) save(name string) { displaytest.SavePNG(h.t, h.screen, name) }

// The page is longer than the screen: the wheel, the page and arrow keys,
// Home and End scroll it, within bounds.
func TestHelpScrolls(t *testing.T) {
	h := newHarness(t)
	if h.s.MaxScroll() <= 0 {
		t.Fatalf("the help fits the screen (content %.0f): nothing to scroll", h.s.contentH)
	}
	if len(h.s.samples) < 10 || len(h.s.swatch) < 10 {
		t.Errorf("%d marker samples and %d map swatches, want the legend in full", len(h.s.samples), len(h.s.swatch))
	}
	h.save("help-top.png")
	h.in.WheelY = -1
	h.step()
	wheel := h.s.Scroll()
	if wheel <= 0 {
		t.Fatalf("the wheel did not scroll (at %.0f)", wheel)
	}
	h.press(ebiten.KeyPageDown)
	if h.s.Scroll() <= wheel {
		t.Errorf("Page Down: at %.0f, was %.0f", h.s.Scroll(), wheel)
	}
	h.press(ebiten.KeyArrowUp)
	h.press(ebiten.KeyEnd)
	if h.s.Scroll() != h.s.MaxScroll() {
		t.Errorf("End: at %.0f, want the bottom %.0f", h.s.Scroll(), h.s.MaxScroll())
	}
	h.press(ebiten.KeyPageDown)
	if h.s.Scroll() != h.s.MaxScroll() {
		t.Errorf("scrolled past the bottom: %.0f > %.0f", h.s.Scroll(), h.s.MaxScroll())
	}
	h.save("help-end.png")
	// The markers, half way.
	for i := range h.s.blocks {
		if h.s.blocks[i].kind == pictures {
			h.s.scroll = min(h.s.MaxScroll(), h.s.blocks[i].y-120)
			break
		}
	}
	h.step()
	h.save("help-markers.png")
	h.press(ebiten.KeyHome)
	if h.s.Scroll() != 0 {
		t.Errorf("Home: at %.0f", h.s.Scroll())
	}
	h.in.WheelY = 1
	h.step()
	if h.s.Scroll() != 0 {
		t.Errorf("scrolled above the top: %.0f", h.s.Scroll())
	}
}

// Esc, a right click and the Close button each close the help.
func TestHelpCloses(t *testing.T) {
	h := newHarness(t)
	h.press(ebiten.KeyEscape)
	if h.s.Shown() {
		t.Error("Esc left the help open")
	}
	h.s.Open()
	h.in.Hold(ebiten.MouseButtonRight, true)
	h.step()
	h.in.Hold(ebiten.MouseButtonRight, false)
	h.step()
	if h.s.Shown() {
		t.Error("a right click left the help open")
	}
	h.s.Open()
	r := h.s.close.R
	displaytest.Click(h.in, h.step, r.X+r.W/2, r.Y+r.H/2)
	if h.s.Shown() {
		t.Error("Close left the help open")
	}
}

// A steady frame of the help, scrolled to the markers, allocates nothing.
func TestHelpSteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestHelpAllocChild", allocChildEnv)
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

type sceneOf struct{ s *Screen }

func (a sceneOf) Update(in input.Source) error { a.s.Update(in); return nil }
func (a sceneOf) Draw(dst *ebiten.Image)       { a.s.Draw(dst) }

func TestHelpAllocChild(t *testing.T) {
	if os.Getenv(allocChildEnv) == "" {
		t.Skip("runs only as the child of TestHelpSteadyFrameAllocations")
	}
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	s := New(c.Catalog)
	s.Resize(1280, 800)
	s.Open()
	s.scroll = s.MaxScroll() / 2
	displaytest.CountAllocs(t, sceneOf{s}, &input.Fake{X: 640, Y: 400}, 1280, 800, nil)
}
