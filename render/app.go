package render

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"time"

	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/render/battle"
	"frontline/render/input"
	"frontline/render/mapview"
	"frontline/render/menu"
	"frontline/render/pause"
	"frontline/render/play"
	"frontline/render/session"
	"frontline/render/settings"
	"frontline/render/sound"
	"frontline/render/victory"
	"frontline/render/widget"
)

// AppConfig is what the whole client runs with.
type AppConfig struct {
	Content *content.Content
	Slots   *session.Slots // nil: saving is off
	// Settings are the player's settings, read from SettingsPath (""
	// : not saved); SettingsErr is the error reading them, if any (the
	// menu shows it; what could not be read keeps its default).
	Settings     settings.Settings
	SettingsPath string
	SettingsErr  error
	// Session, when set, skips the menu: the game opens at once.
	Session *session.Session
	Window  Options
	// Campaigns are the campaigns offered (II.1.3, game/campaign); none:
	// the main menu offers no New campaign.
	Campaigns []*campaign.Def
	// Sound plays the effects; App opens it from the settings' volume
	// unless Window.Mute (nil elsewhere: silent, no audio context).
	Sound *sound.Player
}

// App opens the window on the main menu (or straight on cfg.Session)
// and runs the client's scenes — menu, play, victory — until the window
// is closed or the player quits.
func App(cfg AppConfig) error {
	if cfg.Content == nil {
		return errors.New("render: no game data")
	}
	openWindow(World{}, cfg.Window)
	if cfg.Sound == nil {
		cfg.Sound = sound.Open(float64(cfg.Settings.Sound.Volume)/100, cfg.Window.Mute)
	}
	a := newApp(cfg, input.Ebiten{})
	a.g.dump = newDumper(a) // e2edump.go: only with FRONTLINE_LAYOUT_DUMP or FRONTLINE_STATE_DUMP
	if a.g.dump == nil {
		// The end-to-end test waits for frames after each click; it runs
		// with the loop always awake.
		a.g.rest = newRest(idleMode())
	}
	a.g.firstFrame = firstFrameExit() // framebench.go: start-up measurements
	defer a.closePlay()
	return ebiten.RunGame(a.g)
}

// app switches between the scenes.
type app struct {
	cfg  AppConfig
	g    *game
	ps   *play.Scene
	host *overlays // the play scene with its help and pause menu
	back *widget.Backdrop
	// bdata is the standalone battles' data, read when first needed.
	bdata *battle.Data
}

func newApp(cfg AppConfig, in input.Source) *app {
	a := &app{cfg: cfg, g: &game{in: in, scale: cfg.Settings.Interface.Scale}}
	if cfg.Session != nil {
		if err := a.play(cfg.Session); err == nil {
			return a
		}
	}
	a.menu()
	return a
}

// menuConfig is the menu's configuration on page p.
func (a *app) menuConfig(p menu.Page) menu.Config {
	return menu.Config{Content: a.cfg.Content, Slots: a.cfg.Slots, Settings: a.cfg.Settings,
		SettingsPath: a.cfg.SettingsPath, SettingsErr: a.cfg.SettingsErr, Page: p,
		Start: func(s *session.Session) { _ = a.play(s) }, Apply: a.apply, NewBattle: func() { a.battles(false) },
		Campaigns: a.cfg.Campaigns, StartCampaign: a.campaign, LoadCampaign: a.loadCampaign}
}

// menu shows the main menu.
func (a *app) menu() {
	a.closePlay()
	ebiten.SetWindowTitle("Frontline General")
	a.g.scenes.GoTo(menu.New(a.menuConfig(menu.Main)))
}

// play shows the play screen of sess; the victory screen follows when the
// game ends.
func (a *app) play(sess *session.Session) error {
	w, err := WorldOf(a.cfg.Content, sess.Game().Options.Scenario)
	if err != nil {
		return err
	}
	w.Title = legTitle(sess, w.Title) // campaign_flow.go
	a.closePlay()
	o := newOverlays(a.cfg.Content, a.pauseConfig(sess))
	a.ps = newPlayScene(w, sess, true, true, a.cfg.Sound, a.cfg.Settings.Interface.Animation, o)
	ui := &a.cfg.Settings.Interface
	save := func() error {
		if a.cfg.SettingsPath == "" {
			return nil // settings are not saved in this run
		}
		return settings.Save(a.cfg.SettingsPath, a.cfg.Settings)
	}
	a.ps.KeepLogDock(ui.LogRight, ui.LogHidden, func(right, hidden bool) error {
		ui.LogRight, ui.LogHidden = right, hidden
		return save()
	})
	a.ps.KeepMinimap(ui.MinimapHidden, func(hidden bool) error {
		ui.MinimapHidden = hidden
		return save()
	})
	o.inner, o.ready = &victory.Host{Play: a.ps, Over: a.victory}, a.ps.Ready
	o.cam = a.ps.Map().Camera()
	a.host = o
	a.g.dump.watch(sess) // e2edump.go
	ebiten.SetWindowTitle(windowTitle(w))
	a.g.scenes.GoTo(o)
	return nil
}

// resume goes back to the game from a menu page the pause menu opened
// (the pause menu is still up over it).
func (a *app) resume() {
	if a.host != nil {
		a.g.scenes.GoTo(a.host)
	}
}

// pauseConfig is where the pause menu's choices go: Load and Settings
// open those menu pages with their Back leading back to the game.
func (a *app) pauseConfig(sess *session.Session) pause.Config {
	page := func(p menu.Page) func() {
		return func() {
			cfg := a.menuConfig(p)
			cfg.Back = a.resume
			a.g.scenes.GoTo(menu.New(cfg))
		}
	}
	pc := pause.Config{Load: page(menu.Load), Settings: page(menu.Settings), MainMenu: a.menu,
		Quit: func() { a.g.done = true }, SaveName: func() string { return saveName(sess.Game()) }}
	if a.cfg.Slots == nil {
		pc.Load = nil
	} else {
		pc.Save = sess.Save
		pc.Exists = func(name string) bool { return slotExists(a.cfg.Slots, name) }
	}
	return pc
}

// victory sums the finished game up.
func (a *app) victory(sess *session.Session) {
	if a.back == nil {
		a.back = widget.NewBackdrop(sess.Game().Scenario().Map)
	}
	vc := victory.Config{Content: a.cfg.Content, Game: sess.Game(), MainMenu: a.menu, Backdrop: a.back}
	a.legOver(sess, &vc) // campaign_flow.go
	a.g.scenes.GoTo(victory.New(vc))
}

func (a *app) closePlay() {
	if a.ps != nil {
		a.ps.Close()
		a.ps, a.host = nil, nil
	}
}

// apply puts new settings into effect: the window's mode and size, the
// volume (the animation speed applies from the next game shown).
func (a *app) apply(st settings.Settings) {
	a.cfg.Settings = st
	a.g.scale = st.Interface.Scale
	a.cfg.Sound.SetVolume(float64(st.Sound.Volume) / 100)
	ebiten.SetFullscreen(st.Window.Fullscreen)
	if !st.Window.Fullscreen {
		ebiten.SetWindowSize(st.Window.Width, st.Window.Height)
	}
}

// WorldOf is what the client shows of scenario id: its name, map and
// objectives.
func WorldOf(c *content.Content, id string) (World, error) {
	if id == "" {
		id = content.DefaultScenario
	}
	s, err := c.Scenario(id)
	if err != nil {
		return World{}, err
	}
	w := World{Title: s.Name, Map: s.Map}
	for _, o := range mapview.ObjectivesOf(s.Objectives()) {
		w.Objectives = append(w.Objectives, Objective(o))
	}
	return w, nil
}

// battles shows the New battle page (loading: on the saved battles).
func (a *app) battles(loading bool) {
	if a.bdata == nil {
		d, err := battle.EmbeddedData()
		if err != nil {
			return
		}
		a.bdata = d
	}
	a.closePlay()
	ebiten.SetWindowTitle("Frontline General — New battle")
	a.g.scenes.GoTo(battle.NewChooser(battle.ChooserConfig{Data: a.bdata, Saves: a.battleSaves(), Loading: loading,
		Seed: func() uint64 { return uint64(time.Now().UnixNano()) }, Start: a.battle, Back: a.menu}))
}

// battle shows the battle screen of m.
func (a *app) battle(m *battle.Match) {
	ebiten.SetWindowTitle("Frontline General — " + m.Game.Def.Name)
	a.g.scenes.GoTo(battle.New(battle.Config{Data: a.bdata, Match: m, Saves: a.battleSaves(),
		MainMenu: a.menu, Quit: func() { a.g.done = true }, Load: func() { a.battles(true) }}))
}

// battleSaves is where battles are saved: beside the games.
func (a *app) battleSaves() string {
	if a.cfg.Slots == nil {
		return ""
	}
	return a.cfg.Slots.Dir
}
