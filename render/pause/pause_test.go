package pause

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/widget"
)

func TestMain(m *testing.M) { displaytest.Main(m) }

type harness struct {
	t      *testing.T
	m      *Menu
	in     *input.Fake
	screen *ebiten.Image
	saved  []string
	calls  map[string]int
}

func newHarness(t *testing.T) *harness {
	displaytest.Need(t)
	h := &harness{t: t, in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(1280, 800), calls: map[string]int{}}
	call := func(name string) func() { return func() { h.calls[name]++ } }
	h.m = New(Config{
		Save: func(name string) error {
			if name == "bad" {
				return errors.New("disk full")
			}
			h.saved = append(h.saved, name)
			return nil
		},
		SaveName: func() string { return "intro us turn 3" },
		Exists:   func(name string) bool { return name == "old" },
		Load:     call("load"), Settings: call("settings"), Help: call("help"), MainMenu: call("menu"), Quit: call("quit"),
	})
	h.m.Resize(1280, 800)
	h.m.Open()
	h.step()
	return h
}

func (h *harness) step() {
	h.m.Update(h.in)
	h.in.Tick()
	h.screen.Clear()
	h.m.Draw(h.screen)
	displaytest.NextFrame()
}

func (h *harness) press(k ebiten.Key) {
	h.in.Press(k)
	h.step()
}

func (h *harness) click(b *widget.Button) {
	h.t.Helper()
	if !b.Shown {
		h.t.Fatalf("button %q is not shown", b.Label())
	}
	displaytest.Click(h.in, h.step, b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
}

// Save offers a name, takes typing and writes the slot named; the menu
// comes back with the result.
func TestSaveTypesANameAndSaves(t *testing.T) {
	h := newHarness(t)
	h.click(&h.m.items[itemSave])
	if h.m.Page() != SavePage || h.m.name.text() != "intro us turn 3" {
		t.Fatalf("page %v, name %q", h.m.Page(), h.m.name.text())
	}
	h.press(ebiten.KeyDelete)
	if h.m.ok.Enabled {
		t.Error("Save enabled with no name")
	}
	// A fast typist: several characters in one tick, then one a tick;
	// characters a name may not hold are left out.
	h.in.Type("Bri")
	h.step()
	for _, c := range "dge 2/-x" {
		h.in.Type(string(c))
		h.step()
	}
	h.press(ebiten.KeyBackspace)
	if got := h.m.name.text(); got != "Bridge 2-" {
		t.Fatalf("typed %q, want %q", got, "Bridge 2-")
	}
	h.press(ebiten.KeyEnter)
	if len(h.saved) != 1 || h.saved[0] != "Bridge 2-" {
		t.Fatalf("saved %q", h.saved)
	}
	if h.m.Page() != Main || !h.m.Shown() || h.m.Message() == "" {
		t.Errorf("after saving: page %v, shown %v, message %q", h.m.Page(), h.m.Shown(), h.m.Message())
	}
	// A name in use says it replaces that save; a failed save stays on
	// the page and says why.
	h.click(&h.m.items[itemSave])
	h.m.name.set("old")
	h.m.nameChanged()
	if !h.m.exists {
		t.Error("an existing name is not flagged")
	}
	h.m.name.set("bad")
	h.m.nameChanged()
	h.click(&h.m.ok)
	if h.m.Page() != SavePage || h.m.Message() == "" || !h.m.msgBad {
		t.Errorf("failed save: page %v, message %q", h.m.Page(), h.m.Message())
	}
	h.save("pause-save.png")
	h.press(ebiten.KeyEscape)
	if h.m.Page() != Main {
		t.Error("Esc on the save page did not go back to the menu")
	}
}

// Every choice leads somewhere and back: Esc and Resume return to the
// game, the quits ask first (and their Back returns), the others call
// their screens.
func TestEveryPathReturns(t *testing.T) {
	h := newHarness(t)
	h.save("pause-main.png")
	h.press(ebiten.KeyEscape)
	if h.m.Shown() {
		t.Fatal("Esc left the menu open")
	}
	h.m.Open()
	h.click(&h.m.items[itemResume])
	if h.m.Shown() {
		t.Fatal("Resume left the menu open")
	}
	h.m.Open()
	for _, c := range []struct {
		item int
		name string
	}{{itemLoad, "load"}, {itemSettings, "settings"}, {itemHelp, "help"}} {
		h.click(&h.m.items[c.item])
		if h.calls[c.name] != 1 {
			t.Errorf("%s: called %d times", c.name, h.calls[c.name])
		}
	}
	for _, c := range []struct {
		item int
		page Page
		name string
	}{{itemMenu, ConfirmMenu, "menu"}, {itemQuit, ConfirmQuit, "quit"}} {
		h.click(&h.m.items[c.item])
		if h.m.Page() != c.page || h.calls[c.name] != 0 {
			t.Fatalf("%s: page %v, called %d times before confirming", c.name, h.m.Page(), h.calls[c.name])
		}
		h.save("pause-confirm-" + c.name + ".png")
		h.click(&h.m.back)
		if h.m.Page() != Main {
			t.Fatalf("%s: Back went to page %v", c.name, h.m.Page())
		}
		h.click(&h.m.items[c.item])
		h.click(&h.m.saveFirst)
		if h.m.Page() != SavePage {
			t.Fatalf("%s: Save first went to page %v", c.name, h.m.Page())
		}
		h.press(ebiten.KeyEscape)
		h.click(&h.m.items[c.item])
		h.click(&h.m.ok)
		if h.calls[c.name] != 1 || h.m.Shown() {
			t.Errorf("%s confirmed: called %d times, menu shown %v", c.name, h.calls[c.name], h.m.Shown())
		}
		h.m.Open()
	}
}

// Without a save folder Save is disabled and says why.
func TestSaveOffSaysWhy(t *testing.T) {
	displaytest.Need(t)
	m := New(Config{MainMenu: func() {}, Quit: func() {}})
	m.Open()
	if b := m.items[itemSave]; b.Enabled || b.Reason == "" {
		t.Errorf("Save: enabled %v, reason %q", b.Enabled, b.Reason)
	}
	if b := m.items[itemLoad]; b.Enabled || b.Reason == "" {
		t.Errorf("Load: enabled %v, reason %q", b.Enabled, b.Reason)
	}
}

func (h *harness) save(name string) { displaytest.SavePNG(h.t, h.screen, name) }
