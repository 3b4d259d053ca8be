package menu

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/play"
	"frontline/render/scene"
	"frontline/render/session"
	"frontline/render/settings"
)

// Main menu → New game; untick Momentum, type a seed, Start: the game
// begins with exactly those options and the scene manager reaches the
// play scene.
func TestNewGameStartReachesPlay(t *testing.T) {
	h := newHarness(t, Config{})
	h.clickRect(h.s.items[0].R)
	if h.s.Page() != NewGame {
		t.Fatalf("New game shows page %d", h.s.Page())
	}
	ng := h.s.ng
	if !ng.rules[0].On || !ng.rules[1].On || !ng.rules[2].On {
		t.Fatalf("the optional rules do not default to the scenario's (all on): %v %v %v", ng.rules[0].On, ng.rules[1].On, ng.rules[2].On)
	}
	h.clickRect(ng.rules[2].R) // Momentum off
	h.clickRect(ng.seed.R)
	h.press(ebiten.KeyDelete)
	if ng.start.Enabled || ng.start.Reason != WhyNoSeed {
		t.Errorf("Start with no seed: enabled %v, reason %q", ng.start.Enabled, ng.start.Reason)
	}
	h.typeDigits("4242")
	if ng.seed.Text() != "4242" {
		t.Fatalf("seed field holds %q", ng.seed.Text())
	}
	// As in the program, Start goes on to the play scene through the
	// scene manager.
	var ps *play.Scene
	h.s.cfg.Start = func(sess *session.Session) {
		h.started = sess
		sc := sess.Game().Scenario()
		ps = play.New(play.Config{Title: sc.Name, Map: sc.Map, Session: sess})
		h.mgr.GoTo(ps)
	}
	h.clickRect(ng.start.R)
	if h.started == nil {
		t.Fatalf("Start did not start a game (message %q)", ng.message())
	}
	defer ps.Close()
	for range scene.FadeTicks + 1 {
		h.must()
	}
	if h.mgr.Current() != scene.Scene(ps) {
		t.Fatalf("the scene manager shows %T, want the play scene", h.mgr.Current())
	}
	o := ps.Session().Game().Options
	if o.Seed != 4242 || o.Scenario != "intro" || o.Standard {
		t.Errorf("options %+v, want intro, seed 4242, scenario game", o)
	}
	if o.Momentum == nil || *o.Momentum || o.FogOfWar == nil || !*o.FogOfWar || o.Experience == nil || !*o.Experience {
		t.Errorf("optional rules in Options: fog %v experience %v momentum %v", o.FogOfWar, o.Experience, o.Momentum)
	}
	if r := ps.Session().Game().Rules; r.Momentum || !r.FogOfWar {
		t.Errorf("rules in force %+v, want momentum off and fog of war on", r)
	}
	if !ps.Session().Humans[units.US] || !ps.Session().Humans[units.Germany] {
		t.Errorf("both sides should be human: %v", ps.Session().Humans)
	}
}

// The page offers only what exists; both sides default to people at
// this computer (hot-seat). A scenario with a [standard] section may be
// played as a Standard Game.
func TestNewGameDisabledChoicesSayWhy(t *testing.T) {
	h := newHarness(t, Config{Page: NewGame})
	ng := h.s.ng
	if !ng.gameType.Segment(1).Enabled {
		t.Errorf("Standard is disabled for the introduction: %q", ng.gameType.Segment(1).Reason)
	}
	h.clickRect(ng.gameType.Segment(1).R)
	if ng.gameType.Sel != 1 {
		t.Error("a click did not choose the Standard game")
	}
	h.clickRect(ng.gameType.Segment(0).R)
	if ng.players.note.String() != HotSeat {
		t.Errorf("the players' note says %q, want %q", ng.players.note.String(), HotSeat)
	}
	// Random puts a fresh seed in the field.
	before := ng.seed.Text()
	h.clickRect(ng.random.R)
	if ng.seed.Text() == "" || ng.seed.Text() == before {
		t.Errorf("Random gave %q (was %q)", ng.seed.Text(), before)
	}
	// Esc goes back to the main menu.
	h.press(ebiten.KeyEscape)
	if h.s.Page() != Main {
		t.Errorf("Esc left page %d showing", h.s.Page())
	}
}

// The load page lists a broken save with its error and will not load
// it; the good save loads.
func TestLoadListShowsBrokenSave(t *testing.T) {
	sl := saves(t, map[string]string{"broken": "this is not a save\n"})
	h := newHarness(t, Config{Slots: sl})
	h.clickRect(h.s.items[1].R)
	ld := h.s.ld
	if h.s.Page() != Load || len(ld.rows) != 2 {
		t.Fatalf("page %d with %d rows, want the load page with 2", h.s.Page(), len(ld.rows))
	}
	bi := -1
	for i, s := range ld.slots {
		if s.Name == "broken" {
			bi = i
		}
	}
	if bi < 0 {
		t.Fatal("the broken save is not listed")
	}
	if got := ld.rows[bi].err.String(); !contains(got, "not a Frontline General save") {
		t.Errorf("the broken save's row says %q", got)
	}
	h.clickRect(ld.rows[bi].r)
	if ld.sel != bi || ld.load.Enabled {
		t.Fatalf("selecting the broken save: sel %d, Load enabled %v", ld.sel, ld.load.Enabled)
	}
	h.hover(ld.load.R)
	if !contains(h.s.Tip(), "cannot be loaded") {
		t.Errorf("Load's tooltip %q does not say why", h.s.Tip())
	}
	h.clickRect(ld.load.R)
	if h.started != nil {
		t.Fatal("the broken save was loaded")
	}
	h.clickRect(ld.rows[1-bi].r)
	h.clickRect(ld.load.R)
	if h.started == nil {
		t.Fatalf("the good save did not load (message %q)", ld.msg.String())
	}
	if h.started.Game().Options.Seed != 7 {
		t.Errorf("loaded seed %d, want 7", h.started.Game().Options.Seed)
	}
}

// Delete asks first; Keep keeps the file, Delete removes it.
func TestDeleteSaveAsksFirst(t *testing.T) {
	sl := saves(t, nil)
	h := newHarness(t, Config{Slots: sl, Page: Load})
	ld := h.s.ld
	path := ld.slots[0].Path
	h.clickRect(ld.del.R)
	if !ld.confirm || !contains(ld.msgOK.String(), "cannot be undone") {
		t.Fatalf("Delete did not ask: confirm %v, %q", ld.confirm, ld.msgOK.String())
	}
	h.clickRect(ld.keep.R)
	if _, err := os.Stat(path); err != nil || ld.confirm {
		t.Fatalf("Keep: %v, still asking %v", err, ld.confirm)
	}
	h.clickRect(ld.del.R)
	h.clickRect(ld.del.R)
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the save is still there: %v", err)
	}
	if len(ld.rows) != 0 {
		t.Errorf("%d rows left after deleting the only save", len(ld.rows))
	}
}

// The settings page saves what is chosen and applies it.
func TestSettingsPageSaves(t *testing.T) {
	path := t.TempDir() + "/frontline/settings.toml"
	h := newHarness(t, Config{SettingsPath: path})
	h.clickRect(h.s.items[2].R)
	op := h.s.opt
	if h.s.Page() != Settings {
		t.Fatalf("Settings shows page %d", h.s.Page())
	}
	h.clickRect(op.choices[0].Segment(2).R) // 1600 × 1000
	h.clickRect(op.choices[4].Segment(1).R) // volume 25
	h.clickRect(op.save.R)
	got, err := settings.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Window.Width != 1600 || got.Window.Height != 1000 || got.Sound.Volume != 25 {
		t.Errorf("saved %v", got)
	}
	if len(h.applied) != 1 || h.applied[0] != got {
		t.Errorf("applied %v, want once %v", h.applied, got)
	}
}

// A settings error is shown on the main menu and the settings page.
func TestSettingsErrorShown(t *testing.T) {
	_, err := settings.Parse("settings.toml", []byte("[window]\nheight = \"tall\"\n"))
	h := newHarness(t, Config{SettingsErr: err})
	if !contains(h.s.note.String(), "settings.toml:2:") || !contains(h.s.note.String(), "keeps its default") {
		t.Errorf("main page note %q", h.s.note.String())
	}
	h.clickRect(h.s.items[2].R)
	if !contains(h.s.opt.loadErr.String(), "window.height") {
		t.Errorf("settings page says %q", h.s.opt.loadErr.String())
	}
}

// Quit ends the program.
func TestQuit(t *testing.T) {
	h := newHarness(t, Config{})
	r := h.s.items[4].R
	h.in.X, h.in.Y = int(r.X+r.W/2), int(r.Y+r.H/2)
	h.must()
	h.in.Hold(ebiten.MouseButtonLeft, true)
	h.must()
	h.in.Hold(ebiten.MouseButtonLeft, false)
	if err := h.step(); err != ebiten.Termination {
		t.Errorf("Quit: %v, want ebiten.Termination", err)
	}
}

// Standard starts a Standard Game: the first side buys its force.
func TestNewGameStartsAStandardGame(t *testing.T) {
	h := newHarness(t, Config{Page: NewGame})
	ng := h.s.ng
	h.clickRect(ng.gameType.Segment(1).R)
	h.s.cfg.Start = func(sess *session.Session) { h.started = sess }
	h.clickRect(ng.start.R)
	if h.started == nil {
		t.Fatalf("Start did not start a game (message %q)", ng.message())
	}
	g := h.started.Game()
	if !g.Options.Standard || g.Setup == nil || g.Pending.Kind != game.DecideStandardForce {
		t.Errorf("options %+v, pending %+v: not a Standard setup", g.Options, g.Pending)
	}
}
