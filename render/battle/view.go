package battle

import (
	"math"

	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/render/camera"
)

// MaxZoom is the closest view, in pixels per inch.
const MaxZoom = 60

// newCamera shows the table in view (screen pixels); world units are
// inches, so the zoom is pixels per inch.
func newCamera(view hex.Rect) *camera.Camera {
	c := camera.New(hex.Rect{MinX: picMinX, MinY: picMinY, MaxX: picMinX + picW, MaxY: picMinY + picH}, view)
	c.MaxZoom = MaxZoom
	c.Fit()
	return c
}

// screenOf is where engine point p is on screen.
func (s *Scene) screenOf(p geom.Point) (float64, float64) {
	return s.cam.ToScreen(inch(p.X), inch(p.Y))
}

// tableAt is the engine point under screen (x, y).
func (s *Scene) tableAt(x, y int) geom.Point {
	wx, wy := s.cam.ToWorld(float64(x), float64(y))
	return toGeom(wx, wy)
}

// pieceRadius is half a piece's size on screen.
func (s *Scene) pieceRadius(u *tactical.Unit) float64 {
	sh := ShapeOf(u.Card)
	return math.Max(pieceInches(sh)*s.cam.Zoom, minPx(sh)) / 2
}

// unitAt is the unit whose piece is under screen (x, y), -1 for none:
// the nearest within its piece, aircraft before ground units (they are
// drawn above).
func (s *Scene) unitAt(x, y int) tactical.UnitID {
	b := s.m.Battle()
	if b == nil {
		return -1
	}
	best, bd := tactical.UnitID(-1), math.Inf(1)
	for i := range b.Units {
		u := &b.Units[i]
		if u.Status != tactical.OnTable {
			continue
		}
		sx, sy := s.pieceAt(u)
		r := s.pieceRadius(u) * 0.8
		d := math.Hypot(float64(x)-sx, float64(y)-sy)
		if u.Aircraft() {
			d -= 0.5 // aircraft win ties: they are drawn on top
		}
		if d <= r && d < bd {
			best, bd = u.ID, d
		}
	}
	return best
}

// screenAngle is a compass bearing as a screen angle in radians (0 east,
// clockwise, as y grows down).
func screenAngle(a geom.Angle) float64 { return float64(a)/10*math.Pi/180 - math.Pi/2 }

// bearing is the compass bearing from screen point (x0, y0) to (x1, y1).
func bearing(x0, y0, x1, y1 float64) geom.Angle {
	deg := math.Atan2(x1-x0, -(y1-y0)) * 180 / math.Pi
	return geom.Angle(math.Round(deg * 10)).Norm()
}
