package play

import (
	"testing"

	"frontline/game"
	"frontline/render/art"
)

// A game opens on the whole map when it fits at a readable size (the
// introduction) and otherwise close enough to read the markers, on the
// viewer's own forces (Campania).
func TestOpeningViewShowsTheViewersForces(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		whole    bool
	}{{"intro", true}, {"salerno", false}} {
		sess, cfg := newScenarioSession(t, tc.scenario, 1, nil)
		h := newHarnessFor(t, cfg)
		cam := h.s.mv.Camera()
		if whole := cam.Zoom <= cam.MinZoom()*1.001; whole != tc.whole {
			t.Errorf("%s: opens on the whole map %v (zoom %.1f, whole map at %.1f), want %v",
				tc.scenario, whole, cam.Zoom, cam.MinZoom(), tc.whole)
		}
		if cam.Zoom < openingZoom*0.9 {
			t.Errorf("%s: opens at zoom %.1f, markers too small to read", tc.scenario, cam.Zoom)
		}
		seen, own := 0, 0
		view := cam.Visible()
		for _, u := range sess.View().Own {
			if u.Place != game.OnMap {
				continue
			}
			own++
			if x, y := art.World.Center(u.Hex); x >= view.MinX && x <= view.MaxX && y >= view.MinY && y <= view.MaxY {
				seen++
			}
		}
		if seen*2 < own {
			t.Errorf("%s: %d of the viewer's %d units on the map in view at the opening", tc.scenario, seen, own)
		}
	}
}
