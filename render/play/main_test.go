package play

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/mapview"
	"frontline/render/session"
)

func TestMain(m *testing.M) { displaytest.MainWithChild(m, allocChildEnv) }

// harness is the play scene on an offscreen screen, driven by input.Fake.
type harness struct {
	t      testing.TB
	s      *Scene
	in     *input.Fake
	screen *ebiten.Image
}

// newSession starts the introduction, hot-seat, with seed.
func newSession(tb testing.TB, seed uint64, saves *session.Slots) (*session.Session, Config) {
	return newScenarioSession(tb, "intro", seed, saves)
}

// newScenarioSession is newSession of another scenario.
func newScenarioSession(tb testing.TB, id string, seed uint64, saves *session.Slots) (*session.Session, Config) {
	c, err := content.Embedded()
	if err != nil {
		tb.Fatal(err)
	}
	sc, err := c.Scenario(id)
	if err != nil {
		tb.Fatal(err)
	}
	sess, err := session.New(c, game.Options{Scenario: id, Seed: seed}, nil, saves)
	if err != nil {
		tb.Fatal(err)
	}
	cfg := Config{Title: sc.Name, Map: sc.Map, Session: sess, Grid: true}
	for _, o := range sc.Objectives() {
		cfg.Objectives = append(cfg.Objectives, mapview.Objective{Hex: o.Hex, Primary: o.Kind == scenario.Primary, Side: string(o.Side), Name: o.Name})
	}
	return sess, cfg
}

func newHarness(tb testing.TB, seed uint64) *harness {
	displaytest.Need(tb)
	_, cfg := newSession(tb, seed, nil)
	return newHarnessFor(tb, cfg)
}

// newHarnessFor shows the game of cfg (its session possibly advanced).
func newHarnessFor(tb testing.TB, cfg Config) *harness {
	displaytest.Need(tb)
	h := &harness{t: tb, s: New(cfg), in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(1280, 800)}
	tb.Cleanup(h.s.Close)
	h.s.Resize(1280, 800)
	h.step()
	return h
}

func (h *harness) game() *game.Game { return h.s.Session().Game() }

func (h *harness) step() {
	if err := h.s.Update(h.in); err != nil {
		h.t.Fatal(err)
	}
	h.in.Tick()
	h.screen.Clear()
	h.s.Draw(h.screen)
	displaytest.NextFrame()
}

// click is a left click (press, release) at (x, y).
func (h *harness) click(x, y float64) {
	h.in.X, h.in.Y = int(x), int(y)
	h.step()
	h.in.Hold(ebiten.MouseButtonLeft, true)
	h.step()
	h.in.Hold(ebiten.MouseButtonLeft, false)
	h.step()
}

// hexAt is where hex hh is on screen.
func (h *harness) hexAt(hh hex.Hex) (float64, float64) {
	wx, wy := art.World.Center(hh)
	return h.s.Map().Camera().ToScreen(wx, wy)
}

// onMap reports whether hex hh is on screen and not under the chrome.
func (h *harness) onMap(hh hex.Hex) bool {
	x, y := h.hexAt(hh)
	v := h.s.Map().Camera().View
	return x > v.MinX+8 && x < v.MaxX-8 && y > v.MinY+8 && y < v.MaxY-8 && !h.s.overUI(int(x), int(y))
}

func (h *harness) clickHex(hh hex.Hex) {
	h.t.Helper()
	if !h.onMap(hh) {
		h.t.Fatalf("hex %s is not clickable on screen", hh)
	}
	h.click(h.hexAt(hh))
}

func (h *harness) press(k ebiten.Key) {
	h.in.Press(k)
	h.step()
}

// endPhasesUntil presses Enter until done holds (at most n times).
func (h *harness) endPhasesUntil(n int, done func() bool) {
	h.t.Helper()
	for i := 0; i < n && !done(); i++ {
		h.press(ebiten.KeyEnter)
	}
	if !done() {
		h.t.Fatalf("not reached after %d presses of Enter (pending %+v)", n, h.game().Pending)
	}
}

func (h *harness) pixel(x, y int) color.RGBA { return h.screen.At(x, y).(color.RGBA) }

func (h *harness) save(name string) {
	b := h.screen.Bounds()
	img := image.NewRGBA(b)
	h.screen.ReadPixels(img.Pix)
	path := filepath.Join(displaytest.Artefacts(h.t), name)
	f, err := os.Create(path)
	if err != nil {
		h.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		h.t.Fatal(err)
	}
	h.t.Logf("wrote %s", path)
}

func passOf(s *session.Session) game.Command { return game.PassCommand(s.Game()) }

func hexCenter(h hex.Hex) (float64, float64) { return art.World.Center(h) }
