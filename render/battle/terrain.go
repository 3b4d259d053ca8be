package battle

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/render/art"
	"frontline/render/input"
)

// The terrain phase on the table (IX.4.2): the player picks a feature
// in the panel, presses on the table and drags its outline to the spot,
// turns it with the wheel (Shift and the wheel: longer or shorter), and
// clicks it to place it. The outline is green where the rules allow the
// feature and red with the reason where they do not.

// terrainGhost is a subjective feature being shaped before it is placed.
type terrainGhost struct {
	on       bool
	kind     *tactical.Kind
	at       geom.Point
	heading  geom.Angle
	length   int64
	width    int64
	grab     geom.Point // from the pointer to the centre while dragged
	dragging bool
	corners  []geom.Point
	out      outline
	why      string // the refusal, "" when the feature may be placed
	label    pendLabel
}

// terrainStep is how far one notch of the wheel turns a feature.
const terrainStep = 150 // 15°

// terrainInput handles the pointer and keys on the table while the
// viewer places terrain; it reports whether it used the tick's input.
func (s *Scene) terrainInput(in input.Source) bool {
	g, mo := &s.ter, &s.mouse
	k := s.side.terrainKind(s)
	if k == nil {
		g.on = false
		return s.pick()
	}
	if !g.on || g.kind != k {
		g.on = false
		if !mo.pressed {
			return s.pick()
		}
		s.startTerrain(k, s.tableAt(mo.x, mo.y))
		mo.claimed = true
		return true
	}
	p := s.tableAt(mo.x, mo.y)
	inside := len(g.out.pts) > 0 && g.shape().Contains(p)
	switch {
	case g.dragging:
		g.at = p.Add(g.grab)
		if mo.released {
			g.dragging = false
		}
	case mo.pressed && inside:
		mo.claimed, g.dragging, g.grab = true, true, g.at.Sub(p)
	case mo.pressed:
		mo.claimed, g.dragging, g.grab, g.at = true, true, geom.Point{}, p
	}
	if mo.click && inside && !g.dragging {
		s.placeTerrain()
		return true
	}
	if in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyKPEnter) {
		s.placeTerrain()
		return true
	}
	if _, wy := in.Wheel(); wy != 0 {
		sign := int64(1)
		if wy < 0 {
			sign = -1
		}
		if in.KeyDown(ebiten.KeyShift) || in.KeyDown(ebiten.KeyShiftLeft) || in.KeyDown(ebiten.KeyShiftRight) {
			g.length = min(k.Length[1], max(k.Length[0], g.length+sign*geom.Inch))
			g.width = min(g.length, k.Width[1], max(k.Width[0], g.width))
		} else {
			g.heading = (g.heading + geom.Angle(sign)*terrainStep).Norm()
		}
	}
	s.judgeTerrain()
	return g.dragging || mo.claimed
}

// startTerrain puts an outline of kind k on the table at p, following
// the pointer, at the middle of the kind's sizes.
func (s *Scene) startTerrain(k *tactical.Kind, p geom.Point) {
	length := (k.Length[0] + k.Length[1]) / 2
	s.ter = terrainGhost{on: true, kind: k, at: p, length: length, width: min(length, (k.Width[0]+k.Width[1])/2), dragging: true}
	s.judgeTerrain()
}

// shape is the ghost's footprint as last judged.
func (g *terrainGhost) shape() geom.Polygon {
	p, _ := geom.NewPolygon(g.corners)
	return p
}

// judgeTerrain works the outline out again and asks the rules about it.
func (s *Scene) judgeTerrain() {
	g := &s.ter
	shape, err := tactical.Footprint(g.kind, g.at, g.heading, g.length, g.width)
	if err != nil {
		g.why = err.Error()
		return
	}
	g.corners = shape.Vertices()
	g.out = newOutline(shape)
	g.why = ruleText(s.m.Battle().CheckTerrain(s.viewer, g.kind.ID, g.corners))
	g.label.fill([3]string{g.kind.Name + " · click it to place it here",
		"Wheel: turn it · Shift+wheel: " + geom.Inches(g.length) + "\" long", g.why}, g.why != "")
}

// placeTerrain sends the ghost's feature, or says why it may not go
// there.
func (s *Scene) placeTerrain() {
	g := s.ter
	if g.why != "" {
		s.say(g.why, true)
		return
	}
	if s.do(tactical.Command{Kind: tactical.CmdTerrain, Feature: g.kind.ID, Corners: g.corners}) {
		s.ter = terrainGhost{}
	}
}

// drawTerrainGhost draws the outline being placed, green or red, with
// its heading mark and what the rules say.
func (s *Scene) drawTerrainGhost(dst *ebiten.Image) {
	g := &s.ter
	b := s.m.Battle()
	if !g.on || b == nil || b.Pending.Kind != tactical.DecideTerrain || len(g.out.pts) == 0 {
		return
	}
	col := clearLine
	if g.why != "" {
		col = blockLine
	}
	xs, ys := s.screenPoly(&g.out)
	s.pen.poly(dst, xs, ys, col.Alpha(0.3))
	s.pen.outline(dst, xs, ys, 2.5, col.Alpha(1))
	x, y := s.screenOf(g.at)
	a := screenAngle(g.heading)
	r := inch(g.length) / 2 * s.cam.Zoom
	s.pen.line(dst, x, y, x+r*math.Cos(a), y+r*math.Sin(a), 2, art.Paper.Alpha(0.9))
	s.pen.flush(dst)
	g.label.draw(dst, x, y, r, s)
}

// terrainRoom is a point near the middle of the table, in view, where a
// feature of kind k as first shaped may go, and still once turned a notch
// of the wheel: where a picture or a test of the terrain phase puts it.
func (s *Scene) terrainRoom(k *tactical.Kind) (geom.Point, bool) {
	b := s.m.Battle()
	length := (k.Length[0] + k.Length[1]) / 2
	for r := int64(0); r <= 24; r += 3 {
		for a := geom.Angle(0); a < geom.Turn; a += 450 {
			p := geom.Offset(geom.Point{}, a, r*geom.Inch)
			if x, y := s.screenOf(p); !s.onTableAt(int(x), int(y)) {
				continue
			}
			fits := true
			for _, h := range []geom.Angle{0, terrainStep} {
				f, err := tactical.Footprint(k, p, h, length, min(length, (k.Width[0]+k.Width[1])/2))
				fits = fits && err == nil && b.CheckTerrain(s.viewer, k.ID, f.Vertices()) == nil
			}
			if fits {
				return p, true
			}
		}
	}
	return geom.Point{}, false
}
