// Package victory is the screen at the end of a game: who won and why
// (the engine's game_ended event), the Table II.1 scores and enemy cost
// destroyed, and a chart of each side's force on the map and score over
// the turns, recovered by replaying the game's record (Replay). Host
// wraps the play scene and moves on to this screen when the game ends.
package victory

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/scene"
	"frontline/render/session"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Config says which game the screen sums up.
type Config struct {
	Content *content.Content
	Game    *game.Game // the finished game (session.Game())
	// MainMenu goes back to the main menu; nil hides the button.
	MainMenu func()
	// Next, when set, takes the place of Main menu with its own label:
	// the leg of a campaign goes on to the campaign screen.
	Next      func()
	NextLabel string
	// Kind names the game in the subtitle instead of "Scenario game"
	// (a campaign's leg).
	Kind string
	// Backdrop is drawn behind the screen (nil: plain).
	Backdrop *widget.Backdrop
}

// Scene is the victory screen. Create it with New.
type Scene struct {
	cfg     Config
	hist    History
	histErr error
	winner  units.Side
	w, h    float64
	ptr     widget.Pointer
	quit    bool

	title, sub        ui.Text
	reason, why, note widget.Para
	table             [4][3]ui.Text
	charts            [2]chart
	menu, exit        widget.Button
	tableR            widget.Rect
	started           bool
}

// New sums the game up; the replay that recovers the series runs here,
// once (a few milliseconds for a short game).
func New(cfg Config) *Scene {
	s := &Scene{cfg: cfg, w: 1280, h: 800}
	s.hist, s.histErr = Replay(cfg.Content, cfg.Game.Record())
	return s
}

// History is the series the chart shows.
func (s *Scene) History() History { return s.hist }

// Title is the headline ("Germany wins").
func (s *Scene) Title() string { return s.title.String() }

// Reason is the engine's account of why the game ended.
func (s *Scene) Reason() string { return s.reason.String() }

// Why is the note on a draw the scores did not decide (ScoreNote).
func (s *Scene) Why() string { return s.why.String() }

// Ready is always true.
func (s *Scene) Ready() bool { return true }

func (s *Scene) start() {
	if s.started {
		return
	}
	s.started = true
	g := s.cfg.Game
	title, side := Winner(g)
	s.winner = side
	s.title.L = art.Lettering{Face: art.Face(art.Bold, 52), Ink: art.Paper, Halo: art.RGB{R: 0.05, G: 0.05, B: 0.06}, HaloR: 2.5, Tracking: 1}
	s.title.Set(title)
	s.sub.L = widget.Lettering(art.Italic, 18, widget.BrassHot)
	name := g.Options.Scenario
	if sc := g.Scenario(); sc != nil {
		name = sc.Name
	}
	kind := "Scenario game"
	if g.Options.Standard {
		kind = "Standard game"
	}
	if s.cfg.Kind != "" {
		kind = s.cfg.Kind
	}
	s.sub.Set(fmt.Sprintf("%s  ·  %s  ·  ended in %s  ·  seed %d", name, kind, TurnWords(g), g.Options.Seed))
	s.reason = widget.NewPara(widget.Lettering(art.Regular, 17, art.RGB{R: 0.92, G: 0.9, B: 0.84}))
	s.why = widget.NewPara(widget.Lettering(art.Italic, 15, widget.BrassHot))
	s.note = widget.NewPara(widget.Lettering(art.Regular, 13, widget.TextBad))
	// The table: a header row, then score, enemy cost destroyed, force left.
	hdr := widget.Lettering(art.Bold, 15, widget.TextLight)
	cell := widget.Lettering(art.Medium, 16, art.Paper)
	lbl := widget.Lettering(art.Regular, 15, widget.TextDim)
	rows := [4][3]string{{"", "United States", "Germany"}}
	last := SampleOf(g)
	rows[1] = [3]string{"Score (Table II.1)", fmt.Sprint(g.Score(units.US)), fmt.Sprint(g.Score(units.Germany))}
	rows[2] = [3]string{"Enemy cost destroyed", fmt.Sprint(g.DestroyedCost(units.US)), fmt.Sprint(g.DestroyedCost(units.Germany))}
	rows[3] = [3]string{"Force left on the map (cost)", fmt.Sprint(last.Force[0]), fmt.Sprint(last.Force[1])}
	for i, r := range rows {
		for j, t := range r {
			l := cell
			switch {
			case i == 0:
				l = hdr
				if j == 1 {
					l.Ink = USInk
				} else if j == 2 {
					l.Ink = GermanyInk
				}
			case j == 0:
				l = lbl
			}
			s.table[i][j].L = l
			s.table[i][j].Set(t)
		}
	}
	s.charts[0].title = "Force on the map (cost)"
	s.charts[1].title = "Score (Table II.1)"
	s.menu = widget.NewButton(true, 17)
	s.menu.Set("Main menu", true, "")
	if s.cfg.Next != nil {
		s.cfg.MainMenu = s.cfg.Next
		s.menu.Set(s.cfg.NextLabel, true, "")
	}
	s.menu.Shown = s.cfg.MainMenu != nil
	s.exit = widget.NewButton(false, 17)
	s.exit.Set("Quit", true, "")
	s.layout()
}

// Resize lays the screen out for w×h pixels.
func (s *Scene) Resize(w, h int) {
	s.w, s.h = float64(w), float64(h)
	if s.started {
		s.layout()
	}
}

func (s *Scene) layout() {
	cw := min(1100, s.w-80)
	x := s.w/2 - cw/2
	why := s.hist.End.Text
	if why == "" {
		why = s.cfg.Game.Pending.Prompt
	}
	if s.hist.End.Rule != "" {
		why += "  (" + s.hist.End.Rule + ")"
	}
	s.reason.Set(why, min(900, cw))
	s.why.Set(ScoreNote(s.cfg.Game), min(900, cw))
	if s.histErr != nil {
		s.note.Set("The turn-by-turn chart is unavailable: "+s.histErr.Error(), cw)
	}
	_, th := s.title.Size()
	y := s.h*0.05 + th + 44 + s.reason.Height() + 22
	if s.why.Lines() > 0 {
		y += s.why.Height() + 12
	}
	tw := min(720.0, cw)
	s.tableR = widget.Rect{X: s.w/2 - tw/2, Y: y, W: tw, H: 4*34 + 16}
	y += s.tableR.H + 22
	by := s.h - 70
	chH := max(120, by-20-y)
	half := (cw - 24) / 2
	pick := [2]func(Sample) [2]int{func(v Sample) [2]int { return v.Force }, func(v Sample) [2]int { return v.Score }}
	for i := range s.charts {
		r := widget.Rect{X: x + float64(i)*(half+24), Y: y, W: half, H: chH}
		s.charts[i].build(s.hist.Samples, pick[i], widget.Rect{X: r.X + 14, Y: r.Y + 12, W: r.W - 28, H: r.H - 22})
	}
	bw := max(200, s.menu.Width()+40)
	s.menu.R = widget.Rect{X: s.w/2 - 12 - bw, Y: by, W: bw, H: 46}
	s.exit.R = widget.Rect{X: s.w/2 + 12, Y: by, W: 200, H: 46}
	if !s.menu.Shown {
		s.exit.R.X = s.w/2 - 100
	}
}

// Update advances one tick; Quit ends the program (ebiten.Termination).
func (s *Scene) Update(in input.Source) error {
	s.start()
	s.ptr.Update(in)
	if s.menu.Hover(&s.ptr) || (s.menu.Shown && (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyEscape))) {
		s.cfg.MainMenu()
		return nil
	}
	if s.exit.Hover(&s.ptr) {
		s.quit = true
	}
	if s.quit {
		return ebiten.Termination
	}
	return nil
}

// Draw renders the screen.
func (s *Scene) Draw(dst *ebiten.Image) {
	s.start()
	if s.cfg.Backdrop != nil {
		s.cfg.Backdrop.Draw(dst)
	} else {
		dst.Fill(art.Desk.Color())
	}
	// The headline on a band in the winner's colour.
	tw, th := s.title.Size()
	ty := s.h * 0.05
	stripe := art.RGB{R: 0.5, G: 0.5, B: 0.5}
	switch s.winner {
	case units.US:
		stripe = USInk
	case units.Germany:
		stripe = GermanyInk
	}
	ui.FillRect(dst, 0, ty-8, s.w, th+16, art.RGB{R: 0.06, G: 0.065, B: 0.075}.Alpha(0.85))
	ui.FillRect(dst, 0, ty+th+8, s.w, 3, stripe.Color())
	s.title.Draw(dst, s.w/2-tw/2, ty)
	sw, _ := s.sub.Size()
	s.sub.Draw(dst, s.w/2-sw/2, ty+th+20)
	rw := max(s.reason.MaxWidth(), s.why.MaxWidth()) // one left edge for both
	s.reason.Draw(dst, s.w/2-rw/2, ty+th+56)
	if s.why.Lines() > 0 {
		s.why.Draw(dst, s.w/2-rw/2, ty+th+56+s.reason.Height()+12)
	}

	t := s.tableR
	widget.Fill(dst, t, widget.PanelBG.Alpha(0.92))
	widget.Outline(dst, t, 1, widget.PanelLine.Alpha(0.8))
	colX := [3]float64{t.X + 20, t.X + t.W*0.55, t.X + t.W*0.8}
	for i := range s.table {
		y := t.Y + 8 + float64(i)*34
		if i > 0 {
			ui.FillRect(dst, t.X+12, y-2, t.W-24, 1, art.RGB{R: 0.3, G: 0.3, B: 0.3}.Alpha(1))
		}
		for j := range s.table[i] {
			x := colX[j]
			w, h := s.table[i][j].Size()
			if j > 0 {
				x -= w / 2
			}
			s.table[i][j].Draw(dst, x, y+(34-h)/2)
		}
	}
	for i := range s.charts {
		c := &s.charts[i]
		r := widget.Rect{X: c.r.X - 14, Y: c.r.Y - 12, W: c.r.W + 28, H: c.r.H + 22}
		widget.Fill(dst, r, widget.PanelBG.Alpha(0.92))
		widget.Outline(dst, r, 1, widget.PanelLine.Alpha(0.8))
		c.draw(dst)
	}
	if s.note.Lines() > 0 {
		s.note.Draw(dst, s.charts[0].r.X, s.charts[0].r.Y+30)
	}
	s.menu.Draw(dst)
	s.exit.Draw(dst)
}

// OverDelay is how long the play screen stays up after the game ends
// (ticks), so the last events can be read before the victory screen.
const OverDelay = 90

// Host runs the play scene and calls Over once, OverDelay ticks after the
// game has ended. It is the play screen's hook to the victory screen,
// kept outside render/play.
type Host struct {
	Play interface {
		Update(input.Source) error
		Draw(*ebiten.Image)
		Resize(w, h int)
		Session() *session.Session
	}
	Over  func(*session.Session)
	ticks int
	done  bool
}

func (h *Host) Update(in input.Source) error {
	if err := h.Play.Update(in); err != nil {
		return err
	}
	if h.done || !h.Play.Session().Game().Over {
		return nil
	}
	h.ticks++
	if h.ticks >= OverDelay {
		h.done = true
		h.Over(h.Play.Session())
	}
	return nil
}

func (h *Host) Draw(dst *ebiten.Image) { h.Play.Draw(dst) }

// Opaque reports whether the game underneath paints the whole screen
// (scene.Opaque); the host draws nothing of its own.
func (h *Host) Opaque() bool {
	o, ok := h.Play.(scene.Opaque)
	return ok && o.Opaque()
}

func (h *Host) Resize(w, hh int) { h.Play.Resize(w, hh) }

// Probe reports the screen's buttons for the end-to-end tests:
// "victory.menu" (Main menu, or the Next of a campaign's leg) and
// "victory.quit".
func (s *Scene) Probe(add func(widget.Spot)) {
	if !s.started {
		return
	}
	for _, b := range [...]struct {
		b    *widget.Button
		name string
	}{{&s.menu, "victory.menu"}, {&s.exit, "victory.quit"}} {
		if sp, ok := b.b.Spot(b.name); ok {
			add(sp)
		}
	}
}
