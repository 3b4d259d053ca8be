package cardview

import "frontline/render/widget"

// Probe reports what the end-to-end tests may click on the open panel
// (render/e2edump.go): "cards.ok" on an event card drawn, "cards.close"
// on the unit card, the hand and the active events; nothing when no
// panel is open.
func (k *Controller) Probe(add func(widget.Spot)) {
	b, name := k.closeButton(), "cards.close"
	if k.open == EventPopupOpen {
		b, name = &k.popup.ok, "cards.ok"
	}
	if b == nil {
		return
	}
	if sp, ok := b.Spot(name); ok {
		sp.Label = k.open.String() + ": " + sp.Label
		add(sp)
	}
}
