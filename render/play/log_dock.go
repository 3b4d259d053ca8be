package play

import (
	"frontline/render/widget"
)

// The log's place on the map: docked at its lower left or lower right,
// shown (its last lines, the full height while the pointer is on it) or
// hidden down to its title row. The two small buttons at the end of the
// title row, and L, hide it and move it across; dragging the title
// carries it and it docks on the nearer side when let go. The camera
// keeps the whole-map view above it (camera.Cover), so the map's south is
// never under the log at the whole-map zoom.

// logDock is where the log is and the buttons that move it.
type logDock struct {
	right, hidden bool
	dragging      bool
	grabDX        float64 // pointer x minus the log's x at the grab
	dragX         float64 // the log's x while dragged
	hide, move    widget.Button
	// changed is called when the player moves or hides the log
	// (KeepLogDock: the settings remember it).
	changed func(right, hidden bool) error
}

// Sizes of the log's title row and its buttons.
const (
	logTitleH   = 26
	logHiddenW  = 250 // the width of the hidden log: its title and buttons
	logButtonW  = 22
	logButtonsW = 2*logButtonW + 10 // the room they take at the row's end
)

func newLogDock() logDock {
	d := logDock{hide: widget.NewButton(false, 11), move: widget.NewButton(false, 11)}
	d.hide.Shown, d.move.Shown = true, true
	return d
}

// labels names the buttons for where the log is.
func (d *logDock) labels() {
	if d.hidden {
		d.hide.Set("▲", true, "Show the log (L)")
	} else {
		d.hide.Set("▼", true, "Hide the log down to this row (L)")
	}
	if d.right {
		d.move.Set("◄", true, "Move the log to the left (or drag its title)")
	} else {
		d.move.Set("►", true, "Move the log to the right (or drag its title)")
	}
}

// setLogOpen lays the log out: open (full height) or shut (its last
// lines), hidden, docked left or right or where it is being dragged; the
// camera keeps the whole map above its shut height.
func (s *Scene) setLogOpen(open bool) {
	d := &s.dock
	s.logOpen = open && !d.hidden
	shut := float64(LogShut)
	w := s.logW
	if d.hidden {
		shut, w = logTitleH, min(s.logW, logHiddenW)
	}
	hh := shut
	if s.logOpen {
		hh = s.logFull
	}
	x := 10.0
	switch {
	case d.dragging:
		x = d.dragX
	case d.right:
		x = s.sideR.X - 10 - w
	}
	r := widget.Rect{X: x, Y: s.statusR.Y - 10 - hh, W: w, H: hh}
	if r != s.logR {
		s.logR = r
		s.log.r = r
		s.log.hidden = d.hidden
		s.log.scroll = min(s.log.scroll, max(0, len(s.log.lines)-s.log.visible()))
	}
	d.hide.R = widget.Rect{X: r.X + r.W - 6 - logButtonW, Y: r.Y + 4, W: logButtonW, H: 18}
	d.move.R = widget.Rect{X: d.hide.R.X - 4 - logButtonW, Y: r.Y + 4, W: logButtonW, H: 18}
	d.labels()
	s.mv.SetCover(10 + shut) // the whole map clear of the log
	s.placeMinimap()
}

// logHover reports whether the log opens to full height with the pointer
// at (x, y): on its lines, and it stays open on its title row. Entering
// the title row of the shut log leaves it shut, so its buttons and chips
// do not jump away from the pointer.
func (s *Scene) logHover(x, y int) bool {
	if !s.logR.Has(x, y) || s.sheetShown() || s.dock.hidden || s.dock.dragging {
		return false
	}
	return s.logOpen || float64(y) >= s.logR.Y+logTitleH
}

// toggleLog hides or shows the log.
func (s *Scene) toggleLog() {
	s.dock.hidden = !s.dock.hidden
	s.dockChanged()
}

// dockChanged lays the log out again and tells the settings.
func (s *Scene) dockChanged() {
	s.setLogOpen(false)
	if s.dock.changed == nil {
		return
	}
	if err := s.dock.changed(s.dock.right, s.dock.hidden); err != nil {
		s.say("The log's place is not remembered: "+err.Error(), true)
	}
}

// KeepLogDock puts the log where the player left it (docked right,
// hidden) and has changed told of each move (the settings remember it; its
// error is shown).
func (s *Scene) KeepLogDock(right, hidden bool, changed func(right, hidden bool) error) {
	s.dock.right, s.dock.hidden, s.dock.changed = right, hidden, changed
	s.setLogOpen(false)
}

// LogDock says where the log is: docked right or left, hidden or shown.
func (s *Scene) LogDock() (right, hidden bool) { return s.dock.right, s.dock.hidden }

// dockClicked handles a click on the log's buttons; it reports whether
// one was hit.
func (s *Scene) dockClicked(x, y int, uiClick bool) bool {
	switch {
	case s.sheetShown():
		return false
	case s.dock.hide.HoverAt(x, y, uiClick):
		s.toggleLog()
	case s.dock.move.HoverAt(x, y, uiClick):
		s.dock.right = !s.dock.right
		s.dockChanged()
	default:
		return false
	}
	return true
}

// dragLog carries the log while its title row is dragged and docks it on
// the nearer side when let go.
func (s *Scene) dragLog(x int) {
	d := &s.dock
	p := &s.ptr
	title := widget.Rect{X: s.logR.X, Y: s.logR.Y, W: s.logR.W, H: logTitleH}
	switch {
	case s.sheetShown():
	case !d.dragging && p.down[left] && p.dragged[left] && title.Has(p.pressX[left], p.pressY[left]) &&
		!d.hide.R.Has(p.pressX[left], p.pressY[left]) && !d.move.R.Has(p.pressX[left], p.pressY[left]):
		d.dragging, d.grabDX = true, float64(p.pressX[left])-s.logR.X
		fallthrough
	case d.dragging && p.down[left]:
		d.dragX = max(10, min(float64(x)-d.grabDX, s.sideR.X-10-s.logR.W))
		s.setLogOpen(false)
	case d.dragging:
		d.dragging = false
		d.right = d.dragX+s.logR.W/2 > s.sideR.X/2
		s.dockChanged()
	}
}
