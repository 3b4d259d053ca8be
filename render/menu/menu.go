// Package menu is the screens before the game: the main menu (New game,
// Load game, Settings, Quit) over procedural title art, the new-game
// set-up (scenario, briefing, map preview, game type, optional
// rules, seed), the list of saved games and the settings. It starts a
// game only through render/session (session.New, session.Load) and hands
// the session to Config.Start; it reads input through input.Source, so
// tests drive it with input.Fake.
//
// One page per file: menu.go the scene and the main page, newgame.go,
// load.go and options.go (settings).
package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/help"
	"frontline/render/input"
	"frontline/render/session"
	"frontline/render/settings"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Page is one screen of the menu.
type Page int

const (
	Main Page = iota
	NewGame
	Load
	Settings
	NewCampaign // newcampaign.go
)

// Pages name the pages (for `frontline shot -scene`).
var Pages = map[string]Page{"menu": Main, "newgame": NewGame, "load": Load, "settings": Settings, "newcampaign": NewCampaign}

// Config says what the menu offers and where its choices go.
type Config struct {
	Content *content.Content
	// Slots are the saved games (nil: saving is off; the load page says
	// so).
	Slots *session.Slots
	// Settings are the current settings; SettingsPath is where the
	// settings page saves them ("" : it cannot). SettingsErr is the error
	// met reading them, shown on the main page and the settings page.
	Settings     settings.Settings
	SettingsPath string
	SettingsErr  error
	// Start receives the game started or loaded; the caller shows it.
	Start func(*session.Session)
	// Apply puts new settings into effect (window size, fullscreen); nil
	// in tests.
	Apply func(settings.Settings)
	// NewBattle opens the standalone battles (render/battle); nil: the
	// main page offers none.
	NewBattle func()
	// Campaigns are the campaigns offered (II.1.3); StartCampaign
	// receives the campaign started (nil: the main page offers none) and
	// LoadCampaign opens a campaign save (the load page's saves with a
	// campaign); it returns why it cannot.
	Campaigns     []*campaign.Def
	StartCampaign func(*campaign.Play, session.Players)
	LoadCampaign  func(path string) error
	// Page is the page shown first.
	Page Page
	// Back, when set, is where leaving the first page goes instead of
	// the main page (the pause menu opens Load and Settings this way and
	// gets the game back).
	Back func()
}

// Scene is the menu. Create it with New.
type Scene struct {
	cfg     Config
	page    Page
	w, h    float64
	ptr     widget.Pointer
	tip     widget.Tip
	back    *widget.Backdrop
	started bool
	quit    bool

	title, subtitle, footer ui.Text
	note                    widget.Para
	items                   [7]widget.Button // New game, Load, Settings, Help, Quit, New battle, New campaign
	help                    *help.Screen

	ng  *newGame
	ld  *loadPage
	opt *optionsPage
	nc  *newCampaign
	// drawn: the first frame is out, the pages not shown may be built.
	drawn bool
}

// New prepares the menu; images are made in the game loop.
func New(cfg Config) *Scene {
	s := &Scene{cfg: cfg, page: cfg.Page, w: 1280, h: 800}
	return s
}

// Page is the page shown.
func (s *Scene) Page() Page { return s.page }

// Show switches to page p.
func (s *Scene) Show(p Page) {
	s.start()
	if p == Main && s.cfg.Back != nil && s.page != Main {
		s.help.Close()
		s.cfg.Back()
		return
	}
	s.page = p
	s.build(p)
	switch p {
	case NewGame:
		s.ng.open()
	case Load:
		s.ld.open()
	case Settings:
		s.opt.open()
	case NewCampaign:
		s.nc.open()
	}
	s.layout()
}

// Ready reports whether the menu's backdrop is painted and shown.
func (s *Scene) Ready() bool { return s.back == nil || s.back.Ready() }

// Tip is the tooltip shown, if any.
func (s *Scene) Tip() string { return s.tip.Text() }

func (s *Scene) start() {
	if s.started {
		return
	}
	s.started = true
	if sc, err := s.cfg.Content.Scenario(content.DefaultScenario); err == nil {
		s.back = widget.NewBackdropAsync(sc.Map)
	} else if len(s.cfg.Content.Scenarios) > 0 {
		s.back = widget.NewBackdropAsync(s.cfg.Content.Scenarios[0].Map)
	}
	s.tip = widget.NewTip()
	s.title.L = art.Lettering{Face: art.Face(art.Bold, 66), Ink: art.Paper, Halo: art.RGB{R: 0.05, G: 0.05, B: 0.06}, HaloR: 3, Tracking: 3}
	s.title.Set("FRONTLINE GENERAL")
	s.subtitle.L = art.Lettering{Face: art.Face(art.Italic, 21), Ink: widget.BrassHot, Tracking: 1}
	s.subtitle.Set("Southern Italy, autumn 1943")
	s.footer.L = widget.Lettering(art.Regular, 12.5, widget.TextDim)
	s.footer.Set("Play a friend at this computer, or the computer: New game and New battle let you choose who plays each side")
	s.note = widget.NewPara(widget.Lettering(art.Regular, 13.5, widget.TextWarn))
	var cat *units.Catalog
	if s.cfg.Content != nil {
		cat = s.cfg.Content.Catalog
	}
	s.help = help.New(cat)
	s.help.Resize(int(s.w), int(s.h))
	for i, l := range [...]string{"New game", "Load game", "Settings", "Help", "Quit", "New battle", "New campaign"} {
		s.items[i] = widget.NewButton(i == 0, 18)
		s.items[i].Set(l, true, "")
	}
	s.items[3].Reason = "How a turn runs, the controls, the unit markers and the map (F1)"
	s.items[itemBattle].Reason = "A standalone battle on the table (II.1.4): an authored one, or a points battle bought in secret"
	s.items[itemBattle].Shown = s.cfg.NewBattle != nil
	s.items[itemCampaign].Shown = s.offersCampaigns()
	s.items[itemCampaign].Reason = "A Campaign Game (II.1.3): linked scenarios, won by the side that wins most of them"
	s.Show(s.page) // the other pages are built after the first frame (pages.go)
}

// Resize lays the pages out for a screen of w×h pixels.
func (s *Scene) Resize(w, h int) {
	s.w, s.h = float64(w), float64(h)
	if s.started {
		s.help.Resize(w, h)
		s.layout()
	}
}

// itemBattle and itemCampaign are the New battle and New campaign
// items, shown after New game when offered.
const (
	itemBattle   = 5
	itemCampaign = 6
)

// offersCampaigns: there are campaigns and somewhere to start them.
func (s *Scene) offersCampaigns() bool { return s.cfg.StartCampaign != nil && len(s.cfg.Campaigns) > 0 }

// order is the main page's items top to bottom.
func (s *Scene) order() []int {
	out := []int{0}
	if s.offersCampaigns() {
		out = append(out, itemCampaign)
	}
	if s.cfg.NewBattle != nil {
		out = append(out, itemBattle)
	}
	return append(out, 1, 2, 3, 4)
}

func (s *Scene) layout() {
	bw, bh, gap := 300.0, 50.0, 14.0
	ord := s.order()
	n := float64(len(ord))
	// The buttons' panel (its border 30 px round them) stays below the
	// subtitle and above the footer; a short window gets slimmer buttons.
	top := s.subtitleBottom() + 40
	if avail := s.h - 70 - top; n*(bh+gap) > avail {
		k := avail / (n * (bh + gap))
		bh, gap = max(34, bh*k), max(6, gap*k)
	}
	y := max(top, min(s.h*0.46+10, s.h-n*(bh+gap)-70))
	for _, i := range ord {
		s.items[i].R = widget.Rect{X: s.w/2 - bw/2, Y: y, W: bw, H: bh}
		y += bh + gap
	}
	msg := ""
	if s.cfg.SettingsErr != nil {
		msg = "Settings: " + s.cfg.SettingsErr.Error() + " — what could not be read keeps its default."
	}
	s.note.Set(msg, min(900, s.w-80))
	switch s.page {
	case NewGame:
		s.ng.layout()
	case Load:
		s.ld.layout()
	case Settings:
		s.opt.layout()
	case NewCampaign:
		s.nc.layout()
	}
}

// Update advances one tick. Quit ends the program (ebiten.Termination).
func (s *Scene) Update(in input.Source) error {
	s.start()
	s.buildNext()
	if s.help.Shown() {
		s.help.Update(in)
		return nil
	}
	if in.KeyPressed(ebiten.KeyF1) {
		s.help.Open()
		return nil
	}
	s.ptr.Update(in)
	back := s.ptr.RClick || in.KeyPressed(ebiten.KeyEscape)
	var anchor *widget.Button
	switch s.page {
	case Main:
		for i := range s.items {
			if s.items[i].Hover(&s.ptr) {
				s.choose(i)
			}
		}
	case NewGame:
		anchor = s.ng.update(in, back)
	case Load:
		anchor = s.ld.update(in, back)
	case Settings:
		anchor = s.opt.update(in, back)
	case NewCampaign:
		anchor = s.nc.update(in, back)
	}
	if anchor != nil && anchor.Reason != "" {
		s.tip.Show(anchor.Reason, anchor.R, s.w, s.h)
	} else {
		s.tip.Show("", widget.Rect{}, s.w, s.h)
	}
	if s.quit {
		return ebiten.Termination
	}
	return nil
}

func (s *Scene) choose(i int) {
	switch i {
	case 0:
		s.Show(NewGame)
	case 1:
		s.Show(Load)
	case 2:
		s.Show(Settings)
	case 3:
		s.help.Open()
	case 4:
		s.quit = true
	case itemBattle:
		s.cfg.NewBattle()
	case itemCampaign:
		s.Show(NewCampaign)
	}
}

// Draw renders the page.
func (s *Scene) Draw(dst *ebiten.Image) {
	s.start()
	s.drawn = true
	if s.back != nil {
		s.back.Draw(dst)
	} else {
		dst.Fill(art.Desk.Color())
	}
	switch s.page {
	case Main:
		s.drawMain(dst)
	case NewGame:
		s.ng.draw(dst)
	case Load:
		s.ld.draw(dst)
	case Settings:
		s.opt.draw(dst)
	case NewCampaign:
		s.nc.draw(dst)
	}
	s.tip.Draw(dst)
	s.help.Draw(dst)
}

// Help is the help screen (open it with Help().Open()).
func (s *Scene) Help() *help.Screen {
	s.start()
	return s.help
}

// subtitleBottom is the lowest pixel row of the title and subtitle.
func (s *Scene) subtitleBottom() float64 {
	_, th := s.title.Size()
	_, sh := s.subtitle.Size()
	if th == 0 { // not lettered yet: the sizes of the faces
		th, sh = 80, 26
	}
	return s.h*0.2 - 10 + th + 18 + sh
}

func (s *Scene) drawMain(dst *ebiten.Image) {
	tw, th := s.title.Size()
	ty := s.h*0.2 - 10
	// A brass rule above and below the title.
	ui.FillRect(dst, s.w/2-tw/2, ty-14, tw, 2, widget.PanelLine.Alpha(0.9))
	s.title.Draw(dst, s.w/2-tw/2, ty)
	ui.FillRect(dst, s.w/2-tw/2, ty+th+8, tw, 2, widget.PanelLine.Alpha(0.9))
	sw, _ := s.subtitle.Size()
	s.subtitle.Draw(dst, s.w/2-sw/2, ty+th+18)
	ord := s.order()
	first, last := s.items[ord[0]].R, s.items[ord[len(ord)-1]].R
	panel := widget.Rect{X: first.X - 30, Y: first.Y - 30, W: first.W + 60, H: last.Y + last.H - first.Y + 60}
	widget.Fill(dst, panel, widget.PanelBG.Alpha(0.82))
	widget.Outline(dst, panel, 1, widget.PanelLine.Alpha(0.7))
	for i := range s.items {
		s.items[i].Draw(dst)
	}
	if s.note.Lines() > 0 {
		nw := s.note.MaxWidth()
		s.note.Draw(dst, s.w/2-nw/2, panel.Y+panel.H+18)
	}
	fw, fh := s.footer.Size()
	s.footer.Draw(dst, s.w/2-fw/2, s.h-fh-14)
}

// header draws a page's title bar and returns the panel below it.
func (s *Scene) pageRect() widget.Rect {
	pw := min(1220, s.w-40)
	return widget.Rect{X: s.w/2 - pw/2, Y: 24, W: pw, H: s.h - 48}
}
