package menu

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/content"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/scene"
	"frontline/render/session"
	"frontline/render/settings"
	"frontline/render/widget"
)

func TestMain(m *testing.M) { displaytest.MainWithChild(m, allocChildEnv) }

// harness is the menu in a scene manager on an offscreen screen, driven
// by input.Fake.
type harness struct {
	t       testing.TB
	mgr     scene.Manager
	s       *Scene
	in      *input.Fake
	screen  *ebiten.Image
	started *session.Session
	applied []settings.Settings
}

func newHarness(tb testing.TB, cfg Config) *harness {
	displaytest.Need(tb)
	c, err := content.Embedded()
	if err != nil {
		tb.Fatal(err)
	}
	h := &harness{t: tb, in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(1280, 800)}
	cfg.Content = c
	cfg.Start = func(s *session.Session) { h.started = s }
	cfg.Apply = func(s settings.Settings) { h.applied = append(h.applied, s) }
	if cfg.Settings == (settings.Settings{}) {
		cfg.Settings = settings.Defaults()
	}
	h.s = New(cfg)
	h.mgr.Resize(1280, 800)
	h.mgr.GoTo(h.s)
	h.step()
	return h
}

func (h *harness) step() error {
	err := h.mgr.Update(h.in)
	h.in.Tick()
	h.screen.Clear()
	h.mgr.Draw(h.screen)
	displaytest.NextFrame()
	return err
}

func (h *harness) must() {
	h.t.Helper()
	if err := h.step(); err != nil {
		h.t.Fatal(err)
	}
}

// click is a left click (press, release) at (x, y).
func (h *harness) click(x, y float64) {
	h.t.Helper()
	h.in.X, h.in.Y = int(x), int(y)
	h.must()
	h.in.Hold(ebiten.MouseButtonLeft, true)
	h.must()
	h.in.Hold(ebiten.MouseButtonLeft, false)
	h.must()
}

func (h *harness) clickRect(r widget.Rect) { h.t.Helper(); h.click(r.X+r.W/2, r.Y+r.H/2) }

func (h *harness) hover(r widget.Rect) {
	h.in.X, h.in.Y = int(r.X+r.W/2), int(r.Y+r.H/2)
	h.must()
}

func (h *harness) press(k ebiten.Key) {
	h.t.Helper()
	h.in.Press(k)
	h.must()
}

// typeDigits types s on the keyboard, a character a tick.
func (h *harness) typeDigits(s string) {
	h.t.Helper()
	for _, r := range s {
		h.in.Type(string(r))
		h.must()
	}
}

// saves is a save directory holding one good save (seed 7) and the
// named broken files.
func saves(t testing.TB, broken map[string]string) *session.Slots {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	sl := &session.Slots{Dir: t.TempDir()}
	g, _, err := game.New(c, game.Options{Scenario: content.DefaultScenario, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if err := sl.Save("good", g, nil); err != nil {
		t.Fatal(err)
	}
	for name, body := range broken {
		if err := os.WriteFile(filepath.Join(sl.Dir, name+session.Ext), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return sl
}

func seedText(v uint64) string { return strconv.FormatUint(v, 10) }

func contains(s, sub string) bool { return strings.Contains(s, sub) }
