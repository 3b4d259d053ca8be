package render

import (
	"image"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

const patchChildEnv = "FRONTLINE_PATCH_CHILD"

// A frame drawn only where it changed (patch.go) is the frame drawn in
// full: the play screen of the introduction, the pointer swept over the
// map as the frame benchmark sweeps it, into the panels and back, with a
// unit selected (its moves and path lit) and after the selection is
// cancelled; after every frame the screen is checked pixel for pixel
// against the scenes drawn whole onto a fresh image. Most sweep frames
// must have been drawn in parts, and drawing them allocates nothing once
// the boxes the pointer passes have been seen.
func TestPatchedFramesAreWholeFrames(t *testing.T) {
	displaytest.Need(t)
	t.Logf("%s", displaytest.RunChild(t, "TestPatchedFramesChild", patchChildEnv))
}

func TestPatchedFramesChild(t *testing.T) {
	childInLoop(t, patchChildEnv, "TestPatchedFramesAreWholeFrames", patchedFrames)
}

func patchedFrames(t *testing.T) {
	in := &input.Fake{X: -1, Y: -1}
	a := introAtMovement(t, in)
	defer a.closePlay()
	g, ps := a.g, a.ps
	const w, h = 1280, 800
	g.Layout(w, h)
	screen := ebiten.NewImage(w, h)
	straight := ebiten.NewImage(w, h)
	got, want := image.NewRGBA(screen.Bounds()), image.NewRGBA(screen.Bounds())
	var ms runtime.MemStats
	drawAllocs := uint64(0)
	step := func() {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&ms)
		before := ms.Mallocs
		g.drawAsEbitengine(screen)
		runtime.ReadMemStats(&ms)
		drawAllocs += ms.Mallocs - before
	}
	for deadline := time.Now().Add(time.Minute); !(ps.Ready() && ps.Idle()); {
		if time.Now().After(deadline) {
			t.Fatal("the map was not painted within a minute")
		}
		step()
		displaytest.Flush(screen)
		time.Sleep(2 * time.Millisecond)
	}
	frames := 0
	check := func(what string) {
		t.Helper()
		step()
		frames++
		straight.Clear()
		g.scenes.Draw(straight)
		screen.ReadPixels(got.Pix)
		straight.ReadPixels(want.Pix)
		if n := displaytest.Differing(got.Pix, want.Pix); n > 0 {
			displaytest.SavePNG(t, screen, "patched.png")
			displaytest.SavePNG(t, straight, "whole.png")
			t.Fatalf("%s, frame %d: %d pixels of the frame drawn in parts differ from the whole frame", what, frames, n)
		}
	}
	sweepMap := func(what string, n int) {
		for i := range n {
			in.X, in.Y = sweep(i, w, h)
			check(what)
		}
	}
	sweepMap("settling", 6)
	p0, full0 := g.patch.patched, g.patch.full
	sweepMap("sweep", 120)
	if patched, full := g.patch.patched-p0, g.patch.full-full0; patched < 100 {
		t.Errorf("sweep: %d frames drawn in parts, %d whole: want most in parts", patched, full)
	}
	drawAllocs = 0
	sweepMap("sweep again", 120)
	if n := float64(drawAllocs) / 120; n > displaytest.AllocNoise {
		t.Errorf("sweep again: %.2f allocations per frame drawn, want none", n)
	}

	// Into the unit panel, the log and the phase bar, and back.
	for _, p := range [][2]int{{900, 300}, {1100, 300}, {1150, 200}, {1100, 40}, {600, 20}, {200, 700}, {120, 650}, {400, 400}, {500, 420}} {
		in.X, in.Y = p[0], p[1]
		check("panels")
		check("panels, still")
	}

	// A unit selected: its moves are lit and the hover draws its path.
	sel := false
	for _, u := range ps.Session().Game().Units {
		if u.Side == units.US && u.Deployed() {
			ps.Select(u.Hex)
			sel = true
			break
		}
	}
	if !sel {
		t.Fatal("no US unit on the map to select")
	}
	p0, full0 = g.patch.patched, g.patch.full
	sweepMap("selected", 60)
	t.Logf("selected: %d frames drawn in parts, %d whole", g.patch.patched-p0, g.patch.full-full0)
	in.X, in.Y = 500, 420
	in.Hold(ebiten.MouseButtonRight, true)
	check("cancel, pressed")
	in.Hold(ebiten.MouseButtonRight, false)
	check("cancel, released")
	sweepMap("cancelled", 40)
	t.Logf("%d frames checked; %d drawn in parts (%d pixels), %d whole", frames, g.patch.patched, g.patch.pixels, g.patch.full)
}
