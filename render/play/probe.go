package play

import (
	"strconv"

	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/widget"
)

// Probe reports what an end-to-end test may click or check on the play
// screen, for the layout dump (render/e2edump.go; nothing reads it
// otherwise):
//
//   - "handoff": the hand-off screen (click anywhere on it);
//   - while a card panel is open, only its "cards.ok" or "cards.close"
//     (render/cardview/probe.go);
//   - the phase bar's "bar.end" (its label: End phase, Decline …),
//     "bar.undo", "bar.catalog", "bar.staging"; the panel's "side.dig",
//     "side.retAll", "side.retNone", "side.unbuy", "side.header" and
//     "side.info" (the panel's text under the list, as its label);
//   - "row/ID": a unit's row in the panel (On: the selected unit);
//   - "catalog.close" and "buy/CARD": the catalog's Buy buttons in view;
//   - on the map, hexes inside the map's view: "stack/CCRR" (On: own),
//     "reach/CCRR" (the selected unit may move there), "target/CCRR" (it
//     may attack there), "deploy/CCRR" (the picked staged unit may deploy
//     there), each a square of the hex's size about its centre;
//   - at an event card's choice, a withdrawal's hex or an offer of terms
//     (decision_panels.go): "pick/ID" rows (On: chosen), "pick.confirm",
//     "pick.clear", "pick.prev", "pick.next", "pickhex/CCRR" (a lit hex
//     choosing the unit there or placing the unit being deployed);
//     "withdraw/CCRR" lit hexes and their buttons "withdraw.to/CCRR";
//     "terms.accept" and "terms.decline";
//   - while an attack waits for confirmation (attack_confirm.go), only
//     "confirm.attack", "confirm.cancel" and its weapon lines
//     "confirm.fire/N";
//   - "toast": the message shown, if any.
func (s *Scene) Probe(add func(widget.Spot)) {
	if s.sp == nil {
		return
	}
	if s.probeTable(add) { // miniatures_table.go
		return
	}
	if s.sess.NeedsHandOff() {
		add(widget.Spot{Name: "handoff", Label: s.hand.title.String(), R: widget.Rect{W: float64(s.w), H: float64(s.h)}, Enabled: true})
		return
	}
	if s.cards.Modal() { // a card panel holds the input (cardview/probe.go)
		s.cards.Probe(add)
		return
	}
	if s.probeConfirm(add) { // attack_confirm.go: the attack's confirmation holds the input
		return
	}
	button := func(b *widget.Button, name string) {
		if b.Shown {
			add(widget.Spot{Name: name, Label: b.Label(), R: b.R, Enabled: b.Enabled})
		}
	}
	button(&s.bar.end, "bar.end")
	button(&s.bar.undo, "bar.undo")
	button(&s.bar.catalog, "bar.catalog")
	button(&s.bar.staging, "bar.staging")
	button(&s.side.dig, "side.dig")
	button(&s.side.retAll, "side.retAll")
	button(&s.side.retNone, "side.retNone")
	button(&s.side.unbuy, "side.unbuy")
	add(widget.Spot{Name: "side.header", Label: s.side.header.String(), R: s.sideR})
	add(widget.Spot{Name: "side.info", Label: s.side.info.String()})
	for _, r := range s.side.rows {
		add(widget.Spot{Name: "row/" + strconv.Itoa(int(r.id)), Label: r.name.String(), R: r.r, Enabled: true, On: r.chosen})
	}
	s.probeDecision(add) // decision_panels.go
	if s.sheetShown() {
		button(&s.sheet.close, "catalog.close")
		for _, rw := range s.sheet.rows[:s.sheet.nr] {
			if rw.vis {
				add(widget.Spot{Name: "buy/" + rw.offer.Card, Label: rw.name.String(), R: rw.buy.R, Enabled: rw.buy.Enabled})
			}
		}
	} else {
		for _, st := range s.layer.Stacks() {
			s.probeHex(add, "stack/", st.Hex, st.Own)
		}
		for _, r := range s.sel.reach {
			s.probeHex(add, "reach/", r.Hex, false)
		}
		for _, h := range s.above.targets {
			s.probeHex(add, "target/", h, false)
		}
		for _, h := range s.under.deploy {
			s.probeHex(add, "deploy/", h, false)
		}
	}
	if t := s.Toast(); t != "" {
		add(widget.Spot{Name: "toast", Label: t})
	}
}

// probeHex adds hex h when its centre is on the map, clear of the chrome.
func (s *Scene) probeHex(add func(widget.Spot), kind string, h hex.Hex, on bool) {
	cam := s.mv.Camera()
	x, y := cam.ToScreen(art.World.Center(h))
	if x < cam.View.MinX+4 || x > cam.View.MaxX-4 || y < cam.View.MinY+4 || y > cam.View.MaxY-4 || s.overUI(int(x), int(y)) {
		return
	}
	z := cam.Zoom
	add(widget.Spot{Name: kind + h.String(), R: widget.Rect{X: x - z/2, Y: y - z/2, W: z, H: z}, Enabled: true, On: on})
}
