package mapview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/camera"
	"frontline/render/sprite"
)

// Overlay draws things that sit on the map and move with it: objective
// rings, highlights, unit markers. Overlays are drawn in the order added,
// those added with AddOverlay beneath the names, those added with
// AddMarkers above them.
type Overlay interface {
	DrawOverlay(dst *ebiten.Image, v *View)
}

// Still is an overlay whose picture depends on nothing but the camera
// and what its Stamp folds in. The map composes the overlays drawn first,
// as far as they are all Still, into its cached sheet (sheet.go): a frame
// in which neither the camera nor any of their stamps changed copies one
// image instead of drawing them.
type Still interface {
	Overlay
	// Stamp fingerprints what the overlay draws now; ok is false while it
	// changes by itself from frame to frame (an animation running), and
	// it and everything above it are then drawn every frame.
	Stamp() (s Stamp, ok bool)
}

// View tells overlays where the map is on screen.
type View struct {
	cam    *camera.Camera
	labels *labelSet
}

// Zoom is the on-screen hex size in pixels (centre to corner).
func (v *View) Zoom() float64 { return v.cam.Zoom }

// HexCenter is the screen position of h's centre.
func (v *View) HexCenter(h hex.Hex) (x, y float64) {
	wx, wy := art.World.Center(h)
	return v.cam.ToScreen(wx, wy)
}

// InView reports whether a circle of radius r pixels around screen point
// (x, y) touches the map area.
func (v *View) InView(x, y, r float64) bool {
	b := v.cam.View
	return x+r >= b.MinX && x-r <= b.MaxX && y+r >= b.MinY && y-r <= b.MaxY
}

// CoversTownName reports whether the screen rectangle x0,y0–x1,y1
// touches a town's name as the map places it at the current zoom, so a
// label of an overlay can move off it.
func (v *View) CoversTownName(x0, y0, x1, y1 float64) bool {
	if v.labels == nil {
		return false
	}
	ox, oy := v.cam.ToScreen(0, 0)
	b := box{x0 - ox, y0 - oy, x1 - ox, y1 - oy}
	for i := range v.labels.labels {
		l := &v.labels.labels[i]
		if l.shown && l.kind == cityLabel && l.box(l.at.X*v.labels.zoom, l.at.Y*v.labels.zoom).overlaps(b) {
			return true
		}
	}
	return false
}

// polygon returns the corners of a regular n-gon of radius r around
// (cx, cy), the first on the +x axis.
func polygon(cx, cy, r float64, n int) []art.Pt {
	pts := make([]art.Pt, n)
	for i := range pts {
		a := float64(i) * 2 * math.Pi / float64(n)
		pts[i] = art.Pt{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)}
	}
	return pts
}

// newHoverSprite outlines and lightens the hex under the cursor.
func newHoverSprite() *sprite.Multi {
	return sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		hexagon := polygon(cx, cy, s-1, 6)
		c.Fill(hexagon, art.RGB{R: 1, G: 1, B: 0.9}, 0.22)
		c.Outline(hexagon, 2.5+0.06*s, art.Ink, 0.6)
		c.Outline(hexagon, 1.5+0.035*s, art.RGB{R: 1, G: 0.93, B: 0.55}, 1)
	})
}

// newRingSprite is an objective marker: a hex-sized ring (III.5).
func newRingSprite(col art.RGB) *sprite.Multi {
	return sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		r := 0.74 * s
		w := math.Max(0.13*s, 2.5)
		at := art.Pt{X: cx, Y: cy}
		c.Ring(at, r, w+2, art.Ink, 0.6)
		c.Ring(at, r, w, col, 0.95)
	})
}

// objectives draws the objective rings.
type objectives struct {
	list               []Objective
	primary, secondary *sprite.Multi
}

func newObjectives(list []Objective) *objectives {
	return &objectives{list: list, primary: newRingSprite(art.KeyRed), secondary: newRingSprite(art.Secondary)}
}

// Stamp: the objectives never change.
func (o *objectives) Stamp() (Stamp, bool) { return NewStamp(), true }

func (o *objectives) DrawOverlay(dst *ebiten.Image, v *View) {
	z := v.Zoom()
	for _, ob := range o.list {
		x, y := v.HexCenter(ob.Hex)
		if !v.InView(x, y, z) {
			continue
		}
		if ob.Primary {
			o.primary.Draw(dst, x, y, z)
		} else {
			o.secondary.Draw(dst, x, y, z)
		}
	}
}

// Units is an overlay of unit markers (render/markers.Layer): the names
// of towns are placed clear of the hexes it occupies and drawn above it.
type Units interface {
	Overlay
	// Occupied lists the hexes holding markers and a count that changes
	// whenever the list does; the list is only read until the next call.
	Occupied() (hexes []hex.Hex, gen int)
}
