package battle

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/widget"
)

// The computer's turn on the battle screen: its purchase is made at once
// (nothing of it shows), its table orders are thought over on another
// goroutine and shown one by one — a move as a trail from where the
// unit stood to where it stands, shots as the player's are — with a
// banner giving the last reason; a click on the table or Space skips to
// the end of its turn. The person's table stays up: no hand-off.

// trailTicks is how long a computer move's trail shows.
const trailTicks = 40

// cpuPlay is the scene's side of the computer's turn.
type cpuPlay struct {
	asked  bool // a decision is being thought over
	answer chan cpuAnswer
	got    *cpuAnswer
	skip   bool
	stuck  error
	// The move shown: from where to where, and for how long yet.
	trail    [2]geom.Point
	trailFor tactical.UnitID
	trailT   int
	banner   widget.Para
	last     string
	since    int // ticks since the computer last held the screen (input.KeyGrace)
}

// ComputerBusy reports whether the computer holds the battle (thinking,
// or its order being shown).
func (s *Scene) ComputerBusy() bool {
	return !s.m.Over() && (s.cpu.asked || s.computerToMove() || s.cpu.trailT > 0)
}

// computerToMove reports whether a computer seat is to act.
func (s *Scene) computerToMove() bool {
	st := s.seats()
	return st != nil && st.ComputerToMove()
}

// AwaitComputer blocks until the computer's pending answer is in (tests).
func (s *Scene) AwaitComputer() {
	if c := &s.cpu; c.asked && c.got == nil {
		a := <-c.answer
		c.got = &a
	}
}

// firstViewer is who sits at the screen: a person's side when the
// computer is to act first.
func (s *Scene) firstViewer() units.Side {
	side, _ := s.m.Pending()
	st := s.seats()
	if st == nil || !st.plays(side) {
		return side
	}
	for _, p := range standalone.Players {
		if !st.plays(p) {
			return p
		}
	}
	return side
}

// computerUpdate runs a tick of the computer's turn; it reports whether
// the computer holds the screen (the camera stays free).
func (s *Scene) computerUpdate(in input.Source) bool {
	c := &s.cpu
	if !s.ComputerBusy() {
		c.skip = false
		c.since++
		return false
	}
	c.since = 0
	s.camera(in)
	if (s.mouse.click && s.onTable()) || in.KeyPressed(ebiten.KeySpace) {
		c.skip, c.trailT = true, 0
		s.fx.skip()
	}
	switch {
	case s.fx.busy():
		s.fx.tick()
	case c.trailT > 0:
		c.trailT--
	case c.stuck == nil:
		s.computerStep()
	}
	return true
}

// computerStep asks the computer or, its answer in, carries it out.
func (s *Scene) computerStep() {
	c := &s.cpu
	if !c.asked {
		think, now, ok := s.seats().ask()
		if !ok {
			return
		}
		ch := make(chan cpuAnswer, 1)
		c.asked, c.answer, c.got = true, ch, nil
		if now { // the purchase: at once, so its page never shows
			a := think()
			c.got = &a
		} else {
			go func() { ch <- think() }()
			return
		}
	}
	if c.got == nil {
		select {
		case a := <-c.answer:
			c.got = &a
		default:
			return
		}
	}
	a := *c.got
	c.asked, c.got = false, nil
	var from geom.Point
	var mover tactical.UnitID
	moving := a.order != nil && (a.order.Kind == tactical.CmdMove || a.order.Kind == tactical.CmdFly)
	if moving {
		mover = a.order.Unit
	}
	if b := s.m.Battle(); moving && b != nil && b.Unit(mover) != nil {
		from = b.Unit(mover).Pos
	}
	at, refused, err := a.give()
	switch {
	case err != nil:
		c.stuck = err
		s.say(err.Error(), true)
		return
	case refused:
		return
	}
	if a.why != "" {
		c.last = a.why
	}
	if b := s.m.Battle(); moving && b != nil && !c.skip {
		if u := b.Unit(mover); u != nil && u.Pos != from {
			c.trail, c.trailFor, c.trailT = [2]geom.Point{from, u.Pos}, mover, trailTicks
		}
	}
	s.fx.queue(s, at)
	if c.skip {
		s.fx.skip()
	}
	s.refresh()
}

// drawComputer draws the move being shown and the banner.
func (s *Scene) drawComputer(dst *ebiten.Image) {
	c := &s.cpu
	if !s.ComputerBusy() {
		return
	}
	if c.trailT > 0 {
		k := math.Min(1, float64(trailTicks-c.trailT)/(trailTicks*0.6))
		x0, y0 := s.screenOf(c.trail[0])
		x1, y1 := s.screenOf(c.trail[1])
		s.pen.line(dst, x0, y0, x0+(x1-x0)*k, y0+(y1-y0)*k, 3, art.Paper.Alpha(0.75))
		if u := s.m.Battle().Unit(c.trailFor); u != nil && k >= 1 {
			r := s.pieceRadius(u) * 1.25
			s.pen.wedge(dst, x1, y1, r, 0, 2*math.Pi, art.Paper.Alpha(0.2))
		}
		s.pen.flush(dst)
	}
	if c.banner.L.Face == nil {
		c.banner = widget.NewPara(widget.Lettering(art.Medium, 14, art.Paper))
	}
	side, _ := s.m.Pending()
	text := sideName(side) + " — the computer is playing (click the table or press Space to skip to the end of its turn)"
	if c.stuck != nil {
		text = sideName(side) + " — the computer cannot go on: " + c.stuck.Error()
	}
	if c.last != "" {
		text += "\n" + c.last
	}
	w := math.Min(640, s.w-panelW-40)
	c.banner.Set(text, w)
	r := widget.Rect{X: (s.w-panelW)/2 - w/2 - 12, Y: barH + 10, W: w + 24, H: c.banner.Height() + 14}
	widget.Fill(dst, r, widget.PanelBG.Alpha(0.92))
	c.banner.Draw(dst, r.X+12, r.Y+7)
}

// HandOff reports whether the hand-off screen covers the table (tests:
// the computer's turns never show it).
func (s *Scene) HandOff() bool { return s.handoff }
