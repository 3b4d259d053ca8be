package play

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/render/art"
	"frontline/render/session"
	"frontline/render/ui"
)

// MaxLogLines is how many wrapped lines the log panel keeps.
const MaxLogLines = 600

// logLine is one wrapped line of the log, rendered once.
type logLine struct {
	t ui.Text
}

// logPanel shows the viewer's log (Session.Logs), "[rule] text", the
// last lines at the bottom; the wheel scrolls it while the pointer is on
// it.
type logPanel struct {
	r       rect
	title   ui.Text
	lines   []*logLine
	entries int // entries of the viewer's log already wrapped
	lastStp int
	scroll  int // lines scrolled back from the end
	width   float64
	normal  art.Lettering
	fight   art.Lettering
	dim     art.Lettering
	header  art.Lettering
}

func newLogPanel() *logPanel {
	p := &logPanel{
		normal: lettering(art.Regular, 12.5, art.RGB{R: 0.86, G: 0.87, B: 0.86}),
		fight:  lettering(art.Regular, 12.5, textWarn),
		dim:    lettering(art.Regular, 12.5, art.RGB{R: 0.56, G: 0.6, B: 0.62}),
		header: lettering(art.Bold, 12.5, panelLine),
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

// reset empties the panel (the viewer changed).
func (p *logPanel) reset() {
	p.lines, p.entries, p.lastStp, p.scroll = p.lines[:0], 0, 0, 0
}

// sync wraps the entries added to log since the last call.
func (p *logPanel) sync(log []session.Entry, viewer string) {
	p.title.Set("Log · " + viewer)
	if p.width != p.r.w {
		p.width = p.r.w
		p.lines, p.entries, p.lastStp = p.lines[:0], 0, 0
	}
	for _, en := range log[p.entries:] {
		if en.Step != p.lastStp {
			p.lastStp = en.Step
			p.add("— Round "+strconv.Itoa(en.Step)+" —", p.header)
		}
		l := p.normal
		switch en.Event.Kind {
		case game.EvShot, game.EvUnitDestroyed, game.EvAttackDeclared, game.EvRetaliationDeclared,
			game.EvInitiative, game.EvCrewSurvival, game.EvEngagementEnded, game.EvCrossingDamage:
			l = p.fight
		case game.EvPhaseStarted, game.EvTurnStarted:
			l = p.dim
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
	for i, ln := range wrap(l, s, p.r.w-20) {
		if i > 0 {
			ln = "    " + ln
		}
		line := &logLine{t: ui.Text{L: l}}
		line.t.Set(ln)
		p.lines = append(p.lines, line)
	}
}

const logLineH = 16

// visible is how many lines fit.
func (p *logPanel) visible() int { return max(1, int((p.r.h-30)/logLineH)) }

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
	ui.FillRect(dst, r.x, r.y, r.w, 1, panelLine.Alpha(0.8))
	p.title.Draw(dst, r.x+10, r.y+5)
	n := p.visible()
	end := len(p.lines) - p.scroll
	start := max(0, end-n)
	y := r.y + r.h - 6 - float64(end-start)*logLineH
	for _, l := range p.lines[start:end] {
		l.t.Draw(dst, r.x+10, y)
		y += logLineH
	}
	if len(p.lines) > n {
		// A thin scroll bar: where the lines shown sit in the whole log.
		trackY, trackH := r.y+26, r.h-32
		frac := float64(n) / float64(len(p.lines))
		pos := float64(start) / float64(len(p.lines))
		ui.FillRect(dst, r.x+r.w-6, trackY, 3, trackH, art.RGB{R: 0.25, G: 0.27, B: 0.28}.Alpha(1))
		ui.FillRect(dst, r.x+r.w-6, trackY+pos*trackH, 3, max(8, frac*trackH), panelLine.Alpha(1))
	}
}
