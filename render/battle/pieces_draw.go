package battle

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/render/art"
	"frontline/render/widget"
)

// drawPieces draws the wrecks of the destroyed, then the ground units,
// then the aircraft above them: each layer's rings, dug-in sandbags and
// facing pointers in one pile of triangles, then its figures, then its
// numbers.
func (s *Scene) drawPieces(dst *ebiten.Image) {
	b := s.m.Battle()
	for i := range b.Units {
		u := &b.Units[i]
		if u.Status == tactical.Destroyed && u.Pos != (geom.Point{}) {
			x, y := s.screenOf(u.Pos)
			s.pen.wedge(dst, x, y, s.pieceRadius(u)*0.9, 0, 2*math.Pi, art.Scorch.Alpha(0.45))
		}
	}
	s.pen.flush(dst)
	for i := range b.Units {
		u := &b.Units[i]
		if u.Status == tactical.Destroyed && u.Pos != (geom.Point{}) {
			x, y := s.screenOf(u.Pos)
			s.drawSprite(dst, u, x, y, u.Facing, 0.55, true)
		}
	}
	for _, air := range [2]bool{false, true} {
		s.drawTethers(dst, air)
		for i := range b.Units {
			if u := &b.Units[i]; s.shown(u, air) {
				x, y := s.pieceAt(u)
				s.drawShadow(dst, u, x, y, u.Alt, u.Facing)
			}
		}
		for i := range b.Units {
			u := &b.Units[i]
			if !s.shown(u, air) {
				continue
			}
			x, y := s.pieceAt(u)
			r := s.pieceRadius(u)
			if u.ID == s.sel {
				s.pen.wedge(dst, x, y, r+5, 0, 2*math.Pi, widget.BrassHot.Alpha(0.35))
				s.pen.ring(dst, x, y, r+5, 2.5, widget.BrassHot.Alpha(1))
			} else if u.ID == s.hover {
				s.pen.ring(dst, x, y, r+4, 2, art.Paper.Alpha(0.9))
			}
			if u.DugIn {
				s.pen.ring(dst, x, y, r+1, 4, sandbag.Alpha(0.95))
			}
			if air {
				// A pale stand under the aircraft: flying over a
				// cluster of its own side, the same olive would
				// otherwise melt into the pieces below.
				s.pen.wedge(dst, x, y, r*0.85, 0, 2*math.Pi, art.Paper.Alpha(0.55))
				s.pen.ring(dst, x, y, r*0.85, 1.5, rimOf[u.Side].Alpha(0.8))
			}
			s.drawPointer(dst, u, x, y, u.Facing, s.pieceAlpha(u))
		}
		s.pen.flush(dst)
		for i := range b.Units {
			if u := &b.Units[i]; s.shown(u, air) {
				x, y := s.pieceAt(u)
				s.drawSprite(dst, u, x, y, u.Facing, s.pieceAlpha(u), u.Damaged)
			}
		}
		for i := range b.Units {
			if u := &b.Units[i]; s.shown(u, air) {
				x, y := s.pieceAt(u)
				r := s.pieceRadius(u)
				// On the rim, low right: it belongs to this piece and
				// no other, however close they stand.
				s.marks.drawNumber(dst, u, x+r*0.72, y+r*0.72)
				if u.Aircraft() {
					s.marks.drawAltitude(dst, u, u.Alt, x, y+r+2)
				}
			}
		}
	}
}

// shown reports whether u's piece is drawn in the layer of aircraft (air)
// or of ground units: on the table, and not being placed (its ghost is).
func (s *Scene) shown(u *tactical.Unit, air bool) bool {
	return u.Status == tactical.OnTable && u.Aircraft() == air && !(s.ord.on && s.ord.unit == u.ID && s.ord.kind == pendPlace)
}

// pieceAlpha fades a piece whose crew is lost: it can no longer act.
func (s *Scene) pieceAlpha(u *tactical.Unit) float64 {
	if u.Active() {
		return 1
	}
	return 0.5
}

// drawPointer draws the pointer at a piece's front, so its facing reads
// at any zoom (triangles: flush before drawing over it).
func (s *Scene) drawPointer(dst *ebiten.Image, u *tactical.Unit, x, y float64, f geom.Angle, alpha float64) {
	r := s.pieceRadius(u)
	a := screenAngle(f)
	tx, ty := x+(r+1)*math.Cos(a), y+(r+1)*math.Sin(a)
	px, py := -math.Sin(a)*5, math.Cos(a)*5
	xs := [3]float64{tx + 9*math.Cos(a), tx + px, tx - px}
	ys := [3]float64{ty + 9*math.Sin(a), ty + py, ty - py}
	s.pen.poly(dst, xs[:], ys[:], art.Paper.Alpha(alpha))
	s.pen.outline(dst, xs[:], ys[:], 1.5, bodyOf[u.Side].Alpha(alpha))
}

// drawSprite draws the figure of u turned to facing f.
func (s *Scene) drawSprite(dst *ebiten.Image, u *tactical.Unit, x, y float64, f geom.Angle, alpha float64, damaged bool) {
	s.sprite(dst, u, x, y, f, damaged).ScaleAlpha(float32(alpha))
	dst.DrawImage(s.spr.img[spriteKey{u.Side, ShapeOf(u.Card), damaged}], &s.spOp)
}

// drawShadow draws an aircraft's shadow on the ground, falling to the
// south-east, further the higher it flies.
func (s *Scene) drawShadow(dst *ebiten.Image, u *tactical.Unit, x, y float64, alt int64, f geom.Angle) {
	if !u.Aircraft() {
		return
	}
	off := 6 + inch(alt)*0.8
	s.sprite(dst, u, x+off, y+off, f, false).Scale(0, 0, 0, 0.35)
	dst.DrawImage(s.spr.img[spriteKey{u.Side, ShapeOf(u.Card), false}], &s.spOp)
}

// sprite readies the options that draw u's figure at (x, y) turned to
// f, making the figure if it is new, and returns their colour scale.
func (s *Scene) sprite(dst *ebiten.Image, u *tactical.Unit, x, y float64, f geom.Angle, damaged bool) *ebiten.ColorScale {
	s.spr.get(u.Side, ShapeOf(u.Card), damaged)
	r := s.pieceRadius(u)
	op := &s.spOp
	op.GeoM.Reset()
	op.GeoM.Translate(-spritePx/2, -spritePx/2)
	op.GeoM.Scale(2*r/spritePx, 2*r/spritePx)
	op.GeoM.Rotate(float64(f) / 10 * math.Pi / 180)
	op.GeoM.Translate(x, y)
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterLinear
	return &op.ColorScale
}
