// Package campaign is the campaign screen (II.1.3): the legs in the order
// of play with their results, the score in legs won and points, what
// carries over to the next leg, and its briefing. A leg still to play can
// be picked to come next; the campaign is saved here between legs (the
// play screen saves it during one). The victory screen of each leg leads
// back here, and here the campaign's result is shown once it is decided.
// The campaign itself is game/campaign; this package only shows it.
package campaign

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/session"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Config says which campaign the screen shows and where its buttons go.
type Config struct {
	Content *content.Content
	Play    *campaign.Play
	Players session.Players // who plays each side (nil: hot-seat)
	// Slots are where the campaign is saved (nil: saving is off).
	Slots *session.Slots
	// PlayLeg receives the next leg, started; MainMenu leaves.
	PlayLeg  func(*session.Session)
	MainMenu func()
	Backdrop *widget.Backdrop
}

// Scene is the campaign screen. Create it with New.
type Scene struct {
	cfg     Config
	w, h    float64
	ptr     widget.Pointer
	tip     widget.Tip
	started bool

	title, sub, score, points ui.Text
	legs                      []legRow
	legsR, nextR              widget.Rect
	nextHead, nextFacts       ui.Text
	carry, brief, result      widget.Para
	playB, saveB, menuB       widget.Button
	msg                       widget.Para
}

// legRow is one leg in the order of play.
type legRow struct {
	r            widget.Rect
	name, status ui.Text
	pickable     bool // still to play and not next: a click makes it next
}

// New prepares the screen; its texts are made in the game loop.
func New(cfg Config) *Scene { return &Scene{cfg: cfg, w: 1280, h: 800} }

// Play is the campaign shown.
func (s *Scene) Play() *campaign.Play { return s.cfg.Play }

// Ready: the screen draws at once.
func (s *Scene) Ready() bool { return true }

func (s *Scene) start() {
	if s.started {
		return
	}
	s.started = true
	s.tip = widget.NewTip()
	s.title.L = art.Lettering{Face: art.Face(art.Bold, 34), Ink: art.Paper, Halo: art.RGB{R: 0.05, G: 0.05, B: 0.06}, HaloR: 2, Tracking: 1}
	s.sub.L = widget.Lettering(art.Italic, 15, widget.BrassHot)
	s.score.L = widget.Lettering(art.Bold, 26, art.Paper)
	s.points.L = widget.Lettering(art.Regular, 14, widget.TextDim)
	s.nextHead.L = widget.Lettering(art.Bold, 21, art.Paper)
	s.nextFacts.L = widget.Lettering(art.Regular, 14, widget.TextDim)
	s.carry = widget.NewPara(widget.Lettering(art.Medium, 14.5, widget.TextLight))
	s.brief = widget.NewPara(widget.Lettering(art.Regular, 14.5, art.RGB{R: 0.88, G: 0.86, B: 0.8}))
	s.result = widget.NewPara(widget.Lettering(art.Medium, 16, widget.TextLight))
	s.playB = widget.NewButton(true, 17)
	s.saveB = widget.NewButton(false, 15)
	s.menuB = widget.NewButton(false, 15)
	s.menuB.Set("Main menu", true, "Leave the campaign (save it first to come back to it)")
	s.msg = widget.NewPara(widget.Lettering(art.Bold, 14, widget.TextWarn))
	s.refresh()
}

// Resize lays the screen out for w×h pixels.
func (s *Scene) Resize(w, h int) {
	s.w, s.h = float64(w), float64(h)
	if s.started {
		s.layout()
	}
}

// Update advances one tick.
func (s *Scene) Update(in input.Source) error {
	s.start()
	s.ptr.Update(in)
	var anchor *widget.Button
	switch {
	case s.menuB.Hover(&s.ptr) || in.KeyPressed(ebiten.KeyEscape):
		s.cfg.MainMenu()
		return nil
	case s.saveB.Hover(&s.ptr):
		s.save()
	case s.playB.Hover(&s.ptr) || (s.playB.Enabled && (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter))):
		s.playNext()
		return nil
	case s.ptr.Click:
		s.pick()
	}
	for _, b := range [...]*widget.Button{&s.playB, &s.saveB, &s.menuB} {
		if b.R.Has(s.ptr.X, s.ptr.Y) && b.Reason != "" {
			anchor = b
		}
	}
	if anchor != nil {
		s.tip.Show(anchor.Reason, anchor.R, s.w, s.h)
	} else {
		s.tip.Show("", widget.Rect{}, s.w, s.h)
	}
	return nil
}

// pick makes the clicked leg, one still to play, the next.
func (s *Scene) pick() {
	for i, l := range s.legs {
		if l.pickable && l.r.Has(s.ptr.X, s.ptr.Y) {
			if err := s.cfg.Play.State.PlayNext(i); err != nil {
				s.say(err.Error())
				return
			}
			s.say("")
			s.refresh()
			return
		}
	}
}

// playNext starts the next leg and hands it on.
func (s *Scene) playNext() {
	sess, err := session.StartLeg(s.cfg.Content, s.cfg.Play, s.cfg.Players, s.cfg.Slots)
	if err != nil {
		s.say(err.Error())
		return
	}
	s.cfg.PlayLeg(sess)
}

// SaveName is the slot the campaign screen saves to.
func SaveName(p *campaign.Play) string {
	name := "campaign " + p.Def.ID
	return name[:min(len(name), 40)]
}

func (s *Scene) save() {
	err := s.cfg.Slots.SaveBetweenLegs(s.cfg.Content, SaveName(s.cfg.Play), s.cfg.Play, s.cfg.Players)
	if err != nil {
		s.say("Not saved: " + err.Error())
		return
	}
	s.say("Saved as \u201c" + SaveName(s.cfg.Play) + "\u201d (Load game).")
}

func (s *Scene) say(text string) {
	s.msg.Set(widget.UpperFirst(text), max(100, s.saveB.R.X-s.menuB.R.X-s.menuB.R.W-40))
}

// Message is the note shown by the buttons, if any.
func (s *Scene) Message() string { return s.msg.String() }

// Draw renders the screen.
func (s *Scene) Draw(dst *ebiten.Image) {
	s.start()
	if s.cfg.Backdrop != nil {
		s.cfg.Backdrop.Draw(dst)
	} else {
		dst.Fill(art.Desk.Color())
	}
	s.drawHeader(dst)
	s.drawLegs(dst)
	s.drawNext(dst)
	s.menuB.Draw(dst)
	s.saveB.Draw(dst)
	s.playB.Draw(dst)
	if s.msg.Lines() > 0 {
		s.msg.Draw(dst, s.menuB.R.X+s.menuB.R.W+24, s.menuB.R.Y+(s.menuB.R.H-s.msg.Height())/2)
	}
	s.tip.Draw(dst)
}

func (s *Scene) drawHeader(dst *ebiten.Image) {
	tw, th := s.title.Size()
	ty := s.h * 0.04
	ui.FillRect(dst, 0, ty-8, s.w, th+16, art.RGB{R: 0.06, G: 0.065, B: 0.075}.Alpha(0.85))
	ui.FillRect(dst, 0, ty+th+8, s.w, 2, widget.PanelLine.Alpha(0.9))
	s.title.Draw(dst, s.w/2-tw/2, ty)
	sw, _ := s.sub.Size()
	s.sub.Draw(dst, s.w/2-sw/2, ty+th+18)
}

func (s *Scene) drawLegs(dst *ebiten.Image) {
	r := s.legsR
	widget.Panel(dst, r, 0.92)
	cw, _ := s.score.Size()
	s.score.Draw(dst, r.X+r.W/2-cw/2, r.Y+14)
	pw, _ := s.points.Size()
	s.points.Draw(dst, r.X+r.W/2-pw/2, r.Y+52)
	next := s.cfg.Play.Next()
	for i, l := range s.legs {
		switch {
		case i == next && !s.cfg.Play.Over():
			widget.Fill(dst, l.r, widget.RowSel.Alpha(1))
			ui.FillRect(dst, l.r.X, l.r.Y, 3, l.r.H, widget.BrassHot.Alpha(1))
		case l.pickable && l.r.Has(s.ptr.X, s.ptr.Y):
			widget.Fill(dst, l.r, widget.RowHot.Alpha(1))
		}
		l.name.Draw(dst, l.r.X+14, l.r.Y+7)
		l.status.Draw(dst, l.r.X+14, l.r.Y+32)
	}
}

func (s *Scene) drawNext(dst *ebiten.Image) {
	r := s.nextR
	widget.Panel(dst, r, 0.92)
	x, y := r.X+20, r.Y+16
	if s.cfg.Play.Over() {
		s.nextHead.Draw(dst, x, y)
		s.nextFacts.Draw(dst, x, y+32)
		s.result.Draw(dst, x, y+70)
		return
	}
	s.nextHead.Draw(dst, x, y)
	s.nextFacts.Draw(dst, x, y+32)
	y = s.carry.Draw(dst, x, y+64) + 14
	ui.FillRect(dst, x, y-6, r.W-40, 1, widget.PanelLine.Alpha(0.4))
	room := int((r.Y + r.H - 12 - y) / s.brief.LineH())
	s.brief.DrawLines(dst, x, y+4, 0, max(0, min(room, s.brief.Lines())))
}
