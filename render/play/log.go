package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/render/art"
	"frontline/render/session"
	"frontline/render/ui"
	"frontline/render/widget"
)

// MaxLogLines is how many wrapped lines the log panel keeps per side:
// more than a whole game writes.
const MaxLogLines = 20000

// logLine is one wrapped line of the log, rendered the first time it is
// shown (a long game's log is mostly never scrolled back to).
type logLine struct {
	src   string
	t     ui.Text
	ready bool
}

func (l *logLine) String() string { return l.src }

// logBook is one side's wrapped log; the panel keeps one per viewer so a
// hand-off only switches books instead of wrapping the whole game again.
type logBook struct {
	lines   []*logLine
	entries int // entries of the viewer's log already wrapped
	lastStp int
	width   float64
}

// logPanel shows the viewer's log (Session.Logs), "[rule] text", the
// last lines at the bottom; the wheel scrolls it while the pointer is on
// it.
type logPanel struct {
	r     widget.Rect
	title ui.Text
	*logBook
	books  map[string]*logBook
	scroll int       // lines scrolled back from the end
	filter logFilter // log_filter.go
	chips  logChips
	hidden bool    // log_dock.go: only the title row shows
	empty  ui.Text // said when the filter leaves nothing
	normal art.Lettering
	fight  art.Lettering
	dim    art.Lettering
	header art.Lettering
	why    art.Lettering // a computer's order and its reason (computer.go)
}

func newLogPanel() *logPanel {
	p := &logPanel{
		logBook: &logBook{},
		books:   map[string]*logBook{},
		normal:  lettering(art.Regular, 12.5, art.RGB{R: 0.86, G: 0.87, B: 0.86}),
		fight:   lettering(art.Regular, 12.5, textWarn),
		dim:     lettering(art.Regular, 12.5, art.RGB{R: 0.56, G: 0.6, B: 0.62}),
		header:  lettering(art.Bold, 12.5, panelLine),
		why:     lettering(art.Italic, 12.5, art.RGB{R: 0.72, G: 0.84, B: 0.95}),
	}
	p.title.L = lettering(art.SmallCaps, 13, panelLine)
	return p
}

// LogLine is how a log entry reads: "[rule] text".
func LogLine(e game.Event) string {
	if e.Rule == "" {
		return e.Text
	}
	return "[" + e.Rule + "] " + e.Text
}

// reset scrolls back to the end (the viewer changed; sync picks the
// new viewer's book).
func (p *logPanel) reset() { p.scroll = 0 }

// sync wraps the entries added to viewer's log since the last call.
func (p *logPanel) sync(log []session.Entry, viewer string) {
	p.title.Set("Log · " + viewer)
	if p.books[viewer] == nil {
		p.books[viewer] = &logBook{}
	}
	p.logBook = p.books[viewer]
	if p.width != p.r.W {
		p.width = p.r.W
		p.lines, p.entries, p.lastStp = p.lines[:0], 0, 0
	}
	for _, en := range log[p.entries:] {
		if !p.filter.keeps(en.Event) {
			continue
		}
		if en.Step != p.lastStp {
			p.lastStp = en.Step
			p.add("— "+upperFirst(session.TurnName(en.Side, en.Turn, 0))+" —", p.header)
		}
		l := p.normal
		switch en.Event.Kind {
		case game.EvShot, game.EvUnitDestroyed, game.EvAttackDeclared, game.EvRetaliationDeclared,
			game.EvInitiative, game.EvCrewSurvival, game.EvEngagementEnded, game.EvCrossingDamage:
			l = p.fight
		case game.EvPhaseStarted, game.EvTurnStarted:
			l = p.dim
		case session.EvComputerOrder:
			l = p.why
		}
		p.add(LogLine(en.Event), l)
		if p.scroll > 0 {
			p.scroll = 0 // new events bring the view back to the end
		}
	}
	p.entries = len(log)
	if n := len(p.lines) - MaxLogLines; n > 0 {
		p.lines = append(p.lines[:0], p.lines[n:]...)
	}
}

func (p *logPanel) add(s string, l art.Lettering) {
	for i, ln := range wrap(l, s, p.r.W-20) {
		if i > 0 {
			ln = "    " + ln
		}
		p.lines = append(p.lines, &logLine{src: ln, t: ui.Text{L: l}})
	}
}

const logLineH = 16

// visible is how many lines fit.
func (p *logPanel) visible() int { return max(1, int((p.r.H-30)/logLineH)) }

// wheel scrolls by dy notches.
func (p *logPanel) wheel(dy float64) {
	switch {
	case dy > 0:
		p.scroll += 3
	case dy < 0:
		p.scroll -= 3
	}
	p.scroll = max(0, min(p.scroll, len(p.lines)-p.visible()))
}

func (p *logPanel) draw(dst *ebiten.Image) {
	r := p.r
	fill(dst, r, panelBG.Alpha(0.9))
	ui.FillRect(dst, r.X, r.Y, r.W, 1, panelLine.Alpha(0.8))
	p.title.Draw(dst, r.X+10, r.Y+5)
	if p.hidden {
		return
	}
	p.chips.layout(widget.Rect{X: r.X, Y: r.Y, W: r.W - logButtonsW, H: r.H}) // log_dock.go's buttons end the row
	p.chips.draw(dst, p.filter)
	n := p.visible()
	end := len(p.lines) - p.scroll
	start := max(0, end-n)
	y := r.Y + r.H - 6 - float64(end-start)*logLineH
	for _, l := range p.lines[start:end] {
		if !l.ready { // first shown: rendered once, then drawn from cache
			l.t.Set(l.src)
			l.ready = true
		}
		l.t.Draw(dst, r.X+10, y)
		y += logLineH
	}
	if len(p.lines) == 0 && p.filter != logAll {
		if p.empty.L.Face == nil {
			p.empty.L = p.dim
			p.empty.Set("Nothing of this kind yet.")
		}
		p.empty.Draw(dst, r.X+10, r.Y+r.H-6-logLineH)
	}
	if len(p.lines) > n {
		// A thin scroll bar: where the lines shown sit in the whole log.
		trackY, trackH := r.Y+26, r.H-32
		frac := float64(n) / float64(len(p.lines))
		pos := float64(start) / float64(len(p.lines))
		ui.FillRect(dst, r.X+r.W-6, trackY, 3, trackH, art.RGB{R: 0.25, G: 0.27, B: 0.28}.Alpha(1))
		ui.FillRect(dst, r.X+r.W-6, trackY+pos*trackH, 3, max(8, frac*trackH), panelLine.Alpha(1))
	}
}
