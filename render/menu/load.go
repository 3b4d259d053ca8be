package menu

import (
	"errors"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/campaign"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/session"
	"frontline/render/ui"
	"frontline/render/widget"
)

// loadPage lists the saved games.
type loadPage struct {
	s       *Scene
	slots   []session.Slot
	rows    []slotRow
	sel     int // -1: none
	first   int // first row shown
	shown   int // rows that fit
	listR   widget.Rect
	confirm bool // asking whether to delete the selected save

	heading, empty, hint  ui.Text
	load, del, keep, back widget.Button
	msg                   widget.Para
	msgOK                 widget.Para
	listErr               string
}

type slotRow struct {
	r          widget.Rect
	name, info ui.Text
	err        widget.Para
}

func newLoadPage(s *Scene) *loadPage {
	l := &loadPage{s: s, sel: -1}
	l.heading = widget.Label(art.Bold, 26, art.Paper, "Load game")
	l.empty.L = widget.Lettering(art.Italic, 15, widget.TextDim)
	l.hint = widget.Label(art.Regular, 13, widget.TextDim, "Click a save, then Load (or Enter). Saves that cannot be read are listed with the reason.")
	l.load = widget.NewButton(true, 17)
	l.del = widget.NewButton(false, 15)
	l.keep = widget.NewButton(false, 15)
	l.keep.Set("Keep it", true, "")
	l.back = widget.NewButton(false, 15)
	l.back.Set("Back", true, "")
	l.msg = widget.NewPara(widget.Lettering(art.Bold, 14, widget.TextBad))
	l.msgOK = widget.NewPara(widget.Lettering(art.Bold, 14, widget.TextWarn))
	return l
}

// open reads the save directory again.
func (l *loadPage) open() {
	l.slots, l.listErr = nil, ""
	l.sel, l.first, l.confirm = -1, 0, false
	l.msg.Set("", 100)
	l.msgOK.Set("", 100)
	switch sl := l.s.cfg.Slots; {
	case sl == nil:
		l.empty.Set("Saving is off: there is no configuration directory to keep saves in.")
	default:
		list, err := sl.List()
		if err != nil {
			l.listErr = err.Error()
			l.empty.Set("The save directory cannot be read: " + err.Error())
		} else {
			l.slots = list
			l.empty.Set("No saved games in " + sl.Dir + ". Ctrl+S in a game saves it; a game in progress is autosaved each turn.")
		}
	}
	l.rows = make([]slotRow, len(l.slots))
	for i, sl := range l.slots {
		r := &l.rows[i]
		r.name = widget.Label(art.Bold, 16, art.Paper, sl.Name)
		r.err = widget.NewPara(widget.Lettering(art.Regular, 13, widget.TextBad))
		r.info.L = widget.Lettering(art.Regular, 13.5, widget.TextDim)
		if sl.Err != nil {
			r.info.Set("cannot be loaded  ·  saved " + when(sl))
		} else {
			r.info.Set(fmt.Sprintf("%s%s  ·  turn %s  ·  %s  ·  saved %s", l.campaignText(sl.Campaign), l.scenarioName(sl.Scenario), session.TurnOf(session.TurnAtStep(sl.Step), l.turnLimit(sl)), PlayersText(sl.Players), when(sl)))
		}
	}
	for i, sl := range l.slots {
		if sl.Err == nil {
			l.sel = i
			break
		}
	}
}

func when(sl session.Slot) string {
	if sl.Modified.IsZero() {
		return "at an unknown time"
	}
	return sl.Modified.Format("2 Jan 2006 15:04")
}

func (l *loadPage) scenarioName(id string) string {
	if sc, err := l.s.cfg.Content.Scenario(id); err == nil {
		return sc.Name
	}
	return "scenario " + id
}

// turnLimit is the saved game's turn limit: its own (a campaign leg's)
// or its scenario's (0: unknown or none).
func (l *loadPage) turnLimit(sl session.Slot) int {
	if sl.TurnLimit > 0 {
		return sl.TurnLimit
	}
	if sc, err := l.s.cfg.Content.Scenario(sl.Scenario); err == nil {
		return sc.TurnLimit
	}
	return 0
}

func (l *loadPage) layout() {
	p := l.s.pageRect()
	l.listR = widget.Rect{X: p.X + 24, Y: p.Y + 100, W: p.W - 48, H: p.H - 100 - 92}
	y := l.listR.Y
	l.shown = 0
	for i := range l.rows {
		r := &l.rows[i]
		h := 40.0
		if l.slots[i].Err != nil {
			r.err.Set(widget.UpperFirst(l.slots[i].Err.Error()), l.listR.W-40)
			h = 38 + r.err.Height()
		}
		r.r = widget.Rect{X: l.listR.X, Y: 0, W: l.listR.W, H: h}
	}
	// Rows from first down, as many as fit.
	for i := l.first; i < len(l.rows); i++ {
		r := &l.rows[i]
		if y+r.r.H > l.listR.Y+l.listR.H && l.shown > 0 {
			break
		}
		r.r.Y = y
		y += r.r.H + 4
		l.shown++
	}
	by := p.Y + p.H - 62
	l.back.R = widget.Rect{X: p.X + 24, Y: by, W: 140, H: 44}
	l.load.R = widget.Rect{X: p.X + p.W - 24 - 200, Y: by, W: 200, H: 44}
	l.del.R = widget.Rect{X: l.load.R.X - 12 - 150, Y: by, W: 150, H: 44}
	l.keep.R = widget.Rect{X: l.load.R.X + 40, Y: by, W: 160, H: 44}
	l.setButtons()
	l.msg.Set(l.msg.String(), l.msgW())
	l.msgOK.Set(l.msgOK.String(), l.msgW())
}

// msgW is the width of the message between Back and the other buttons.
func (l *loadPage) msgW() float64 { return max(100, l.del.R.X-l.back.R.X-l.back.R.W-50) }

func (l *loadPage) setButtons() {
	switch {
	case l.confirm:
		l.del.Set("Delete", true, "")
		l.del.R.X = l.keep.R.X - 12 - 150
	case l.sel < 0:
		l.load.Set("Load", false, "Click a save in the list first.")
		l.del.Set("Delete…", false, "Click a save in the list first.")
	default:
		sl := l.slots[l.sel]
		if sl.Err != nil {
			l.load.Set("Load", false, "This save cannot be loaded: "+sl.Err.Error())
		} else {
			l.load.Set("Load", true, "Shortcut: Enter")
		}
		l.del.Set("Delete…", true, "")
	}
	l.load.Shown = !l.confirm
	l.keep.Shown = l.confirm
}

func (l *loadPage) update(in input.Source, back bool) *widget.Button {
	p := &l.s.ptr
	if l.confirm {
		switch {
		case back || l.keep.Hover(p):
			l.confirm = false
			l.msgOK.Set("", 100)
			l.layout()
		case l.del.Hover(p) || in.KeyPressed(ebiten.KeyEnter):
			l.remove()
		}
		return nil
	}
	if back || l.back.Hover(p) {
		l.s.Show(Main)
		return nil
	}
	if l.listR.Has(p.X, p.Y) {
		if _, dy := in.Wheel(); dy != 0 {
			step := -1
			if dy < 0 {
				step = 1
			}
			if f := l.first + step; f >= 0 && f < len(l.rows) && (step < 0 || l.first+l.shown < len(l.rows)) {
				l.first = f
				l.layout()
			}
		}
	}
	for i := l.first; i < l.first+l.shown; i++ {
		if p.Click && l.rows[i].r.Has(p.X, p.Y) && i != l.sel {
			l.sel = i
			l.msg.Set("", 100)
			l.setButtons()
		}
	}
	if l.load.Hover(p) || (l.load.Enabled && (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter))) {
		l.begin()
	}
	if l.del.Hover(p) {
		l.confirm = true
		l.layout()
		l.msgOK.Set(fmt.Sprintf("Delete the save %q? This cannot be undone.", l.slots[l.sel].Name), l.msgW())
	}
	for _, b := range [...]*widget.Button{&l.load, &l.del} {
		if b.R.Has(p.X, p.Y) && !b.Enabled {
			return b
		}
	}
	return nil
}

// remove deletes the selected save after the player confirmed.
func (l *loadPage) remove() {
	sl := l.slots[l.sel]
	err := os.Remove(sl.Path)
	l.open()
	if err != nil {
		l.msg.Set("Could not delete: "+err.Error(), l.msgW())
	} else {
		l.msgOK.Set(fmt.Sprintf("Deleted %q.", sl.Name), l.msgW())
	}
	l.layout()
}

// begin loads the selected save and hands it on.
func (l *loadPage) begin() {
	sl := l.slots[l.sel]
	if sl.Campaign != nil {
		err := errNoCampaigns
		if l.s.cfg.LoadCampaign != nil {
			err = l.s.cfg.LoadCampaign(sl.Path)
		}
		if err != nil {
			l.msg.Set(widget.UpperFirst(err.Error()), l.msgW())
		}
		return
	}
	sess, err := session.Load(l.s.cfg.Content, sl.Path, nil, l.s.cfg.Slots)
	if err != nil {
		l.msg.Set(widget.UpperFirst(err.Error()), l.msgW())
		return
	}
	if l.s.cfg.Start != nil {
		l.s.cfg.Start(sess)
	}
}

func (l *loadPage) draw(dst *ebiten.Image) {
	p := l.s.pageRect()
	widget.Fill(dst, p, widget.PanelBG.Alpha(0.93))
	widget.Outline(dst, p, 1, widget.PanelLine.Alpha(0.8))
	l.heading.Draw(dst, p.X+24, p.Y+18)
	ui.FillRect(dst, p.X+24, p.Y+58, p.W-48, 1, widget.PanelLine.Alpha(0.5))
	l.hint.Draw(dst, p.X+24, p.Y+68)
	if len(l.rows) == 0 {
		l.empty.Draw(dst, l.listR.X+4, l.listR.Y+10)
	}
	for i := l.first; i < l.first+l.shown; i++ {
		r := &l.rows[i]
		switch {
		case i == l.sel:
			widget.Fill(dst, r.r, widget.RowSel.Alpha(1))
			ui.FillRect(dst, r.r.X, r.r.Y, 3, r.r.H, widget.BrassHot.Alpha(1))
		case r.r.Has(l.s.ptr.X, l.s.ptr.Y):
			widget.Fill(dst, r.r, widget.RowHot.Alpha(1))
		default:
			widget.Fill(dst, r.r, art.RGB{R: 0.14, G: 0.155, B: 0.17}.Alpha(1))
		}
		if l.slots[i].Err != nil {
			ui.FillRect(dst, r.r.X, r.r.Y, 3, r.r.H, widget.TextBad.Alpha(1))
		}
		r.name.Draw(dst, r.r.X+14, r.r.Y+8)
		nw, _ := r.name.Size()
		r.info.Draw(dst, r.r.X+14+nw+14, r.r.Y+10)
		if l.slots[i].Err != nil {
			r.err.Draw(dst, r.r.X+14, r.r.Y+34)
		}
	}
	if l.first > 0 || l.first+l.shown < len(l.rows) {
		ui.FillRect(dst, l.listR.X+l.listR.W-6, l.listR.Y, 3, l.listR.H, art.RGB{R: 0.25, G: 0.25, B: 0.25}.Alpha(1))
		n := float64(len(l.rows))
		ui.FillRect(dst, l.listR.X+l.listR.W-6, l.listR.Y+l.listR.H*float64(l.first)/n, 3, l.listR.H*float64(l.shown)/n, widget.PanelLine.Alpha(1))
	}
	ui.FillRect(dst, p.X+24, l.back.R.Y-18, p.W-48, 1, widget.PanelLine.Alpha(0.5))
	l.back.Draw(dst)
	l.del.Draw(dst)
	l.load.Draw(dst)
	l.keep.Draw(dst)
	mx := l.back.R.X + l.back.R.W + 30
	if l.msg.Lines() > 0 {
		l.msg.Draw(dst, mx, l.back.R.Y+(l.back.R.H-l.msg.Height())/2)
	} else if l.msgOK.Lines() > 0 {
		l.msgOK.Draw(dst, mx, l.back.R.Y+(l.back.R.H-l.msgOK.Height())/2)
	}
}

var errNoCampaigns = errors.New("campaigns cannot be loaded here")

// campaignText names the campaign of a campaign save and its leg.
func (l *loadPage) campaignText(cs *campaign.Saved) string {
	if cs == nil {
		return ""
	}
	name := cs.State.Campaign
	if d, err := campaign.Find(l.s.cfg.Campaigns)(name); err == nil {
		name = d.Title
		if cs.State.Over(d) {
			return name + ", decided: "
		}
	}
	n := len(cs.State.Results)
	if cs.InPlay {
		return fmt.Sprintf("%s, leg %d: ", name, n+1)
	}
	return fmt.Sprintf("%s, next leg %d: ", name, n+1)
}
