package battle

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// pendLabel is the note beside a ghost: the inches used and left, the
// chance of the checks, the altitude, or the rule that refuses it.
type pendLabel struct {
	lines [3]ui.Text
	n     int
	bad   bool
}

func (l *pendLabel) set(s *Scene) {
	o := &s.ord
	b := s.m.Battle()
	u := b.Unit(o.unit)
	var txt [3]string
	switch o.kind {
	case pendPlace:
		txt[0] = "Click the piece or press Enter to place it here"
		txt[1] = "Wheel or drag the knob: facing " + o.facing.String()
		if u.Aircraft() {
			txt[1] = fmt.Sprintf("Altitude %s (%s ft)", geom.Inches(o.alt), feet(o.alt))
		}
	case pendMove:
		allow := b.Allowance(u)
		cost := max(o.cost, o.length)
		txt[0] = fmt.Sprintf("%s\" used of %s\", %s\" left", geom.Inches(cost), geom.Inches(allow), geom.Inches(max(0, allow-cost)))
		txt[1] = "Facing " + o.facing.String() + " (wheel or knob) · click it or Enter to move"
		if o.chance < 1 {
			txt[2] = "Terrain checks: " + pct(o.chance) + " to get through (III.3.1)"
		}
	case pendFly:
		left := tactical.FlightLeft(u)
		txt[0] = fmt.Sprintf("%s\" flown of %s\" left (at least %s\" a turn)", geom.Inches(geom.Distance3(u.Pos, o.to, o.alt-u.Alt)), geom.Inches(left), geom.Inches(tactical.MinimumFlight(u)))
		txt[1] = fmt.Sprintf("Altitude %s ft (wheel) · click it or Enter to fly", feet(o.alt))
	}
	if o.why != "" {
		txt = refusedNote(o, b.Allowance(u))
	}
	l.fill(txt, o.why != "")
}

// refusedNote is the ghost's note when the rules refuse its spot: what
// cannot be done, how to go on, and the rule that forbids it.
func refusedNote(o *pending, allow int64) [3]string {
	head := "Cannot be placed here"
	switch o.kind {
	case pendMove:
		head = "Cannot move here"
		if cost := max(o.cost, o.length); cost > allow {
			head = fmt.Sprintf("Cannot move here: the way is %s\", %s\" allowed", geom.Inches(cost), geom.Inches(allow))
		}
	case pendFly:
		head = "Cannot fly here"
	}
	return [3]string{head, "Drag it elsewhere, or Esc to cancel", widget.UpperFirst(o.why)}
}

// fill sets the note's lines; the third is a warning, or the refusal
// when bad.
func (l *pendLabel) fill(txt [3]string, bad bool) {
	l.bad = bad
	l.n = 0
	for i, t := range txt {
		ink := art.Paper
		if i == 2 {
			ink = widget.TextWarn
			if l.bad {
				ink = widget.TextBad
			}
		}
		l.lines[i] = ui.Text{L: widget.Lettering(art.Bold, 13, ink)}
		l.lines[i].Set(t)
		if t != "" {
			l.n = i + 1
		}
	}
}

// feet prints an altitude in feet (1" = 600 ft, Table IX.1).
func feet(alt int64) string { return fmt.Sprintf("%d", alt*600/geom.Inch) }

// draw draws the ghost: its path with waypoints, the piece half seen
// where it would go, its facing knob and its note.
func (o *pending) draw(dst *ebiten.Image, s *Scene) {
	if !o.on {
		return
	}
	b := s.m.Battle()
	u := b.Unit(o.unit)
	gx, gy := s.screenOf(o.to)
	ok := o.why == ""
	col := art.RGB{R: 0.35, G: 0.85, B: 0.45}
	if !ok {
		col = art.RGB{R: 0.95, G: 0.3, B: 0.25}
	}
	if o.kind != pendPlace {
		px, py := s.screenOf(u.Pos)
		for i := 0; i <= len(o.via); i++ {
			q := o.to
			if i < len(o.via) {
				q = o.via[i]
			}
			qx, qy := s.screenOf(q)
			s.pen.line(dst, px, py, qx, qy, 5, art.Ink.Alpha(0.5))
			s.pen.dashed(dst, px, py, qx, qy, 3, 9, 5, col.Alpha(0.95))
			px, py = qx, qy
		}
	}
	r := s.pieceRadius(u)
	s.pen.ring(dst, gx, gy, r+3, 2.5, col.Alpha(0.9))
	if o.kind != pendFly {
		kx, ky := knob(gx, gy, r, o.facing)
		s.pen.line(dst, gx, gy, kx, ky, 2, col.Alpha(0.9))
		s.pen.wedge(dst, kx, ky, 7, 0, 2*math.Pi, widget.BrassHot.Alpha(1))
		s.pen.ring(dst, kx, ky, 7, 1.5, art.Ink.Alpha(0.9))
	}
	s.drawPointer(dst, u, gx, gy, o.facing, 0.6)
	s.pen.flush(dst)
	s.drawShadow(dst, u, gx, gy, o.alt, o.facing)
	s.drawSprite(dst, u, gx, gy, o.facing, 0.6, u.Damaged)
	if u.Aircraft() {
		s.marks.drawAltitude(dst, u, o.alt, gx, gy+r+2)
	}
	s.pen.flush(dst)
	o.label.draw(dst, gx, gy, r, s)
}

// draw puts the note beside a ghost of radius r at (gx, gy), on the
// side with room.
func (l *pendLabel) draw(dst *ebiten.Image, gx, gy, r float64, s *Scene) {
	w := 0.0
	for i := range l.n {
		lw, _ := l.lines[i].Size()
		w = max(w, lw)
	}
	x, y := gx+r+18, gy-float64(l.n)*9
	if x+w+12 > s.w-panelW {
		x = gx - r - 18 - w - 12
	}
	widget.Fill(dst, widget.Rect{X: x - 6, Y: y - 4, W: w + 12, H: float64(l.n)*18 + 8}, widget.PanelBG.Alpha(0.85))
	for i := range l.n {
		l.lines[i].Draw(dst, x, y+float64(i)*18)
	}
}
