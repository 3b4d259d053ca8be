// Package cardview shows the game's cards: a unit type's whole card with
// both sides, its special characteristics and, for a unit on the map, its
// state (III.1.4, Inset III.1); the viewer's hand of command cards
// (III.7); the event cards in force and a pop-up for each event drawn
// (III.6). Everything comes from the viewer's View and the card
// databases; the only change it makes to the game is playing a command
// card through session.Do.
//
// The Controller is what a screen embeds: it opens and closes the panels,
// keeps them in step with the game and turns a click on a playable card
// into a play_card order. The panels are modal: while one is open the
// screen under it gets no input.
package cardview

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/content"
	"frontline/render/markers"
	"frontline/render/session"
	"frontline/render/widget"
)

// Panel names what the controller shows.
type Panel int

const (
	None Panel = iota
	CardOpen
	HandOpen
	EventsOpen
	EventPopupOpen
	OfferOpen // the Cease Fire terms (offer.go)
)

func (p Panel) String() string {
	return [...]string{"none", "card", "hand", "events", "event pop-up", "cease fire offer"}[p]
}

// Controller owns the card panels of one screen.
type Controller struct {
	c     *content.Content
	sess  *session.Session
	layer *markers.Layer

	card   *CardPanel
	hand   *HandPanel
	events *EventsPanel
	popup  *EventPopup
	offer  *OfferPanel
	pops   Popups
	open   Panel
	w, h   float64

	// cardUnit is the unit whose card is open (0: a card type only).
	cardUnit game.UnitID

	// HandBtn and EventsBtn open the panels; the screen places them
	// (R) and calls Bar with the pointer.
	HandBtn, EventsBtn widget.Button
	handLabel, evLabel string

	// Orders plays the cards given as orders of their own (OrderCards).
	Orders OrderCards
	// Do submits a card played from the hand; the screen sets it to its
	// own path to the session so the play is heard and seen like its
	// other orders (nil: the session's Do).
	Do func(game.Command) ([]game.Event, error)
}

// OrderCards lets the screen play from the hand the command cards that
// are orders of their own rather than play_card (Encircle, Rush
// Deployment, Withdraw out of an encirclement …). Why reports whether the screen offers card id at all
// (offered) and, if so, why it cannot start it now ("" when it can);
// Start begins the order once the hand has closed and returns a line for
// the screen to show.
type OrderCards struct {
	Why   func(id string) (why string, offered bool)
	Start func(id string) string
}

// orderCard reports whether id is a card the screen plays as an order of
// its own, and why it cannot now.
func (k *Controller) orderCard(id string) (why string, ok bool) {
	if _, known := k.c.Commands.Get(cards.Decision(id)); !known || k.Orders.Why == nil {
		return "", false
	}
	return k.Orders.Why(id)
}

// New makes the controller for a session; layer draws the markers
// (markers.Layer.DrawMarker).
func New(c *content.Content, sess *session.Session, layer *markers.Layer) *Controller {
	k := &Controller{c: c, sess: sess, layer: layer, w: 1280, h: 800,
		card: newCardPanel(c.Catalog.Get),
		hand: newHandPanel(), events: newEventsPanel(), popup: newEventPopup(), offer: newOfferPanel(),
		HandBtn: widget.NewButton(false, 14), EventsBtn: widget.NewButton(false, 14)}
	return k
}

// Showing is the panel open.
func (k *Controller) Showing() Panel { return k.open }

// Modal reports whether a panel is open (the screen beneath takes no
// input).
func (k *Controller) Modal() bool { return k.open != None }

// Card, Hand, Events and Popup are the panels (tests read them).
func (k *Controller) Card() *CardPanel     { return k.card }
func (k *Controller) Hand() *HandPanel     { return k.hand }
func (k *Controller) Events() *EventsPanel { return k.events }
func (k *Controller) Popup() *EventPopup   { return k.popup }
func (k *Controller) Offer() *OfferPanel   { return k.offer }

// Resize sets the screen size.
func (k *Controller) Resize(w, h int) {
	k.w, k.h = float64(w), float64(h)
	k.reopen()
}

// Close shuts the open panel and presents any event waiting.
func (k *Controller) Close() {
	k.open = None
	k.cardUnit = 0
	k.nextPopup()
}

// ViewerChanged is called after the hand-off: every panel closes, so
// nothing of the other player's stays up. Refresh follows.
func (k *Controller) ViewerChanged() {
	k.open = None
	k.cardUnit = 0
	k.hand.show(nil, 0, "", "", k.w, k.h) // forget the previous hand's words
}

// Refresh brings the controller in step with the game after a change: the
// bar buttons' labels, the open panel's contents, and the pop-up of any
// event card drawn that the viewer has not been shown.
func (k *Controller) Refresh() {
	v := k.sess.View()
	if l := fmt.Sprintf("Hand %d", len(v.Hand)); l != k.handLabel {
		k.handLabel = l
		k.HandBtn.Set(l, true, "")
	}
	k.HandBtn.Reason = "Your command cards (III.7) · the enemy holds " + itoa(v.EnemyHandSize) + ". Shortcut: H"
	if l := fmt.Sprintf("Events %d", len(v.InForce)); l != k.evLabel {
		k.evLabel = l
		k.EventsBtn.Set(l, true, "")
	}
	k.EventsBtn.Reason = "Event cards in force (III.6). Shortcut: E"
	if k.sess.NeedsHandOff() {
		// the screen goes to the other player: close the hand now
		if k.open == HandOpen || k.open == CardOpen || k.open == OfferOpen {
			k.open = None
		}
		return
	}
	k.pops.Sync(v.Side, k.sess.Logs[v.Side], k.sess.Game().Step, k.c)
	k.reopen()
	if k.open == None {
		k.nextPopup()
	}
}

func (k *Controller) nextPopup() {
	if k.open != None || k.sess.NeedsHandOff() {
		return
	}
	if e, ok := k.pops.Next(k.sess.Viewer); ok {
		k.popup.show(e, k.w, k.h)
		k.open = EventPopupOpen
	}
}

// reopen rebuilds the open panel from the game now.
func (k *Controller) reopen() {
	switch k.open {
	case HandOpen:
		k.OpenHand()
	case EventsOpen:
		k.OpenEvents()
	case CardOpen:
		if k.cardUnit != 0 {
			if err := k.OpenUnit(k.cardUnit); err != nil {
				k.open = None
			}
		} else if c := k.card.Card(); c != nil {
			k.card.show(c, nil, k.w, k.h)
		}
	case EventPopupOpen:
		k.popup.sw, k.popup.sh = k.w, k.h
	case OfferOpen:
		k.offer.sw, k.offer.sh = k.w, k.h
		k.offer.layout()
		k.checkOffer()
	}
}

// OpenCardType shows the card of a unit type (catalog id).
func (k *Controller) OpenCardType(id string) error {
	c, ok := k.c.Catalog.Get(id)
	if !ok {
		return fmt.Errorf("no unit card %q", id)
	}
	k.card.show(c, nil, k.w, k.h)
	k.open, k.cardUnit = CardOpen, 0
	return nil
}

// OpenUnit shows the card of a unit the viewer sees, with its state as
// the viewer's View has it.
func (k *Controller) OpenUnit(id game.UnitID) error {
	v := k.sess.View()
	st, ok := StateOf(&v, id)
	if !ok {
		return fmt.Errorf("you do not see that unit")
	}
	c, ok := k.c.Catalog.Get(st.Card)
	if !ok {
		return fmt.Errorf("no unit card %q", st.Card)
	}
	k.card.show(c, &st, k.w, k.h)
	k.open, k.cardUnit = CardOpen, id
	return nil
}

// OpenHand shows the viewer's hand with the cards the engine would accept
// now lit.
func (k *Controller) OpenHand() {
	v := k.sess.View()
	play, err := Playable(k.c, k.sess.Game(), v.Side, v.Hand)
	hc := HandCards(&v, k.c, play)
	note := ""
	lit := 0
	for i := range hc {
		if hc[i].ID == string(cards.CeaseFire) && play != nil {
			err := k.ceaseFireOfferable()
			hc[i].Playable, hc[i].Why = err == nil, "Click to choose the terms of the truce and offer it."
			if err != nil {
				hc[i].Why = err.Error()
			}
		}
		if why, ok := k.orderCard(hc[i].ID); ok {
			hc[i].Playable, hc[i].Why = why == "", why
			if why == "" {
				hc[i].Why = "Click to give the " + hc[i].Title + " order: the hand closes and the map shows what to choose."
			}
		}
		if hc[i].Playable {
			lit++
		}
	}
	switch {
	case err != nil && lit > 0:
		note = err.Error() + " Only the cards given as orders of their own are lit."
	case err != nil:
		note = err.Error() + " No card is lit."
	case len(v.Hand) == 0:
		note = ""
	case play == nil && lit == 0:
		note = "Cards light up when the engine would accept them; it is not your decision now, so none is lit."
	case lit == 0:
		note = "None of your cards can be played from this panel now. Rest the pointer on a card to read why."
	default:
		note = "Lit cards can be played now: click one to play it."
	}
	k.hand.show(hc, v.EnemyHandSize, "Your hand · "+itoa(len(v.Hand))+" command card"+plural(len(v.Hand)), note, k.w, k.h)
	k.open = HandOpen
}

// OpenEvents shows the events in force.
func (k *Controller) OpenEvents() {
	v := k.sess.View()
	k.events.show(InForce(&v, k.c), k.w, k.h)
	k.open = EventsOpen
}

// Bar handles the pointer over the two bar buttons (when no panel is
// open); it reports a click on one.
func (k *Controller) Bar(x, y int, click bool) bool {
	switch {
	case k.HandBtn.HoverAt(x, y, click):
		k.OpenHand()
		return true
	case k.EventsBtn.HoverAt(x, y, click):
		k.OpenEvents()
		return true
	}
	return false
}

// Input is one tick of the pointer and keys as the panels need it.
type Input struct {
	X, Y   int
	Click  bool // left click released this tick
	Cancel bool // Esc or right click
	Enter  bool // Enter or Space
}

// Update runs the open panel for one tick. played is the result of a
// card played (the events' texts) and err the engine's refusal; the
// screen must refresh after a play.
func (k *Controller) Update(in Input) (played string, err error) {
	switch k.open {
	case None:
		return "", nil
	case EventPopupOpen:
		if k.popup.ok.HoverAt(in.X, in.Y, in.Click) || in.Enter || in.Cancel {
			k.Close()
		}
		return "", nil
	}
	if in.Cancel || k.closeClicked(in) {
		k.Close()
		return "", nil
	}
	switch k.open {
	case CardOpen:
		k.card.update(in.X, in.Y)
	case HandOpen:
		if id := k.hand.update(in.X, in.Y, in.Click); id != "" {
			if _, ok := k.orderCard(id); ok {
				k.open = None
				return k.Orders.Start(id), nil
			}
			if id == string(cards.CeaseFire) {
				k.OpenOffer()
				return "", nil
			}
			return k.play(id)
		}
	case OfferOpen:
		return k.updateOffer(in)
	}
	return "", nil
}

func (k *Controller) closeClicked(in Input) bool {
	b := k.closeButton()
	return b != nil && b.HoverAt(in.X, in.Y, in.Click)
}

// closeButton is the open panel's Close button (nil for the event
// pop-up, answered by its own button, or when nothing is open).
func (k *Controller) closeButton() *widget.Button {
	switch k.open {
	case CardOpen:
		return &k.card.fr.close
	case HandOpen:
		return &k.hand.fr.close
	case EventsOpen:
		return &k.events.fr.close
	case OfferOpen:
		return &k.offer.fr.close
	}
	return nil
}

// play plays command card id from the viewer's hand (game.CmdPlayCard).
func (k *Controller) play(id string) (string, error) {
	return k.send(game.Command{Kind: game.CmdPlayCard, Card: id})
}

// send gives a card's order and closes the panel; it returns the line the
// engine wrote for the card, or its refusal.
func (k *Controller) send(cmd game.Command) (string, error) {
	do := k.Do
	if do == nil {
		do = k.sess.Do
	}
	evs, err := do(cmd)
	k.open = None
	if err != nil {
		return "", err
	}
	msg := ""
	for _, e := range evs {
		if e.Kind == game.EvCardPlayed {
			msg = e.Text
			break
		}
	}
	if msg == "" && len(evs) > 0 {
		msg = evs[0].Text
	}
	return msg, nil
}

// Draw draws the open panel over the screen.
func (k *Controller) Draw(dst *ebiten.Image) {
	switch k.open {
	case CardOpen:
		k.card.draw(dst, k.layer)
	case HandOpen:
		k.hand.draw(dst)
	case EventsOpen:
		k.events.draw(dst)
	case EventPopupOpen:
		k.popup.draw(dst)
	case OfferOpen:
		k.offer.draw(dst)
	}
}

// ceaseFireOfferable is nil when the engine would take a Cease Fire offer
// on some terms now, else its refusal of the last terms tried.
func (k *Controller) ceaseFireOfferable() error {
	cmd, ok := k.c.Commands.Get(cards.CeaseFire)
	if !ok || cmd.CeaseFire == nil {
		return fmt.Errorf("no Cease Fire card in the deck")
	}
	var err error
	for _, t := range cmd.CeaseFire.Terms {
		n := 1
		if t == cards.TermPause {
			n = 0
		}
		if err = OfferTrial(k.c, k.sess.Game(), k.sess.Viewer, t, n); err == nil {
			return nil
		}
	}
	return err
}

// OpenOffer shows the Cease Fire panel (a click on the card in the hand).
func (k *Controller) OpenOffer() {
	cmd, ok := k.c.Commands.Get(cards.CeaseFire)
	if !ok || cmd.CeaseFire == nil {
		return
	}
	k.offer.show(cmd.CeaseFire.Terms, cmd.CeaseFire.MaxTurns, k.w, k.h)
	k.open = OfferOpen
	k.checkOffer()
}

// checkOffer asks the engine about the terms chosen.
func (k *Controller) checkOffer() {
	t, n := k.offer.Chosen()
	k.offer.set(OfferTrial(k.c, k.sess.Game(), k.sess.Viewer, t, n))
}

func (k *Controller) updateOffer(in Input) (string, error) {
	o := k.offer
	p := &widget.Pointer{X: in.X, Y: in.Y, Click: in.Click}
	if a, b := o.term.Hover(p), o.turns.Hover(p); a || b {
		k.checkOffer()
	}
	if o.offer.HoverAt(in.X, in.Y, in.Click) || (in.Enter && o.offer.Enabled) {
		t, n := o.Chosen()
		return k.send(offerCommand(k.sess.Viewer, t, n))
	}
	return "", nil
}
