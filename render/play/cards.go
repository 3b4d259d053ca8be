package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/cards"
	"frontline/render/cardview"
	"frontline/render/input"
	"frontline/render/widget"
)

// The card panels of render/cardview on this screen: the Hand and Events
// buttons on the phase bar, C for the selected unit's card, and the
// pop-up of each event card drawn. While a panel is open it takes every
// input (Esc or right click closes it).

// placeCardButtons puts the Hand and Events buttons on the phase bar, left
// of its own buttons (decision, Undo, Catalog, Staging); the money line
// keeps clear of them.
func (s *Scene) placeCardButtons() {
	x := s.bar.left()
	for _, b := range [...]*widget.Button{&s.cards.EventsBtn, &s.cards.HandBtn} {
		if !b.Shown {
			continue
		}
		bw := b.Width()
		b.R = widget.Rect{X: x - bw, Y: 11, W: bw, H: 36}
		x -= bw + 8
	}
	s.bar.leftOf = x + 8
}

// cardsUpdate runs an open panel; it reports whether one is open, in
// which case nothing else on the screen gets this tick's input.
func (s *Scene) cardsUpdate(in input.Source, x, y int) bool {
	if !s.cards.Modal() {
		return false
	}
	ci := cardview.Input{X: x, Y: y, Click: s.ptr.click[left],
		Cancel: s.ptr.click[right] || in.KeyPressed(ebiten.KeyEscape),
		Enter:  in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter) || in.KeyPressed(ebiten.KeySpace)}
	msg, err := s.cards.Update(ci)
	switch {
	case err != nil:
		s.say(err.Error(), true)
		s.stale = true
	case msg != "":
		s.say(msg, false)
		s.stale = true
	}
	if s.stale {
		s.refresh()
	}
	return true
}

// openSelectedCard shows the card of the selected unit, or of the top
// marker of a selected enemy stack.
func (s *Scene) openSelectedCard() {
	if !s.sel.on {
		s.say("Select a unit first: C shows its card", true)
		return
	}
	id := s.sel.unit
	if !s.sel.own || id == 0 {
		own, enemy := s.stacksAt(s.sel.hex)
		switch {
		case s.sel.own && own != nil:
			id = own.Top().Unit
		case enemy != nil:
			id = enemy.Top().Unit
		}
	}
	if err := s.cards.OpenUnit(id); err != nil {
		s.say(err.Error(), true)
	}
}

// OpenCard shows the selected unit's card (as key C does).
func (s *Scene) OpenCard() { s.openSelectedCard() }

// OpenHand shows the viewer's hand (as the Hand button does).
func (s *Scene) OpenHand() { s.cards.OpenHand() }

// OpenEvents shows the events in force (as the Events button does).
func (s *Scene) OpenEvents() { s.cards.OpenEvents() }

// Cards is the card panels' controller.
func (s *Scene) Cards() *cardview.Controller { return s.cards }

// cardsTip shows the bar buttons' tooltips; it reports whether one is up.
func (s *Scene) cardsTip(x, y int) bool {
	for _, b := range [...]*widget.Button{&s.cards.HandBtn, &s.cards.EventsBtn} {
		if b.Shown && b.R.Has(x, y) && b.Reason != "" {
			s.tip.set(b.Reason, 320)
			w := s.tip.maxWidth()
			r := widget.Rect{X: b.R.X + b.R.W - w - 16, Y: b.R.Y + b.R.H + 6, W: w + 16, H: s.tip.height() + 10}
			r.X = max(4, min(r.X, float64(s.w)-r.W-4))
			s.tipR, s.tipOn, s.tipOf = r, true, nil
			return true
		}
	}
	return false
}

func (s *Scene) drawCards(dst *ebiten.Image) {
	s.cards.HandBtn.Draw(dst)
	s.cards.EventsBtn.Draw(dst)
}

// orderCardWhy answers the hand for the cards played as orders of their
// own (cardview.OrderCards): whether this screen offers card id, and
// why it cannot be given now.
func (s *Scene) orderCardWhy(id string) (string, bool) {
	switch cards.Decision(id) {
	case cards.Encircle:
		return s.encircleWhy(), true // encircle.go
	case cards.RushDeployment:
		return s.rushWhy(), true // rush.go
	case cards.Push:
		return "Push is given to one unit: select it in your Movement Phase and use Push in its Orders row (IV.3.5)", true
	case cards.Withdraw:
		if p := s.view.Pending; p.Kind == game.DecideEncircleResponse && p.Side == s.view.Side {
			return "", true // encircle.go: the escape from an encirclement
		}
	}
	return "", false
}

// startOrderCard begins the order of card id, the hand closed.
func (s *Scene) startOrderCard(id string) string {
	s.stale = true
	switch cards.Decision(id) {
	case cards.Encircle:
		return s.startEncircle()
	case cards.RushDeployment:
		return s.startRush()
	case cards.Withdraw:
		if s.do(game.Command{Kind: game.CmdEscapeEncircle}) {
			return "Withdraw played: see the log"
		}
	}
	return ""
}
