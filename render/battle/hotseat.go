package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Hot-seat: two players share the screen. When the order passes to the
// other side and that side has a real choice to make, the screen is
// covered until its player takes over; a side with nothing to decide
// (declarations with no enemy in reach and no card to play) is passed
// on without asking.

// realChoice reports whether the side to act has something to decide.
func (s *Scene) realChoice() bool {
	b := s.m.Battle()
	if b == nil || s.m.Over() || s.m.Offer() != "" {
		return !s.m.Over()
	}
	return b.Pending.Kind != tactical.DecideDeclare || s.anyTarget(b.Pending.Side) || s.anyCard(b.Pending.Side)
}

// anyTarget reports whether a unit of side may fire at some enemy now.
func (s *Scene) anyTarget(side units.Side) bool {
	b := s.m.Battle()
	for i := range b.Units {
		if u := &b.Units[i]; u.Side == side && u.Active() && len(b.LegalTargets(u)) > 0 {
			return true
		}
	}
	return false
}

// anyCard reports whether side could play a card of its hand now.
func (s *Scene) anyCard(side units.Side) bool {
	for _, c := range s.cardOrders(side) {
		if _, err := s.m.Check(c); err == nil {
			return true
		}
	}
	return false
}

// autoSkip ends the declarations of a side that has nothing to declare,
// saying so in the log.
func (s *Scene) autoSkip() {
	for n := 0; n < 4; n++ {
		b := s.m.Battle()
		if b == nil || b.Over() || s.m.Offer() != "" || b.Pending.Kind != tactical.DecideDeclare || s.realChoice() {
			return
		}
		side := b.Pending.Side
		from := len(s.m.Entries())
		if err := s.m.Order(tactical.Command{Kind: tactical.CmdEndDeclare, Side: side}); err != nil {
			return
		}
		s.m.Note(from, Entry{Side: side, Rule: "Inset IX.6", Text: sideName(side) + " has no enemy in reach and declares nothing."})
		s.fx.queue(s, from)
	}
}

// handOff is the screen that hides the table between the players.
type handOff struct {
	title, sub ui.Text
	go_        widget.Button
	side       units.Side
	offer      units.Side // the side whose cease fire waits for an answer
}

func (h *handOff) init() {
	h.title.L = art.Lettering{Face: art.Face(art.Bold, 40), Ink: art.Paper, Tracking: 2}
	h.sub.L = widget.Lettering(art.Italic, 17, widget.TextDim)
	h.go_ = widget.NewButton(true, 18)
}

// layout centres the button, wide enough for its label with room to
// spare ("I am Germany — show the table" is longer than the US's).
func (h *handOff) layout(s *Scene) {
	w := max(300, h.go_.Width()+48)
	h.go_.R = widget.Rect{X: s.w/2 - w/2, Y: s.h/2 + 40, W: w, H: 52}
}

func (h *handOff) update(s *Scene) {
	side, _ := s.m.Pending()
	if offer := s.m.Offer(); offer != "" && h.offer != offer {
		h.side, h.offer = side, offer
		h.title.Set(sideName(offer) + " offers a cease fire")
		h.sub.Set(sideName(side) + " must answer (IV.3.1): accept and the battle ends in a draw with both morales a point higher, or decline and fight on.")
		h.go_.Set("I am "+sideName(side)+" — answer", true, "")
		h.layout(s)
	} else if h.side != side || (offer == "" && h.offer != "") {
		h.side, h.offer = side, ""
		h.title.Set(sideName(side) + " to play")
		h.sub.Set("The other player looks away: the table is hidden until you take over.")
		h.go_.Set("I am "+sideName(side)+" — show the table", true, "")
		h.layout(s)
	}
	click := s.mouse.click
	if h.go_.HoverAt(s.mouse.x, s.mouse.y, click) {
		s.viewer, s.handoff = side, false
		s.m.Look(side)
		s.sel, s.ord = -1, pending{}
		s.refresh()
	}
}

func (h *handOff) draw(dst *ebiten.Image, s *Scene) {
	dst.Fill(panelFill)
	tw, th := h.title.Size()
	h.title.Draw(dst, s.w/2-tw/2, s.h/2-th-40)
	sw, _ := h.sub.Size()
	h.sub.Draw(dst, s.w/2-sw/2, s.h/2-10)
	h.go_.Draw(dst)
}

// sideName is a side as the screen calls it: as the log does, and
// "Nobody" for neither.
func sideName(s units.Side) string {
	if s != units.US && s != units.Germany {
		return "Nobody"
	}
	return tactical.SideName(s)
}
