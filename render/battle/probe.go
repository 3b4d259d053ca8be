package battle

import (
	"fmt"

	"frontline/game/tactical"
	"frontline/render/widget"
)

// Probe names what can be clicked on the screen for end-to-end tests
// (render/e2edump.go): "battle.handoff" while the table is hidden; else
// "battle.state" (Label: the side to act and what for, or "over"), the
// panel's buttons as "battle.act/<label>" and "battle.card/<label>", the
// ghost of the order being shaped as "battle.ghost", every piece on the
// table as "battle.unit/<id>" (On: the viewer's), and the summary's
// buttons as "battle.leave" and "battle.look".
func (s *Scene) Probe(add func(widget.Spot)) {
	if s.handoff {
		add(widget.Spot{Name: "battle.handoff", Label: s.hand.go_.Label(), R: s.hand.go_.R, Enabled: true})
		return
	}
	if s.pause.Shown() {
		return
	}
	state := "over"
	if side, ok := s.m.Pending(); ok && !s.m.Over() {
		state = fmt.Sprintf("%s %s", side, s.m.Battle().Pending.Kind)
		if s.m.Offer() != "" {
			state = fmt.Sprintf("%s cease fire", side)
		}
	}
	add(widget.Spot{Name: "battle.state", Label: state, Enabled: !s.Busy()})
	if s.m.Over() && !s.sum.hidden && !s.fx.busy() {
		add(widget.Spot{Name: "battle.leave", Label: s.sum.menu.Label(), R: s.sum.menu.R, Enabled: true})
		add(widget.Spot{Name: "battle.look", Label: s.sum.look.Label(), R: s.sum.look.R, Enabled: true})
		return
	}
	for i := range s.side.acts {
		b := &s.side.acts[i].b
		add(widget.Spot{Name: "battle.act/" + b.Label(), Label: b.Label(), R: b.R, Enabled: b.Enabled})
	}
	for i := range s.side.cards {
		b := &s.side.cards[i].b
		add(widget.Spot{Name: "battle.card/" + b.Label(), Label: b.Label(), R: b.R, Enabled: b.Enabled})
	}
	if s.ord.on {
		x, y := s.screenOf(s.ord.to)
		add(widget.Spot{Name: "battle.ghost", Label: s.ord.why, R: widget.Rect{X: x - 4, Y: y - 4, W: 8, H: 8}, Enabled: s.ord.why == ""})
	}
	if b := s.m.Battle(); b != nil {
		for i := range b.Units {
			u := &b.Units[i]
			if u.Status != tactical.OnTable {
				continue
			}
			x, y := s.pieceAt(u)
			add(widget.Spot{Name: fmt.Sprintf("battle.unit/%d", u.ID), Label: u.Card.Name,
				R: widget.Rect{X: x - 4, Y: y - 4, W: 8, H: 8}, Enabled: s.onScreen(x, y), On: u.Side == s.viewer})
		}
	}
}

// onScreen reports whether screen point (x, y) is on the table's part of
// the screen, clear of the chrome.
func (s *Scene) onScreen(x, y float64) bool {
	return x > 0 && x < s.w-panelW && y > barH && !s.log.rect().Has(int(x), int(y))
}

// SummaryButton is where the summary's first button is, once the
// battle is over.
func (s *Scene) SummaryButton() (widget.Rect, bool) {
	return s.sum.menu.R, s.m.Over() && !s.sum.hidden && !s.fx.busy()
}
