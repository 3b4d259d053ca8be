package play

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/markers"
	"frontline/render/sprite"
)

// The Standard Game placement (Inset II.1 step 7): the viewer's setup
// zone is lit on the map with its Forward HQ sites ringed; the panel
// lists the markers, unplaced first. A picked marker lights the hexes
// where it may start; a click there places it (and picks the next one).
// With nothing picked, a click on a placed marker takes it back and
// picks it. "Confirm placement" in the bar is enabled once all are
// placed. The client cannot ask the engine where a marker may start
// (setupSiteBar is unexported): SetupHexes lights the zone's hexes by
// the rules it can read and the engine's refusal of the rest is shown.

var (
	zoneInk = art.RGB{R: 0.98, G: 0.86, B: 0.45}
	hqInk   = art.RGB{R: 0.98, G: 0.8, B: 0.3}
)

// zoneOverlay tints the viewer's setup zone and rings its HQ sites,
// beneath everything else.
type zoneOverlay struct {
	zone, hq   []hex.Hex
	fill, ring *sprite.Multi
}

func newZoneOverlay() *zoneOverlay {
	return &zoneOverlay{
		fill: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			c.Fill(hexagon(cx, cy, s-0.5), zoneInk, 0.3)
			c.Outline(hexagon(cx, cy, s-1.5-0.04*s), 1+0.04*s, zoneInk, 0.8)
		}),
		ring: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			at := art.Pt{X: cx, Y: cy}
			c.Ring(at, 0.62*s, 3+0.1*s, art.Ink, 0.7)
			c.Ring(at, 0.62*s, 1.5+0.07*s, hqInk, 1)
		}),
	}
}

func (o *zoneOverlay) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	z := v.Zoom()
	for _, h := range o.zone {
		x, y := v.HexCenter(h)
		if v.InView(x, y, z) {
			o.fill.Draw(dst, x, y, z)
		}
	}
	for _, h := range o.hq {
		x, y := v.HexCenter(h)
		if v.InView(x, y, z) {
			o.ring.Draw(dst, x, y, z)
		}
	}
}

// Stamp (mapview.Still) folds in what DrawOverlay reads.
func (o *zoneOverlay) Stamp() (mapview.Stamp, bool) {
	return mapview.NewStamp().Hexes(o.zone).Hexes(o.hq), true
}

// withSetupStacks adds the viewer's placed setup markers to the stacks
// the map shows (they are still staged, so the View's stacks leave them
// out).
func (s *Scene) withSetupStacks(st []markers.Stack) []markers.Stack {
	v := s.view
	if v.Setup == nil {
		return st
	}
	g := s.sess.Game()
	for _, id := range v.Setup.Placed {
		u := g.Unit(id)
		if u == nil || u.Side != v.Side {
			continue
		}
		m := stagedMarker(u)
		i := 0
		for i < len(st) && !(st[i].Own && st[i].Hex == u.Hex) {
			i++
		}
		if i == len(st) {
			st = append(st, markers.Stack{Hex: u.Hex, Own: true})
		}
		st[i].Markers = append(st[i].Markers, m)
		st[i].Count++
	}
	return st
}

// setupMarkerName names a setup marker: "Rifle Squad #3 + crew".
func (s *Scene) setupMarkerName(id game.UnitID) string {
	u := s.sess.Game().Unit(id)
	if u == nil {
		return "unit " + strconv.Itoa(int(id))
	}
	m := stagedMarker(u)
	n := unitName(&m)
	if u.Crew != 0 {
		n += " + crew"
	}
	return n
}

// buildSetupPlace fills the panel with the markers to place.
func (s *Scene) buildSetupPlace() {
	sb := s.side
	sb.kind = sideSetupPlace
	st := &s.setup
	g := s.sess.Game()
	n := len(st.markers)
	left := Unplaced(st.markers)
	sb.header.Set(fmt.Sprintf("Your force  ·  %d of %d placed", n-left, n))
	if left > 0 {
		sb.sub.Set("Pick a marker, click a lit hex to place it")
	} else {
		sb.sub.Set("All placed: confirm placement in the bar")
	}
	sb.setRows(n)
	for i, m := range st.markers {
		r := sb.rows[i]
		u := g.Unit(m.ID)
		if u == nil {
			continue
		}
		r.id, r.m, r.own, r.joined = m.ID, stagedMarker(u), true, false
		r.chosen = m.ID == st.pick
		r.name.Set(s.setupMarkerName(m.ID))
		switch {
		case m.Placed:
			r.words.Set("placed in " + s.placeName(m.Hex))
		case u.Card.Special.Structure == units.ForwardHQ:
			r.words.Set("not placed  ·  on a ringed HQ site")
		default:
			r.words.Set("not placed")
		}
	}
	y := sb.layoutRows(190)
	sb.infoY = y + 10
	s.setInfo()
}

// setupPlaceInfo is the panel's text under the markers.
func (s *Scene) setupPlaceInfo() (string, bool) {
	st := &s.setup
	m := st.marker(st.pick)
	back := "With no marker picked (Esc), a click on a placed marker takes it back."
	if m == nil {
		if Unplaced(st.markers) == 0 {
			return "Every marker is placed. Confirm placement in the bar, or click a placed marker on the map to take it back.", false
		}
		return "Click a marker in the list to pick it and light the hexes where it may start. " + back, false
	}
	name := s.setupMarkerName(m.ID)
	if s.sel.hoverOn {
		h := s.sel.hover
		switch {
		case containsHex(st.lit, h):
			return "Click to place " + name + " in " + s.placeName(h) + ".", false
		case !containsHex(st.zone, h):
			return s.placeName(h) + " is outside your setup zone (Inset II.1 step 7).", true
		}
	}
	where := fmt.Sprintf("%d lit hex%s of your zone", len(st.lit), map[bool]string{true: "es"}[len(st.lit) != 1])
	if c, ok := s.sess.Game().Card(m.Card); ok && c.Special.Structure == units.ForwardHQ {
		where = "one of the ringed HQ sites (IV.1.4)"
	}
	if m.Placed {
		return name + " stands in " + s.placeName(m.Hex) + ". Click " + where + " to move it there. " + back, false
	}
	return "Place " + name + ": click " + where + ". " + back, false
}

// setupClickHex places the picked marker at h, or with none picked takes
// back the top placed marker at h.
func (s *Scene) setupClickHex(h hex.Hex) {
	st := &s.setup
	if st.pick != 0 {
		hh := h
		if s.do(game.Command{Kind: game.CmdSetupPlace, Unit: st.pick, Hex: &hh}) {
			st.autoPick = true
		}
		return
	}
	var top game.UnitID
	for _, m := range st.markers {
		if m.Placed && m.Hex == h {
			top = m.ID
		}
	}
	if top == 0 {
		return
	}
	if s.do(game.Command{Kind: game.CmdSetupUnplace, Unit: top}) {
		st.pick = top
		s.say(s.setupMarkerName(top)+" is taken back: click a lit hex to place it again", false)
	}
}

// setupPickRow picks (or drops) the marker of a panel row.
func (s *Scene) setupPickRow(id game.UnitID) {
	st := &s.setup
	if st.pick == id {
		st.pick = 0
	} else {
		st.pick = id
	}
	st.autoPick = false
	s.stale = true
}

// pickFirstSetup picks the first unplaced marker, as a click on its row
// would (screenshots, tests); it reports whether one was picked.
func (s *Scene) pickFirstSetup() bool {
	if !SetupPlacing(s.view) {
		return false
	}
	for _, m := range s.setup.markers {
		if !m.Placed {
			s.setup.pick = m.ID
			s.refresh()
			return true
		}
	}
	return false
}

// SetupPick is the marker picked to place (0 when none).
func (s *Scene) SetupPick() game.UnitID { return s.setup.pick }

// SetupLit are the hexes lit for the picked marker.
func (s *Scene) SetupLit() []hex.Hex { return s.setup.lit }
