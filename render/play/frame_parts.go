package play

import (
	"frontline/render/mapview"
	"frontline/render/scene"
	"frontline/render/ui"
	"frontline/render/widget"
)

// FrameParts (scene.Patched, render/patch.go) lets the loop redraw only
// the hover outline's boxes and the status bar's lines when the pointer
// moves over the map: the base is the map's composed sheet with the
// commands applied, the viewer, the size and a fingerprint of every
// panel's contents (chromeStamp), so any panel that changes draws the
// frame in full. Whatever floats over the map and changes with time or
// the pointer (a message, a tooltip, the outcome preview, a card, the
// confirmation, the computer's banner or summary, the catalog) draws
// every frame in full while it is up. A battle table shown instead
// answers for itself.
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
	chrome, ok := s.chromeStamp()
	if !ok {
		return 0, parts, false
	}
	base, parts, ok := s.mv.FrameParts(parts)
	if !ok {
		return 0, parts, false
	}
	return uint64(base.Int(int(chrome)).Int(s.sess.Applied).Text(string(s.sess.Viewer)).Int(s.w).Int(s.h)), parts, true
}

// chromeStamp fingerprints what Draw writes over the panels round the
// map (their backgrounds are in the map's sheet): everything they read
// that the pointer, the keys or the selection change, and the count of
// refreshes for the rest (the markers in the list, what a command
// changed). While the pointer is over the chrome its place and buttons
// are folded in too, so that anything there that follows the pointer
// draws in full. ok is false while something floats over the map.
func (s *Scene) chromeStamp() (mapview.Stamp, bool) {
	sm := &s.comp.sum
	if s.tipOn || s.toastTicks > 0 || s.outcome.shown || s.confirm.on || s.ComputerBusy() || s.cards.Modal() || s.sheetShown() {
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
	p := &s.ptr
	if s.overUI(p.x, p.y) || p.down[left] || p.down[right] {
		st = st.Int(p.x).Int(p.y).Bool(p.down[left]).Bool(p.down[right])
	}
	st = st.Bool(s.dock.dragging).Float(s.dock.dragX)
	st = s.barStamp(st)
	st = s.sideStamp(st)
	st = s.logStamp(st)
	return st, true
}

// barStamp: the phase bar, the card buttons and the corner under the
// panel.
func (s *Scene) barStamp(st mapview.Stamp) mapview.Stamp {
	b := s.bar
	st = stampText(stampText(stampText(st, &b.status), &b.do), &b.money).Int(b.doLines).Float(b.statusRoom).Float(b.doRoom)
	st = stampText(stampText(stampText(st, &b.doWrap[0]), &b.doWrap[1]), &s.keysHint)
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
	st = st.Text(sb.info.src).Float(sb.info.width).Int(sb.info.n).Bool(sb.infoWarn).Float(sb.infoY)
	st = st.Text(sb.help.src).Float(sb.help.width).Bool(sb.helpOn)
	for _, c := range [...]*widget.Button{&sb.dig, &sb.retAll, &sb.retNone, &sb.unbuy} {
		st = stampButton(st, c)
	}
	st = stampText(st, &sb.buildH).Float(sb.buildY).Int(sb.nBuild)
	for _, c := range sb.builds[:sb.nBuild] {
		st = stampButton(st, &c.b)
	}
	st = st.Bool(s.dec.on).Text(s.dec.text.src).Float(s.dec.text.width)
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
