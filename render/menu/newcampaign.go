package menu

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/campaign"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The New campaign page (II.1.3): the campaigns, the chosen one's
// briefing and legs, the mode, who plays each side, the dice seed. The
// order of the legs is chosen on the campaign screen (render/campaign),
// where each leg still to play can be picked to come next.

// What the mode choice says.
const (
	WhatClean     = "Clean slate: each leg starts from its scenario's own set-up (II.1.3, way 1)."
	WhatContinue  = "Continue: each leg after the first takes what the leg before left — the campaign file says what carries over (II.1.3, way 2)."
	WhyNoCampaign = "No campaign is installed in this version."
)

type newCampaign struct {
	s   *Scene
	sel int

	heading, listLabel  ui.Text
	rows                []scenRow
	name, facts         ui.Text
	brief               widget.Para
	briefR              widget.Rect
	legs                widget.Para
	labels              [4]ui.Text
	mode                widget.Choice
	players             playerRows
	seed                widget.Digits
	random, start, back widget.Button
	msg                 widget.Para
	rowY                [4]float64
	labelX              float64
}

func newNewCampaign(s *Scene) *newCampaign {
	n := &newCampaign{s: s}
	n.heading = widget.Label(art.Bold, 26, art.Paper, "New campaign")
	n.listLabel = widget.Label(art.SmallCaps, 15, widget.BrassHot, "Campaign")
	for _, d := range s.cfg.Campaigns {
		r := scenRow{}
		r.name = widget.Label(art.Bold, 16, art.Paper, d.Title)
		r.info = widget.Label(art.Regular, 13, widget.TextDim, fmt.Sprintf("%d legs  ·  best %d of %d", len(d.Legs), d.Needed(), len(d.Legs)))
		n.rows = append(n.rows, r)
	}
	n.name.L = widget.Lettering(art.Bold, 24, art.Paper)
	n.facts.L = widget.Lettering(art.Regular, 14, widget.TextDim)
	n.brief = widget.NewPara(widget.Lettering(art.Regular, 15, art.RGB{R: 0.88, G: 0.86, B: 0.8}))
	n.legs = widget.NewPara(widget.Lettering(art.Medium, 14.5, widget.TextLight))
	for i, l := range [...]string{"Mode", "United States", "Germany", "Dice seed"} {
		n.labels[i] = widget.Label(art.Medium, 15, widget.TextLight, l)
	}
	n.mode = widget.NewTippedChoice([]string{"Clean slate", "Continue"}, []string{WhatClean, WhatContinue})
	n.players = newPlayerRows()
	n.seed = widget.NewDigits(19)
	n.seed.SetText(strconv.FormatUint(RandomSeed(), 10))
	n.random = widget.NewButton(false, 14)
	n.random.Set("Random", true, "")
	n.start = widget.NewButton(true, 17)
	n.start.Set("Start campaign", true, "Shortcut: Enter")
	n.back = widget.NewButton(false, 15)
	n.back.Set("Back", true, "")
	n.msg = widget.NewPara(widget.Lettering(art.Bold, 14, widget.TextBad))
	n.choose(0)
	return n
}

func (n *newCampaign) def() *campaign.Def {
	if len(n.s.cfg.Campaigns) == 0 {
		return nil
	}
	return n.s.cfg.Campaigns[n.sel]
}

// choose selects campaign i and its suggested mode.
func (n *newCampaign) choose(i int) {
	if i >= len(n.s.cfg.Campaigns) {
		return
	}
	n.sel = i
	d := n.def()
	n.name.Set(d.Title)
	rule := fmt.Sprintf("won by the first side to win %d legs", d.Needed())
	if d.BestOf == campaign.All {
		rule = "every leg is played; most legs won takes it"
	}
	n.facts.Set(fmt.Sprintf("%d legs  ·  %s  ·  suggested: %s", len(d.Legs), rule, ModeName(d.Mode)))
	n.mode.Sel = 0
	if d.Mode == campaign.Continue {
		n.mode.Sel = 1
	}
	n.layoutText()
}

// modeChosen is the mode the choice shows.
func (n *newCampaign) modeChosen() campaign.Mode {
	if n.mode.Sel == 1 {
		return campaign.Continue
	}
	return campaign.CleanSlate
}

// ModeName is how the screens name a campaign mode.
func ModeName(m campaign.Mode) string {
	if m == campaign.Continue {
		return "continue"
	}
	return "clean slate"
}

// legsText lists the legs in the suggested order by scenario name.
func (n *newCampaign) legsText(d *campaign.Def) string {
	var names []string
	for _, l := range d.Legs {
		name := l.Scenario
		if sc, err := n.s.cfg.Content.Scenario(l.Scenario); err == nil {
			name = sc.Name
		}
		names = append(names, name)
	}
	return "Suggested order: " + strings.Join(names, "  →  ") + ". You may pick another leg to play next on the campaign screen."
}

func (n *newCampaign) open() {
	n.msg.Set("", 100)
	n.seed.Focus = false
}

func (n *newCampaign) layout() {
	p := n.s.pageRect()
	lx, lw := p.X+24, min(380, p.W*0.32)
	y := p.Y + 76
	for i := range n.rows {
		n.rows[i].r = widget.Rect{X: lx, Y: y + 26, W: lw, H: 54}
		y += 58
	}
	rx := lx + lw + 36
	rw := p.X + p.W - 24 - rx
	rowH := 46.0
	n.labelX = rx
	optTop := p.Y + p.H - 84 - float64(len(n.rowY))*rowH - 6
	for i := range n.rowY {
		n.rowY[i] = optTop + float64(i)*rowH
	}
	n.briefR = widget.Rect{X: rx, Y: p.Y + 134, W: rw, H: max(80, optTop-16-(p.Y+134))}
	cx := rx + 140
	n.mode.Layout(widget.Rect{X: cx, Y: n.rowY[0] + 4, W: 300, H: 34})
	n.players.layout(cx, n.rowY[1], n.rowY[2], rx+rw)
	n.seed.R = widget.Rect{X: cx, Y: n.rowY[3] + 4, W: 220, H: 34}
	n.random.R = widget.Rect{X: cx + 232, Y: n.rowY[3] + 4, W: n.random.Width(), H: 34}
	by := p.Y + p.H - 62
	n.back.R = widget.Rect{X: p.X + 24, Y: by, W: 140, H: 44}
	n.start.R = widget.Rect{X: p.X + p.W - 24 - 240, Y: by, W: 240, H: 44}
	n.layoutText()
}

func (n *newCampaign) layoutText() {
	w := n.briefR.W - 36
	if d := n.def(); d != nil && w > 0 {
		n.brief.Set(d.Briefing, w)
		n.legs.Set(n.legsText(d)+"\n\n"+d.RulesText(n.modeChosen()), w)
	} else if w > 0 {
		n.brief.Set(WhyNoCampaign, w)
	}
	n.msg.Set(n.msg.String(), n.msgW())
}

func (n *newCampaign) msgW() float64 { return max(100, n.start.R.X-n.back.R.X-n.back.R.W-60) }

func (n *newCampaign) update(in input.Source, back bool) *widget.Button {
	p := &n.s.ptr
	if back || n.back.Hover(p) {
		n.s.Show(Main)
		return nil
	}
	if i := rowClicked(n.rows, n.sel, p); i >= 0 {
		n.choose(i)
	}
	if n.mode.Hover(p) {
		n.layoutText() // the legs paragraph says what the mode carries over
	}
	n.players.update(p)
	n.seed.Update(in, p)
	if n.random.Hover(p) {
		n.seed.SetText(strconv.FormatUint(RandomSeed(), 10))
	}
	switch {
	case n.def() == nil:
		n.start.Set("Start campaign", false, WhyNoCampaign)
	case n.seed.Text() == "":
		n.start.Set("Start campaign", false, WhyNoSeed)
	default:
		n.start.Set("Start campaign", true, "Shortcut: Enter")
	}
	if n.start.Hover(p) || (n.start.Enabled && (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter))) {
		n.begin()
	}
	if n.start.R.Has(p.X, p.Y) && !n.start.Enabled {
		return &n.start
	}
	if b := n.mode.SegmentAt(p.X, p.Y); b != nil {
		return b
	}
	return n.players.hovered(p)
}

// begin starts the campaign chosen and hands it on.
func (n *newCampaign) begin() {
	seed, err := strconv.ParseUint(n.seed.Text(), 10, 64)
	if err == nil {
		var pl *campaign.Play
		if pl, err = campaign.Start(n.def(), n.modeChosen(), nil, seed); err == nil {
			n.msg.Set("", 100)
			if n.s.cfg.StartCampaign != nil {
				n.s.cfg.StartCampaign(pl, n.players.players(seed))
			}
			return
		}
	}
	n.msg.Set(widget.UpperFirst(err.Error()), n.msgW())
}

func (n *newCampaign) draw(dst *ebiten.Image) {
	s := n.s
	p := s.pageRect()
	widget.Fill(dst, p, widget.PanelBG.Alpha(0.93))
	widget.Outline(dst, p, 1, widget.PanelLine.Alpha(0.8))
	n.heading.Draw(dst, p.X+24, p.Y+18)
	ui.FillRect(dst, p.X+24, p.Y+58, p.W-48, 1, widget.PanelLine.Alpha(0.5))
	if len(n.rows) > 0 {
		n.listLabel.Draw(dst, n.rows[0].r.X, n.rows[0].r.Y-24)
	}
	drawRows(dst, n.rows, n.sel, &s.ptr)
	rx := n.briefR.X
	n.name.Draw(dst, rx, p.Y+70)
	n.facts.Draw(dst, rx, p.Y+102)
	widget.Fill(dst, n.briefR, art.RGB{R: 0.07, G: 0.08, B: 0.09}.Alpha(0.9))
	widget.Outline(dst, n.briefR, 1, art.RGB{R: 0.3, G: 0.3, B: 0.3}.Alpha(1))
	// The briefing, then the legs, as many lines as fit.
	room := max(1, int((n.briefR.H-24)/n.brief.LineH()))
	shown := min(n.brief.Lines(), room)
	y := n.brief.DrawLines(dst, rx+16, n.briefR.Y+12, 0, shown)
	if left := int((n.briefR.Y + n.briefR.H - 12 - (y + 14)) / n.legs.LineH()); left > 0 && n.legs.Lines() > 0 {
		n.legs.DrawLines(dst, rx+16, y+14, 0, min(left, n.legs.Lines()))
	}
	for i := range n.labels {
		_, h := n.labels[i].Size()
		n.labels[i].Draw(dst, n.labelX, n.rowY[i]+4+(34-h)/2)
	}
	n.mode.Draw(dst)
	n.players.draw(dst)
	n.seed.Draw(dst)
	n.random.Draw(dst)
	ui.FillRect(dst, p.X+24, n.back.R.Y-18, p.W-48, 1, widget.PanelLine.Alpha(0.5))
	n.back.Draw(dst)
	n.start.Draw(dst)
	if n.msg.Lines() > 0 {
		n.msg.Draw(dst, n.back.R.X+n.back.R.W+30, n.back.R.Y+(n.back.R.H-n.msg.Height())/2)
	}
}
