package play

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/sprite"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The "Orders" row of the unit panel in the viewer's Movement Phase
// (orders.go says which orders apply). A click gives an order at once,
// or, when it needs a target, enters targeting: the hexes it may aim at
// are lit on the map and the units or items it may aim at are listed as
// buttons under the row (and their rows in the list take the click too);
// a click chooses, Esc or a right click cancels. Everything is submitted
// through session.Do, and a refusal shows the engine's reason.

// aimInk is the colour of the hexes an order may aim at.
var aimInk = art.RGB{R: 0.42, G: 0.82, B: 1}

// orders is the row's state.
type orders struct {
	unit    game.UnitID
	list    []Order
	btns    []widget.Button
	n       int
	head    ui.Text
	headY   float64
	bottom  float64         // lowest point of the row and its choices (placeOrders)
	choices []widget.Button // targets of the order being aimed
	nc      int
	aim     int // index of the order being aimed, -1 none
	picked  []OrderTarget
	confirm int // index of the order awaiting its second click, -1 none
	lit     aimOverlay
	ready   bool
}

// aimOverlay lights the hexes the order being aimed may choose.
type aimOverlay struct {
	hexes []hex.Hex
	sp    *sprite.Multi
}

func (o *aimOverlay) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	z := v.Zoom()
	for _, h := range o.hexes {
		x, y := v.HexCenter(h)
		if v.InView(x, y, z) {
			o.sp.Draw(dst, x, y, z)
		}
	}
}

// Stamp (mapview.Still) folds in what DrawOverlay reads.
func (o *aimOverlay) Stamp() (mapview.Stamp, bool) { return mapview.NewStamp().Hexes(o.hexes), true }

// startOrders makes the row's images and adds the overlay (Scene.start).
func (s *Scene) startOrders() {
	o := &s.ord
	if o.ready {
		return
	}
	o.ready, o.aim, o.confirm = true, -1, -1
	o.head.L = lettering(art.SmallCaps, 13, panelLine)
	o.head.Set("Orders")
	o.lit.sp = sprite.New(func(c *art.Canvas, cx, cy, sz float64) {
		c.Fill(hexagon(cx, cy, sz-1), aimInk, 0.16)
		c.Outline(hexagon(cx, cy, sz-2-0.05*sz), 2+0.07*sz, art.Ink, 0.55)
		c.Outline(hexagon(cx, cy, sz-2-0.05*sz), 1.2+0.05*sz, aimInk, 1)
	})
	s.mv.AddMarkers(&o.lit)
}

// aiming reports whether an order waits for its target.
func (o *orders) aiming() bool { return o.aim >= 0 && o.aim < len(o.list) }

// stopAim leaves targeting and drops a pending confirmation.
func (o *orders) stopAim() {
	o.aim, o.confirm, o.picked, o.nc = -1, -1, o.picked[:0], 0
	o.lit.hexes = nil
}

// syncOrders drops targeting when the unit or the phase changed
// (Scene.refresh, before the highlights are set).
func (s *Scene) syncOrders() {
	o := &s.ord
	if (o.aiming() || o.confirm >= 0) && (o.unit != s.sel.unit || !s.sel.own || !s.myDecision(game.PhaseMovement)) {
		o.stopAim()
	}
	if o.aiming() {
		s.sel.reach = nil // a click on the map aims; it does not move
	}
}

// buildOrders fills the row for the selected unit (Scene.buildSidebar).
func (s *Scene) buildOrders() {
	o := &s.ord
	o.n, o.nc = 0, 0
	if !s.sel.own || s.sel.unit == 0 || !s.myDecision(game.PhaseMovement) {
		o.list = nil
		return
	}
	if o.unit != s.sel.unit {
		o.stopAim()
	}
	o.unit = s.sel.unit
	o.list = OrdersFor(s.sess.Game(), s.cfg.Map, s.sel.unit)
	if o.aim >= len(o.list) || o.confirm >= len(o.list) {
		o.stopAim()
	}
	for len(o.btns) < len(o.list) {
		o.btns = append(o.btns, newButton(false))
	}
	o.n = len(o.list)
	for i := range o.list {
		od := &o.list[i]
		b := &o.btns[i]
		label := od.Label
		switch {
		case i == o.aim:
			label = "Cancel " + od.Label
		case i == o.confirm:
			label = "Confirm " + od.Label
		}
		b.Set(label, od.Why == "", od.Why)
		b.SetPrimary(i == o.confirm)
		if od.Why == "" {
			b.Reason = od.Tip
		}
	}
	o.lit.hexes = o.lit.hexes[:0]
	if !o.aiming() {
		return
	}
	od := &o.list[o.aim]
	for _, t := range od.Targets {
		if t.Hex != nil {
			o.lit.hexes = append(o.lit.hexes, *t.Hex)
			if od.Kind == OrdRecon {
				continue // six hexes: chosen on the map only
			}
		}
		if len(o.choices) == o.nc {
			o.choices = append(o.choices, newButton(false))
		}
		c := &o.choices[o.nc]
		o.nc++
		label := t.Label
		if pickedTarget(o.picked, t) {
			label += "  (chosen)"
		}
		c.Set(label, true, "")
	}
}

func pickedTarget(ts []OrderTarget, t OrderTarget) bool {
	for _, x := range ts {
		if x.Unit == t.Unit && x.Option == t.Option && (x.Hex == nil) == (t.Hex == nil) && (x.Hex == nil || *x.Hex == *t.Hex) {
			return true
		}
	}
	return false
}

// aimText is the panel's line while an order is aimed, or "".
func (s *Scene) aimText() string {
	o := &s.ord
	if !o.aiming() {
		return ""
	}
	od := &o.list[o.aim]
	switch {
	case od.Kind == OrdRecon:
		return "Recon: click a lit hex next to the unit to scout it. Esc or right click cancels."
	case od.Pick > 1:
		return "Hitch: choose " + strconv.Itoa(od.Pick) + " towing vehicles (" + strconv.Itoa(len(o.picked)) + " chosen). Esc or right click cancels."
	}
	return od.Label + ": choose the target below" + map[bool]string{true: " or on the map"}[len(o.lit.hexes) > 0] + ". Esc or right click cancels."
}

// ordersHeight is the height the row takes (the list of units leaves
// room for it).
func (s *Scene) ordersHeight() float64 {
	if s.ord.n == 0 {
		return 0
	}
	return s.placeOrders(0) + 44
}

// placeOrders lays the row out from y (Scene.placeSideButtons) and
// returns the y below it.
func (s *Scene) placeOrders(y float64) float64 {
	o := &s.ord
	if o.n == 0 {
		return y
	}
	sb := s.side
	left, right := sb.r.X+14, sb.r.X+sb.r.W-14
	o.headY = y + 2
	y += 22
	x := left
	for i := range o.btns[:o.n] {
		b := &o.btns[i]
		bw := max(72, b.Width()-6)
		if x+bw > right {
			x, y = left, y+38
		}
		b.R = widget.Rect{X: x, Y: y, W: bw, H: 32}
		x += bw + 8
	}
	y += 38
	for i := range o.choices[:o.nc] {
		o.choices[i].R = widget.Rect{X: left + 12, Y: y, W: right - left - 12, H: 28}
		y += 32
	}
	o.bottom = y
	return y + 6
}

// drawOrders draws the row (Scene.Draw, after the panel).
func (s *Scene) drawOrders(dst *ebiten.Image) {
	o := &s.ord
	if o.n == 0 || s.side.kind != sideStack {
		return
	}
	o.head.Draw(dst, s.side.r.X+14, o.headY)
	for i := range o.btns[:o.n] {
		o.btns[i].Draw(dst)
		if i == o.aim {
			outline(dst, o.btns[i].R, 2, aimInk.Alpha(1))
		}
	}
	if o.aiming() { // the rows of the units the order may aim at
		for _, rw := range s.side.rows {
			for _, t := range o.list[o.aim].Targets {
				if t.Unit != 0 && t.Unit == rw.id {
					outline(dst, rw.r, 2, aimInk.Alpha(1))
					break
				}
			}
		}
	}
	if o.nc > 0 {
		first, last := o.choices[0].R, o.choices[o.nc-1].R
		ui.FillRect(dst, first.X-8, first.Y, 3, last.Y+last.H-first.Y, aimInk.Alpha(1))
	}
	for i := range o.choices[:o.nc] {
		o.choices[i].Draw(dst)
	}
}

// orderTip is the order button under (x, y) with a tooltip, or nil.
func (s *Scene) orderTip(x, y int) *widget.Button {
	o := &s.ord
	if s.side.kind != sideStack {
		return nil
	}
	for i := range o.btns[:o.n] {
		if b := &o.btns[i]; b.Shown && b.R.Has(x, y) && b.Reason != "" {
			return b
		}
	}
	return nil
}

// ordersClicked routes a click on the row or on a target button; it
// reports whether the click was used.
func (s *Scene) ordersClicked(x, y int, click bool) bool {
	o := &s.ord
	if s.side.kind != sideStack {
		return false
	}
	for i := range o.btns[:o.n] {
		if o.btns[i].HoverAt(x, y, click) {
			s.orderClicked(i)
			return true
		}
	}
	if !o.aiming() {
		return false
	}
	k := 0
	od := &o.list[o.aim]
	for _, t := range od.Targets {
		if t.Hex != nil && od.Kind == OrdRecon {
			continue
		}
		if k < o.nc && o.choices[k].HoverAt(x, y, click) {
			s.aimAt(t)
			return true
		}
		k++
	}
	return false
}

// orderClicked is a click on order i: give it, aim it, confirm it, or
// cancel its targeting.
func (s *Scene) orderClicked(i int) {
	o := &s.ord
	od := o.list[i]
	s.stale = true
	switch {
	case i == o.aim:
		o.stopAim()
		return
	case od.Confirm && i != o.confirm:
		o.stopAim()
		o.confirm = i
		s.say("Click "+od.Label+" again to confirm; Esc cancels", false)
		return
	case od.Aims():
		o.stopAim()
		o.aim = i
		return
	}
	o.stopAim()
	s.giveOrder(&od, od.Targets)
}

// aimAt chooses target t for the order being aimed; the order goes when
// it has all it needs.
func (s *Scene) aimAt(t OrderTarget) {
	o := &s.ord
	od := o.list[o.aim]
	s.stale = true
	if pickedTarget(o.picked, t) {
		keep := o.picked[:0]
		for _, x := range o.picked {
			if !pickedTarget([]OrderTarget{t}, x) {
				keep = append(keep, x)
			}
		}
		o.picked = keep
		return
	}
	o.picked = append(o.picked, t)
	if len(o.picked) < max(od.Pick, 1) {
		return
	}
	ts := append([]OrderTarget(nil), o.picked...)
	o.stopAim()
	s.giveOrder(&od, ts)
}

// aimClickHex takes a map click while an order is aimed: a lit hex
// chooses its target, any other hex says what to do. It reports whether
// the click was used.
func (s *Scene) aimClickHex(h hex.Hex) bool {
	o := &s.ord
	if !o.aiming() {
		return false
	}
	od := &o.list[o.aim]
	for _, t := range od.Targets {
		if t.Hex != nil && *t.Hex == h {
			s.aimAt(t)
			return true
		}
	}
	s.say(od.Label+": "+h.String()+" is not a target. Click a lit hex or a target below; Esc cancels.", true)
	return true
}

// aimClickRow takes a click on a unit row while an order is aimed; it
// reports whether the click was used.
func (s *Scene) aimClickRow(r *row) bool {
	o := &s.ord
	if !o.aiming() {
		return false
	}
	for _, t := range o.list[o.aim].Targets {
		if t.Unit != 0 && t.Unit == r.id {
			s.aimAt(t)
			return true
		}
	}
	return false
}

// giveOrder submits the order for the selected unit; the engine's
// refusal is shown, or the events it reports.
func (s *Scene) giveOrder(od *Order, ts []OrderTarget) {
	cmd := od.Command(s.sel.unit, ts)
	evs, err := s.doEvents(cmd)
	s.stale = true
	if err != nil {
		s.say(err.Error(), true)
		return
	}
	for _, e := range evs {
		if e.Text != "" && e.Side == s.sess.Viewer {
			s.say(e.Text, false)
			break
		}
	}
}

// cancelOrder is Esc or a right click while an order is aimed or awaits
// its confirmation; it reports whether there was one.
func (s *Scene) cancelOrder() bool {
	o := &s.ord
	if !o.aiming() && o.confirm < 0 {
		return false
	}
	o.stopAim()
	s.stale = true
	return true
}
