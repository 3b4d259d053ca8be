package cardview

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/scenario"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/markers"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Card panel layout.
const (
	titleBarH  = 34
	faceMarker = 34.0 // hex size of the marker on a face
	rowLineH   = 19
	chipH      = 24
)

// facePic is one side of the card, lettered once.
type facePic struct {
	damaged  bool
	band     art.RGB
	title    ui.Text
	corner   ui.Text
	origin   ui.Text
	summary  widget.Para
	mech     [3][2]ui.Text
	head     [10]ui.Text
	cells    [][10]ui.Text
	colX     [10]float64
	colOn    [10]bool
	noWeap   ui.Text
	notes    widget.Para
	m        markers.Marker
	h        float64 // height needed
	valueInk art.RGB
	rowTips  []string // what a weapon row's tooltip says
}

type chipPic struct {
	r     widget.Rect
	label ui.Text
	help  string
	key   string
}

type cascadeItem struct {
	m       markers.Marker
	caption ui.Text
}

// CardPanel shows a unit type's whole card, both sides side by side,
// its special characteristics as chips with their glossary on hover, and
// for a unit on the map the state its side may see.
type CardPanel struct {
	fr      frame
	card    *units.Card
	faces   [2]facePic
	faceR   [2]widget.Rect
	chipsT  ui.Text
	chips   []chipPic
	nChips  int
	state   bool
	stateT  ui.Text
	words   widget.Para
	cascade []cascadeItem
	nCas    int
	stateY  float64
	tip     widget.Tip
	hot     int // chip under the pointer, -1 for none
	sw, sh  float64
	lookup  cardOf
}

func newCardPanel(lookup cardOf) *CardPanel {
	p := &CardPanel{fr: newFrame(), tip: widget.NewTip(), lookup: lookup}
	p.chipsT.L = widget.Lettering(art.SmallCaps, 14, widget.PanelLine)
	p.stateT.L = widget.Lettering(art.SmallCaps, 14, widget.PanelLine)
	p.words.L = widget.Lettering(art.Regular, 13, widget.TextLight)
	for i := range p.faces {
		f := &p.faces[i]
		f.title.L = widget.Lettering(art.Bold, 17, art.Paper)
		f.corner.L = widget.Lettering(art.Bold, 14, art.Paper)
		f.origin.L = widget.Lettering(art.Medium, 12.5, cardDim)
		f.summary.L = widget.Lettering(art.Italic, 12.5, cardInk)
		f.valueInk = cardInk
		if i == 1 {
			f.valueInk = damagedRed // the Damaged side's values read in red
		}
		for k := range f.mech {
			f.mech[k][0].L = widget.Lettering(art.SmallCaps, 11.5, cardDim)
			f.mech[k][1].L = widget.Lettering(art.Bold, 22, f.valueInk)
		}
		for k := range f.head {
			f.head[k].L = widget.Lettering(art.Bold, 11.5, cardDim)
		}
		f.noWeap.L = widget.Lettering(art.Italic, 12.5, cardDim)
		f.notes.L = widget.Lettering(art.Regular, 12.5, cardInk)
	}
	return p
}

// Card is the card shown.
func (p *CardPanel) Card() *units.Card { return p.card }

// show sets the panel for card c and, when st is not nil, a unit's state.
func (p *CardPanel) show(c *units.Card, st *State, sw, sh float64) {
	p.card, p.sw, p.sh = c, sw, sh
	p.fr.title.Set(c.Name)
	note := Origin(c) + "  ·  build limit " + itoa(c.Limit)
	if c.Cost > 0 {
		note = "Cost " + itoa(c.Cost) + "  ·  " + note
	}
	p.fr.note.Set(note)
	pw := min(sw-24, 1240)
	fw := (pw - 3*16) / 2
	for i, face := range [2]*units.Face{&c.Full, &c.Damaged} {
		p.setFace(&p.faces[i], c, face, fw)
	}
	fh := max(p.faces[0].h, p.faces[1].h)

	// chips below the faces, flowed across the panel
	list := Chips(c)
	for len(p.chips) < len(list) {
		cp := chipPic{}
		cp.label.L = widget.Lettering(art.Medium, 12.5, widget.TextLight)
		p.chips = append(p.chips, cp)
	}
	p.nChips = len(list)
	p.chipsT.Set("Special characteristics  (rest the pointer on one to read what it does)")
	if len(list) == 0 {
		p.chipsT.Set("Special characteristics: none")
	}
	for i, ch := range list {
		p.chips[i].label.Set(ch.Label)
		p.chips[i].help, p.chips[i].key = ch.Help, ch.Key
	}
	// flow the chips to measure the height
	chipRows := p.flowChips(0, 0, pw-32)

	// the unit's state
	p.state = st != nil
	p.nCas = 0
	stateH := 0.0
	if st != nil {
		p.setState(c, st, pw)
		stateH = 30 + max(p.words.Height(), float64(p.nCas)*22+40)
	}
	ph := 64 + fh + 18 + 24 + chipRows*(chipH+6) + 8 + stateH
	p.fr.place(pw, ph, sw, sh)
	x0, y0 := p.fr.r.X+16, p.fr.r.Y+64
	p.faceR[0] = widget.Rect{X: x0, Y: y0, W: fw, H: fh}
	p.faceR[1] = widget.Rect{X: x0 + fw + 16, Y: y0, W: fw, H: fh}
	cy := y0 + fh + 18
	p.flowChips(p.fr.r.X+18, cy+24, pw-32)
	p.stateY = cy + 24 + chipRows*(chipH+6) + 12
	p.tip.Hide()
	p.hot = -1
}

// flowChips places the chips from (x0, y0) in rows of width w and returns
// the number of rows.
func (p *CardPanel) flowChips(x0, y0, w float64) float64 {
	x, y, rows := x0, y0, 0.0
	if p.nChips > 0 {
		rows = 1
	}
	for i := 0; i < p.nChips; i++ {
		c := &p.chips[i]
		lw, _ := c.label.Size()
		cw := lw + 14
		if x+cw > x0+w && x > x0 {
			x, y, rows = x0, y+chipH+6, rows+1
		}
		c.r = widget.Rect{X: x, Y: y, W: cw, H: chipH}
		x += cw + 6
	}
	return rows
}

func (p *CardPanel) setFace(f *facePic, c *units.Card, face *units.Face, fw float64) {
	f.damaged = face.Damaged
	f.band = sideBand[string(c.Side)]
	f.title.Set(c.Name)
	if face.Damaged {
		f.band = damagedRed
		f.corner.Set("DAMAGED")
	} else if c.Cost > 0 {
		f.corner.Set("Cost " + itoa(c.Cost))
	} else {
		f.corner.Set("Captured only")
	}
	f.origin.Set(Origin(c) + "  ·  " + c.Marker)
	f.summary.Set(c.Summary, fw-110)
	f.m = markers.Marker{Card: c, Side: c.Side, Damaged: face.Damaged}
	for k, mv := range Mechanics(face) {
		f.mech[k][0].Set(mv[0])
		f.mech[k][1].Set(mv[1])
	}
	rows := WeaponRows(face)
	f.rowTips = f.rowTips[:0]
	for i, r := range rows {
		f.rowTips = append(f.rowTips, weaponTip(&face.Weapons[i], r))
	}
	for len(f.cells) < len(rows) {
		var cs [10]ui.Text
		for k := range cs {
			cs[k].L = widget.Lettering(art.Regular, 12.5, cardInk)
		}
		cs[2].L = widget.Lettering(art.Medium, 12.5, cardInk)
		cs[3].L = widget.Lettering(art.Bold, 12.5, f.valueInk)
		f.cells = append(f.cells, cs)
	}
	f.cells = f.cells[:len(rows)]
	head := WeaponHeader.Cells()
	var colW [10]float64
	for k := range head {
		f.colOn[k] = k <= 7 // rate and notes only when a weapon has them
	}
	for i, r := range rows {
		for k, s := range r.Cells() {
			f.cells[i][k].Set(s)
			if s != "" {
				f.colOn[k] = true
			}
		}
	}
	for k, s := range head {
		f.head[k].Set(s)
		if !f.colOn[k] {
			continue
		}
		w, _ := f.head[k].Size()
		colW[k] = w
		for i := range rows {
			cw, _ := f.cells[i][k].Size()
			colW[k] = max(colW[k], cw)
		}
	}
	// fit the table into the face: the weapon names give way
	avail, sum := fw-28, 0.0
	for k := range colW {
		if f.colOn[k] {
			sum += colW[k] + 10
		}
	}
	if over := sum - avail; over > 0 {
		nameW := max(80, colW[2]-over)
		for i, r := range rows {
			f.cells[i][2].Set(clip(f.cells[i][2].L, r.Name, nameW))
		}
		colW[2] = nameW
	}
	x := 14.0
	for k := range colW {
		f.colX[k] = x
		if f.colOn[k] {
			x += colW[k] + 10
		}
	}
	f.noWeap.Set("No weapons.")
	notes := FaceNotes(face)
	if face.Damaged {
		if n := DamagedAttackNote(c); n != "" {
			notes = append(notes, n)
		}
	}
	f.notes.Set(strings.Join(notes, "\n"), fw-28)
	tableH := float64(len(rows)+1) * rowLineH
	if len(rows) == 0 {
		tableH = rowLineH
	}
	f.h = titleBarH + 78 + 58 + 10 + tableH + 6 + f.notes.Height() + 8
}

// clip shortens s with an ellipsis to fit width w.
func clip(l art.Lettering, s string, w float64) string {
	if tw, _ := l.Measure(s); tw <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ") + "…"
		if tw, _ := l.Measure(t); tw <= w {
			return t
		}
	}
	return s
}

func (p *CardPanel) setState(c *units.Card, st *State, pw float64) {
	who := "Your unit"
	if !st.Own {
		who = "Enemy unit, as far as you can see it"
	}
	p.stateT.Set(who + " on the map: " + c.Marker + " #" + itoa(st.Marker))
	var lines []string
	if len(st.Words) > 0 {
		lines = append(lines, upper(strings.Join(st.Words, ", "))+".")
	} else if st.Own {
		lines = append(lines, "Fit and ready.")
	}
	if len(st.Stars) > 0 {
		lines = append(lines, "Experience: "+StarWords(st.Stars)+".")
	}
	for _, pr := range st.Paired {
		if len(pr.Stars) > 0 {
			lines = append(lines, "Its "+pr.Role+" has "+StarWords(pr.Stars)+".")
		}
	}
	for _, s := range append(st.Stars, pairedStars(st)...) {
		if h := StarHelp[s]; h != "" && !contains(lines, StarNames[s]+": "+h) {
			lines = append(lines, StarNames[s]+": "+h)
		}
	}
	if !st.Own {
		lines = append(lines, "Crews, passengers and experience of enemy units are not shown: only what the marker tells.")
	}
	p.words.Set(strings.Join(lines, "\n"), pw*0.55)
	items := 1 + len(st.Paired)
	for len(p.cascade) < items {
		ci := cascadeItem{}
		ci.caption.L = widget.Lettering(art.Regular, 12.5, widget.TextLight)
		p.cascade = append(p.cascade, ci)
	}
	p.nCas = 0
	main := &p.cascade[0]
	main.m = markers.Marker{Unit: st.Unit, Card: c, Side: c.Side, Number: st.Marker, Damaged: st.Damaged, Stars: len(st.Stars)}
	main.caption.Set(c.Name + " #" + itoa(st.Marker))
	p.nCas = 1
	for _, pr := range st.Paired {
		pc, ok := p.lookup(pr.Card)
		if !ok {
			continue
		}
		ci := &p.cascade[p.nCas]
		ci.m = markers.Marker{Unit: pr.Unit, Card: pc, Side: pc.Side, Number: pr.Marker, Stars: len(pr.Stars)}
		ci.caption.Set(upper(pr.Role) + ": " + pc.Name + " #" + itoa(pr.Marker))
		p.nCas++
	}
}

func pairedStars(st *State) []scenario.Star {
	var out []scenario.Star
	for _, pr := range st.Paired {
		out = append(out, pr.Stars...)
	}
	return out
}

func contains(ls []string, s string) bool {
	for _, l := range ls {
		if l == s {
			return true
		}
	}
	return false
}

// tableTop is the y of a face's first weapon row below the face's top.
const tableTop = titleBarH + 78 + 58 + 10 + rowLineH

// update tracks the pointer for the chips' and weapons' tooltips.
func (p *CardPanel) update(x, y int) {
	p.tip.Hide()
	p.hot = -1
	for i := range p.faces {
		f, r := &p.faces[i], p.faceR[i]
		for k := range f.rowTips {
			row := widget.Rect{X: r.X + 10, Y: r.Y + tableTop + float64(k)*rowLineH - 1, W: r.W - 20, H: rowLineH}
			if row.Has(x, y) {
				p.tip.Show(f.rowTips[k], row, p.sw, p.sh)
				return
			}
		}
	}
	for i := 0; i < p.nChips; i++ {
		c := &p.chips[i]
		if c.r.Has(x, y) {
			p.tip.Show(c.help, c.r, p.sw, p.sh)
			p.hot = i
			return
		}
	}
}

// ChipAt is the glossary key of the chip at (x, y), if any (tests).
func (p *CardPanel) ChipAt(x, y int) string {
	for i := 0; i < p.nChips; i++ {
		if p.chips[i].r.Has(x, y) {
			return p.chips[i].key
		}
	}
	return ""
}

func (p *CardPanel) draw(dst *ebiten.Image, layer *markers.Layer) {
	p.fr.draw(dst, p.sw, p.sh)
	for i := range p.faces {
		p.drawFace(dst, &p.faces[i], p.faceR[i], layer)
	}
	cy := p.faceR[0].Y + p.faceR[0].H + 18
	p.chipsT.Draw(dst, p.fr.r.X+18, cy)
	for i := 0; i < p.nChips; i++ {
		c := &p.chips[i]
		bg := art.RGB{R: 0.2, G: 0.22, B: 0.23}
		if i == p.hot {
			bg = art.RGB{R: 0.3, G: 0.32, B: 0.33}
		}
		widget.Fill(dst, c.r, bg.Alpha(1))
		widget.Outline(dst, c.r, 1, widget.PanelLine.Alpha(0.9))
		_, lh := c.label.Size()
		c.label.Draw(dst, c.r.X+7, c.r.Y+(c.r.H-lh)/2)
	}
	if p.state {
		x, y := p.fr.r.X+18, p.stateY
		ui.FillRect(dst, x, y-6, p.fr.r.W-36, 1, widget.PanelLine.Alpha(0.6))
		p.stateT.Draw(dst, x, y)
		// the cascade: the unit on top, its crew and passengers fanned out
		// beneath it
		cx, cyy := x+30, y+56
		for i := p.nCas - 1; i >= 0; i-- {
			c := &p.cascade[i]
			layer.DrawMarker(dst, &c.m, cx+float64(i)*30, cyy+float64(i)*14, 30)
		}
		tx := x + 30 + float64(max(p.nCas-1, 0))*30 + 44
		capW := 0.0
		for i := 0; i < p.nCas; i++ {
			p.cascade[i].caption.Draw(dst, tx, y+28+float64(i)*20)
			w, _ := p.cascade[i].caption.Size()
			capW = max(capW, w)
		}
		p.words.Draw(dst, max(tx+capW+36, p.fr.r.X+p.fr.r.W*0.36), y+28)
	}
	p.tip.Draw(dst)
}

func (p *CardPanel) drawFace(dst *ebiten.Image, f *facePic, r widget.Rect, layer *markers.Layer) {
	widget.Fill(dst, r, cardPaper.Alpha(1))
	widget.Outline(dst, r, 2, f.band.Alpha(1))
	ui.FillRect(dst, r.X, r.Y, r.W, titleBarH, f.band.Alpha(1))
	f.title.Draw(dst, r.X+12, r.Y+6)
	cw, _ := f.corner.Size()
	f.corner.Draw(dst, r.X+r.W-cw-12, r.Y+8)
	// marker and summary
	y := r.Y + titleBarH + 10
	layer.DrawMarker(dst, &f.m, r.X+50, y+34, faceMarker)
	f.origin.Draw(dst, r.X+96, y)
	f.summary.Draw(dst, r.X+96, y+20)
	// general mechanics
	y = r.Y + titleBarH + 78
	bw := (r.W - 28 - 2*8) / 3
	for k := range f.mech {
		bx := r.X + 14 + float64(k)*(bw+8)
		box := widget.Rect{X: bx, Y: y, W: bw, H: 50}
		widget.Fill(dst, box, art.RGB{R: 0.9, G: 0.86, B: 0.75}.Alpha(1))
		widget.Outline(dst, box, 1, cardRule.Alpha(1))
		f.mech[k][0].Draw(dst, bx+8, y+4)
		vw, _ := f.mech[k][1].Size()
		f.mech[k][1].Draw(dst, bx+bw-vw-8, y+16)
	}
	// armament
	y += 58 + 10
	ui.FillRect(dst, r.X+10, y-4, r.W-20, 1, cardRule.Alpha(1))
	if len(f.cells) == 0 {
		f.noWeap.Draw(dst, r.X+14, y)
		y += rowLineH
	} else {
		for k := range f.head {
			if f.colOn[k] {
				f.head[k].Draw(dst, r.X+f.colX[k], y)
			}
		}
		y += rowLineH
		for i := range f.cells {
			if i%2 == 0 {
				ui.FillRect(dst, r.X+10, y-1, r.W-20, rowLineH, art.RGB{R: 0.9, G: 0.86, B: 0.76}.Alpha(0.7))
			}
			for k := range f.cells[i] {
				if f.colOn[k] {
					f.cells[i][k].Draw(dst, r.X+f.colX[k], y)
				}
			}
			y += rowLineH
		}
	}
	y += 10
	if f.notes.Lines() > 0 {
		ui.FillRect(dst, r.X+10, y-4, r.W-20, 1, cardRule.Alpha(1))
		f.notes.Draw(dst, r.X+14, y)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// weaponTip spells a weapon line out in words for its tooltip.
func weaponTip(w *units.Weapon, r WeaponRow) string {
	slot := "Secondary"
	if w.Primary {
		slot = "Primary"
	}
	s := r.Name + " (" + slot
	if w.Qty > 1 {
		s += ", " + r.Qty + " of them"
	}
	s += "): hits on " + r.Attack + " or more on a d20, damage index " + r.DI +
		", range " + itoa(w.RangeOp) + " hex" + map[bool]string{true: "es"}[w.RangeOp != 1] + " / " + itoa(w.RangeTac) + " inches, targets " + targetWords(w.Targets) + "."
	if w.AP > 0 {
		s += " Armour piercing " + itoa(w.AP) + "."
	}
	if r.Rate != "" {
		s += " " + r.Rate + " Fire."
	}
	if r.Notes != "" {
		s += " " + upper(r.Notes) + "."
	}
	return s
}
