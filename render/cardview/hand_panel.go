package cardview

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Hand panel layout.
const (
	tileW   = 206
	tileH   = 250
	tileGap = 14
	backW   = 30
	backH   = 42
)

type handTile struct {
	r        widget.Rect
	id       string
	playable bool
	why      string
	title    ui.Text
	rule     ui.Text
	when     widget.Para
	purpose  widget.Para
	affects  widget.Para
	status   ui.Text
}

// HandPanel shows the viewer's command cards, the playable ones lit, and
// only the size of the enemy's hand.
type HandPanel struct {
	fr      frame
	tiles   []handTile
	n       int
	note    widget.Para
	empty   ui.Text
	enemyT  ui.Text
	enemyN  int
	enemyY  float64
	tip     widget.Tip
	hot     int
	sw, sh  float64
	tilesY  float64
	perRow  int
	noteY   float64
	enemyX0 float64
}

func newHandPanel() *HandPanel {
	p := &HandPanel{fr: newFrame(), tip: widget.NewTip(), hot: -1}
	p.note.L = widget.Lettering(art.Regular, 13, widget.TextDim)
	p.empty.L = widget.Lettering(art.Italic, 14, widget.TextDim)
	p.enemyT.L = widget.Lettering(art.Medium, 13.5, widget.TextLight)
	return p
}

// show fills the panel: the viewer's cards (HandCards), the size of the
// enemy's hand and a note on playability.
func (p *HandPanel) show(hand []HandCard, enemyN int, title, note string, sw, sh float64) {
	p.sw, p.sh = sw, sh
	pw := min(sw-32, 1100)
	p.perRow = max(1, int((pw-36+tileGap)/(tileW+tileGap)))
	rows := max(1, (len(hand)+p.perRow-1)/p.perRow)
	p.fr.title.Set(title)
	p.fr.note.Set("Command cards (III.7): only you see them; your opponent sees how many you hold.")
	p.note.Set(note, pw-36)
	for len(p.tiles) < len(hand) {
		t := handTile{}
		t.title.L = widget.Lettering(art.Bold, 16, cardInk)
		t.rule.L = widget.Lettering(art.Medium, 12, cardDim)
		t.when.L = widget.Lettering(art.Regular, 12.5, cardInk)
		t.purpose.L = widget.Lettering(art.Italic, 12.5, cardDim)
		t.affects.L = widget.Lettering(art.Regular, 12.5, cardInk)
		t.status.L = widget.Lettering(art.Bold, 12.5, cardInk)
		p.tiles = append(p.tiles, t)
	}
	p.n = len(hand)
	for i, hc := range hand {
		t := &p.tiles[i]
		t.id, t.playable, t.why = hc.ID, hc.Playable, hc.Why
		t.title.Set(hc.Title)
		t.rule.Set("Command Decision · " + hc.Rule)
		t.when.Set("When: "+hc.When, tileW-24)
		t.purpose.Set(hc.Purpose, tileW-24)
		t.affects.Set("Affects: "+hc.Affects, tileW-24)
		if hc.Playable {
			t.status.Set("Playable now · click")
		} else {
			t.status.Set("Not playable now")
		}
	}
	p.empty.Set("Your hand is empty. A card is drawn in each of your Income Phases while your Forward HQ stands.")
	p.enemyN = enemyN
	p.enemyT.Set("Enemy hand: " + itoa(enemyN) + " card" + plural(enemyN) + ", face down")
	ph := 64 + p.note.Height() + 12 + float64(rows)*(tileH+tileGap) + 12 + backH + 24
	if len(hand) == 0 {
		ph = 64 + p.note.Height() + 12 + 50 + 12 + backH + 24
	}
	p.fr.place(pw, ph, sw, sh)
	p.noteY = p.fr.r.Y + 64
	p.tilesY = p.noteY + p.note.Height() + 12
	for i := 0; i < p.n; i++ {
		row, col := i/p.perRow, i%p.perRow
		p.tiles[i].r = widget.Rect{X: p.fr.r.X + 18 + float64(col)*(tileW+tileGap), Y: p.tilesY + float64(row)*(tileH+tileGap), W: tileW, H: tileH}
	}
	p.enemyY = p.fr.r.Y + p.fr.r.H - backH - 16
	p.tip.Hide()
	p.hot = -1
}

// update tracks the pointer; it returns the card id clicked, if playable.
func (p *HandPanel) update(x, y int, click bool) string {
	p.tip.Hide()
	p.hot = -1
	for i := 0; i < p.n; i++ {
		t := &p.tiles[i]
		if !t.r.Has(x, y) {
			continue
		}
		p.hot = i
		p.tip.Show(t.why, widget.Rect{X: t.r.X, Y: t.r.Y + t.r.H - 40, W: t.r.W, H: 40}, p.sw, p.sh)
		if click && t.playable {
			return t.id
		}
		return ""
	}
	return ""
}

// TileAt is the card id of the tile at (x, y) and whether it is lit.
func (p *HandPanel) TileAt(x, y int) (string, bool) {
	for i := 0; i < p.n; i++ {
		if p.tiles[i].r.Has(x, y) {
			return p.tiles[i].id, p.tiles[i].playable
		}
	}
	return "", false
}

// Tiles are the rectangles of the cards shown, in hand order.
func (p *HandPanel) Tiles() []widget.Rect {
	out := make([]widget.Rect, p.n)
	for i := range out {
		out[i] = p.tiles[i].r
	}
	return out
}

// Text is every word the panel shows (the privacy test reads it).
func (p *HandPanel) Text() string {
	var b strings.Builder
	for _, s := range []string{p.fr.title.String(), p.fr.note.String(), p.note.String(), p.enemyT.String()} {
		b.WriteString(s + "\n")
	}
	for i := 0; i < p.n; i++ {
		t := &p.tiles[i]
		for _, s := range []string{t.id, t.title.String(), t.rule.String(), t.when.String(), t.affects.String(), t.purpose.String(), t.status.String(), t.why} {
			b.WriteString(s + "\n")
		}
	}
	return b.String()
}

func (p *HandPanel) draw(dst *ebiten.Image) {
	p.fr.draw(dst, p.sw, p.sh)
	x0 := p.fr.r.X + 18
	p.note.Draw(dst, x0, p.noteY)
	if p.n == 0 {
		p.empty.Draw(dst, x0, p.tilesY+14)
	}
	for i := 0; i < p.n; i++ {
		t := &p.tiles[i]
		r := t.r
		if t.playable {
			glow := widget.Rect{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: r.H + 8}
			widget.Fill(dst, glow, widget.BrassHot.Alpha(0.35))
		}
		paper := cardPaper
		if !t.playable {
			paper = art.RGB{R: 0.8, G: 0.78, B: 0.72}
		}
		widget.Fill(dst, r, paper.Alpha(1))
		band := art.RGB{R: 0.45, G: 0.43, B: 0.4}
		if t.playable {
			band = widget.PanelLine
		}
		ui.FillRect(dst, r.X, r.Y, r.W, 8, band.Alpha(1))
		edge := cardRule
		if t.playable {
			edge = widget.BrassHot
		}
		if i == p.hot {
			edge = art.Ink
		}
		widget.Outline(dst, r, 2, edge.Alpha(1))
		t.title.Draw(dst, r.X+12, r.Y+16)
		t.rule.Draw(dst, r.X+12, r.Y+40)
		ui.FillRect(dst, r.X+12, r.Y+62, r.W-24, 1, cardRule.Alpha(1))
		y := t.when.Draw(dst, r.X+12, r.Y+70)
		y = t.affects.Draw(dst, r.X+12, y+6)
		t.purpose.Draw(dst, r.X+12, y+8)
		sb := widget.Rect{X: r.X + 8, Y: r.Y + r.H - 32, W: r.W - 16, H: 24}
		if t.playable {
			widget.Fill(dst, sb, widget.PanelLine.Alpha(1))
		} else {
			widget.Fill(dst, sb, art.RGB{R: 0.7, G: 0.68, B: 0.62}.Alpha(1))
		}
		sw, sh := t.status.Size()
		t.status.Draw(dst, sb.X+(sb.W-sw)/2, sb.Y+(sb.H-sh)/2)
	}
	// the enemy's hand: backs only
	ui.FillRect(dst, x0, p.enemyY-10, p.fr.r.W-36, 1, widget.PanelLine.Alpha(0.5))
	_, eh := p.enemyT.Size()
	p.enemyT.Draw(dst, x0, p.enemyY+(backH-eh)/2)
	ew, _ := p.enemyT.Size()
	bx := x0 + ew + 16
	for i := 0; i < min(p.enemyN, 12); i++ {
		r := widget.Rect{X: bx + float64(i)*(backW+6), Y: p.enemyY, W: backW, H: backH}
		widget.Fill(dst, r, art.RGB{R: 0.3, G: 0.26, B: 0.2}.Alpha(1))
		widget.Outline(dst, r, 2, widget.PanelLine.Alpha(1))
		ui.FillRect(dst, r.X+7, r.Y+8, r.W-14, r.H-16, art.RGB{R: 0.4, G: 0.34, B: 0.24}.Alpha(1))
	}
	p.tip.Draw(dst)
}
