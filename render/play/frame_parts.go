package play

import (
	"image"
	"math"

	"frontline/render/mapview"
	"frontline/render/scene"
	"frontline/render/ui"
	"frontline/render/widget"
)

// FrameParts (scene.Patched, render/patch.go) lets the loop redraw only
// what changed: the map's parts (the hover outline's boxes, the status
// bar's lines), then the phase bar, the unit panel, the corner under it,
// the log and the minimap (minimap.go), each with a fingerprint of what is written on it and the
// pointer while it is over it (a button lit). The base is the map's
// composed sheet with the commands applied, the viewer, the size and the
// count of refreshes (after one a panel may show anything new, so the
// frame is drawn in full). Whatever floats over the map and changes with
// time or the pointer (a message, a tooltip, the outcome preview, a card,
// the confirmation, the computer's banner or summary, the catalog) draws
// every frame in full while it is up, and so does a press or a drag. A
// battle table shown instead answers for itself.
func (s *Scene) FrameParts(parts []scene.Part) (uint64, []scene.Part, bool) {
	if s.TableShown() {
		if s.Flying() {
			return 0, parts, false
		}
		return s.Table().FrameParts(parts)
	}
	if s.handOffShown() {
		return 0, parts, false
	}
	chrome, ok := s.chromeBase()
	if !ok {
		return 0, parts, false
	}
	base, parts, ok := s.mv.FrameParts(parts)
	if !ok {
		return 0, parts, false
	}
	b := s.bar
	parts = append(parts,
		s.panelPart(s.barStamp, s.barR, b.help.R, b.end.R, b.undo.R, b.catalog.R, b.staging.R, s.cards.HandBtn.R, s.cards.EventsBtn.R),
		s.panelPart(s.sideStamp, s.sideR, s.side.r),
		s.panelPart(s.cornerStamp, s.cornerR()),
		s.panelPart(s.logStamp, s.logR, s.log.r, s.dock.hide.R, s.dock.move.R),
		s.panelPart(s.minimapStamp, s.minimapR(), s.minimapButtonR()))
	return uint64(base.Int(int(chrome)).Int(s.sess.Applied).Text(string(s.sess.Viewer)).Int(s.w).Int(s.h)), parts, true
}

// chromeBase fingerprints what the panels' own parts leave out: the
// count of refreshes (the markers in the list, what a command changed),
// the summary's button over the map, the log being dragged and the
// pointer's buttons. ok is false while something floats over the map or
// a button is held.
func (s *Scene) chromeBase() (mapview.Stamp, bool) {
	sm := &s.comp.sum
	p := &s.ptr
	if s.tipOn || s.toastTicks > 0 || s.outcome.shown || s.confirm.on || s.ComputerBusy() || s.cards.Modal() || s.sheetShown() ||
		p.down[left] || p.down[right] || s.dock.dragging {
		return 0, false
	}
	st := mapview.NewStamp().Int(s.refreshes)
	if sm.ready {
		if _, avail := s.summarySide(); avail {
			if sm.shown {
				return 0, false
			}
			st = stampButton(st.Int(1), &sm.reopen)
		}
	}
	return st, true
}

// panelPart is a panel's part: where it draws — r and the rectangles of
// its buttons, should any stick out — and the fingerprint stamp gives,
// with the pointer's place while it is over the panel.
func (s *Scene) panelPart(stamp func(mapview.Stamp) mapview.Stamp, r widget.Rect, more ...widget.Rect) scene.Part {
	box := pixels(r)
	for _, m := range more {
		if m.W > 0 && m.H > 0 {
			box = box.Union(pixels(m))
		}
	}
	st := stamp(mapview.NewStamp())
	if x, y := s.ptr.x, s.ptr.y; image.Pt(x, y).In(box) {
		st = st.Int(x).Int(y)
	}
	return scene.Part{R: box, Key: uint64(st)}
}

// pixels is r in whole pixels, rounded outwards.
func pixels(r widget.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// barStamp: the phase bar and the card buttons in it.
func (s *Scene) barStamp(st mapview.Stamp) mapview.Stamp {
	b := s.bar
	st = stampText(stampText(st, &b.status), &b.do).Int(b.doLines).Float(b.statusRoom).Float(b.doRoom)
	st = stampText(stampText(st, &b.doWrap[0]), &b.doWrap[1])
	for _, c := range [...]*widget.Button{&b.help, &b.end, &b.undo, &b.catalog, &b.staging, &s.cards.HandBtn, &s.cards.EventsBtn} {
		st = stampButton(st, c)
	}
	return st
}

// sideStamp: the unit panel, with the decision, orders and plans drawn
// in it.
func (s *Scene) sideStamp(st mapview.Stamp) mapview.Stamp {
	sb := s.side
	st = stampRect(stampText(stampText(st, &sb.header), &sb.sub), sb.r).Int(len(sb.rows))
	for _, rw := range sb.rows {
		st = stampText(stampText(stampRect(st, rw.r), &rw.name), &rw.words).Bool(rw.chosen).Bool(rw.joined).Int(int(rw.id))
	}
	st = stampText(st, &sb.more).Bool(sb.moreOn).Int(sb.top)
	st = st.Text(sb.info.String()).Float(sb.info.Width()).Int(sb.info.Lines()).Bool(sb.infoWarn).Float(sb.infoY)
	st = st.Text(sb.help.String()).Float(sb.help.Width()).Bool(sb.helpOn)
	for _, c := range [...]*widget.Button{&sb.dig, &sb.retAll, &sb.retNone, &sb.unbuy} {
		st = stampButton(st, c)
	}
	st = stampText(st, &sb.buildH).Float(sb.buildY).Int(sb.nBuild)
	for _, c := range sb.builds[:sb.nBuild] {
		st = stampButton(st, &c.b)
	}
	st = st.Bool(s.dec.on).Text(s.dec.text.String()).Float(s.dec.text.Width())
	o := &s.ord
	st = stampText(st, &o.head).Float(o.headY).Int(o.n).Int(o.nc).Int(o.aim).Int(int(sb.kind))
	for i := range o.btns[:o.n] {
		st = stampButton(st, &o.btns[i])
	}
	for i := range o.choices[:o.nc] {
		st = stampButton(st, &o.choices[i])
	}
	pl := &s.planr
	st = stampText(st, &pl.head).Float(pl.headY).Int(pl.n)
	for _, b := range pl.btns[:pl.n] {
		st = stampButton(st, &b.b).Bool(b.on)
	}
	return st
}

// cornerStamp: the money and the keys under the unit panel.
func (s *Scene) cornerStamp(st mapview.Stamp) mapview.Stamp {
	return stampText(stampText(st, &s.bar.money), &s.keysHint)
}

// logStamp: the log, its filter chips and its dock's buttons.
func (s *Scene) logStamp(st mapview.Stamp) mapview.Stamp {
	l := s.log
	st = stampText(stampRect(stampRect(st, s.logR), l.r), &l.title).Int(len(l.lines)).Int(l.scroll).Int(int(l.filter)).Bool(l.hidden).Bool(s.logOpen)
	return stampButton(stampButton(st, &s.dock.hide), &s.dock.move)
}

func stampText(st mapview.Stamp, t *ui.Text) mapview.Stamp { return st.Text(t.String()) }

func stampRect(st mapview.Stamp, r widget.Rect) mapview.Stamp {
	return st.Float(r.X).Float(r.Y).Float(r.W).Float(r.H)
}

func stampButton(st mapview.Stamp, b *widget.Button) mapview.Stamp {
	return stampRect(st, b.R).Bool(b.Shown).Bool(b.Enabled).Bool(b.Primary).Bool(b.Hot).Text(b.Label())
}
