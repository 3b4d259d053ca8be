package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/widget"
)

// The minimap, as Wesnoth and Panzer General players expect on a map
// larger than the window: the whole map in small in the map's lower
// corner away from the log, the part in view as a frame, the viewer's
// stacks and the enemy stacks its View shows as dots (minimap_dots.go).
// A press there centres the view on that point, and dragging carries the
// view along (a press on the frame grabs it where it was pressed); M and
// the small button in its corner hide and show it, and the settings
// remember the choice (KeepMinimap). While the whole map is in view
// there is nothing to find on it: it steps aside, and the whole-map view
// sizes itself to the log alone (camera.Cover).
//
// The picture is the map's own, painted once per map on the CPU by the
// tiles' painter (mapview.Miniature) and again only when the map's
// features change; the dots are stamped into a copy of it when the View
// changes and uploaded once. A frame draws that one image, the frame and
// the button.

// minimap is the minimap's state and its images.
type minimap struct {
	hidden bool
	r      widget.Rect // the picture on screen
	scale  float64     // picture pixels per world unit
	world  hex.Rect    // the map's bounds in world units
	pw, ph int
	ground []byte // the terrain, painted at feats
	pix    []byte // ground with the dots: what img holds
	img    *ebiten.Image
	feats  int // mapview.FeaturesChanged when ground was painted; -1: never
	// painting brings the terrain being painted in the background
	// (minimap_dots.go); nil when none is.
	painting chan []byte
	painted  bool // ground holds a picture
	stale    bool // the dots follow a View not yet stamped
	gen      int  // counts what changes the picture (uploads, hiding): FrameKey
	// dragging: a press on the picture moves the view; grabX, grabY are
	// the view's centre less the pressed world point (0 unless the press
	// fell on the view's frame).
	dragging     bool
	grabX, grabY float64
	toggle       widget.Button
	op           ebiten.DrawImageOptions
	changed      func(hidden bool) error // KeepMinimap: the settings remember it
}

// Sizes of the minimap.
const (
	miniMinH   = 100 // the picture's height at most 18 % of the window, within these
	miniMaxH   = 200
	miniMaxW   = 330
	miniBorder = 2
	miniGap    = 10 // from the map's edges, as the log
	miniBtnW   = 20
	miniBtnH   = 16
)

func newMinimap() minimap {
	m := minimap{toggle: widget.NewButton(false, 10), feats: -1, stale: true}
	m.toggle.Pad = 10
	return m
}

// labels names the button for the state.
func (m *minimap) labels() {
	if m.hidden {
		m.toggle.Set("Map", true, "Show the minimap (M)")
		return
	}
	m.toggle.Set("×", true, "Hide the minimap (M)")
}

// placeMinimap sizes the picture for the window and the map and puts it
// in the map's lower corner away from the log. A new size drops the
// images.
func (s *Scene) placeMinimap() {
	m := &s.mini
	m.world = s.mv.Camera().World
	mapW := s.sideR.X
	maxH := max(miniMinH, min(miniMaxH, 0.18*float64(s.h)))
	maxW := min(miniMaxW, mapW-s.logW-4*miniGap)
	sc := min(maxW/m.world.Width(), maxH/m.world.Height())
	pw, ph := int(math.Ceil(m.world.Width()*sc)), int(math.Ceil(m.world.Height()*sc))
	if pw != m.pw || ph != m.ph || sc != m.scale {
		m.pw, m.ph, m.scale = pw, ph, sc
		m.ground, m.pix = make([]byte, 4*pw*ph), make([]byte, 4*pw*ph)
		if m.img != nil {
			m.img.Deallocate()
			m.img = nil
		}
		m.feats, m.stale, m.painting, m.painted = -1, true, nil, false // a picture under way is of the old size
	}
	x := mapW - miniGap - miniBorder - float64(pw)
	if s.dock.right {
		x = miniGap + miniBorder
	}
	m.r = widget.Rect{X: x, Y: s.statusR.Y - miniGap - miniBorder - float64(ph), W: float64(pw), H: float64(ph)}
	m.labels()
	if m.hidden {
		w := m.toggle.Width()
		if s.dock.right {
			m.toggle.R = widget.Rect{X: miniGap, Y: s.statusR.Y - miniGap - 20, W: w, H: 20}
		} else {
			m.toggle.R = widget.Rect{X: mapW - miniGap - w, Y: s.statusR.Y - miniGap - 20, W: w, H: 20}
		}
		return
	}
	// The button sits in the picture's top corner nearer the map's middle.
	bx := m.r.X - miniBorder
	if s.dock.right {
		bx = m.r.X + m.r.W + miniBorder - miniBtnW
	}
	m.toggle.R = widget.Rect{X: bx, Y: m.r.Y - miniBorder, W: miniBtnW, H: miniBtnH}
}

// minimapAway reports whether neither the picture nor its button is on
// the screen: the catalog covers the map, or the whole map is in view.
func (s *Scene) minimapAway() bool {
	if s.sheetShown() {
		return true
	}
	v, w := s.mv.Camera().Visible(), s.mini.world
	return v.MinX <= w.MinX && v.MinY <= w.MinY && v.MaxX >= w.MaxX && v.MaxY >= w.MaxY
}

// minimapShown reports whether the picture is on the screen.
func (s *Scene) minimapShown() bool { return !s.mini.hidden && !s.minimapAway() }

// overMinimap reports whether (x, y) is on the minimap or its button.
func (s *Scene) overMinimap(x, y int) bool {
	return s.minimapButtonR().Has(x, y) || s.minimapR().Has(x, y)
}

// minimapButtonR is where the minimap's button is, or nothing while the
// minimap is away.
func (s *Scene) minimapButtonR() widget.Rect {
	if s.minimapAway() {
		return widget.Rect{}
	}
	return s.mini.toggle.R
}

// minimapR is where the minimap draws besides its button: the picture
// with its border, or nothing while it is hidden or the catalog covers it.
func (s *Scene) minimapR() widget.Rect {
	if !s.minimapShown() {
		return widget.Rect{}
	}
	return s.frameR()
}

// minimapStamp (FrameParts) folds in what drawMinimap reads besides the
// camera and the View, which move the frame's base: hidden or not, the
// picture's uploads and the button.
func (s *Scene) minimapStamp(st mapview.Stamp) mapview.Stamp {
	return stampButton(st.Bool(s.mini.hidden).Int(s.mini.gen), &s.mini.toggle)
}

// frameR is the picture with its border.
func (s *Scene) frameR() widget.Rect {
	r := s.mini.r
	return widget.Rect{X: r.X - miniBorder, Y: r.Y - miniBorder, W: r.W + 2*miniBorder, H: r.H + 2*miniBorder}
}

// toWorld is the world point under screen point (x, y) of the picture.
func (m *minimap) toWorld(x, y int) (float64, float64) {
	return m.world.MinX + (float64(x)-m.r.X)/m.scale, m.world.MinY + (float64(y)-m.r.Y)/m.scale
}

// toPicture is the screen point of world point (wx, wy) on the picture.
func (m *minimap) toPicture(wx, wy float64) (float64, float64) {
	return m.r.X + (wx-m.world.MinX)*m.scale, m.r.Y + (wy-m.world.MinY)*m.scale
}

// dragMinimap moves the view while a press that began on the picture is
// held: to the pressed point at once, or, pressed on the view's frame,
// keeping the frame where it was grabbed.
func (s *Scene) dragMinimap(x, y int) {
	m := &s.mini
	p := &s.ptr
	switch {
	case !p.down[left] || !s.minimapShown():
		m.dragging = false
		return
	case !m.dragging:
		px, py := p.pressX[left], p.pressY[left]
		if !m.r.Has(px, py) || m.toggle.R.Has(px, py) {
			return
		}
		m.dragging, m.grabX, m.grabY = true, 0, 0
		cam := s.mv.Camera()
		v := cam.Visible()
		if wx, wy := m.toWorld(px, py); wx >= v.MinX && wx <= v.MaxX && wy >= v.MinY && wy <= v.MaxY {
			m.grabX, m.grabY = cam.CX-wx, cam.CY-wy
		}
	}
	wx, wy := m.toWorld(x, y)
	s.mv.Camera().CenterOn(wx+m.grabX, wy+m.grabY)
}

// minimapClicked handles a click on the minimap's button; it reports
// whether the click was the minimap's (the button or the picture).
func (s *Scene) minimapClicked(x, y int, uiClick bool) bool {
	switch {
	case s.minimapAway():
		return false
	case s.mini.toggle.HoverAt(x, y, uiClick):
		s.toggleMinimap()
		return true
	}
	return uiClick && s.overMinimap(x, y)
}

// toggleMinimap hides or shows the minimap and tells the settings.
func (s *Scene) toggleMinimap() {
	m := &s.mini
	m.hidden = !m.hidden
	m.dragging = false
	m.gen++
	s.setLogOpen(s.logOpen) // the cover under the map changes with it
	if m.changed == nil {
		return
	}
	if err := m.changed(m.hidden); err != nil {
		s.say("The minimap's choice is not remembered: "+err.Error(), true)
	}
}

// KeepMinimap hides the minimap if the player left it hidden and has
// changed told of each toggle (the settings remember it; its error is
// shown).
func (s *Scene) KeepMinimap(hidden bool, changed func(hidden bool) error) {
	s.mini.hidden, s.mini.changed = hidden, changed
	s.mini.gen++
	s.setLogOpen(s.logOpen)
}

// MinimapHidden reports whether the player hid the minimap.
func (s *Scene) MinimapHidden() bool { return s.mini.hidden }

// drawMinimap draws the picture (painted or stamped again first if the
// features or the View changed), the view's frame and the button.
func (s *Scene) drawMinimap(dst *ebiten.Image) {
	if s.minimapAway() {
		return
	}
	m := &s.mini
	if !m.hidden {
		s.paintMinimap()
		f := s.frameR()
		fill(dst, f, panelBG.Color())
		outline(dst, f, 1, panelLine.Color())
		if m.img != nil {
			m.op.GeoM.Reset()
			m.op.GeoM.Translate(m.r.X, m.r.Y)
			dst.DrawImage(m.img, &m.op)
			s.drawViewFrame(dst)
		}
	}
	m.toggle.Draw(dst)
}

// drawViewFrame outlines the part of the map in view, cut to the picture.
func (s *Scene) drawViewFrame(dst *ebiten.Image) {
	m := &s.mini
	v := s.mv.Camera().Visible()
	x0, y0 := m.toPicture(v.MinX, v.MinY)
	x1, y1 := m.toPicture(v.MaxX, v.MaxY)
	x0, y0 = max(x0, m.r.X), max(y0, m.r.Y)
	x1, y1 = min(x1, m.r.X+m.r.W), min(y1, m.r.Y+m.r.H)
	if x1-x0 < 2 || y1-y0 < 2 {
		return
	}
	r := widget.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	outline(dst, r, 2, art.Ink.Alpha(0.55))
	outline(dst, widget.Rect{X: r.X + 0.5, Y: r.Y + 0.5, W: r.W - 1, H: r.H - 1}, 1, art.Paper.Alpha(1))
}
