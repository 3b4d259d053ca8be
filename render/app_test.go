package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fgame "frontline/game"
	"frontline/game/content"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/menu"
	"frontline/render/pause"
	"frontline/render/session"
	"frontline/render/settings"
	"frontline/render/widget"
)

// The app's scenes need a game loop, which a process runs once: the
// flows below run in a child process (this test binary again).
const appChildEnv = "FRONTLINE_APP_CHILD"

func TestAppMenusFlow(t *testing.T) {
	displaytest.Need(t)
	t.Logf("%s", displaytest.RunChild(t, "TestAppMenusChild", appChildEnv))
}

// inLoop runs f from the first Update of a game loop.
type inLoop struct{ f func() }

func (l *inLoop) Update() error              { l.f(); return ebiten.Termination }
func (l *inLoop) Draw(*ebiten.Image)         {}
func (l *inLoop) Layout(int, int) (int, int) { return 320, 240 }

type appHarness struct {
	t      *testing.T
	a      *app
	in     *input.Fake
	screen *ebiten.Image
	slots  *session.Slots
}

func (h *appHarness) step() {
	h.t.Helper()
	if err := h.a.g.Update(); err != nil && err != ebiten.Termination {
		h.t.Fatal(err)
	}
	h.a.g.drawAsEbitengine(h.screen)
}

// steps lets a cross-fade finish.
func (h *appHarness) steps(n int) {
	for range n {
		h.step()
	}
}

func (h *appHarness) press(k ebiten.Key) {
	h.in.Press(k)
	h.step()
}

func (h *appHarness) click(b *widget.Button) {
	h.t.Helper()
	displaytest.Click(h.in, h.step, b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
}

func TestAppMenusChild(t *testing.T) { childInLoop(t, appChildEnv, "TestAppMenusFlow", appMenus) }

// childInLoop runs f from the first Update of a game loop when this
// process is the child that env marks (run by the test named parent),
// and skips otherwise.
func childInLoop(t *testing.T, env, parent string, f func(*testing.T)) {
	if os.Getenv(env) == "" {
		t.Skip("runs only as the child of " + parent)
	}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(&inLoop{f: func() { f(t) }}); err != nil {
		t.Fatal(err)
	}
}

func appMenus(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	slots := &session.Slots{Dir: t.TempDir()}
	sess, err := session.New(c, fgame.Options{Scenario: "intro", Seed: 1}, nil, slots)
	if err != nil {
		t.Fatal(err)
	}
	h := &appHarness{t: t, in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(1280, 800), slots: slots}
	h.a = newApp(AppConfig{Content: c, Slots: slots, Settings: settings.Defaults(), Session: sess}, h.in)
	h.a.g.Layout(1280, 800)
	h.steps(3)
	o := h.a.host
	if o == nil || h.a.g.scenes.Current() != o {
		t.Fatal("the game did not open")
	}

	// F1: help; Esc closes it and the game is back.
	h.press(ebiten.KeyF1)
	if !o.help.Shown() {
		t.Fatal("F1 did not open the help")
	}
	h.in.WheelY = -2
	h.step()
	if o.help.Scroll() <= 0 {
		t.Error("the help does not scroll with the wheel")
	}
	h.press(ebiten.KeyEscape)
	if o.help.Shown() || o.pause.Shown() {
		t.Fatal("Esc did not close the help back to the game")
	}

	// Esc: the pause menu (the game opens on the Production Phase with
	// the catalog open, which the first Esc closes); its Help opens the
	// help over it, whose Esc returns to the menu.
	for i := 0; i < 3 && !o.pause.Shown(); i++ {
		h.press(ebiten.KeyEscape)
	}
	if !o.pause.Shown() {
		t.Fatalf("Esc did not open the pause menu (hand-off %v, anim %v, toast %q)", sess.NeedsHandOff(), h.a.ps.Animating(), h.a.ps.Toast())
	}
	h.click(pauseItem(o.pause, "Help"))
	if !o.help.Shown() {
		t.Fatal("the pause menu's Help did not open the help")
	}
	h.press(ebiten.KeyEscape)
	if o.help.Shown() || !o.pause.Shown() {
		t.Fatal("closing the help did not return to the pause menu")
	}

	// Save writes the slot offered.
	h.click(pauseItem(o.pause, "Save game…"))
	if o.pause.Page() != pause.SavePage {
		t.Fatalf("Save game…: page %v", o.pause.Page())
	}
	h.press(ebiten.KeyEnter)
	want := filepath.Join(slots.Dir, "intro us turn 1"+session.Ext)
	if _, err := os.Stat(want); err != nil {
		t.Fatalf("no save written: %v (message %q)", err, o.pause.Message())
	}
	if list, _ := slots.List(); len(list) != 1 || list[0].Err != nil {
		t.Errorf("slots after saving: %+v", list)
	}

	// Settings and Load open the menu's pages; their Back returns to the
	// game with the pause menu still up.
	for _, item := range []string{"Settings…", "Load game…"} {
		h.click(pauseItem(o.pause, item))
		h.steps(scene20)
		ms, ok := h.a.g.scenes.Current().(*menu.Scene)
		if !ok {
			t.Fatalf("%s: no menu page shown", item)
		}
		h.press(ebiten.KeyEscape)
		h.steps(scene20)
		if h.a.g.scenes.Current() != o || !o.pause.Shown() {
			t.Fatalf("%s: Back did not return to the game (page %v)", item, ms.Page())
		}
	}

	// Quit to main menu asks, then leaves for the menu.
	h.click(pauseItem(o.pause, "Quit to main menu"))
	if o.pause.Page() != pause.ConfirmMenu {
		t.Fatalf("Quit to main menu did not ask first (page %v)", o.pause.Page())
	}
	h.press(ebiten.KeyEnter)
	h.steps(scene20)
	ms, ok := h.a.g.scenes.Current().(*menu.Scene)
	if !ok || ms.Page() != menu.Main || h.a.ps != nil {
		t.Fatalf("after quitting to the menu: scene %T, play scene kept %v", h.a.g.scenes.Current(), h.a.ps != nil)
	}
	// The main menu's Help.
	h.press(ebiten.KeyF1)
	if !ms.Help().Shown() {
		t.Error("F1 on the main menu did not open the help")
	}
}

const scene20 = 25 // more than scene.FadeTicks

// pauseItem finds the pause menu's button labelled label.
func pauseItem(m *pause.Menu, label string) *widget.Button {
	for _, b := range m.Items() {
		if b.Label() == label {
			return b
		}
	}
	panic("no pause menu item " + label)
}

// The interface scale lays the screen out smaller, never below the
// smallest layout every screen fits.
func TestScaledLayout(t *testing.T) {
	for _, c := range []struct {
		w, h   int
		k      float64
		ww, wh int
	}{
		{1280, 800, 1, 1280, 800},
		{1920, 1080, 1.5, 1280, 720},
		{1600, 1000, 1.5, 1152, 720},
		{1280, 800, 1.5, 1152, 720},
		{1280, 800, 1.25, 1152, 720},
		{2560, 1440, 1.5, 1706, 960},
		{800, 600, 1.5, 800, 600},
		{1280, 800, 0, 1280, 800},
	} {
		if w, h := scaled(c.w, c.h, c.k); w != c.ww || h != c.wh {
			t.Errorf("%dx%d at %v: %dx%d, want %dx%d", c.w, c.h, c.k, w, h, c.ww, c.wh)
		}
	}
	g := &game{scale: 1.5}
	if w, h := g.Layout(1920, 1080); w != 1280 || h != 720 {
		t.Errorf("Layout at 1.5: %dx%d", w, h)
	}
}

// A steady frame at interface scale 1.5 (the screen laid out at
// 1152×720 for a 1600×1000 window), with the help open over the play
// screen, allocates nothing in our Update and Draw.
func TestScaledSteadyFrameAllocations(t *testing.T) {
	displaytest.NoChildAllocs(t, "steady frame", "TestScaledAllocChild", "FRONTLINE_SCALED_ALLOC_CHILD")
}

func TestScaledAllocChild(t *testing.T) {
	if os.Getenv("FRONTLINE_SCALED_ALLOC_CHILD") == "" {
		t.Skip("runs only as the child of TestScaledSteadyFrameAllocations")
	}
	c, sess := introSession(t)
	w, err := WorldOf(c, "intro")
	if err != nil {
		t.Fatal(err)
	}
	o := newOverlays(c, pause.Config{})
	ps := newPlayScene(w, sess, true, false, nil, 0, o)
	defer ps.Close()
	o.inner, o.ready = ps, ps.Ready
	sw, sh := scaled(1600, 1000, 1.5)
	o.Resize(sw, sh)
	o.help.Open()
	displaytest.CountAllocs(t, o, &input.Fake{X: sw / 2, Y: sh / 2}, sw, sh, func() bool { return ps.Ready() && ps.Idle() })
}
