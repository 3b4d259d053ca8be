package render

import (
	"image"
	"math"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/battle"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

const patchChildEnv = "FRONTLINE_PATCH_CHILD"

// A frame drawn only where it changed (patch.go) is the frame drawn in
// full: the play screen of the introduction, the pointer swept over the
// map as the frame benchmark sweeps it, into the panels and back, with a
// unit selected (its moves and path lit) and after the selection is
// cancelled; then the battle table swept the same way. After every frame
// the screen is checked pixel for pixel against the scenes drawn whole
// onto a fresh image. Most sweep frames must have been drawn in parts
// (or left as they were), and drawing them allocates nothing once the
// boxes the pointer passes have been seen.
func TestPatchedFramesAreWholeFrames(t *testing.T) {
	displaytest.Need(t)
	t.Logf("%s", displaytest.RunChild(t, "TestPatchedFramesChild", patchChildEnv))
}

func TestPatchedFramesChild(t *testing.T) {
	childInLoop(t, patchChildEnv, "TestPatchedFramesAreWholeFrames", func(t *testing.T) {
		patchedPlayFrames(t)
		patchedBattleFrames(t)
	})
}

const patchW, patchH = 1280, 800

// patchCheck steps a game and checks each frame against a whole one.
type patchCheck struct {
	t                  *testing.T
	g                  *game
	in                 *input.Fake
	screen, straight   *ebiten.Image
	got, want          *image.RGBA
	ms                 runtime.MemStats
	frames, drawAllocs int
}

func newPatchCheck(t *testing.T, g *game, in *input.Fake) *patchCheck {
	g.Layout(patchW, patchH)
	c := &patchCheck{t: t, g: g, in: in, screen: ebiten.NewImage(patchW, patchH), straight: ebiten.NewImage(patchW, patchH)}
	c.got, c.want = image.NewRGBA(c.screen.Bounds()), image.NewRGBA(c.screen.Bounds())
	return c
}

// step runs one frame, counting the allocations of its drawing.
func (c *patchCheck) step() {
	if err := c.g.Update(); err != nil {
		c.t.Fatal(err)
	}
	runtime.ReadMemStats(&c.ms)
	before := c.ms.Mallocs
	c.g.drawAsEbitengine(c.screen)
	runtime.ReadMemStats(&c.ms)
	c.drawAllocs += int(c.ms.Mallocs - before)
}

// settle steps until ready.
func (c *patchCheck) settle(ready func() bool) {
	displaytest.StepUntil(c.t, "screen", c.screen, c.step, ready)
}

// check steps a frame and compares the screen with the whole frame.
func (c *patchCheck) check(what string) {
	c.t.Helper()
	c.step()
	c.frames++
	c.straight.Clear()
	c.g.scenes.Draw(c.straight)
	c.screen.ReadPixels(c.got.Pix)
	c.straight.ReadPixels(c.want.Pix)
	if n := displaytest.Differing(c.got.Pix, c.want.Pix); n > 0 {
		displaytest.SavePNG(c.t, c.screen, "patched.png")
		displaytest.SavePNG(c.t, c.straight, "whole.png")
		c.t.Fatalf("%s, frame %d: %d pixels of the frame drawn in parts differ from the whole frame", what, c.frames, n)
	}
}

// sweep moves the pointer as the frame benchmark does for n frames,
// checking each.
func (c *patchCheck) sweep(what string, n int) {
	c.t.Helper()
	for i := range n {
		c.in.X, c.in.Y = sweep(i, patchW, patchH)
		c.check(what)
	}
}

// glide moves the pointer along the path, 24 pixels a frame, checking
// each frame and two more at each corner.
func (c *patchCheck) glide(what string, path [][2]int) {
	c.t.Helper()
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		n := max(1, int(math.Hypot(float64(b[0]-a[0]), float64(b[1]-a[1])))/24)
		for k := 1; k <= n; k++ {
			c.in.X, c.in.Y = a[0]+(b[0]-a[0])*k/n, a[1]+(b[1]-a[1])*k/n
			c.check(what)
		}
		c.check(what + ", resting")
		c.check(what + ", resting")
	}
}

// counts is how many frames were drawn in full so far, and how many
// were spared that: drawn in parts or kept.
func (c *patchCheck) counts() (whole, spared int) {
	return c.g.patch.full, c.g.patch.patched + c.g.still.kept
}

// steadySweeps sweeps twice: most frames of the first are spared a
// whole drawing, and the second allocates nothing drawing.
func (c *patchCheck) steadySweeps(what string, n int) {
	c.t.Helper()
	w0, s0 := c.counts()
	c.sweep(what, n)
	if w, s := c.counts(); s-s0 < n*3/4 {
		c.t.Errorf("%s: %d frames spared a whole drawing, %d drawn whole: want most spared", what, s-s0, w-w0)
	}
	c.drawAllocs = 0
	c.sweep(what+" again", n)
	if a := float64(c.drawAllocs) / float64(n); a > displaytest.AllocNoise {
		c.t.Errorf("%s again: %.2f allocations per frame drawn, want none", what, a)
	}
}

func patchedPlayFrames(t *testing.T) {
	in := &input.Fake{X: -1, Y: -1}
	a := introAtMovement(t, in)
	defer a.closePlay()
	ps := a.ps
	c := newPatchCheck(t, a.g, in)
	c.settle(func() bool { return ps.Ready() && ps.Idle() })
	c.sweep("settling", 6)
	c.steadySweeps("sweep", 120)

	// Into the unit panel, along the phase bar over its buttons, down
	// into the log (it opens) and back onto the map, a few pixels at a
	// time, resting at each corner.
	c.glide("panels", [][2]int{{500, 420}, {1200, 420}, {1200, 60}, {1230, 15}, {40, 15}, {150, 740}, {300, 600}, {500, 420}})

	// The US unit nearest the middle of the sweep, selected: its moves
	// are lit and the hover draws its path to the hexes swept.
	var at hex.Hex
	best := math.Inf(1)
	for _, u := range ps.Session().Game().Units {
		if u.Side == units.US && u.Deployed() {
			x, y := ps.Map().Camera().ToScreen(art.World.Center(u.Hex))
			if d := math.Hypot(x-patchW/2, y-patchH/2); d < best {
				at, best = u.Hex, d
			}
		}
	}
	if math.IsInf(best, 1) {
		t.Fatal("no US unit on the map to select")
	}
	ps.Select(at)
	w0, s0 := c.counts()
	c.sweep("selected", 60)
	w1, s1 := c.counts()
	t.Logf("selected: %d frames drawn whole, %d spared", w1-w0, s1-s0)
	in.X, in.Y = 500, 420
	in.Hold(ebiten.MouseButtonRight, true)
	c.check("cancel, pressed")
	in.Hold(ebiten.MouseButtonRight, false)
	c.check("cancel, released")
	c.sweep("cancelled", 40)
	t.Logf("play screen: %d frames checked; %d drawn in parts (%d pixels), %d kept, %d whole", c.frames, c.g.patch.patched, c.g.patch.pixels, c.g.still.kept, c.g.patch.full)
}

func patchedBattleFrames(t *testing.T) {
	d, err := battle.EmbeddedData()
	if err != nil {
		t.Fatal(err)
	}
	m, err := battle.Stage(d, DefaultShotBattle, 1, "fire")
	if err != nil {
		t.Fatal(err)
	}
	s := battle.New(battle.Config{Data: d, Match: m})
	in := &input.Fake{X: -1, Y: -1}
	g := &game{in: in}
	g.scenes.GoTo(s)
	c := newPatchCheck(t, g, in)
	c.settle(func() bool { return s.Ready() && !s.Busy() })
	c.sweep("table, settling", 6)
	c.steadySweeps("table sweep", 120)
	c.glide("table panels", [][2]int{{500, 420}, {1200, 420}, {1200, 700}, {600, 20}, {200, 700}, {500, 420}})
	t.Logf("battle table: %d frames checked; %d drawn in parts, %d kept, %d whole", c.frames, g.patch.patched, g.still.kept, g.patch.full)
}
