package play

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/widget"
)

// The panels of three engine decisions that the phase bar's button alone
// would answer with the engine's default (game.PassCommand): an event
// card's choice of units (event_pick.go), the hex a withdrawing unit
// falls back to (withdraw_pick.go) and the answer to Cease Fire or
// Conditional Surrender terms (terms.go). Each fills the right-hand panel
// with a header, the decision in words under it, the units concerned and
// its buttons in the finer orders' list (combat_orders.go); the hexes a
// click on the map answers with are lit. This file holds what they share
// and the hooks the scene calls.

// What the panel shows at these decisions.
const (
	sideEventPick   sideKind = iota + 200 // event_pick.go
	sideWithdrawHex                       // withdraw_pick.go
	sideTerms                             // terms.go
)

// decisionPanel is the state the three panels keep between refreshes.
type decisionPanel struct {
	on     bool      // one of the panels is shown
	text   para      // the decision in words, under the panel's header
	lit    []hex.Hex // hexes a map click answers with
	marked []hex.Hex // hexes already chosen
	pick   pickState // event_pick.go
	ov     *decisionOverlay
	named  []namedBtn // the list's buttons, for the probe
}

// namedBtn is a button of the list with its probe name.
type namedBtn struct {
	name string
	b    *planBtn
}

// name gives b its probe name and returns it.
func (d *decisionPanel) name(b *planBtn, name string) *planBtn {
	d.named = append(d.named, namedBtn{name, b})
	return b
}

// decisionReserve is the room the panels keep below their rows for the
// line under them and the buttons.
const decisionReserve = 200

// buildDecisionSide fills the panel at one of the three decisions when
// the viewer is to answer it; it reports whether it did. Called first by
// buildSidebar at every refresh, so the lit hexes never outlive the
// decision.
func (s *Scene) buildDecisionSide() bool {
	d := &s.dec
	if d.ov == nil {
		d.text.L = lettering(art.Regular, 13, textLight)
		d.ov = &decisionOverlay{sp: s.sp, d: d}
		s.mv.AddMarkers(d.ov)
	}
	d.on, d.lit, d.marked = false, d.lit[:0], d.marked[:0]
	p := s.view.Pending
	if p.Side != s.view.Side || s.view.Over || s.sess.NeedsHandOff() {
		return false
	}
	switch p.Kind {
	case game.DecideEventPick:
		s.side.kind = sideEventPick
		s.buildEventPick()
	case game.DecideWithdrawHex:
		s.side.kind = sideWithdrawHex
		s.buildWithdrawPick()
	case game.DecideTerms:
		s.side.kind = sideTerms
		s.buildTerms()
	case game.DecideMiniatures:
		if s.view.Battle == nil || s.view.Battle.Open {
			return false // a cease fire on the table is answered there
		}
		s.side.kind = sideMiniatures
		s.buildMiniatures() // miniatures.go
	default:
		return false
	}
	d.on = true
	s.setInfo()
	return true
}

// decisionText sets the words under the header and returns how far the
// rows move down for them.
func (s *Scene) decisionText(txt string) float64 {
	s.dec.text.set(txt, s.side.r.W-28)
	if s.dec.text.Lines() == 0 {
		return 0
	}
	return s.dec.text.height() + 10
}

// decisionFit is how many rows fit under words dy high.
func (s *Scene) decisionFit(dy float64) int {
	sb := s.side
	return max(1, int((sb.r.H-62-decisionReserve-dy)/rowH))
}

// layoutDecisionRows places the panel's rows below the words (dy high)
// and the line under them below the rows.
func (s *Scene) layoutDecisionRows(dy float64) {
	sb := s.side
	y := sb.layoutRows(decisionReserve + dy)
	for _, r := range sb.rows {
		r.r.Y += dy
	}
	sb.infoY = y + dy + 10
}

// decisionRow is a click on a row of one of the panels.
func (s *Scene) decisionRow(id game.UnitID) {
	switch s.side.kind {
	case sideEventPick:
		s.eventPickRow(id)
	default: // the unit withdrawing or under the terms: show where it is
		if u := s.sess.Game().Unit(id); u != nil && u.Deployed() {
			s.mv.CenterOn(u.Hex)
		}
	}
}

// decisionMapClick answers the decision with a click on a lit hex; it
// reports whether the click was used.
func (s *Scene) decisionMapClick(h hex.Hex) bool {
	if !s.dec.on {
		return false
	}
	switch s.side.kind {
	case sideEventPick:
		return s.eventPickHex(h)
	case sideWithdrawHex:
		return s.withdrawHex(h)
	}
	return false
}

// decisionCancel is Esc or a right click: the unit waiting for its
// deploy_now hex is let go. It reports whether there was one.
func (s *Scene) decisionCancel() bool {
	if !s.dec.on || s.side.kind != sideEventPick || s.dec.pick.placing == 0 {
		return false
	}
	s.dec.pick.placing = 0
	s.stale = true
	return true
}

// decisionOrders fills the list of buttons; it reports whether one of
// the panels is shown.
func (s *Scene) decisionOrders() bool {
	s.dec.named = s.dec.named[:0]
	if !s.dec.on {
		return false
	}
	switch s.side.kind {
	case sideEventPick:
		s.eventPickOrders()
	case sideWithdrawHex:
		s.withdrawOrders()
	case sideTerms:
		s.termsOrders()
	case sideMiniatures:
		s.miniaturesAnswerOrders() // miniatures.go
	default:
		return false
	}
	return true
}

// decisionInfo is the line under the rows; ok is false when no panel
// of these decisions is shown.
func (s *Scene) decisionInfo() (txt string, warn, ok bool) {
	if !s.dec.on {
		return "", false, false
	}
	switch s.side.kind {
	case sideEventPick:
		txt, warn = s.eventPickInfo()
	case sideWithdrawHex:
		txt, warn = s.withdrawInfo()
	case sideTerms:
		txt = s.termsInfo()
	case sideMiniatures:
		txt = "Either way, no other proposal is made for this engagement."
	default:
		return "", false, false
	}
	return txt, warn, true
}

// relabelPass names the phase bar's button after what the engine's
// default answer does here, with tip saying it in full.
func (s *Scene) relabelPass(label, tip string) {
	if s.bar.end.Shown {
		s.bar.end.Set(label, true, tip+". Shortcut: Enter or Space")
		s.bar.layout()
	}
}

// drawDecision draws the words under the panel's header.
func (s *Scene) drawDecision(dst *ebiten.Image) {
	if s.dec.on {
		s.dec.text.draw(dst, s.side.r.X+14, s.side.r.Y+58)
	}
}

// decisionOverlay rings the hexes a click answers with, and those
// already chosen, over the markers.
type decisionOverlay struct {
	sp *sprites
	d  *decisionPanel
}

func (o *decisionOverlay) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	if !o.d.on {
		return
	}
	drawHexes(dst, v, o.sp.deployRing, o.d.lit)
	drawHexes(dst, v, o.sp.sel, o.d.marked)
}

// Stamp (mapview.Still) folds in what DrawOverlay reads.
func (o *decisionOverlay) Stamp() (mapview.Stamp, bool) {
	st := mapview.NewStamp().Bool(o.d.on)
	if o.d.on {
		st = st.Hexes(o.d.lit).Hexes(o.d.marked)
	}
	return st, true
}

// probeDecision adds the panels' clickable things (probe.go): "pick/ID"
// rows (On: chosen), the named buttons and the lit hexes, "pickhex/CCRR"
// for an event pick and "withdraw/CCRR" for a withdrawal.
func (s *Scene) probeDecision(add func(widget.Spot)) {
	d := &s.dec
	if !d.on {
		return
	}
	if s.side.kind == sideEventPick {
		for _, r := range s.side.rows {
			add(widget.Spot{Name: "pick/" + strconv.Itoa(int(r.id)), Label: r.name.String(), R: r.r, Enabled: true, On: r.chosen})
		}
	}
	for _, n := range d.named {
		b := &n.b.b
		add(widget.Spot{Name: n.name, Label: b.Label(), R: b.R, Enabled: b.Enabled})
	}
	kind := "pickhex/"
	if s.side.kind == sideWithdrawHex {
		kind = "withdraw/"
	}
	for _, h := range d.lit {
		s.probeHex(add, kind, h, false)
	}
}
