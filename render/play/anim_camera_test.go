package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
)

// While a move glides the camera stays free: the wheel zooms, an arrow
// key and a drag pan, and none of them ends the animation. A click then
// still skips.
func TestCameraMovesDuringAnimation(t *testing.T) {
	h := newAnimHarness(t)
	h.s.cfg.Animation = 0.25 // long enough for every gesture below
	id, _, to := moveSherman(t, h)
	h.step()
	if !h.s.Animating() {
		t.Fatal("no animation after a move")
	}
	cam := h.s.Map().Camera()
	probe := hex.MustParse("1008")

	// The wheel over the map zooms in (far enough that the map is wider
	// than the view, so the drag below pans freely).
	z0 := cam.Zoom
	h.in.X, h.in.Y = 480, 420
	h.in.WheelY = 3
	for range 6 {
		h.step()
	}
	if cam.Zoom <= z0*1.2 {
		t.Errorf("the wheel during the animation left the zoom at %.1f (was %.1f)", cam.Zoom, z0)
	}
	if !h.s.Animating() {
		t.Fatal("the wheel ended the animation")
	}

	// An arrow key held pans.
	x0, y0 := h.hexAt(probe)
	h.in.HoldKey(ebiten.KeyArrowLeft, true)
	for range 3 {
		h.step()
	}
	h.in.HoldKey(ebiten.KeyArrowLeft, false)
	if x1, _ := h.hexAt(probe); x1-x0 < 20 {
		t.Errorf("Left arrow during the animation moved the map by %.0f px, want a pan right", x1-x0)
	}
	if !h.s.Animating() {
		t.Fatal("an arrow key ended the animation")
	}

	// A drag on the map pans and is no click.
	x0, y0 = h.hexAt(probe)
	h.in.Hold(ebiten.MouseButtonLeft, true)
	h.step()
	for i := 1; i <= 4; i++ {
		h.in.X, h.in.Y = 480+10*i, 420+8*i
		h.step()
	}
	h.in.Hold(ebiten.MouseButtonLeft, false)
	h.step()
	if x1, y1 := h.hexAt(probe); x1-x0 < 30 || y1-y0 < 24 {
		t.Errorf("a drag during the animation moved the map by (%.0f, %.0f), want (40, 32)", x1-x0, y1-y0)
	}
	if !h.s.Animating() {
		t.Fatal("a drag ended the animation")
	}
	h.save("play-anim-camera.png")

	h.click(640, 400)
	if h.s.Animating() {
		t.Fatal("a click did not skip the animation")
	}
	if at, _ := h.markerHex(id); at != to {
		t.Errorf("after the skip the Sherman is shown in %s, want %s", at, to)
	}
	assertViewStacks(t, h)
}
