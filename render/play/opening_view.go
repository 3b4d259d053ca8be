package play

import (
	"frontline/game"
	"frontline/render/art"
	"frontline/render/camera"
)

// openingZoom is the closest a game opens (a hex this many pixels from
// centre to corner): a map that fits the view at a readable size opens
// whole, as the introduction does; a larger one (Campania) would open
// with markers a few pixels wide, so it opens at this zoom on the
// viewer's own forces instead.
const openingZoom = 20.0

// openingView places the camera for the start of a game.
func (s *Scene) openingView(cam *camera.Camera) {
	cam.Fit()
	if cam.Zoom >= openingZoom*0.9 {
		return
	}
	var sx, sy float64
	n := 0
	for _, u := range s.sess.View().Own {
		if u.Place != game.OnMap {
			continue
		}
		x, y := art.World.Center(u.Hex)
		sx, sy, n = sx+x, sy+y, n+1
	}
	cam.Zoom = openingZoom
	if n > 0 {
		cam.CenterOn(sx/float64(n), sy/float64(n))
	}
	cam.Clamp()
}
