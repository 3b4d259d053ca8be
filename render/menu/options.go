package menu

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/settings"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Notes on what each setting changes.
const (
	NoteScale     = "Enlarges text, panels and buttons (a small window gets less)."
	NoteAnimation = "Moves, shots and losses on the map; Off shows each result at once. From the next game opened."
	NoteSound     = "Sound effects: engines, gunfire, dice, cards and purchases; 0 is silent."
)

// optionsPage is the settings page.
type optionsPage struct {
	s *Scene

	heading, where ui.Text
	loadErr        widget.Para
	labels         [5]ui.Text
	notes          [5]ui.Text
	choices        [5]widget.Choice
	rowY           [5]float64
	labelX         float64
	save, back     widget.Button
	msg, msgBad    widget.Para
}

func newOptionsPage(s *Scene) *optionsPage {
	o := &optionsPage{s: s}
	o.heading = widget.Label(art.Bold, 26, art.Paper, "Settings")
	o.where.L = widget.Lettering(art.Regular, 13, widget.TextDim)
	if s.cfg.SettingsPath != "" {
		o.where.Set("Kept in " + s.cfg.SettingsPath)
	} else {
		o.where.Set("There is no configuration directory: settings last until the game closes.")
	}
	o.loadErr = widget.NewPara(widget.Lettering(art.Regular, 13.5, widget.TextWarn))
	for i, l := range [...]string{"Window size", "Display", "Interface scale", "Animation speed", "Sound volume"} {
		o.labels[i] = widget.Label(art.Medium, 15, widget.TextLight, l)
	}
	for i, n := range [...]string{"Used when the game starts in a window.", "", NoteScale, NoteAnimation, NoteSound} {
		o.notes[i] = widget.Label(art.Italic, 13, widget.TextDim, n)
	}
	var sizes []string
	for _, sz := range settings.Sizes {
		sizes = append(sizes, fmt.Sprintf("%d × %d", sz[0], sz[1]))
	}
	o.choices[0] = widget.NewChoice(sizes...)
	o.choices[1] = widget.NewChoice("Window", "Full screen")
	var scales []string
	for _, v := range settings.Scales {
		scales = append(scales, strconv.Itoa(int(v*100+0.5))+"%")
	}
	o.choices[2] = widget.NewChoice(scales...)
	o.choices[3] = widget.NewChoice("Off", "Slow", "Normal", "Fast")
	var vols []string
	for _, v := range settings.Volumes {
		vols = append(vols, strconv.Itoa(v))
	}
	o.choices[4] = widget.NewChoice(vols...)
	o.save = widget.NewButton(true, 17)
	o.save.Set("Save", true, "")
	o.back = widget.NewButton(false, 15)
	o.back.Set("Back", true, "Leave without saving")
	o.msg = widget.NewPara(widget.Lettering(art.Bold, 14, widget.TextWarn))
	o.msgBad = widget.NewPara(widget.Lettering(art.Bold, 14, widget.TextBad))
	return o
}

// open shows the current settings.
func (o *optionsPage) open() {
	st := o.s.cfg.Settings
	o.choices[0].Sel = st.SizeIndex()
	o.choices[1].Sel = 0
	if st.Window.Fullscreen {
		o.choices[1].Sel = 1
	}
	o.choices[2].Sel = settings.Nearest(settings.Scales, st.Interface.Scale)
	o.choices[3].Sel = settings.Nearest(settings.Animations, st.Interface.Animation)
	o.choices[4].Sel = settings.Nearest(settings.Volumes, st.Sound.Volume)
	o.msg.Set("", 100)
	o.msgBad.Set("", 100)
}

// chosen are the settings the page shows.
func (o *optionsPage) chosen() settings.Settings {
	st := o.s.cfg.Settings
	sz := settings.Sizes[o.choices[0].Sel]
	st.Window.Width, st.Window.Height = sz[0], sz[1]
	st.Window.Fullscreen = o.choices[1].Sel == 1
	st.Interface.Scale = settings.Scales[o.choices[2].Sel]
	st.Interface.Animation = settings.Animations[o.choices[3].Sel]
	st.Sound.Volume = settings.Volumes[o.choices[4].Sel]
	return st
}

func (o *optionsPage) layout() {
	p := o.s.pageRect()
	w := min(p.W-48, 1000)
	x := p.X + (p.W-w)/2
	o.labelX = x
	msg := ""
	if o.s.cfg.SettingsErr != nil {
		msg = "Part of the settings file could not be read and keeps its default; the rest is shown below (Save replaces the file): " + o.s.cfg.SettingsErr.Error()
	}
	o.loadErr.Set(msg, w)
	y := p.Y + 110 + o.loadErr.Height()
	for i := range o.choices {
		o.rowY[i] = y
		cw := min(w-200, 110*float64(o.choices[i].Len()))
		o.choices[i].Layout(widget.Rect{X: x + 200, Y: y, W: cw, H: 36})
		y += 76
	}
	by := p.Y + p.H - 62
	o.back.R = widget.Rect{X: p.X + 24, Y: by, W: 140, H: 44}
	o.save.R = widget.Rect{X: p.X + p.W - 24 - 200, Y: by, W: 200, H: 44}
	mw := max(100, o.save.R.X-o.back.R.X-o.back.R.W-60)
	o.msg.Set(o.msg.String(), mw)
	o.msgBad.Set(o.msgBad.String(), mw)
}

func (o *optionsPage) update(in input.Source, back bool) *widget.Button {
	p := &o.s.ptr
	if back || o.back.Hover(p) {
		o.s.Show(Main)
		return nil
	}
	for i := range o.choices {
		if o.choices[i].Hover(p) {
			o.msg.Set("", 100)
			o.msgBad.Set("", 100)
		}
	}
	if o.save.Hover(p) || in.KeyPressed(ebiten.KeyEnter) {
		o.commit()
	}
	return nil
}

// commit saves the settings shown and puts them into effect.
func (o *optionsPage) commit() {
	st := o.chosen()
	o.s.cfg.Settings = st
	if o.s.cfg.Apply != nil {
		o.s.cfg.Apply(st)
	}
	mw := max(100, o.save.R.X-o.back.R.X-o.back.R.W-60)
	o.msg.Set("", mw)
	o.msgBad.Set("", mw)
	if o.s.cfg.SettingsPath == "" {
		o.msg.Set("Applied (not saved: no configuration directory).", mw)
		return
	}
	if err := settings.Save(o.s.cfg.SettingsPath, st); err != nil {
		o.msgBad.Set(widget.UpperFirst(err.Error()), mw)
		return
	}
	o.s.cfg.SettingsErr = nil
	o.msg.Set("Saved.", mw)
	o.layout()
}

func (o *optionsPage) draw(dst *ebiten.Image) {
	p := o.s.pageRect()
	widget.Fill(dst, p, widget.PanelBG.Alpha(0.93))
	widget.Outline(dst, p, 1, widget.PanelLine.Alpha(0.8))
	o.heading.Draw(dst, p.X+24, p.Y+18)
	ui.FillRect(dst, p.X+24, p.Y+58, p.W-48, 1, widget.PanelLine.Alpha(0.5))
	o.where.Draw(dst, o.labelX, p.Y+72)
	o.loadErr.Draw(dst, o.labelX, p.Y+98)
	for i := range o.choices {
		_, h := o.labels[i].Size()
		o.labels[i].Draw(dst, o.labelX, o.rowY[i]+(36-h)/2)
		o.choices[i].Draw(dst)
		o.notes[i].Draw(dst, o.choices[i].R.X, o.rowY[i]+42)
	}
	ui.FillRect(dst, p.X+24, o.back.R.Y-18, p.W-48, 1, widget.PanelLine.Alpha(0.5))
	o.back.Draw(dst)
	o.save.Draw(dst)
	mx := o.back.R.X + o.back.R.W + 30
	if o.msgBad.Lines() > 0 {
		o.msgBad.Draw(dst, mx, o.back.R.Y+(o.back.R.H-o.msgBad.Height())/2)
	} else if o.msg.Lines() > 0 {
		o.msg.Draw(dst, mx, o.back.R.Y+(o.back.R.H-o.msg.Height())/2)
	}
}
