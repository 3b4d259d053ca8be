package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// summary sums the battle up when it ends: who won and why, each side's
// losses, captures and withdrawals, its morale and what that does to
// momentum (Inset IX.4), and the objectives.
type summary struct {
	r      widget.Rect
	title  ui.Text
	body   widget.Para
	menu   widget.Button
	look   widget.Button
	hidden bool
}

func (m *summary) init() {
	m.title.L = widget.Lettering(art.Bold, 28, widget.BrassHot)
	m.body = widget.NewPara(widget.Lettering(art.Regular, 14.5, art.Paper))
	m.menu = widget.NewButton(true, 16)
	m.menu.Set("Main menu", true, "")
	m.look = widget.NewButton(false, 16)
	m.look.Set("Look at the table", true, "Hide this summary; Esc brings the menu")
}

func (m *summary) layout(s *Scene) {
	w := 620.0
	h := 120 + m.body.Height() + 60
	m.r = widget.Rect{X: (s.w-panelW)/2 - w/2, Y: max(barH+20, s.h/2-h/2-40), W: w, H: h}
	m.menu.R = widget.Rect{X: m.r.X + 24, Y: m.r.Y + m.r.H - 56, W: 200, H: 40}
	m.look.R = widget.Rect{X: m.r.X + m.r.W - 224, Y: m.r.Y + m.r.H - 56, W: 200, H: 40}
}

func (m *summary) refresh(s *Scene) {
	if !s.m.Over() || s.m.Battle() == nil {
		return
	}
	title, body := s.m.Summary()
	if s.cfg.Done != nil {
		m.menu.Set("Back to the map", true, "The results go onto the map")
	}
	m.title.Set(title)
	m.body.Set(body, 572)
	m.layout(s)
}

// resultTitle is the summary's title for result r.
func resultTitle(r tactical.Result) string {
	if r.Winner == "" || r.Winner == units.Neutral {
		return "The battle ends in a draw"
	}
	return sideName(r.Winner) + " wins the battle"
}

// writeWhy starts a summary with why the battle ended, as a sentence.
func writeWhy(sb *strings.Builder, why string) {
	if why == "" {
		return
	}
	sb.WriteString(strings.TrimSuffix(widget.UpperFirst(why), ".") + ".\n\n")
}

// writeLosses says what became of role r's units in battle b and, with
// the morale rule, its final morale and what it does to momentum
// (Inset IX.4).
func writeLosses(sb *strings.Builder, b *tactical.Battle, r tactical.Role) {
	side := b.Sides[r]
	var n [6]int
	for i := range b.Units {
		if b.Units[i].Side == side {
			n[b.Units[i].Status]++
		}
	}
	fmt.Fprintf(sb, "%s (%s): %d destroyed, %d captured, %d withdrawn, %d still on the table. ",
		sideName(side), r, n[tactical.Destroyed], n[tactical.Captured], n[tactical.Withdrawn], n[tactical.OnTable])
	if b.Rules.Morale {
		fmt.Fprintf(sb, "Morale %d: momentum %+d (Inset IX.4). ", b.Morale[r], tactical.MomentumChange(b.Morale[r]))
	}
}

// summaryText is the summary's body.
func summaryText(g *standalone.Game) string {
	b := g.Battle
	var sb strings.Builder
	writeWhy(&sb, g.Result.Why)
	for _, r := range [2]tactical.Role{tactical.Attacker, tactical.Defender} {
		writeLosses(&sb, b, r)
		fmt.Fprintf(&sb, "Force left: %d.\n", g.ForceTotal(b.Sides[r]))
	}
	for _, o := range g.Def.Objectives {
		c := g.Controller(o)
		who := "nobody"
		if c != "" && c != "neutral" {
			who = sideName(c)
		}
		fmt.Fprintf(&sb, "\n%s: held by %s.", widget.UpperFirst(o.Name), who)
	}
	fmt.Fprintf(&sb, "\n\nFought over %s and %s.", tactical.Counted(b.Turn, "tactical turn"), tactical.Counted(b.Round, "combat round"))
	return sb.String()
}

func (m *summary) update(s *Scene) {
	if m.hidden {
		return
	}
	mo := &s.mouse
	if m.menu.HoverAt(mo.x, mo.y, mo.click) {
		switch {
		case s.cfg.Done != nil:
			s.cfg.Done()
		case s.cfg.MainMenu != nil:
			s.cfg.MainMenu()
		}
	}
	if m.look.HoverAt(mo.x, mo.y, mo.click) {
		m.hidden = true
	}
}

func (m *summary) draw(dst *ebiten.Image, s *Scene) {
	if m.hidden {
		return
	}
	widget.Panel(dst, m.r, 0.96)
	tw, _ := m.title.Size()
	m.title.Draw(dst, m.r.X+m.r.W/2-tw/2, m.r.Y+22)
	m.body.Draw(dst, m.r.X+24, m.r.Y+80)
	m.menu.Draw(dst)
	m.look.Draw(dst)
}
