package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/ui"
	"frontline/render/widget"
)

// logView is the battle's log over the table's lower left corner: one
// line per event with its rule, the dice under it; the shot being shown
// is lit. The wheel over it scrolls.
type logView struct {
	r     widget.Rect
	lines []logLine
	made  int // log entries lettered
	back  int // lines scrolled back from the end
	title ui.Text
}

type logLine struct {
	t     ui.Text
	entry int
}

func (l *logView) init() {
	l.title.L = widget.Lettering(art.Bold, 13, widget.BrassHot)
	l.title.Set("Log")
}

func (l *logView) rect() widget.Rect { return l.r }

func (l *logView) layout(s *Scene) {
	l.r = widget.Rect{X: 0, Y: s.h - logH, W: min(logW, s.w-panelW), H: logH}
	l.made = 0
	l.lines = l.lines[:0]
	l.refresh(s)
}

// refresh letters the entries added since the last time.
func (l *logView) refresh(s *Scene) {
	log := s.m.Entries()
	if l.made > len(log) { // taken back (Undo)
		l.made, l.lines = 0, l.lines[:0]
	}
	w := l.r.W - 20
	for ; l.made < len(log); l.made++ {
		e := &log[l.made]
		text := e.Text
		if e.Rule != "" {
			text += " (" + e.Rule + ")"
		}
		for _, ln := range widget.Wrap(widget.Lettering(art.Regular, 12.5, art.Paper), text, w) {
			t := ui.Text{L: widget.Lettering(art.Regular, 12.5, art.Paper)}
			t.Set(ln)
			l.lines = append(l.lines, logLine{t: t, entry: l.made})
		}
		if e.Dice != "" {
			for _, ln := range widget.Wrap(widget.Lettering(art.Italic, 11.5, widget.TextDim), "   dice: "+e.Dice, w) {
				t := ui.Text{L: widget.Lettering(art.Italic, 11.5, widget.TextDim)}
				t.Set(ln)
				l.lines = append(l.lines, logLine{t: t, entry: l.made})
			}
		}
	}
	l.back = 0
}

// update scrolls with the wheel over the log; it reports whether the
// pointer is over it.
func (l *logView) update(s *Scene, in input.Source) bool {
	if !l.r.Has(s.mouse.x, s.mouse.y) {
		return false
	}
	if _, wy := in.Wheel(); wy > 0 {
		l.back = min(l.back+2, max(0, len(l.lines)-l.rows()))
	} else if wy < 0 {
		l.back = max(0, l.back-2)
	}
	return true
}

const logLineH = 16.0

func (l *logView) rows() int { return int((l.r.H - 28) / logLineH) }

func (l *logView) draw(dst *ebiten.Image, s *Scene) {
	widget.Fill(dst, l.r, widget.PanelBG.Alpha(0.88))
	widget.Outline(dst, l.r, 1, widget.PanelLine.Alpha(0.8))
	l.title.Draw(dst, l.r.X+10, l.r.Y+5)
	n := l.rows()
	end := len(l.lines) - l.back
	first := max(0, end-n)
	// While shots are shown, the log shows up to the shot on screen.
	if cur := s.fx.current(); cur >= 0 {
		for end > 0 && l.lines[end-1].entry > cur {
			end--
		}
		first = max(0, end-n)
	}
	y := l.r.Y + 24
	for i := first; i < end; i++ {
		if l.lines[i].entry == s.fx.current() {
			widget.Fill(dst, widget.Rect{X: l.r.X + 4, Y: y - 1, W: l.r.W - 8, H: logLineH}, widget.RowSel.Alpha(1))
		}
		l.lines[i].t.Draw(dst, l.r.X+10, y)
		y += logLineH
	}
}
