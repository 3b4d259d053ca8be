package play

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The log's filter: chips in its title row show one kind of entry only,
// by the rulebook chapter the entry cites — what a player looks back for
// (the last fight, who moved, where the money went, which cards).

// logFilter is a chip of the log's title row.
type logFilter int

const (
	logAll logFilter = iota
	logCombat
	logMoves
	logEconomy
	logCards
	nLogFilters
)

var logFilterNames = [nLogFilters]string{"All", "Combat", "Moves", "Economy", "Cards"}

// logSections are the rule sections (and their subsections) of each
// filter; "Table", "Example" and "Figure" prefixes are ignored, but an
// inset keeps its own number (Inset V.6 is the engagement, V.6 the
// Deployment Phase).
var logSections = [nLogFilters][]string{
	logCombat:  {"V.5", "Inset V.6", "VI.1", "VI.2", "VI.3", "VI.4", "VI.7", "Inset VI", "VIII.2", "VIII.3"},
	logMoves:   {"V.4", "III.2", "III.3", "VI.5", "VI.6", "VII.1", "VII.2", "VII.4", "VII.5", "VIII.1"},
	logEconomy: {"V.1", "V.2", "V.3", "Inset V.4", "Inset V.5", "V.6", "III.4", "VII.3", "II", "Inset II"},
	logCards:   {"III.6", "III.7", "IV.3"},
}

// ruleSection is the section an entry cites: "Table VI.3" → "VI.3",
// "Inset V.6 step 2" → "Inset V.6".
func ruleSection(rule string) string {
	for _, p := range [...]string{"Table ", "Example ", "Figure "} {
		rule = strings.TrimPrefix(rule, p)
	}
	inset := strings.HasPrefix(rule, "Inset ")
	rule = strings.TrimPrefix(rule, "Inset ")
	if i := strings.IndexAny(rule, " ,;:"); i >= 0 {
		rule = rule[:i]
	}
	if inset {
		return "Inset " + rule
	}
	return rule
}

// keeps reports whether filter f shows event e.
func (f logFilter) keeps(e game.Event) bool {
	if f == logAll {
		return true
	}
	sec := ruleSection(e.Rule)
	for _, p := range logSections[f] {
		if sec == p || strings.HasPrefix(sec, p+".") {
			return true
		}
	}
	return false
}

// logChips are the filter chips, laid out at the right of the title row.
type logChips struct {
	r     [nLogFilters]widget.Rect
	on    [nLogFilters]ui.Text
	off   [nLogFilters]ui.Text
	ready bool
}

func (c *logChips) layout(panel widget.Rect) {
	if !c.ready {
		for i, name := range logFilterNames {
			c.on[i].L = lettering(art.Bold, 12, art.Ink)
			c.off[i].L = lettering(art.Regular, 12, textDim)
			c.on[i].Set(name)
			c.off[i].Set(name)
		}
		c.ready = true
	}
	x := panel.X + panel.W - 14
	for i := nLogFilters - 1; i >= 0; i-- {
		w, _ := c.on[i].Size()
		x -= w + 12
		c.r[i] = widget.Rect{X: x, Y: panel.Y + 4, W: w + 10, H: 17}
		x -= 2
	}
}

// at is the chip under (x, y), or -1.
func (c *logChips) at(x, y int) logFilter {
	for i := range c.r {
		if c.r[i].Has(x, y) {
			return logFilter(i)
		}
	}
	return -1
}

func (c *logChips) draw(dst *ebiten.Image, cur logFilter) {
	for i := range c.r {
		r := c.r[i]
		t := &c.off[i]
		if logFilter(i) == cur {
			fill(dst, r, panelLine.Alpha(1))
			t = &c.on[i]
		}
		w, h := t.Size()
		t.Draw(dst, r.X+(r.W-w)/2, r.Y+(r.H-h)/2)
	}
}

// setFilter shows only f's entries: every book is wrapped again on its
// next sync.
func (p *logPanel) setFilter(f logFilter) {
	if f == p.filter {
		return
	}
	p.filter, p.scroll = f, 0
	for _, b := range p.books {
		b.lines, b.entries, b.lastStp = b.lines[:0], 0, 0
	}
}

// click picks the chip under (x, y); it reports whether one was hit.
func (p *logPanel) click(x, y int) bool {
	f := p.chips.at(x, y)
	if f < 0 || p.hidden {
		return false
	}
	p.setFilter(f)
	return true
}
