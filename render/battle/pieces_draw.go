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
// then the aircraft above them, with their numbers, the selection and
// the hover.
func (s *Scene) drawPieces(dst *ebiten.Image) {
	b := s.m.Battle()
	for i := range b.Units {
		u := &b.Units[i]
		if u.Status == tactical.Destroyed && u.Pos != (geom.Point{}) {
			x, y := s.screenOf(u.Pos)
			r := s.pieceRadius(u)
			s.pen.wedge(dst, x, y, r*0.9, 0, 2*math.Pi, art.Scorch.Alpha(0.45))
			s.drawSprite(dst, u, x, y, u.Facing, 0.55, true)
		}
	}
	for pass := range 2 {
		for i := range b.Units {
			u := &b.Units[i]
			if u.Status != tactical.OnTable || u.Aircraft() != (pass == 1) {
				continue
			}
			if s.ord.on && s.ord.unit == u.ID && s.ord.kind == pendPlace {
				continue
			}
			x, y := s.screenOf(u.Pos)
			alpha := 1.0
			if !u.Active() {
				alpha = 0.5 // its crew is lost
			}
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
			s.drawPiece(dst, u, x, y, u.Facing, u.Alt, alpha)
			s.marks.drawNumber(dst, u, x+r*0.7, y+r*0.55)
		}
	}
}

// drawPiece draws u's piece at screen (x, y) with facing f and altitude
// alt: its shadow, the figure turned to its facing, and a pointer at its
// front so the facing reads at any zoom.
func (s *Scene) drawPiece(dst *ebiten.Image, u *tactical.Unit, x, y float64, f geom.Angle, alt int64, alpha float64) {
	r := s.pieceRadius(u)
	if u.Aircraft() {
		// The shadow falls to the south-east, further the higher it flies.
		off := 6 + inch(alt)*0.8
		s.drawShadow(dst, u, x+off, y+off, f)
		s.marks.drawAltitude(dst, u, alt, x, y+r+2)
	}
	a := screenAngle(f)
	tx, ty := x+(r+1)*math.Cos(a), y+(r+1)*math.Sin(a)
	px, py := -math.Sin(a)*5, math.Cos(a)*5
	side := bodyOf[u.Side]
	xs := [3]float64{tx + 9*math.Cos(a), tx + px, tx - px}
	ys := [3]float64{ty + 9*math.Sin(a), ty + py, ty - py}
	s.pen.poly(dst, xs[:], ys[:], art.Paper.Alpha(alpha))
	s.pen.outline(dst, xs[:], ys[:], 1.5, side.Alpha(alpha))
	s.drawSprite(dst, u, x, y, f, alpha, u.Damaged)
}

// drawSprite draws the figure of u turned to facing f.
func (s *Scene) drawSprite(dst *ebiten.Image, u *tactical.Unit, x, y float64, f geom.Angle, alpha float64, damaged bool) {
	s.sprite(dst, u, x, y, f, damaged).ScaleAlpha(float32(alpha))
	dst.DrawImage(s.spr.img[spriteKey{u.Side, ShapeOf(u.Card), damaged}], &s.spOp)
}

// drawShadow draws an aircraft's shadow on the ground.
func (s *Scene) drawShadow(dst *ebiten.Image, u *tactical.Unit, x, y float64, f geom.Angle) {
	s.sprite(dst, u, x, y, f, false).Scale(0, 0, 0, 0.35)
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
