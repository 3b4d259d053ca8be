package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical/standalone"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Who plays each side of a new battle on the New battle page: a person
// at this computer, or the computer at one of its strengths.

// PlayerChoices are each side's options, in order (the index is the
// choice's Sel).
var PlayerChoices = [...]struct{ Label, Player, Why string }{
	{"Human", "", "A person at this computer plays this side"},
	{"Computer: Standard", Standard, "The computer plays this side: it weighs each move and shot by the odds and says why in the log"},
	{"Computer: Hard", Hard, "The computer plays this side and searches more places to move and fly to"},
}

// playerRows are the page's two rows, one per side (standalone.Players
// order).
type playerRows struct {
	side  [2]widget.Choice
	label [2]ui.Text
}

func newPlayerRows() playerRows {
	var p playerRows
	var labels, tips []string
	for _, c := range PlayerChoices {
		labels, tips = append(labels, c.Label), append(tips, c.Why)
	}
	for i, side := range standalone.Players {
		p.side[i] = widget.NewTippedChoice(labels, tips)
		p.label[i] = widget.Label(art.Medium, 15, widget.TextLight, sideName(side))
	}
	return p
}

// playersFor are the players chosen for a battle of dice seed seed (nil:
// people on both sides).
func (p *playerRows) playersFor(seed uint64) Players {
	out := Players{}
	for i, side := range standalone.Players {
		if name := PlayerChoices[p.side[i].Sel].Player; name != "" {
			out[side] = Computer{Player: name, Seed: seed*0x9e3779b97f4a7c15 + uint64(i+1)}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// layout puts the rows one above the other, the lower at y.
func (p *playerRows) layout(x, y float64) {
	for i := range p.side {
		p.side[i].Layout(widget.Rect{X: x + 110, Y: y - float64(len(p.side)-1-i)*44, W: 450, H: 36})
	}
}

// top is the upper row's top.
func (p *playerRows) top() float64 { return p.side[0].R.Y }

// update takes the clicks and returns the segment under the pointer, for
// its tooltip.
func (p *playerRows) update(ptr *widget.Pointer) *widget.Button {
	var hot *widget.Button
	for i := range p.side {
		p.side[i].Hover(ptr)
		if b := p.side[i].SegmentAt(ptr.X, ptr.Y); b != nil {
			hot = b
		}
	}
	return hot
}

func (p *playerRows) draw(dst *ebiten.Image) {
	for i := range p.side {
		r := p.side[i].R
		_, h := p.label[i].Size()
		p.label[i].Draw(dst, r.X-110, r.Y+(r.H-h)/2)
		p.side[i].Draw(dst)
	}
}

// ChoosePlayer sets side i's player to PlayerChoices[k] (tests, probe).
func (c *Chooser) ChoosePlayer(i, k int) { c.who.side[i].Sel = k }

// PlayerRect is side i's option k, for tests.
func (c *Chooser) PlayerRect(i, k int) widget.Rect { return c.who.side[i].Segment(k).R }
