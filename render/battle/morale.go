package battle

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// moraleWords is what each morale value does (Table IX.2), in words for
// the gauge: the engine's table itself is not exported.
var moraleWords = [tactical.MaxMorale + 1]string{
	0:  "Routed: every ground unit surrenders or withdraws",
	1:  "Demoralized: −2 initiative and attack; units may give up",
	2:  "Traumatized: −1 initiative and attack, no ground moves, infantry +1 Defense",
	3:  "−1 initiative",
	4:  "No effect",
	5:  "No effect",
	6:  "No effect",
	7:  "+1 initiative",
	8:  "+1 initiative and attack",
	9:  "+2 initiative and attack, −1 Defense",
	10: "Heroic: +2 initiative and attack, −1 Defense, infantry move 1\" more",
}

// gauge is one side's morale: a bar of ten steps and the effect in words.
type gauge struct {
	name  ui.Text
	words widget.Para
	at    int
	r     widget.Rect
	tint  art.RGB
}

func (g *gauge) set(name string, value int, tint art.RGB, w float64) {
	if g.name.L.Face == nil {
		g.name.L = widget.Lettering(art.Bold, 14, art.Paper)
		g.words = widget.NewPara(widget.Lettering(art.Regular, 12.5, widget.TextDim))
	}
	g.at, g.tint = value, tint
	g.name.Set(fmt.Sprintf("%s morale %d", name, value))
	g.words.Set(moraleWords[min(max(value, 0), tactical.MaxMorale)], w)
}

// height is the room the gauge takes.
func (g *gauge) height() float64 { return 20 + 14 + g.words.Height() + 6 }

func (g *gauge) draw(dst *ebiten.Image, x, y, w float64) {
	g.name.Draw(dst, x, y)
	y += 20
	step := w / float64(tactical.MaxMorale)
	for i := range tactical.MaxMorale {
		c := widget.Disabled
		if i < g.at {
			c = g.tint
			if g.at <= 3 {
				c = widget.TextBad
			}
		}
		widget.Fill(dst, widget.Rect{X: x + float64(i)*step, Y: y, W: step - 2, H: 10}, c.Alpha(1))
	}
	g.words.Draw(dst, x, y+14)
}
