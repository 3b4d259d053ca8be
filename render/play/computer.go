package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/ai"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/session"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The computer's turn on the play screen. Whenever the game waits on a
// side the computer plays, the scene asks the session for the decision,
// lets the player think it over on another goroutine (on its own copy
// of the game, so the screen keeps drawing and the camera keeps moving)
// and carries out the order it gives, animated like the player's own at
// the animation speed; then the next. A click or Space skips to the end
// of the computer's turn (no more animations until a person's decision
// is pending). Nothing is handed over: the person's board stays up, the
// camera goes to what the computer does in view, and a banner says what
// it is doing and why. When the person's decision comes back, the
// summary of the computer's turn opens (computer_summary.go).

// OutOfSight is what the banner says of an order the person did not see.
const OutOfSight = "acts out of your sight"

// computerPlay is the scene's side of the computer's turn.
type computerPlay struct {
	q      *session.Question
	answer chan ai.Order // the goroutine's answer to q
	got    *ai.Order
	// skip: the person asked to see the end of the computer's turn.
	skip bool
	// held: the computer held the game at the last tick.
	held bool
	// quiet: ticks since it last held the game (input.KeyGrace).
	quiet int
	// sumDue: the computer handed back; its summary opens once the
	// person's own turn has begun.
	sumDue bool
	stuck  error // the session could not go on (even the pass refused)
	// The banner: who plays and the last order the viewer saw.
	title, why para
	last       string
	sum        turnSummary // computer_summary.go
}

// ComputerBusy reports whether the computer holds the game: it is
// thinking, or its order is being shown (tests, screenshots).
func (s *Scene) ComputerBusy() bool { return s.comp.q != nil || s.sess.ComputerToMove() }

// AwaitComputer blocks until the computer's pending answer is in, so a
// test steps the screen without depending on how fast it thinks.
func (s *Scene) AwaitComputer() {
	c := &s.comp
	if c.q != nil && c.got == nil {
		o := <-c.answer
		c.got = &o
	}
}

// computerUpdate runs the computer's turn for one tick; it reports
// whether the computer holds the screen (the person's orders wait; the
// camera, the log, help and the pause menu stay free).
func (s *Scene) computerUpdate(in input.Source, x, y int, onUI bool) (bool, error) {
	c := &s.comp
	if !s.ComputerBusy() {
		c.quiet++
		if c.held {
			c.held, c.skip = false, false
			c.sumDue = true
		}
		// The computer may hand back in its own turn (the person answers
		// its attack, or its turn ends on the person's decision): the
		// summary waits for the person's own turn.
		if c.sumDue && s.sess.Humans[s.sess.Game().Active] {
			c.sumDue = false
			s.openSummary() // computer_summary.go
		}
		return false, nil
	}
	c.quiet = 0
	if !c.held {
		c.held = true
		c.sum.shown = false
	}
	if s.menuKeys(in, false) {
		return true, nil
	}
	if err := s.steer(in, x, y, onUI); err != nil {
		return true, err
	}
	if (s.ptr.click[left] && !s.ptr.onUI[left]) || in.KeyPressed(ebiten.KeySpace) {
		c.skip = true
		s.anim.finish()
	}
	switch {
	case s.anim.on():
		s.anim.tick()
	case c.stuck == nil:
		s.computerStep()
	}
	if s.stale {
		s.refresh()
	}
	return true, nil
}

// computerStep asks the computer or, its answer in, carries it out.
func (s *Scene) computerStep() {
	c := &s.comp
	if c.q == nil {
		q, ok := s.sess.Ask()
		if !ok {
			return
		}
		ch := make(chan ai.Order, 1)
		c.q, c.answer, c.got = q, ch, nil
		go func() { ch <- q.Answer() }()
		return
	}
	if c.got == nil {
		select {
		case o := <-c.answer:
			c.got = &o
		default:
			return // still thinking
		}
	}
	q, o := c.q, *c.got
	c.q, c.got = nil, nil
	before, viewer := s.view, s.sess.Viewer
	m, err := s.sess.Give(q, o)
	s.stale = true
	switch {
	case err != nil:
		c.stuck = err
		s.say(err.Error(), true)
		return
	case m.Refused:
		return // asked again next tick
	case s.sess.Viewer != viewer: // two computers: the screen follows the turn
		s.viewerChanged()
		return
	}
	switch n := m.Note; {
	case n == nil:
	case n.Open(viewer):
		c.last = n.Why
		if n.Where != nil && !c.skip {
			s.bringIntoView(*n.Where)
		}
	default:
		c.last = OutOfSight
	}
	s.outcome.drop() // odds_preview.go
	s.played(m.Order.Command, before, m.Events)
	s.computerAnswered(m.Order.Command, m.Events) // miniatures_answer.go
	if c.skip {
		s.anim.finish()
	}
}

// bringIntoView centres the map on h when it is outside the view.
func (s *Scene) bringIntoView(h hex.Hex) {
	x, y := art.World.Center(h)
	if v := s.mv.Camera().Visible(); x < v.MinX || x > v.MaxX || y < v.MinY || y > v.MaxY {
		s.mv.CenterOn(h)
	}
}

// ComputerName is how the banner names the computer playing side.
func ComputerName(p session.Players, side units.Side) string {
	return SideName(side) + " — " + p.Label(side)
}

// computerBannerText is the banner's first line.
func (s *Scene) computerBannerText() string {
	side := s.sess.Game().Pending.Side
	t := ComputerName(s.sess.Players, side) + " is playing"
	if err := s.comp.stuck; err != nil {
		return t + " but cannot go on: " + err.Error()
	}
	if s.comp.skip {
		return t + " — skipping to the end of its turn"
	}
	return t + " — click the map or press Space to skip to the end of its turn"
}

// drawComputer draws the banner over the top of the map while the
// computer holds the game.
func (s *Scene) drawComputer(dst *ebiten.Image) {
	c := &s.comp
	if !s.ComputerBusy() {
		s.drawSummary(dst) // computer_summary.go
		return
	}
	if c.title.L.Face == nil {
		c.title.L = lettering(art.Bold, 14, art.Paper)
		c.why.L = lettering(art.Italic, 13, textLight)
	}
	w := max(240, min(720, s.sideR.X-40))
	c.title.set(s.computerBannerText(), w)
	why := ""
	if c.last != "" {
		why = upperFirst(c.last)
	}
	c.why.set(why, w)
	bw := max(c.title.maxWidth(), c.why.maxWidth()) + 32
	r := widget.Rect{X: s.sideR.X/2 - bw/2, Y: BarH + 12, W: bw, H: c.title.height() + c.why.height() + 16}
	if s.toastTicks > 0 {
		r.Y += 48 // below the message
	}
	fill(dst, r, art.RGB{R: 0.08, G: 0.09, B: 0.1}.Alpha(0.9))
	stripe := art.RGB{R: 0.42, G: 0.48, B: 0.23}
	if s.sess.Game().Pending.Side == units.Germany {
		stripe = art.RGB{R: 0.36, G: 0.42, B: 0.48}
	}
	ui.FillRect(dst, r.X, r.Y, r.W, 3, stripe.Alpha(1))
	y := c.title.draw(dst, r.X+16, r.Y+8)
	c.why.draw(dst, r.X+16, y)
}
