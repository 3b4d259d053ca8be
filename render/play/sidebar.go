package play

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/markers"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Sidebar layout.
const (
	SideW     = 330 // width of the right-hand panel
	rowH      = 46
	rowMarker = 21 // hex size the list's markers are drawn at
)

// row is one unit in the panel's list.
type row struct {
	id     game.UnitID
	m      markers.Marker
	own    bool
	r      widget.Rect
	name   ui.Text
	words  ui.Text
	chosen bool // the selected unit
	joined bool // joins the selected unit's attack
}

// What the panel shows.
type sideKind int

const (
	sideStack       sideKind = iota // the selected stack, or help
	sideRetaliation                 // the retaliation choice
	sideProduction                  // this Production Phase's purchases
	sideStaging                     // the staging area
	sideRound                       // engagement_panel.go: the attackers between rounds
	sideScramble                    // engagement_panel.go: the aircraft that may scramble
)

// buildButton orders one construction by the selected engineers.
type buildButton struct {
	b      widget.Button
	card   string
	across *hex.Hex // an engineered bridge: the hex across the river
}

// sidebar is the right-hand panel: the selected stack's units, what the
// selected unit can do, and the retaliation choice when the viewer is
// attacked.
type sidebar struct {
	r      widget.Rect
	kind   sideKind
	header ui.Text
	sub    ui.Text
	rows   []*row
	more   ui.Text
	moreOn bool
	// top is the first row shown when the list is longer than the panel
	// (the wheel moves it); keep is a row that must stay in view (the
	// selected unit), or -1. A long stack is read a window at a time.
	top, keep int
	// kept is the selection keep last brought into view: a wheel scroll
	// away from it is not undone until the selection or its hex changes.
	kept struct {
		unit game.UnitID
		at   hex.Hex
	}
	listAt   hex.Hex // the hex whose stack the list shows; another starts at its top
	info     para
	help     para
	dig      widget.Button
	retAll   widget.Button
	retNone  widget.Button
	unbuy    widget.Button
	builds   []*buildButton
	nBuild   int
	buildH   ui.Text
	buildY   float64
	infoY    float64
	planH    float64 // the height the plan's buttons took when last laid out (combat_orders.go)
	helpOn   bool
	infoWarn bool
	// held keeps the buttons under the line about the selection still
	// while the line changes with the pointer: the room it took is kept
	// until the selection or the game's step changes, so a button does not
	// jump away as the pointer leaves the map for it.
	held struct {
		h    float64
		unit game.UnitID
		at   hex.Hex
		step int
	}
}

func newSidebar() *sidebar {
	s := &sidebar{dig: newButton(false), retAll: newButton(true), retNone: newButton(false), unbuy: newButton(false)}
	s.buildH.L = lettering(art.SmallCaps, 13, panelLine)
	s.header.L = lettering(art.Bold, 16, textLight)
	s.sub.L = lettering(art.Regular, 12.5, textDim)
	s.more.L = lettering(art.Italic, 12.5, textDim)
	s.info.L = lettering(art.Regular, 13, art.RGB{R: 0.86, G: 0.87, B: 0.86})
	s.help.L = lettering(art.Regular, 13, textDim)
	return s
}

// setRows replaces the list; rows are laid out from y down.
func (sb *sidebar) setRows(n int) {
	for len(sb.rows) < n {
		r := &row{}
		r.name.L = lettering(art.Bold, 13.5, textLight)
		r.words.L = lettering(art.Regular, 12, textDim)
		sb.rows = append(sb.rows, r)
	}
	sb.rows = sb.rows[:n]
	sb.keep = -1
}

// scroll moves the window of a long list by dy wheel notches (the next
// layout shows it).
func (sb *sidebar) scroll(dy float64) {
	switch {
	case dy > 0:
		sb.top--
	case dy < 0:
		sb.top++
	}
	sb.top = max(0, sb.top)
}

// layoutRows places the rows below the header and returns the y below
// them; rows that do not fit are left out, a window of them shown from
// top (moved to keep the kept row in view), with a line that counts the
// rest and says the wheel scrolls.
func (sb *sidebar) layoutRows(reserve float64) float64 {
	y := sb.r.Y + 62
	fit := max(1, int((sb.r.Y+sb.r.H-reserve-y)/rowH))
	sb.moreOn = false
	if n := len(sb.rows); n > fit {
		if sb.keep >= 0 && sb.keep < sb.top {
			sb.top = sb.keep
		} else if sb.keep >= sb.top+fit {
			sb.top = sb.keep - fit + 1
		}
		sb.top = max(0, min(sb.top, n-fit))
		above, below := sb.top, n-sb.top-fit
		txt := ""
		if above > 0 {
			txt = "+" + strconv.Itoa(above) + " above"
		}
		if below > 0 {
			if txt != "" {
				txt += " · "
			}
			txt += "+" + strconv.Itoa(below) + " more below"
		}
		sb.more.Set(txt + " · the wheel scrolls the list")
		sb.moreOn = true
		sb.rows = sb.rows[sb.top : sb.top+fit]
	} else {
		sb.top = 0
	}
	sb.keep = -1
	for _, r := range sb.rows {
		r.r = widget.Rect{X: sb.r.X + 8, Y: y, W: sb.r.W - 16, H: rowH - 4}
		y += rowH
	}
	if sb.moreOn {
		y += 18
	}
	return y
}

func (sb *sidebar) draw(dst *ebiten.Image, layer *markers.Layer) {
	r := sb.r // its background: panel_backs.go
	sb.header.Draw(dst, r.X+14, r.Y+10)
	sb.sub.Draw(dst, r.X+14, r.Y+34)
	for _, rw := range sb.rows {
		switch {
		case rw.chosen:
			fill(dst, rw.r, art.RGB{R: 0.36, G: 0.31, B: 0.18}.Alpha(1))
			ui.FillRect(dst, rw.r.X, rw.r.Y, 3, rw.r.H, selectInk.Color())
		case rw.joined:
			fill(dst, rw.r, art.RGB{R: 0.2, G: 0.22, B: 0.23}.Alpha(1))
			outline(dst, rw.r, 1, selectInk.Alpha(0.8))
		default:
			fill(dst, rw.r, art.RGB{R: 0.15, G: 0.165, B: 0.18}.Alpha(1))
		}
		layer.DrawMarker(dst, &rw.m, rw.r.X+27, rw.r.Y+rw.r.H/2, rowMarker)
		rw.name.Draw(dst, rw.r.X+56, rw.r.Y+4)
		rw.words.Draw(dst, rw.r.X+56, rw.r.Y+23)
	}
	if sb.moreOn && len(sb.rows) > 0 {
		last := sb.rows[len(sb.rows)-1].r
		sb.more.Draw(dst, r.X+14, last.Y+last.H+4)
	}
	if sb.info.Lines() > 0 {
		if sb.infoWarn {
			ui.FillRect(dst, r.X+10, sb.infoY-2, 3, sb.info.height()+2, textWarn.Color())
		}
		sb.info.draw(dst, r.X+20, sb.infoY)
	}
	if sb.helpOn {
		sb.help.draw(dst, r.X+14, r.Y+r.H-sb.help.height()-12)
	}
	sb.dig.Draw(dst)
	sb.retAll.Draw(dst)
	sb.retNone.Draw(dst)
	sb.unbuy.Draw(dst)
	if sb.nBuild > 0 {
		sb.buildH.Draw(dst, r.X+14, sb.buildY)
	}
	for _, b := range sb.builds[:sb.nBuild] {
		b.b.Draw(dst)
	}
}

// build returns the next construction button.
func (sb *sidebar) build() *buildButton {
	if sb.nBuild == len(sb.builds) {
		sb.builds = append(sb.builds, &buildButton{b: newButton(false)})
	}
	sb.nBuild++
	return sb.builds[sb.nBuild-1]
}

// setPurchase shows one purchase of this phase or of the set-up: the unit
// bought (with its crew), its price and a note.
func (r *row) setPurchase(u *game.Unit, cost int, note string) {
	r.own, r.chosen, r.joined = true, false, false
	if u == nil {
		return
	}
	r.id, r.m = u.ID, stagedMarker(u)
	name := unitName(&r.m)
	if u.Crew != 0 {
		name += " + crew"
	}
	r.name.Set(name)
	words := "paid " + strconv.Itoa(cost)
	if note != "" {
		words += "  ·  " + note
	}
	r.words.Set(words)
}
