package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/session"
	"frontline/render/widget"
)

// Who plays each side of a new game: a person here, or the computer at
// one of its two strengths. Two people share the screen (hot-seat); with
// the computer on one side the person plays on without a hand-off; with
// the computer on both the screen follows the side whose turn it is.

// PlayerChoices are the options of each side's row, in order; the index
// is the choice's Sel.
var PlayerChoices = [...]struct{ Label, Player, Why string }{
	{"Human", "", "A person at this computer plays this side"},
	{"Computer: Standard", session.Standard, "The computer plays this side; it weighs its attacks with the engine's odds and says why it does what it does"},
	{"Computer: Hard", session.Hard, "The computer plays this side and thinks longer: about four times the odds trials behind each attack and more ways to group its attackers"},
}

// What the note beside the rows says.
const (
	OneComputer   = "You play %s; the computer plays %s on its own, its turn shown on your map and explained in the log."
	TwoComputers  = "You watch: the screen follows the side whose turn it is, through its eyes."
	sideUS        = "the United States"
	sideGermany   = "Germany"
	playerChoiceW = 450.0
)

// playerRows are the two rows.
type playerRows struct {
	side  [2]widget.Choice
	note  widget.Para
	noteW float64
}

func newPlayerRows() playerRows {
	var p playerRows
	var labels, tips []string
	for _, c := range PlayerChoices {
		labels, tips = append(labels, c.Label), append(tips, c.Why)
	}
	for i := range p.side {
		p.side[i] = widget.NewTippedChoice(labels, tips)
	}
	p.note = widget.NewPara(widget.Lettering(art.Italic, 13, widget.TextLight))
	return p
}

// players are the players chosen for a game of dice seed seed.
func (p *playerRows) players(seed uint64) session.Players {
	out := session.Players{}
	for i, side := range game.Sides {
		if name := PlayerChoices[p.side[i].Sel].Player; name != "" {
			out[side] = session.Computer{Player: name, Seed: session.SeedFor(seed, side)}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// noteText says how the game will be played.
func (p *playerRows) noteText() string {
	pl := p.players(0)
	switch len(pl) {
	case 0:
		return HotSeat
	case 2:
		return TwoComputers
	}
	if _, us := pl[units.US]; us {
		return fmt.Sprintf(OneComputer, sideGermany, sideUS)
	}
	return fmt.Sprintf(OneComputer, sideUS, sideGermany)
}

// layout puts the rows at x, the first at y0 and the second at y1, the
// note beside them up to right.
func (p *playerRows) layout(x, y0, y1, right float64) {
	for i, y := range [...]float64{y0, y1} {
		p.side[i].Layout(widget.Rect{X: x, Y: y + 4, W: playerChoiceW, H: 34})
	}
	p.noteW = max(100, right-(x+playerChoiceW+18))
	p.note.Set(p.noteText(), p.noteW)
}

// update takes the clicks; it reports a change.
func (p *playerRows) update(ptr *widget.Pointer) bool {
	changed := false
	for i := range p.side {
		changed = p.side[i].Hover(ptr) || changed
	}
	if changed {
		p.note.Set(p.noteText(), p.noteW)
	}
	return changed
}

// hovered is the segment under the pointer, for its tooltip.
func (p *playerRows) hovered(ptr *widget.Pointer) *widget.Button {
	for i := range p.side {
		if b := p.side[i].SegmentAt(ptr.X, ptr.Y); b != nil {
			return b
		}
	}
	return nil
}

func (p *playerRows) draw(dst *ebiten.Image) {
	for i := range p.side {
		p.side[i].Draw(dst)
	}
	top, bottom := p.side[0].R, p.side[1].R
	mid := (top.Y + bottom.Y + bottom.H) / 2
	p.note.Draw(dst, top.X+top.W+18, mid-p.note.Height()/2)
}

// PlayersText says who plays a saved game: "hot-seat", "against the
// computer (Germany, Hard)", "computer against computer".
func PlayersText(p session.Players) string {
	switch len(p) {
	case 0:
		return "hot-seat"
	case 2:
		return "computer against computer"
	}
	for side := range p {
		return "against the computer (" + sideName(side) + ", " + session.Strength(p[side].Player) + ")"
	}
	return ""
}

// sideName is a side's short name.
func sideName(side units.Side) string {
	if side == units.US {
		return "US"
	}
	return "Germany"
}
