package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/widget"
)

// message is a line over the top of the table: a refusal with its rule
// (red) or what an order did, shown for a few seconds.
type message struct {
	para  widget.Para
	bad   bool
	ticks int
	r     widget.Rect
}

const messageTicks = 240

func (m *message) set(text string, bad bool, s *Scene) {
	if m.para.L.Face == nil {
		m.para = widget.NewPara(widget.Lettering(art.Medium, 15, art.Paper))
	}
	m.para.Set(text, s.w-panelW-120)
	m.bad, m.ticks = bad, messageTicks
	w := m.para.MaxWidth() + 28
	m.r = widget.Rect{X: (s.w-panelW)/2 - w/2, Y: barH + 12, W: w, H: m.para.Height() + 14}
}

// Say shows text over the table as news (the play screen tells the table
// what was decided just before it opened); Said is the line shown, or "".
func (s *Scene) Say(text string) { s.say(text, false) }

func (s *Scene) Said() string {
	if s.msg.ticks == 0 {
		return ""
	}
	return s.msg.para.String()
}

func (m *message) tick() {
	if m.ticks > 0 {
		m.ticks--
	}
}

func (m *message) draw(dst *ebiten.Image, s *Scene) {
	if m.ticks == 0 {
		return
	}
	a := min(1, float64(m.ticks)/30)
	bg := widget.PanelBG
	line := widget.PanelLine
	if m.bad {
		bg, line = art.RGB{R: 0.35, G: 0.08, B: 0.07}, widget.TextBad
	}
	widget.Fill(dst, m.r, bg.Alpha(0.92*a))
	widget.Outline(dst, m.r, 1, line.Alpha(a))
	m.para.Draw(dst, m.r.X+14, m.r.Y+7)
}
