package play

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/session"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The summary of the computer's turn: when a person's decision comes
// back after the computer's own Operational Turn, a panel lists what it
// did that the person saw, each order with its reason; a click on an
// order shows its hex on the map. Close (Enter, Esc) puts it away; the
// "Germany's last turn" button over the map's corner (or T) brings it back.

const (
	summaryW    = 430.0
	summaryRowH = 6.0 // space between orders
)

// turnSummary is the panel.
type turnSummary struct {
	shown bool
	step  int        // the Operational Turn summed up (Game.Step)
	side  units.Side // the computer's side
	notes []session.Note
	// unseen: orders the viewer did not see.
	unseen int

	r, listR      widget.Rect
	title, intro  para
	rows          []sumRow
	first         int // first row shown
	close, reopen widget.Button
	ready         bool
}

type sumRow struct {
	p     para
	where *hex.Hex
	r     widget.Rect
}

// SummaryShown reports whether the summary panel is open (tests).
func (s *Scene) SummaryShown() bool { return s.comp.sum.shown }

// SummaryText is the panel's title, introduction and orders (tests,
// screenshots).
func (s *Scene) SummaryText() []string {
	sm := &s.comp.sum
	out := []string{sm.title.String(), sm.intro.String()}
	for i := range sm.rows {
		out = append(out, sm.rows[i].p.String())
	}
	return out
}

// summarySide is the computer side whose last own turn is the latest, or
// false with no person and computer both at the table.
func (s *Scene) summarySide() (units.Side, bool) {
	if len(s.sess.Humans) == 0 {
		return "", false
	}
	best, step := units.Side(""), 0
	for side := range s.sess.Players {
		if st := s.sess.SummaryStep(side); st > step {
			best, step = side, st
		}
	}
	return best, step > 0
}

// openSummary opens the summary of the computer's last turn once, when
// the person's own turn follows it (not at a decision the person makes
// within the computer's turn, such as answering its attack).
func (s *Scene) openSummary() {
	side, ok := s.summarySide()
	if !ok || s.sess.SummaryStep(side) == s.comp.sum.step || !s.sess.Humans[s.sess.Game().Active] {
		return
	}
	s.showSummary(side)
}

// showSummary fills the panel with side's last turn and opens it.
func (s *Scene) showSummary(side units.Side) {
	sm := &s.comp.sum
	sm.init()
	sm.side, sm.step = side, s.sess.SummaryStep(side)
	sm.notes, sm.unseen = s.sess.Summary(side, s.sess.Viewer)
	g := s.sess.Game()
	sm.title.set(upperFirst(session.TurnName(side, session.TurnAtStep(sm.step), g.Scenario().TurnLimit))+
		" — "+s.sess.Players.Label(side), summaryW-32)
	sm.intro.set(SummaryIntro(len(sm.notes), sm.unseen), summaryW-32)
	sm.rows = sm.rows[:0]
	for _, n := range sm.notes {
		r := sumRow{p: para{widget.NewPara(lettering(art.Regular, 13, textLight))}, where: n.Where}
		r.p.set("• "+upperFirst(n.Why), summaryW-44)
		sm.rows = append(sm.rows, r)
	}
	sm.first, sm.shown = 0, true
	sm.reopen.Set(SideName(side)+"'s last turn", true, "What the computer did in its last turn, and why (T)")
	s.layoutSummary()
}

// SummaryIntro says how much of the computer's turn the person saw.
func SummaryIntro(seen, unseen int) string {
	all := seen + unseen
	switch {
	case all == 0:
		return "It gave no order that needed a reason."
	case unseen == 0:
		return fmt.Sprintf("You saw all %d of its orders. Click one to see where on the map.", all)
	case seen == 0:
		return fmt.Sprintf("You saw none of its %d orders: it acted out of your sight.", all)
	}
	return fmt.Sprintf("You saw %d of its %d orders; the others were out of your sight. Click one to see where on the map.", seen, all)
}

func (sm *turnSummary) init() {
	if sm.ready {
		return
	}
	sm.ready = true
	sm.title.L = lettering(art.Bold, 16, art.Paper)
	sm.intro.L = lettering(art.Italic, 13, textDim)
	sm.close = newButton(true)
	sm.close.Set("Close", true, "Enter or Esc; T brings it back")
	sm.reopen = newButton(false)
}

// layoutSummary places the panel at the left of the map, under the bar,
// so the hex an order is shown at stays in sight right of it.
func (s *Scene) layoutSummary() {
	sm := &s.comp.sum
	top, bottom := float64(BarH+12), s.statusR.Y-12
	x := 12.0
	h := 20 + sm.title.height() + 6 + sm.intro.height() + 10
	listTop := top + h
	rowsH := 0.0
	for i := range sm.rows {
		rowsH += sm.rows[i].p.height() + summaryRowH
	}
	maxList := max(60, bottom-listTop-64)
	listH := min(rowsH, maxList)
	sm.listR = widget.Rect{X: x + 16, Y: listTop, W: summaryW - 32, H: listH}
	sm.r = widget.Rect{X: x, Y: top, W: summaryW, H: h + listH + 64}
	sm.close.R = widget.Rect{X: x + summaryW - 16 - 120, Y: sm.r.Y + sm.r.H - 50, W: 120, H: 36}
	w := sm.reopen.Width()
	sm.reopen.R = widget.Rect{X: 12, Y: BarH + 12, W: w, H: 32}
}

// summaryUpdate handles the panel and its button; it reports whether it
// took the tick's input.
func (s *Scene) summaryUpdate(in input.Source, x, y int) bool {
	sm := &s.comp.sum
	_, avail := s.summarySide()
	if !avail || !sm.ready {
		return false
	}
	click := s.ptr.click[left]
	if !sm.shown {
		if in.KeyPressed(ebiten.KeyT) || sm.reopen.HoverAt(x, y, click) {
			side, _ := s.summarySide()
			s.showSummary(side)
			return true
		}
		return false
	}
	if in.KeyPressed(ebiten.KeyT) || in.KeyPressed(ebiten.KeyEscape) || in.KeyPressed(ebiten.KeyEnter) ||
		in.KeyPressed(ebiten.KeyNumpadEnter) || sm.close.HoverAt(x, y, click) {
		sm.shown = false
		return true
	}
	if !sm.r.Has(x, y) {
		return false // the map and the panels stay at hand
	}
	if _, dy := in.Wheel(); dy != 0 {
		sm.first = max(0, min(len(sm.rows)-1, sm.first-int(dy)))
	}
	if click {
		for i := sm.first; i < len(sm.rows); i++ {
			if r := &sm.rows[i]; r.where != nil && r.r.Has(x, y) {
				s.showHexBeside(*r.where, sm.r)
			}
		}
	}
	return true
}

// showHexBeside centres h in the part of the map right of panel and
// makes it pulse.
func (s *Scene) showHexBeside(h hex.Hex, panel widget.Rect) {
	s.mv.CenterOn(h)
	left := panel.X + panel.W
	s.mv.Camera().Pan((left+s.sideR.X)/2-s.sideR.X/2, 0)
	s.pulse.add(h, false, 90)
}

// drawSummary draws the panel, or the button that reopens it.
func (s *Scene) drawSummary(dst *ebiten.Image) {
	sm := &s.comp.sum
	if _, avail := s.summarySide(); !avail || !sm.ready {
		return
	}
	if !sm.shown {
		sm.reopen.Draw(dst)
		return
	}
	fill(dst, sm.r, panelBG.Alpha(0.96))
	outline(dst, sm.r, 1, panelLine.Alpha(0.9))
	y := sm.title.draw(dst, sm.r.X+16, sm.r.Y+14)
	sm.intro.draw(dst, sm.r.X+16, y+6)
	y = sm.listR.Y
	cut := false
	for i := range sm.rows {
		r := &sm.rows[i]
		r.r = widget.Rect{}
		if i < sm.first {
			continue
		}
		h := r.p.height()
		if y+h > sm.listR.Y+sm.listR.H+0.5 {
			cut = true
			break
		}
		r.r = widget.Rect{X: sm.listR.X - 6, Y: y - 2, W: sm.listR.W + 12, H: h + 4}
		if r.where != nil && r.r.Has(s.ptr.x, s.ptr.y) {
			fill(dst, r.r, widget.RowHot.Alpha(1))
		}
		r.p.draw(dst, sm.listR.X, y)
		y += h + summaryRowH
	}
	if cut || sm.first > 0 { // more than fits: the wheel scrolls
		ui.FillRect(dst, sm.r.X+sm.r.W-6, sm.listR.Y, 3, sm.listR.H, panelLine.Alpha(0.5))
	}
	sm.close.Draw(dst)
}
