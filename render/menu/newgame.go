package menu

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/scenario"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/session"
	"frontline/render/ui"
	"frontline/render/widget"
)

// What the page says: the players, and the reasons on disabled choices.
const (
	HotSeat      = "Both sides are played at this computer: a hand-off screen hides the map whenever it passes to the other player."
	WhatStandard = "A Standard Game: each side buys a secret force within the force limit and places it in its setup zone, then play begins (Inset II.1)."
	WhyNoSetup   = "This scenario has no Standard Game set-up (no [standard] section)."
	WhyNoSeed    = "Type a dice seed (digits) or press Random."
)

// newGame is the new-game page.
type newGame struct {
	s   *Scene
	sel int // scenario

	heading, scenLabel, mapLabel ui.Text
	rows                         []scenRow
	name, facts                  ui.Text
	tabs                         widget.Choice
	brief                        widget.Para
	briefR                       widget.Rect
	scroll                       int
	labels                       [5]ui.Text
	gameType                     widget.Choice
	stdNote                      widget.Para
	players                      playerRows // players.go
	rules                        [3]widget.Check
	seed                         widget.Digits
	random, start, back          widget.Button
	msg                          widget.Para

	preview    *ebiten.Image
	previewOf  int
	previewR   widget.Rect
	previewBox widget.Rect
	op         ebiten.DrawImageOptions
	rowY       [5]float64 // option rows
	labelX     float64
}

type scenRow struct {
	r          widget.Rect
	name, info ui.Text
}

// rowClicked is the row other than sel just clicked, or -1.
func rowClicked(rows []scenRow, sel int, p *widget.Pointer) int {
	for i := range rows {
		if p.Click && rows[i].r.Has(p.X, p.Y) && i != sel {
			return i
		}
	}
	return -1
}

// drawRows draws a list of rows, sel chosen and the one under the
// pointer lit (the scenarios of New game, the campaigns of New campaign).
func drawRows(dst *ebiten.Image, rows []scenRow, sel int, ptr *widget.Pointer) {
	for i := range rows {
		r := &rows[i]
		switch {
		case i == sel:
			widget.Fill(dst, r.r, widget.RowSel.Alpha(1))
			ui.FillRect(dst, r.r.X, r.r.Y, 3, r.r.H, widget.BrassHot.Alpha(1))
		case r.r.Has(ptr.X, ptr.Y):
			widget.Fill(dst, r.r, widget.RowHot.Alpha(1))
		}
		r.name.Draw(dst, r.r.X+12, r.r.Y+6)
		r.info.Draw(dst, r.r.X+12, r.r.Y+30)
	}
}

func newNewGame(s *Scene) *newGame {
	n := &newGame{s: s, previewOf: -1}
	n.heading = widget.Label(art.Bold, 26, art.Paper, "New game")
	n.scenLabel = widget.Label(art.SmallCaps, 15, widget.BrassHot, "Scenario")
	n.mapLabel = widget.Label(art.SmallCaps, 15, widget.BrassHot, "Map")
	for _, sc := range s.cfg.Content.Scenarios {
		r := scenRow{}
		r.name = widget.Label(art.Bold, 16, art.Paper, sc.Name)
		r.info = widget.Label(art.Regular, 13, widget.TextDim, fmt.Sprintf("%s  ·  %s", sc.Date, sc.Map.Name))
		n.rows = append(n.rows, r)
	}
	n.name.L = widget.Lettering(art.Bold, 24, art.Paper)
	n.facts.L = widget.Lettering(art.Regular, 14, widget.TextDim)
	n.tabs = widget.NewChoice("Overview", "United States", "Germany")
	n.brief = widget.NewPara(widget.Lettering(art.Regular, 15, art.RGB{R: 0.88, G: 0.86, B: 0.8}))
	for i, l := range [...]string{"Game type", "United States", "Germany", "Optional rules", "Dice seed"} {
		n.labels[i] = widget.Label(art.Medium, 15, widget.TextLight, l)
	}
	n.gameType = widget.NewChoice("Scenario", "Standard")
	n.stdNote = widget.NewPara(widget.Lettering(art.Italic, 13, widget.TextWarn))
	n.players = newPlayerRows()
	n.rules[0] = widget.NewCheck("Fog of war", true)
	n.rules[1] = widget.NewCheck("Experience", true)
	n.rules[2] = widget.NewCheck("Momentum", true)
	n.seed = widget.NewDigits(19)
	n.random = widget.NewButton(false, 14)
	n.random.Set("Random", true, "")
	n.start = widget.NewButton(true, 17)
	n.back = widget.NewButton(false, 15)
	n.back.Set("Back", true, "")
	n.msg = widget.NewPara(widget.Lettering(art.Bold, 14, widget.TextBad))
	n.choose(0)
	n.seed.SetText(strconv.FormatUint(RandomSeed(), 10))
	return n
}

// RandomSeed is a fresh dice seed (crypto/rand, the clock if that
// fails), kept to nine digits so a player can read it out.
func RandomSeed() uint64 {
	var b [8]byte
	v := uint64(time.Now().UnixNano())
	if _, err := rand.Read(b[:]); err == nil {
		v = binary.LittleEndian.Uint64(b[:])
	}
	return v%999_999_999 + 1
}

func (n *newGame) scenario() *scenario.Scenario { return n.s.cfg.Content.Scenarios[n.sel] }

// choose selects scenario i and resets the options to its own.
func (n *newGame) choose(i int) {
	if len(n.rows) == 0 {
		return
	}
	n.sel = i
	sc := n.scenario()
	n.name.Set(sc.Name)
	first := map[scenario.FirstPlayer]string{scenario.FirstUS: "the United States move first",
		scenario.FirstGermany: "Germany moves first", scenario.FirstRoll: "a die roll decides who moves first"}[sc.FirstPlayer]
	n.facts.Set(fmt.Sprintf("%s, %s  ·  at most %d turns each  ·  %s", sc.Date, sc.Season, sc.TurnLimit, first))
	n.rules[0].On, n.rules[1].On, n.rules[2].On = sc.Rules.FogOfWar, sc.Rules.Experience, sc.Rules.Momentum
	n.gameType.Sel = 0
	if sc.Standard == nil {
		n.gameType.Enable(1, false, WhyNoSetup)
		n.stdNote.Set("", 400)
	} else {
		n.gameType.Enable(1, true, WhatStandard)
		n.stdNote.Set("", 400)
	}
	n.scroll = 0
	n.setBriefing()
}

func (n *newGame) setBriefing() {
	b := n.scenario().Briefing
	text := b.Overview
	switch n.tabs.Sel {
	case 1:
		text = b.US
	case 2:
		text = b.Germany
	}
	n.brief.Set(text, n.briefR.W-36)
}

func (n *newGame) open() {
	n.msg.Set("", 100)
	n.seed.Focus = false
}

func (n *newGame) layout() {
	s := n.s
	p := s.pageRect()
	lx, lw := p.X+24, min(380, p.W*0.32)
	y := p.Y + 76
	for i := range n.rows {
		n.rows[i].r = widget.Rect{X: lx, Y: y + 26, W: lw, H: 54}
		y += 58
	}
	y += 26 + 24
	ph := min(lw*0.84, p.Y+p.H-84-(y+26))
	n.previewBox = widget.Rect{X: lx, Y: y + 26, W: lw, H: max(60, ph)}

	rx := lx + lw + 36
	rw := p.X + p.W - 24 - rx
	n.tabs.Layout(widget.Rect{X: rx, Y: p.Y + 128, W: min(480, rw), H: 32})
	rowH := 46.0
	n.labelX = rx
	optTop := p.Y + p.H - 84 - float64(len(n.rowY))*rowH - 6
	n.briefR = widget.Rect{X: rx, Y: p.Y + 166, W: rw, H: max(80, optTop-16-(p.Y+166))}
	for i := range n.rowY {
		n.rowY[i] = optTop + float64(i)*rowH
	}
	cx := rx + 140
	n.gameType.Layout(widget.Rect{X: cx, Y: n.rowY[0] + 4, W: 300, H: 34})
	n.stdNote.Set(n.stdNote.String(), max(100, rx+rw-(cx+320)))
	n.players.layout(cx, n.rowY[1], n.rowY[2], rx+rw)
	x := cx
	for i := range n.rules {
		n.rules[i].R = widget.Rect{X: x, Y: n.rowY[3] + 4, W: n.rules[i].Width(), H: 34}
		x += n.rules[i].Width() + 30
	}
	n.seed.R = widget.Rect{X: cx, Y: n.rowY[4] + 4, W: 220, H: 34}
	n.random.R = widget.Rect{X: cx + 232, Y: n.rowY[4] + 4, W: n.random.Width(), H: 34}
	by := p.Y + p.H - 62
	n.back.R = widget.Rect{X: p.X + 24, Y: by, W: 140, H: 44}
	n.start.R = widget.Rect{X: p.X + p.W - 24 - 220, Y: by, W: 220, H: 44}
	n.msg.Set(n.msg.String(), max(100, n.start.R.X-n.back.R.X-n.back.R.W-60))
	n.setBriefing()
	n.clampScroll()
}

// visibleLines is how many briefing lines fit in the box.
func (n *newGame) visibleLines() int { return max(1, int((n.briefR.H-24)/n.brief.LineH())) }

func (n *newGame) clampScroll() {
	n.scroll = max(0, min(n.scroll, n.brief.Lines()-n.visibleLines()))
}

var errNoSeed = errors.New(WhyNoSeed)

// seedValue is the seed typed, or why there is none.
func (n *newGame) seedValue() (uint64, error) {
	txt := n.seed.Text()
	if txt == "" {
		return 0, errNoSeed
	}
	return strconv.ParseUint(txt, 10, 64) // at most 19 digits: always fits
}

// options are the game options chosen, or why there are none.
func (n *newGame) options() (game.Options, error) {
	seed, err := n.seedValue()
	if err != nil {
		return game.Options{}, err
	}
	fog, exp, mom := n.rules[0].On, n.rules[1].On, n.rules[2].On
	return game.Options{Scenario: n.scenario().ID, Seed: seed, FogOfWar: &fog, Experience: &exp, Momentum: &mom,
		Standard: n.gameType.Sel == 1}, nil
}

func (n *newGame) update(in input.Source, back bool) *widget.Button {
	p := &n.s.ptr
	if back || n.back.Hover(p) {
		n.s.Show(Main)
		return nil
	}
	if i := rowClicked(n.rows, n.sel, p); i >= 0 {
		n.choose(i)
	}
	if n.tabs.Hover(p) {
		n.scroll = 0
		n.setBriefing()
	}
	if n.briefR.Has(p.X, p.Y) {
		if _, dy := in.Wheel(); dy != 0 {
			n.scroll -= int(dy * 3)
			n.clampScroll()
		}
	}
	n.gameType.Hover(p)
	n.players.update(p)
	for i := range n.rules {
		n.rules[i].Hover(p)
	}
	n.seed.Update(in, p)
	if n.random.Hover(p) {
		n.seed.SetText(strconv.FormatUint(RandomSeed(), 10))
	}
	if _, err := n.seedValue(); err != nil {
		n.start.Set("Start", false, err.Error())
	} else {
		n.start.Set("Start", true, "Shortcut: Enter")
	}
	if n.start.Hover(p) || (n.start.Enabled && (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter))) {
		n.begin()
	}
	// The tooltip of whatever disabled thing the pointer rests on, or of
	// a player choice.
	for _, b := range [...]*widget.Button{&n.start, n.gameType.Segment(1)} {
		if b.R.Has(p.X, p.Y) && !b.Enabled {
			return b
		}
	}
	return n.players.hovered(p)
}

// begin starts the game chosen and hands it on.
func (n *newGame) begin() {
	opts, err := n.options()
	if err == nil {
		var sess *session.Session
		sess, err = session.New(n.s.cfg.Content, opts, n.players.players(opts.Seed), n.s.cfg.Slots)
		if err == nil {
			n.msg.Set("", 100)
			if n.s.cfg.Start != nil {
				n.s.cfg.Start(sess)
			}
			return
		}
	}
	n.msg.Set(widget.UpperFirst(err.Error()), max(100, n.start.R.X-n.back.R.X-n.back.R.W-60))
}

// Message is the error shown on the page, if any.
func (n *newGame) message() string { return n.msg.String() }

func (n *newGame) draw(dst *ebiten.Image) {
	s := n.s
	p := s.pageRect()
	widget.Fill(dst, p, widget.PanelBG.Alpha(0.93))
	widget.Outline(dst, p, 1, widget.PanelLine.Alpha(0.8))
	n.heading.Draw(dst, p.X+24, p.Y+18)
	ui.FillRect(dst, p.X+24, p.Y+58, p.W-48, 1, widget.PanelLine.Alpha(0.5))

	// Left: the scenarios and the map.
	lx := n.previewBox.X
	if len(n.rows) > 0 {
		n.scenLabel.Draw(dst, lx, n.rows[0].r.Y-24)
	}
	drawRows(dst, n.rows, n.sel, &s.ptr)
	n.mapLabel.Draw(dst, lx, n.previewBox.Y-24)
	n.drawPreview(dst)

	// Right: the briefing and the options.
	rx := n.briefR.X
	n.name.Draw(dst, rx, p.Y+70)
	n.facts.Draw(dst, rx, p.Y+102)
	n.tabs.Draw(dst)
	widget.Fill(dst, n.briefR, art.RGB{R: 0.07, G: 0.08, B: 0.09}.Alpha(0.9))
	widget.Outline(dst, n.briefR, 1, art.RGB{R: 0.3, G: 0.3, B: 0.3}.Alpha(1))
	vis := n.visibleLines()
	n.brief.DrawLines(dst, rx+16, n.briefR.Y+12, n.scroll, vis)
	if total := n.brief.Lines(); total > vis {
		track := widget.Rect{X: n.briefR.X + n.briefR.W - 8, Y: n.briefR.Y + 6, W: 3, H: n.briefR.H - 12}
		widget.Fill(dst, track, art.RGB{R: 0.25, G: 0.25, B: 0.25}.Alpha(1))
		th := track.H * float64(vis) / float64(total)
		ty := track.Y + (track.H-th)*float64(n.scroll)/float64(total-vis)
		widget.Fill(dst, widget.Rect{X: track.X, Y: ty, W: 3, H: th}, widget.PanelLine.Alpha(1))
	}
	for i := range n.labels {
		_, h := n.labels[i].Size()
		n.labels[i].Draw(dst, n.labelX, n.rowY[i]+4+(34-h)/2)
	}
	n.gameType.Draw(dst)
	n.stdNote.Draw(dst, n.gameType.R.X+n.gameType.R.W+18, n.rowY[0]+4+(34-n.stdNote.Height())/2)
	n.players.draw(dst)
	for i := range n.rules {
		n.rules[i].Draw(dst)
	}
	n.seed.Draw(dst)
	n.random.Draw(dst)
	ui.FillRect(dst, p.X+24, n.back.R.Y-18, p.W-48, 1, widget.PanelLine.Alpha(0.5))
	n.back.Draw(dst)
	n.start.Draw(dst)
	if n.msg.Lines() > 0 {
		n.msg.Draw(dst, n.back.R.X+n.back.R.W+30, n.back.R.Y+(n.back.R.H-n.msg.Height())/2)
	}
}

// drawPreview draws the selected scenario's map, painted once per
// scenario and box size.
func (n *newGame) drawPreview(dst *ebiten.Image) {
	box := n.previewBox
	if n.previewOf != n.sel || n.previewR != box {
		if n.preview != nil {
			n.preview.Deallocate()
		}
		sc := n.scenario()
		var marks []widget.Mark
		for _, o := range sc.Objectives() {
			marks = append(marks, widget.Mark{Hex: o.Hex, Primary: o.Kind == scenario.Primary})
		}
		n.preview = widget.MapImage(sc.Map, box.W, box.H, marks)
		n.previewOf, n.previewR = n.sel, box
	}
	b := n.preview.Bounds()
	n.op.GeoM.Reset()
	n.op.GeoM.Translate(box.X+(box.W-float64(b.Dx()))/2, box.Y)
	dst.DrawImage(n.preview, &n.op)
	widget.Outline(dst, widget.Rect{X: box.X + (box.W-float64(b.Dx()))/2, Y: box.Y, W: float64(b.Dx()), H: float64(b.Dy())}, 1, widget.PanelLine.Alpha(0.8))
}
