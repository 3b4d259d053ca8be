package mapview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/camera"
	"frontline/render/input"
)

// Controls: how the player moves the map.
const (
	PanSpeed     = 14   // pixels per tick for arrow keys and screen edges
	WheelStep    = 1.2  // zoom factor per wheel notch
	KeyZoomStep  = 1.25 // zoom factor per +/- press
	DragSlop     = 3    // pixels a press may move before it becomes a drag
	EdgeZone     = 4    // pixels from the window edge that scroll the map
	EdgeDelay    = 15   // ticks the cursor rests at the edge before scrolling
	zoomEase     = 0.3  // share of the remaining zoom covered each tick
	zoomSnapping = 0.002
)

// control turns input into camera moves and hover. It holds only plain
// values so it can be driven by input.Fake in tests.
type control struct {
	cam *camera.Camera

	dragBtn     ebiten.MouseButton
	tracking    bool // a button went down on the map
	dragging    bool
	pressX      int
	pressY      int
	lastX       int
	lastY       int
	zoomTarget  float64
	anchorX     float64
	anchorY     float64
	edgeTicks   int
	seenCursor  bool
	cursorX     int
	cursorY     int
	cursorMoved bool

	EdgeScroll bool
	grid       bool
	hover      hex.Hex
	hoverOn    bool
}

// update advances one tick. w and h are the screen size.
func (c *control) update(in input.Source, w, h int, m *board.Map) {
	x, y := in.Cursor()
	if c.seenCursor && (x != c.cursorX || y != c.cursorY) {
		c.cursorMoved = true
	}
	c.seenCursor, c.cursorX, c.cursorY = true, x, y
	inView := c.inView(float64(x), float64(y))

	c.drag(in, x, y, inView)
	c.keys(in)
	if _, dy := in.Wheel(); dy != 0 && inView {
		c.zoomBy(math.Pow(WheelStep, dy), float64(x), float64(y))
	}
	c.edge(in, x, y, w, h)
	c.animateZoom()

	c.hoverOn = false
	if inView {
		wx, wy := c.cam.ToWorld(float64(x), float64(y))
		if hh := art.World.HexAt(wx, wy); m.InBounds(hh) {
			c.hover, c.hoverOn = hh, true
		}
	}
}

func (c *control) inView(x, y float64) bool {
	v := c.cam.View
	return x >= v.MinX && x < v.MaxX && y >= v.MinY && y < v.MaxY
}

// drag pans with the left or right button held and moved.
func (c *control) drag(in input.Source, x, y int, inView bool) {
	if c.tracking {
		if !in.MouseDown(c.dragBtn) {
			c.tracking, c.dragging = false, false
			return
		}
		if !c.dragging && (abs(x-c.pressX) > DragSlop || abs(y-c.pressY) > DragSlop) {
			c.dragging = true
		}
		if c.dragging {
			c.cam.Pan(float64(x-c.lastX), float64(y-c.lastY))
		}
		c.lastX, c.lastY = x, y
		return
	}
	for _, b := range [2]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight} {
		if in.MouseDown(b) && inView {
			c.tracking, c.dragBtn = true, b
			c.pressX, c.pressY, c.lastX, c.lastY = x, y, x, y
			return
		}
	}
}

// CameraKey reports whether key k steers the map (pan, zoom, whole map,
// grid), as keys reads them: a screen that holds its other keys (while an
// animation plays) lets these through.
func CameraKey(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyEqual, ebiten.KeyNumpadAdd, ebiten.KeyMinus, ebiten.KeyNumpadSubtract,
		ebiten.KeyHome, ebiten.KeyG,
		ebiten.KeyArrowLeft, ebiten.KeyA, ebiten.KeyArrowRight, ebiten.KeyD,
		ebiten.KeyArrowUp, ebiten.KeyW, ebiten.KeyArrowDown, ebiten.KeyS:
		return true
	}
	return false
}

func (c *control) keys(in input.Source) {
	v := c.cam.View
	cx, cy := (v.MinX+v.MaxX)/2, (v.MinY+v.MaxY)/2
	switch {
	case in.KeyPressed(ebiten.KeyEqual) || in.KeyPressed(ebiten.KeyNumpadAdd):
		c.zoomBy(KeyZoomStep, cx, cy)
	case in.KeyPressed(ebiten.KeyMinus) || in.KeyPressed(ebiten.KeyNumpadSubtract):
		c.zoomBy(1/KeyZoomStep, cx, cy)
	}
	if in.KeyPressed(ebiten.KeyHome) {
		c.cam.Fit()
		c.zoomTarget = c.cam.Zoom
	}
	if in.KeyPressed(ebiten.KeyG) {
		c.grid = !c.grid
	}
	var dx, dy float64
	if in.KeyDown(ebiten.KeyArrowLeft) || in.KeyDown(ebiten.KeyA) {
		dx += PanSpeed
	}
	if in.KeyDown(ebiten.KeyArrowRight) || in.KeyDown(ebiten.KeyD) {
		dx -= PanSpeed
	}
	if in.KeyDown(ebiten.KeyArrowUp) || in.KeyDown(ebiten.KeyW) {
		dy += PanSpeed
	}
	if in.KeyDown(ebiten.KeyArrowDown) || in.KeyDown(ebiten.KeyS) {
		dy -= PanSpeed
	}
	if dx != 0 || dy != 0 {
		c.cam.Pan(dx, dy)
	}
}

// edge scrolls when the cursor has rested at a window edge for a moment
// (never before the player has moved the mouse at all, so a cursor parked
// at 0,0 on start-up does not send the map away).
func (c *control) edge(in input.Source, x, y, w, h int) {
	if !c.EdgeScroll || !c.cursorMoved || !in.Focused() || c.tracking {
		c.edgeTicks = 0
		return
	}
	var dx, dy float64
	if x >= 0 && x < EdgeZone {
		dx = PanSpeed
	} else if x < w && x >= w-EdgeZone {
		dx = -PanSpeed
	}
	if y >= 0 && y < EdgeZone {
		dy = PanSpeed
	} else if y < h && y >= h-EdgeZone {
		dy = -PanSpeed
	}
	if x < 0 || y < 0 || x >= w || y >= h || (dx == 0 && dy == 0) {
		c.edgeTicks = 0
		return
	}
	c.edgeTicks++
	if c.edgeTicks > EdgeDelay {
		c.cam.Pan(dx, dy)
	}
}

// zoomBy starts a smooth zoom by factor f about screen point (x, y).
func (c *control) zoomBy(f, x, y float64) {
	if c.zoomTarget == 0 {
		c.zoomTarget = c.cam.Zoom
	}
	c.zoomTarget = c.cam.ClampZoom(c.zoomTarget * f)
	c.anchorX, c.anchorY = x, y
}

func (c *control) animateZoom() {
	if c.zoomTarget == 0 || c.zoomTarget == c.cam.Zoom {
		return
	}
	r := math.Log(c.zoomTarget / c.cam.Zoom)
	z := c.zoomTarget
	if math.Abs(r) > zoomSnapping {
		z = c.cam.Zoom * math.Exp(r*zoomEase)
	}
	c.cam.ZoomAt(c.anchorX, c.anchorY, z)
	if c.cam.Zoom != z {
		c.zoomTarget = c.cam.Zoom // clamped: stop here
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
