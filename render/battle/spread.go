package battle

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
)

// Pieces are drawn larger than their bases (a squad's base is half an
// inch across, its piece 1.7" or 38 pixels, whichever is larger), so a
// cluster of units whose bases touch would be drawn as one heap in
// which no piece can be seen or clicked. As VASSAL fans out a stack,
// the screen draws such pieces pushed apart just enough to lie side by
// side, each tied by a thin line to a dot on its true spot; arcs, ranges
// and lines of sight stay on the true spots. The spread is worked out
// again only when the zoom or the battle changes.

// spreadKey is what the spread depends on: the zoom sets the pieces'
// size against the distances between them, the driver's stamp every
// unit's place, the piece being placed is left out.
type spreadKey struct {
	zoom    float64
	stamp   int
	placing tactical.UnitID
	n       int
}

// spread is each unit's drawn piece's offset from its spot, in screen
// pixels, by index in the battle's unit list.
type spread struct {
	key    spreadKey
	valid  bool
	dx, dy []float64
	// Working lists, kept between spreads: the units taking part and
	// their places in pixels.
	ids        []int
	px, py, pr []float64
	air        []bool
}

// spreadRounds bounds the pushing apart: a heap of a dozen pieces
// settles in a few dozen rounds; what is left then overlaps a little.
const spreadRounds = 60

// spreadGap is the room in pixels kept between two pieces' rims, so
// that each one's outline and number stand clear.
const spreadGap = 4.0

// pieceAt is where u's piece is drawn on screen: its spot, moved aside
// by the spread.
func (s *Scene) pieceAt(u *tactical.Unit) (float64, float64) {
	x, y := s.screenOf(u.Pos)
	sp := s.spreadNow()
	if i := int(u.ID); i < len(sp.dx) {
		x, y = x+sp.dx[i], y+sp.dy[i]
	}
	return x, y
}

// spreadNow brings the spread up to date with the battle and the zoom.
func (s *Scene) spreadNow() *spread {
	sp := &s.spread
	b := s.m.Battle()
	if b == nil {
		return sp
	}
	k := spreadKey{zoom: s.cam.Zoom, stamp: s.m.Stamp(), placing: -1, n: len(b.Units)}
	if s.ord.on && s.ord.kind == pendPlace {
		k.placing = s.ord.unit
	}
	if sp.valid && sp.key == k {
		return sp
	}
	sp.key, sp.valid = k, true
	sp.layout(s, b)
	return sp
}

// layout works out the spread of battle b's pieces at the scene's zoom.
func (sp *spread) layout(s *Scene, b *tactical.Battle) {
	n := len(b.Units)
	sp.dx, sp.dy = grow(sp.dx, n), grow(sp.dy, n)
	sp.ids, sp.px, sp.py, sp.pr, sp.air = sp.ids[:0], sp.px[:0], sp.py[:0], sp.pr[:0], sp.air[:0]
	for i := range b.Units {
		u := &b.Units[i]
		sp.dx[i], sp.dy[i] = 0, 0
		if !s.shown(u, u.Aircraft()) {
			continue
		}
		sp.ids = append(sp.ids, i)
		sp.px = append(sp.px, inch(u.Pos.X)*s.cam.Zoom)
		sp.py = append(sp.py, inch(u.Pos.Y)*s.cam.Zoom)
		sp.pr = append(sp.pr, s.pieceRadius(u))
		sp.air = append(sp.air, u.Aircraft())
	}
	if !pushApart(sp.px, sp.py, sp.pr, sp.air) {
		return
	}
	for j, i := range sp.ids {
		u := &b.Units[i]
		sp.dx[i] = sp.px[j] - inch(u.Pos.X)*s.cam.Zoom
		sp.dy[i] = sp.py[j] - inch(u.Pos.Y)*s.cam.Zoom
	}
}

// pushApart moves the discs (x, y, r) of each layer (ground, air) apart
// until no two come closer than spreadGap, each pair pushed
// apart equally along the line between their centres (discs on the same
// spot part along a fixed turn of the golden angle, so the spread is the
// same every time). It reports whether any disc moved.
func pushApart(x, y, r []float64, air []bool) bool {
	moved := false
	for range spreadRounds {
		settled := true
		for i := range x {
			for j := i + 1; j < len(x); j++ {
				if air[i] != air[j] {
					continue
				}
				need := r[i] + r[j] + spreadGap
				ddx, ddy := x[j]-x[i], y[j]-y[i]
				d := math.Hypot(ddx, ddy)
				if d >= need-0.01 {
					continue
				}
				if d < 1e-6 {
					a := float64(i+j) * 2.39996
					ddx, ddy, d = math.Cos(a), math.Sin(a), 1
				}
				push := (need - d) / 2 / d
				x[i], y[i] = x[i]-ddx*push, y[i]-ddy*push
				x[j], y[j] = x[j]+ddx*push, y[j]+ddy*push
				settled, moved = false, true
			}
		}
		if settled {
			break
		}
	}
	return moved
}

// grow returns v with length n, reusing its memory when it can.
func grow(v []float64, n int) []float64 {
	if cap(v) < n {
		return make([]float64, n)
	}
	return v[:n]
}

// drawTethers draws, under the pieces of one layer, a dot on the spot
// of each piece the spread moved and a thin line from it to the piece.
func (s *Scene) drawTethers(dst *ebiten.Image, air bool) {
	b := s.m.Battle()
	sp := s.spreadNow()
	for i := range b.Units {
		u := &b.Units[i]
		if i >= len(sp.dx) || !s.shown(u, air) || math.Hypot(sp.dx[i], sp.dy[i]) < 2 {
			continue
		}
		x, y := s.screenOf(u.Pos)
		ink := rimOf[u.Side].Alpha(0.9)
		s.pen.line(dst, x, y, x+sp.dx[i], y+sp.dy[i], 1.5, ink)
		s.pen.wedge(dst, x, y, 3, 0, 2*math.Pi, ink)
	}
}
