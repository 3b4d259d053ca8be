// Package camera is the view transform of the map: which part of the world
// is on screen and how large. It is plain arithmetic (no Ebitengine) so the
// pan and zoom rules are tested without a window.
//
// World units are those of a hex layout with Size 1 (see hex.LayoutAt), so
// Zoom is also the on-screen hex size in pixels, centre to corner.
package camera

import (
	"math"

	"frontline/game/hex"
)

// DefaultMaxZoom is the closest view: a hex 80 pixels from centre to corner.
const DefaultMaxZoom = 80

// Margin is how far (screen pixels) the map may be pulled past a viewport
// edge, so the outermost hexes can be brought away from the window border.
const Margin = 48

// Camera maps world coordinates to screen pixels and back.
type Camera struct {
	CX, CY  float64  // world point shown at the centre of the viewport
	Zoom    float64  // screen pixels per world unit
	View    hex.Rect // the viewport on screen (the map area of the window)
	World   hex.Rect // the map's bounds in world units
	MaxZoom float64  // closest zoom; 0 means DefaultMaxZoom
	// Cover is how many pixels at the bottom of the viewport a panel
	// covers (the play screen's log): the whole map fits above it and the
	// map's south edge can be brought above it. The map is still drawn
	// beneath.
	Cover float64
}

// New returns a camera showing the whole world in view.
func New(world, view hex.Rect) *Camera {
	c := &Camera{World: world, View: view}
	c.Fit()
	return c
}

// ToScreen converts a world point to screen pixels.
func (c *Camera) ToScreen(wx, wy float64) (sx, sy float64) {
	ox, oy := c.origin()
	return ox + wx*c.Zoom, oy + wy*c.Zoom
}

// ToWorld converts screen pixels to a world point.
func (c *Camera) ToWorld(sx, sy float64) (wx, wy float64) {
	ox, oy := c.origin()
	return (sx - ox) / c.Zoom, (sy - oy) / c.Zoom
}

// origin is the screen position of world (0, 0).
func (c *Camera) origin() (x, y float64) {
	vx := c.View.MinX + c.View.Width()/2
	vy := c.View.MinY + c.View.Height()/2
	return vx - c.CX*c.Zoom, vy - c.CY*c.Zoom
}

// Visible is the world rectangle currently inside the viewport.
func (c *Camera) Visible() hex.Rect {
	x0, y0 := c.ToWorld(c.View.MinX, c.View.MinY)
	x1, y1 := c.ToWorld(c.View.MaxX, c.View.MaxY)
	return hex.Rect{MinX: x0, MinY: y0, MaxX: x1, MaxY: y1}
}

// FitZoom is the zoom at which the whole world fits the viewport with a
// small border.
func (c *Camera) FitZoom() float64 {
	ww, wh := c.World.Width(), c.World.Height()
	vw, vh := c.View.Width()-16, c.View.Height()-c.cover()-16
	if ww <= 0 || wh <= 0 || vw <= 0 || vh <= 0 {
		return 1
	}
	return math.Min(vw/ww, vh/wh)
}

// MinZoom is the farthest view allowed: the whole map in the viewport.
func (c *Camera) MinZoom() float64 { return math.Min(c.FitZoom(), c.maxZoom()) }

func (c *Camera) maxZoom() float64 {
	m := c.MaxZoom
	if m <= 0 {
		m = DefaultMaxZoom
	}
	// A tiny map in a big window may fit at more than the usual maximum.
	return math.Max(m, c.FitZoom())
}

// ClampZoom limits z to the allowed range.
func (c *Camera) ClampZoom(z float64) float64 {
	return math.Max(c.MinZoom(), math.Min(c.maxZoom(), z))
}

// cover is Cover, never more than half the view.
func (c *Camera) cover() float64 { return math.Max(0, math.Min(c.Cover, c.View.Height()/2)) }

// Fit shows the whole world, centred in the uncovered view.
func (c *Camera) Fit() {
	c.Zoom = c.MinZoom()
	c.CX = (c.World.MinX + c.World.MaxX) / 2
	c.CY = (c.World.MinY+c.World.MaxY)/2 + c.cover()/2/c.Zoom
}

// SetCover changes Cover; a view that showed the whole map still does.
func (c *Camera) SetCover(px float64) {
	if px == c.Cover {
		return
	}
	fit := c.Zoom <= c.MinZoom()*1.001
	c.Cover = px
	if fit {
		c.Fit()
		return
	}
	c.Clamp()
}

// SetView changes the viewport (window resized), keeping the same world
// point in the middle; a view that showed the whole map still does.
func (c *Camera) SetView(view hex.Rect) {
	fit := c.View.Width() > 0 && c.Zoom <= c.MinZoom()*1.001
	c.View = view
	if fit {
		c.Fit()
		return
	}
	c.Clamp()
}

// ZoomAt sets the zoom to z (clamped) keeping the world point under screen
// position (sx, sy) where it is, as far as the clamping allows.
func (c *Camera) ZoomAt(sx, sy, z float64) {
	wx, wy := c.ToWorld(sx, sy)
	c.Zoom = c.ClampZoom(z)
	vx := c.View.MinX + c.View.Width()/2
	vy := c.View.MinY + c.View.Height()/2
	c.CX = wx - (sx-vx)/c.Zoom
	c.CY = wy - (sy-vy)/c.Zoom
	c.Clamp()
}

// Pan moves the view by (dx, dy) screen pixels: the map follows the drag.
func (c *Camera) Pan(dx, dy float64) {
	c.CX -= dx / c.Zoom
	c.CY -= dy / c.Zoom
	c.Clamp()
}

// CenterOn puts world point (wx, wy) in the middle of the view.
func (c *Camera) CenterOn(wx, wy float64) {
	c.CX, c.CY = wx, wy
	c.Clamp()
}

// Clamp keeps the zoom in range and the map on screen: along an axis where
// the map is smaller than the view it stays wholly in view, otherwise the
// view may not leave the map by more than Margin pixels.
func (c *Camera) Clamp() {
	c.Zoom = c.ClampZoom(c.Zoom)
	c.CX = clampAxis(c.CX, c.World.MinX, c.World.MaxX, c.View.Width(), c.Zoom)
	// Vertically the uncovered view is what must hold the map: clamp its
	// centre, half the cover above the view's.
	up := c.cover() / 2 / c.Zoom
	c.CY = clampAxis(c.CY-up, c.World.MinY, c.World.MaxY, c.View.Height()-c.cover(), c.Zoom) + up
}

func clampAxis(center, lo, hi, view, zoom float64) float64 {
	half := view / 2 / zoom
	m := Margin / zoom
	a, b := lo+half-m, hi-half+m
	if a > b {
		a, b = hi-half, lo+half
	}
	return math.Max(a, math.Min(b, center))
}
