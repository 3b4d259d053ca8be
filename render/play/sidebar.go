package play

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/markers"
	"frontline/render/ui"
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
	r      rect
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
	b      button
	card   string
	across *hex.Hex // an engineered bridge: the hex across the river
}

// sidebar is the right-hand panel: the selected stack's units, what the
// selected unit can do, and the retaliation choice when the viewer is
// attacked.
type sidebar struct {
	r        rect
	kind     sideKind
	header   ui.Text
	sub      ui.Text
	rows     []*row
	more     ui.Text
	moreOn   bool
	info     para
	help     para
	dig      button
	retAll   button
	retNone  button
	unbuy    button
	builds   []*buildButton
	nBuild   int
	buildH   ui.Text
	buildY   float64
	infoY    float64
	helpOn   bool
	infoWarn bool
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
}

// layoutRows places the rows below the header and returns the y below
// them; rows that do not fit leave a "+N more" line.
func (sb *sidebar) layoutRows(reserve float64) float64 {
	y := sb.r.y + 62
	fit := max(1, int((sb.r.y+sb.r.h-reserve-y)/rowH))
	sb.moreOn = false
	if len(sb.rows) > fit {
		sb.more.Set("+" + strconv.Itoa(len(sb.rows)-fit) + " more below")
		sb.moreOn = true
		sb.rows = sb.rows[:fit]
	}
	for _, r := range sb.rows {
		r.r = rect{sb.r.x + 8, y, sb.r.w - 16, rowH - 4}
		y += rowH
	}
	if sb.moreOn {
		y += 18
	}
	return y
}

func (sb *sidebar) draw(dst *ebiten.Image, layer *markers.Layer) {
	r := sb.r
	fill(dst, r, panelBG.Color())
	ui.FillRect(dst, r.x, r.y, 1, r.h, panelLine.Alpha(1))
	sb.header.Draw(dst, r.x+14, r.y+10)
	sb.sub.Draw(dst, r.x+14, r.y+34)
	for _, rw := range sb.rows {
		switch {
		case rw.chosen:
			fill(dst, rw.r, art.RGB{R: 0.36, G: 0.31, B: 0.18}.Alpha(1))
			ui.FillRect(dst, rw.r.x, rw.r.y, 3, rw.r.h, selectInk.Color())
		case rw.joined:
			fill(dst, rw.r, art.RGB{R: 0.2, G: 0.22, B: 0.23}.Alpha(1))
			outline(dst, rw.r, 1, selectInk.Alpha(0.8))
		default:
			fill(dst, rw.r, art.RGB{R: 0.15, G: 0.165, B: 0.18}.Alpha(1))
		}
		layer.DrawMarker(dst, &rw.m, rw.r.x+27, rw.r.y+rw.r.h/2, rowMarker)
		rw.name.Draw(dst, rw.r.x+56, rw.r.y+4)
		rw.words.Draw(dst, rw.r.x+56, rw.r.y+23)
	}
	if sb.moreOn && len(sb.rows) > 0 {
		last := sb.rows[len(sb.rows)-1].r
		sb.more.Draw(dst, r.x+14, last.y+last.h+4)
	}
	if sb.info.n > 0 {
		if sb.infoWarn {
			ui.FillRect(dst, r.x+10, sb.infoY-2, 3, sb.info.height()+2, textWarn.Color())
		}
		sb.info.draw(dst, r.x+20, sb.infoY)
	}
	if sb.helpOn {
		sb.help.draw(dst, r.x+14, r.y+r.h-sb.help.height()-12)
	}
	sb.dig.draw(dst)
	sb.retAll.draw(dst)
	sb.retNone.draw(dst)
	sb.unbuy.draw(dst)
	if sb.nBuild > 0 {
		sb.buildH.Draw(dst, r.x+14, sb.buildY)
	}
	for _, b := range sb.builds[:sb.nBuild] {
		b.b.draw(dst)
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
