package battle

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/widget"
)

// Overlay colours: each side's tint, the line of sight's two states.
var (
	tintOf    = map[units.Side]art.RGB{units.US: {R: 0.55, G: 0.75, B: 0.25}, units.Germany: {R: 0.45, G: 0.6, B: 0.85}}
	clearLine = art.RGB{R: 0.3, G: 0.9, B: 0.4}
	blockLine = art.RGB{R: 0.95, G: 0.25, B: 0.2}
)

// screenPoly converts an outline to screen points in the scene's buffers.
func (s *Scene) screenPoly(o *outline) ([]float64, []float64) {
	s.bufX, s.bufY = s.bufX[:0], s.bufY[:0]
	for _, p := range o.pts {
		x, y := s.cam.ToScreen(p.X, p.Y)
		s.bufX, s.bufY = append(s.bufX, x), append(s.bufY, y)
	}
	return s.bufX, s.bufY
}

// drawZones shades the attackers' placement zones while units wait to be
// placed (IX.4.3); the defender may place anywhere on the table.
func (s *Scene) drawZones(dst *ebiten.Image) {
	b := s.m.Battle()
	if !s.placing() {
		return
	}
	col := tintOf[b.Sides[tactical.Attacker]]
	for i := range s.zones {
		xs, ys := s.screenPoly(&s.zones[i])
		s.pen.poly(dst, xs, ys, col.Alpha(0.28))
		s.pen.outline(dst, xs, ys, 2, col.Alpha(0.9))
	}
}

// placing reports whether units wait to be placed now, or terrain is
// being placed around their zones.
func (s *Scene) placing() bool {
	b := s.m.Battle()
	return b != nil && (b.Pending.Kind == tactical.DecidePlace || b.Pending.Kind == tactical.DecideTerrain)
}

// drawObjectives rings each objective in the colour of the side that
// holds it (II.2.3), with its name.
func (s *Scene) drawObjectives(dst *ebiten.Image) {
	objs := s.m.Objectives()
	for _, o := range objs {
		x, y := s.screenOf(o.At)
		r := inch(o.Radius) * s.cam.Zoom
		col := widget.BrassHot
		if c := s.m.Controller(o); c != units.Neutral && c != "" {
			col = tintOf[c]
		}
		s.pen.wedge(dst, x, y, r, 0, 2*math.Pi, col.Alpha(0.12))
		s.pen.ring(dst, x, y, r, 3, art.Ink.Alpha(0.6))
		s.pen.ring(dst, x, y, r, 2, col.Alpha(1))
	}
	s.pen.flush(dst)
	for i, o := range objs {
		if i < len(s.marks.objs) {
			x, y := s.screenOf(o.At)
			w, _ := s.marks.objs[i].Size()
			s.marks.objs[i].Draw(dst, x-w/2, y-inch(o.Radius)*s.cam.Zoom-20)
		}
	}
}

// reach is what drawReach draws of a unit: each distinct pair of range
// and arc among its weapons, worked out when the unit or the battle
// changes (a bunker's narrower arc is looked up on the table, which is
// too slow to ask every frame).
type reach struct {
	unit  tactical.UnitID
	stamp int
	arcs  []weaponReach
}

type weaponReach struct {
	rng int64
	arc geom.Arc
}

func (r *reach) of(s *Scene, u *tactical.Unit) []weaponReach {
	if r.unit == u.ID && r.stamp == s.m.Stamp() && r.arcs != nil {
		return r.arcs
	}
	r.unit, r.stamp, r.arcs = u.ID, s.m.Stamp(), r.arcs[:0]
	b := s.m.Battle()
	for _, w := range u.Face().Weapons {
		if w.Expended {
			continue
		}
		arc := tactical.WeaponArc(u.Card, w)
		if u.Alt == 0 {
			arc = b.Table.FireArc(u.Pos, arc)
		}
		wr := weaponReach{rng: reachOf(w), arc: arc}
		if !slices.Contains(r.arcs, wr) {
			r.arcs = append(r.arcs, wr)
		}
	}
	return r.arcs
}

// drawReach draws the selected unit's fire arcs and weapon ranges
// (Inset IX.7, IX.5.4): a wedge per arc out to its range, its edges and
// the ring at the range.
func (s *Scene) drawReach(dst *ebiten.Image) {
	b := s.m.Battle()
	u := b.Unit(s.sel)
	if u == nil || u.Status != tactical.OnTable {
		return
	}
	x, y := s.screenOf(u.Pos)
	col := tintOf[u.Side]
	for _, wr := range s.reach.of(s, u) {
		rng := inch(wr.rng) * s.cam.Zoom
		c := screenAngle(u.Facing)
		half := float64(wr.arc) / 10 / 2 * math.Pi / 180
		s.pen.wedge(dst, x, y, rng, c-half, c+half, col.Alpha(0.1))
		s.pen.arc(dst, x, y, rng, 2, c-half, c+half, col.Alpha(0.9))
		if wr.arc < geom.Arc360 {
			for _, e := range [2]float64{c - half, c + half} {
				s.pen.line(dst, x, y, x+rng*math.Cos(e), y+rng*math.Sin(e), 1.5, col.Alpha(0.8))
			}
		}
	}
}

// reachOf is a weapon's tactical range (IX.5.4), contact range for 0.
func reachOf(w units.Weapon) int64 {
	if w.RangeTac == 0 {
		return tactical.ContactRange
	}
	return int64(w.RangeTac) * geom.Inch
}

// drawPlan draws the viewer's chosen targets as arrows in the
// declaration step.
func (s *Scene) drawPlan(dst *ebiten.Image) {
	b := s.m.Battle()
	if b.Pending.Kind != tactical.DecideDeclare || b.Pending.Side != s.viewer {
		return
	}
	for i := range b.Units {
		u := &b.Units[i]
		t, ok := s.plan[u.ID]
		if !ok {
			continue
		}
		x0, y0 := s.pieceAt(u)
		x1, y1 := s.pieceAt(b.Unit(t))
		s.arrow(dst, x0, y0, x1, y1, s.pieceRadius(b.Unit(t)), widget.TextWarn)
	}
}

// arrow draws a line from (x0, y0) stopping short of (x1, y1) by stop
// pixels, with a head.
func (s *Scene) arrow(dst *ebiten.Image, x0, y0, x1, y1, stop float64, col art.RGB) {
	l := math.Hypot(x1-x0, y1-y0)
	if l < stop+4 {
		return
	}
	ux, uy := (x1-x0)/l, (y1-y0)/l
	ex, ey := x1-ux*stop, y1-uy*stop
	s.pen.line(dst, x0, y0, ex, ey, 4, art.Ink.Alpha(0.5))
	s.pen.line(dst, x0, y0, ex, ey, 2, col.Alpha(1))
	xs := [3]float64{ex, ex - ux*12 - uy*6, ex - ux*12 + uy*6}
	ys := [3]float64{ey, ey - uy*12 + ux*6, ey - uy*12 - ux*6}
	s.pen.poly(dst, xs[:], ys[:], col.Alpha(1))
}
