package cardview

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

type eventRow struct {
	y     float64
	title ui.Text
	dur   ui.Text
	focus ui.Text
	text  widget.Para
}

// EventsPanel lists the event cards in force.
type EventsPanel struct {
	fr     frame
	rows   []eventRow
	n      int
	empty  ui.Text
	sw, sh float64
}

func newEventsPanel() *EventsPanel {
	p := &EventsPanel{fr: newFrame()}
	p.empty.L = widget.Lettering(art.Italic, 14, widget.TextDim)
	return p
}

func (p *EventsPanel) show(evs []EventInfo, sw, sh float64) {
	p.sw, p.sh = sw, sh
	pw := min(sw-32, 760)
	p.fr.title.Set("Events in force · " + itoa(len(evs)))
	p.fr.note.Set("Event cards (III.6): one may be drawn in each Income Phase; some act at once, others last a number of turns.")
	for len(p.rows) < len(evs) {
		r := eventRow{}
		r.title.L = widget.Lettering(art.Bold, 16, cardInk)
		r.dur.L = widget.Lettering(art.Medium, 12.5, damagedRed)
		r.focus.L = widget.Lettering(art.Italic, 12.5, cardDim)
		r.text.L = widget.Lettering(art.Regular, 13, cardInk)
		p.rows = append(p.rows, r)
	}
	p.n = len(evs)
	p.empty.Set("No event cards are in force.")
	y := 0.0
	for i, e := range evs {
		r := &p.rows[i]
		r.title.Set(e.Title)
		r.dur.Set(e.Duration)
		r.focus.Set("Affects: " + e.Focus)
		r.text.Set(e.Text, pw-68)
		r.y = y
		y += 16 + 22 + 20 + r.text.Height() + 14 + 10
	}
	if p.n == 0 {
		y = 40
	}
	p.fr.place(pw, 76+y+8, sw, sh)
}

// Text is every word the panel shows.
func (p *EventsPanel) Text() string {
	var b strings.Builder
	for i := 0; i < p.n; i++ {
		r := &p.rows[i]
		b.WriteString(r.title.String() + "\n" + r.dur.String() + "\n" + r.text.String() + "\n")
	}
	return b.String()
}

func (p *EventsPanel) draw(dst *ebiten.Image) {
	p.fr.draw(dst, p.sw, p.sh)
	x0, y0 := p.fr.r.X+18, p.fr.r.Y+76
	if p.n == 0 {
		p.empty.Draw(dst, x0, y0+8)
	}
	for i := 0; i < p.n; i++ {
		r := &p.rows[i]
		h := 16 + 22 + 20 + r.text.Height() + 14
		box := widget.Rect{X: x0, Y: y0 + r.y, W: p.fr.r.W - 36, H: h}
		widget.Fill(dst, box, cardPaper.Alpha(1))
		ui.FillRect(dst, box.X, box.Y, 6, box.H, damagedRed.Alpha(1))
		r.title.Draw(dst, box.X+18, box.Y+8)
		dw, _ := r.dur.Size()
		r.dur.Draw(dst, box.X+box.W-dw-12, box.Y+10)
		r.focus.Draw(dst, box.X+18, box.Y+32)
		r.text.Draw(dst, box.X+18, box.Y+54)
	}
}

// EventPopup presents one event card just drawn.
type EventPopup struct {
	r      widget.Rect
	head   ui.Text
	title  ui.Text
	focus  widget.Para
	text   widget.Para
	dur    widget.Para
	ok     widget.Button
	card   string
	sw, sh float64
}

func newEventPopup() *EventPopup {
	p := &EventPopup{ok: widget.NewButton(true, 14)}
	p.head.L = widget.Lettering(art.SmallCaps, 14, art.Paper)
	p.title.L = widget.Lettering(art.Bold, 22, cardInk)
	p.focus.L = widget.Lettering(art.Italic, 13, cardDim)
	p.text.L = widget.Lettering(art.Regular, 14, cardInk)
	p.dur.L = widget.Lettering(art.Medium, 13, damagedRed)
	return p
}

// Card is the event card presented.
func (p *EventPopup) Card() string { return p.card }

func (p *EventPopup) show(e EventInfo, sw, sh float64) {
	p.sw, p.sh, p.card = sw, sh, e.Card
	w := min(sw-32, 480)
	p.head.Set("Event card drawn")
	p.title.Set(e.Title)
	p.focus.Set("Affects: "+e.Focus, w-48)
	p.text.Set(e.Text, w-48)
	p.dur.Set(e.Duration, w-48)
	p.ok.Set("Understood  (Enter)", true, "")
	h := 40 + 40 + p.focus.Height() + 12 + p.text.Height() + 14 + p.dur.Height() + 20 + 36 + 18
	p.r = widget.Rect{X: (sw - w) / 2, Y: max(8, (sh-h)/2), W: w, H: h}
	bw := max(160, p.ok.Width())
	p.ok.R = widget.Rect{X: p.r.X + (w-bw)/2, Y: p.r.Y + h - 36 - 18, W: bw, H: 36}
}

func (p *EventPopup) draw(dst *ebiten.Image) {
	ui.FillRect(dst, 0, 0, p.sw, p.sh, shade.Alpha(0.5))
	r := p.r
	widget.Fill(dst, widget.Rect{X: r.X + 6, Y: r.Y + 8, W: r.W, H: r.H}, shade.Alpha(0.4))
	widget.Fill(dst, r, cardPaper.Alpha(1))
	ui.FillRect(dst, r.X, r.Y, r.W, 34, damagedRed.Alpha(1))
	widget.Outline(dst, r, 2, damagedRed.Alpha(1))
	hw, hh := p.head.Size()
	p.head.Draw(dst, r.X+(r.W-hw)/2, r.Y+(34-hh)/2)
	p.title.Draw(dst, r.X+24, r.Y+44)
	y := p.focus.Draw(dst, r.X+24, r.Y+80)
	y = p.text.Draw(dst, r.X+24, y+12)
	p.dur.Draw(dst, r.X+24, y+14)
	p.ok.Draw(dst)
}
