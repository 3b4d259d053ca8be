package battle

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/art"
)

// Shape is the top-down figure a unit's piece shows.
type Shape uint8

const (
	ShapeSquad Shape = iota // figures on a base
	ShapeTeam
	ShapeTank
	ShapeHalftrack
	ShapeWheeled
	ShapeGun
	ShapeBunker
	ShapeAircraft
	ShapeBomber
	ShapeShip
	numShapes
)

// ShapeOf picks the figure for a card from its class and kind.
func ShapeOf(c *units.Card) Shape {
	switch c.Class {
	case units.Infantry, units.Crew:
		if c.Special.Bearer == units.Squad {
			return ShapeSquad
		}
		return ShapeTeam
	case units.Tank:
		return ShapeTank
	case units.Vehicle:
		n := c.Name // read without lowering it: pieces are drawn every frame
		if strings.Contains(n, "alftrack") || strings.Contains(n, "SdKfz") || strings.Contains(n, "M3") {
			return ShapeHalftrack
		}
		return ShapeWheeled
	case units.Gun:
		return ShapeGun
	case units.Emplacement, units.Structure, units.Obstacle:
		return ShapeBunker
	case units.Aircraft:
		if c.Special.AirRole == units.Bomber {
			return ShapeBomber
		}
		return ShapeAircraft
	case units.Ship:
		return ShapeShip
	}
	return ShapeSquad
}

// pieceInches is the size of a piece on the table (its longest extent):
// bigger than the real vehicle, as a miniature's base is, so it can be
// picked up with the mouse.
func pieceInches(s Shape) float64 {
	switch s {
	case ShapeAircraft:
		return 2.4
	case ShapeBomber:
		return 3.2
	case ShapeShip:
		return 4
	case ShapeTeam:
		return 1.3
	}
	return 1.7
}

// MinPiecePx keeps pieces recognisable when the whole table is shown;
// men on foot get MinFootPx, so that the figures on the base still read
// as a squad and not as a speck.
const (
	MinPiecePx = 30.0
	MinFootPx  = 38.0
)

// minPx is the least size a piece of shape s is drawn at.
func minPx(s Shape) float64 {
	if s == ShapeSquad || s == ShapeTeam {
		return MinFootPx
	}
	return MinPiecePx
}

// spritePx is the size pieces are drawn at once, then scaled.
const spritePx = 96

// sideInk are the colours of each side's pieces, as the map's markers.
var (
	bodyOf = map[units.Side]art.RGB{units.US: {R: 0.42, G: 0.48, B: 0.23}, units.Germany: {R: 0.40, G: 0.45, B: 0.50}}
	rimOf  = map[units.Side]art.RGB{units.US: {R: 0.20, G: 0.24, B: 0.10}, units.Germany: {R: 0.16, G: 0.19, B: 0.23}}
)

// sprites holds every side × shape × face picture, drawn once.
type sprites struct {
	img map[spriteKey]*ebiten.Image
}

type spriteKey struct {
	side    units.Side
	shape   Shape
	damaged bool
}

func (sp *sprites) get(side units.Side, s Shape, damaged bool) *ebiten.Image {
	if sp.img == nil {
		sp.img = map[spriteKey]*ebiten.Image{}
	}
	k := spriteKey{side, s, damaged}
	if im, ok := sp.img[k]; ok {
		return im
	}
	pix := make([]byte, 4*spritePx*spritePx)
	// World units of the canvas: the sprite is 2 units across, centred.
	c := art.NewCanvas(pix, spritePx, spritePx, spritePx/2, -spritePx/2, -spritePx/2)
	drawPiece(c, side, s, damaged)
	im := ebiten.NewImage(spritePx, spritePx)
	im.WritePixels(pix)
	sp.img[k] = im
	return im
}

func p(x, y float64) art.Pt { return art.Pt{X: x, Y: y} }

func box(cx, cy, w, h float64) []art.Pt {
	return []art.Pt{p(cx-w/2, cy-h/2), p(cx+w/2, cy-h/2), p(cx+w/2, cy+h/2), p(cx-w/2, cy+h/2)}
}

// drawPiece draws one piece facing north (up) in a 2×2 box round (0, 0).
func drawPiece(c *art.Canvas, side units.Side, s Shape, damaged bool) {
	body, rim := bodyOf[side], rimOf[side]
	if body == (art.RGB{}) {
		body, rim = art.RGB{R: 0.6, G: 0.55, B: 0.4}, art.Ink
	}
	lw := 2.0
	switch s {
	case ShapeSquad, ShapeTeam:
		n := 4 // few and large: they must read at the least size
		if s == ShapeTeam {
			n = 3
		}
		c.Disc(p(0, 0), 0.92*c.S, blend(body, art.Paper, 0.35), 0.9) // the base
		c.Ring(p(0, 0), 0.92*c.S, 3, rim, 1)
		for i := range n {
			a := -math.Pi/2 + (float64(i)-float64(n-1)/2)*1.0
			x, y := 0.48*math.Cos(a), 0.48*math.Sin(a)+0.3
			c.Fill(box(x, y+0.1, 0.58, 0.28), shade(body, 0.7), 1) // shoulders
			c.Disc(p(x, y), 0.25*c.S, body, 1)                     // helmet
			c.Ring(p(x, y), 0.25*c.S, 3, rim, 1)
			c.Line([]art.Pt{p(x+0.2, y), p(x+0.2, y-0.5)}, 3, art.Ink, 1) // rifle forward
		}
	case ShapeTank:
		c.Fill(box(-0.5, 0.05, 0.3, 1.75), rim, 1) // tracks
		c.Fill(box(0.5, 0.05, 0.3, 1.75), rim, 1)
		c.Fill(box(0, 0.05, 0.78, 1.6), body, 1)
		c.Outline(box(0, 0.05, 0.78, 1.6), lw, rim, 1)
		c.Line([]art.Pt{p(0, 0), p(0, -1.0)}, 0.14*c.S, rim, 1) // gun
		c.Disc(p(0, 0.1), 0.38*c.S, shade(body, 1.12), 1)       // turret
		c.Ring(p(0, 0.1), 0.38*c.S, lw, rim, 1)
	case ShapeHalftrack:
		c.Fill(box(-0.42, 0.35, 0.22, 1.05), rim, 1) // rear tracks
		c.Fill(box(0.42, 0.35, 0.22, 1.05), rim, 1)
		c.Fill(box(-0.4, -0.6, 0.16, 0.32), art.Ink, 1) // front wheels
		c.Fill(box(0.4, -0.6, 0.16, 0.32), art.Ink, 1)
		c.Fill([]art.Pt{p(-0.22, -0.95), p(0.22, -0.95), p(0.32, -0.45), p(0.32, 0.85), p(-0.32, 0.85), p(-0.32, -0.45)}, body, 1)
		c.Outline([]art.Pt{p(-0.22, -0.95), p(0.22, -0.95), p(0.32, -0.45), p(0.32, 0.85), p(-0.32, 0.85), p(-0.32, -0.45)}, lw, rim, 1)
		c.Fill(box(0, 0.3, 0.44, 0.9), shade(body, 0.7), 1) // open troop bay
	case ShapeWheeled:
		for _, y := range [2]float64{-0.5, 0.5} {
			c.Fill(box(-0.36, y, 0.16, 0.34), art.Ink, 1)
			c.Fill(box(0.36, y, 0.16, 0.34), art.Ink, 1)
		}
		c.Fill(box(0, 0, 0.6, 1.5), body, 1)
		c.Outline(box(0, 0, 0.6, 1.5), lw, rim, 1)
		c.Fill(box(0, -0.35, 0.5, 0.3), shade(body, 0.75), 1)
	case ShapeGun:
		c.Line([]art.Pt{p(0, 0.1), p(-0.45, 0.95)}, 0.12*c.S, rim, 1) // split trail
		c.Line([]art.Pt{p(0, 0.1), p(0.45, 0.95)}, 0.12*c.S, rim, 1)
		c.Fill(box(-0.45, 0.05, 0.16, 0.5), art.Ink, 1) // wheels
		c.Fill(box(0.45, 0.05, 0.16, 0.5), art.Ink, 1)
		c.Fill(box(0, -0.12, 0.8, 0.18), body, 1) // shield
		c.Outline(box(0, -0.12, 0.8, 0.18), lw, rim, 1)
		c.Line([]art.Pt{p(0, 0.1), p(0, -1.0)}, 0.12*c.S, rim, 1) // barrel
	case ShapeBunker:
		c.Fill(box(0, 0, 1.5, 1.5), concrete, 1)
		c.Outline(box(0, 0, 1.5, 1.5), 4, shade(body, 0.7), 1)
		c.Line([]art.Pt{p(0, 0), p(0, -1.0)}, 0.14*c.S, rim, 1)
		c.Disc(p(0, 0), 0.35*c.S, body, 1)
	case ShapeAircraft, ShapeBomber:
		span := 1.9
		c.Fill([]art.Pt{p(-span/2, -0.15), p(span/2, -0.15), p(span/2-0.1, 0.15), p(-span/2+0.1, 0.15)}, body, 1) // wings
		c.Fill([]art.Pt{p(-0.12, -0.95), p(0.12, -0.95), p(0.09, 0.85), p(-0.09, 0.85)}, shade(body, 1.1), 1)     // fuselage
		c.Fill([]art.Pt{p(-0.42, 0.7), p(0.42, 0.7), p(0.36, 0.88), p(-0.36, 0.88)}, body, 1)                     // tail
		c.Outline([]art.Pt{p(-span/2, -0.15), p(span/2, -0.15), p(span/2-0.1, 0.15), p(-span/2+0.1, 0.15)}, 1.5, rim, 1)
		if s == ShapeBomber {
			for _, x := range [2]float64{-0.5, 0.5} {
				c.Fill(box(x, -0.2, 0.16, 0.45), rim, 1) // engines
			}
		}
		c.Disc(p(0, -0.95), 0.08*c.S, art.Ink, 1) // propeller hub
	case ShapeShip:
		c.Fill([]art.Pt{p(0, -1), p(0.35, -0.4), p(0.35, 0.9), p(-0.35, 0.9), p(-0.35, -0.4)}, shade(body, 0.9), 1)
		c.Outline([]art.Pt{p(0, -1), p(0.35, -0.4), p(0.35, 0.9), p(-0.35, 0.9), p(-0.35, -0.4)}, lw, rim, 1)
		c.Fill(box(0, 0.1, 0.35, 0.6), concrete, 1)
	}
	emblem(c, side, s)
	if damaged {
		// Scorch and smoke over the piece: the card's damaged face.
		c.Disc(p(0.25, 0.2), 0.45*c.S, art.Scorch, 0.55)
		c.Disc(p(0.35, 0.05), 0.22*c.S, art.Fire, 0.8)
		c.Disc(p(0.35, 0.05), 0.1*c.S, art.FireCore, 0.9)
	}
}

// emblem is the side's mark on vehicles and aircraft: the white star or
// the black cross.
func emblem(c *art.Canvas, side units.Side, s Shape) {
	at := p(0, 0.6)
	switch s {
	case ShapeSquad, ShapeTeam, ShapeGun:
		return
	case ShapeAircraft, ShapeBomber:
		at = p(-0.62, 0)
	case ShapeTank:
		at = p(0, 0.1)
	}
	if side == units.US {
		pts := make([]art.Pt, 0, 10)
		for i := range 10 {
			rr := 0.17
			if i%2 == 1 {
				rr = 0.07
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			pts = append(pts, p(at.X+rr*math.Cos(a), at.Y+rr*math.Sin(a)))
		}
		c.Fill(pts, art.Paper, 1)
		return
	}
	c.Fill(box(at.X, at.Y, 0.36, 0.12), art.Paper, 1)
	c.Fill(box(at.X, at.Y, 0.12, 0.36), art.Paper, 1)
	c.Fill(box(at.X, at.Y, 0.26, 0.06), art.Ink, 1)
	c.Fill(box(at.X, at.Y, 0.06, 0.26), art.Ink, 1)
}
