package cardview

import "frontline/render/widget"

// Probe reports what the end-to-end tests may click on the open panel
// (render/e2edump.go): "cards.ok" on an event card drawn, "cards.close"
// on the unit card, the hand and the active events; nothing when no
// panel is open.
func (k *Controller) Probe(add func(widget.Spot)) {
	var b *widget.Button
	name := "cards.close"
	switch k.open {
	case EventPopupOpen:
		b, name = &k.popup.ok, "cards.ok"
	case CardOpen:
		b = &k.card.fr.close
	case HandOpen:
		b = &k.hand.fr.close
	case EventsOpen:
		b = &k.events.fr.close
	default:
		return
	}
	if sp, ok := b.Spot(name); ok {
		sp.Label = k.open.String() + ": " + sp.Label
		add(sp)
	}
}
