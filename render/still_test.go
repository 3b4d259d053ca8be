package render

import (
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fgame "frontline/game"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/session"
	"frontline/render/settings"
)

// drawAsEbitengine draws a frame on screen as Ebitengine does: cleared
// first unless the scenes said they paint every pixel (then the screen
// keeps the last frame, and a still frame may be left as it is).
func (g *game) drawAsEbitengine(screen *ebiten.Image) {
	if !g.opaque {
		screen.Clear()
	}
	g.Draw(screen)
}

const stillChildEnv = "FRONTLINE_STILL_CHILD"

// A still play screen is left as the last frame left it, and that is the
// frame the scenes would draw: once the map is painted, frames are kept
// and equal to one drawn straight; the pointer moved over the map draws
// the next frame (the hover shows) and the screen is kept again after;
// a command applied with no input draws the next frame too.
func TestStillPlayScreenIsKept(t *testing.T) {
	displaytest.Need(t)
	t.Logf("%s", displaytest.RunChild(t, "TestStillPlayScreenChild", stillChildEnv))
}

func TestStillPlayScreenChild(t *testing.T) {
	childInLoop(t, stillChildEnv, "TestStillPlayScreenIsKept", stillPlayScreen)
}

// introSession is a hot-seat game of the introduction, seed 1, unsaved.
func introSession(t *testing.T) (*content.Content, *session.Session) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	sess, err := session.New(c, fgame.Options{Scenario: "intro", Seed: 1}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c, sess
}

// introAtMovement is the app showing the introduction (hot-seat, seed
// 1) at the US player's first Movement Phase, the board shown, reading in.
func introAtMovement(t *testing.T, in *input.Fake) *app {
	c, sess := introSession(t)
	for g := sess.Game(); !(g.Active == units.US && g.Phase == fgame.PhaseMovement && sess.Viewer == units.US); g = sess.Game() {
		if sess.NeedsHandOff() {
			sess.TakeOver()
		}
		if _, err := sess.Do(fgame.PassCommand(g)); err != nil {
			t.Fatal(err)
		}
	}
	a := &app{cfg: AppConfig{Content: c, Settings: settings.Defaults()}, g: &game{in: in}}
	if err := a.play(sess); err != nil {
		t.Fatal(err)
	}
	return a
}

func stillPlayScreen(t *testing.T) {
	in := &input.Fake{X: -1, Y: -1}
	a := introAtMovement(t, in)
	defer a.closePlay()
	sess := a.ps.Session()
	g, ps := a.g, a.ps
	g.Layout(1280, 800)
	screen := ebiten.NewImage(1280, 800)
	step := func() {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		g.drawAsEbitengine(screen)
	}
	pixels := func(img *ebiten.Image) []byte {
		p := image.NewRGBA(img.Bounds())
		img.ReadPixels(p.Pix)
		return p.Pix
	}
	displaytest.StepUntil(t, "map", screen, step, func() bool { return ps.Ready() && ps.Idle() })
	// keptAfter steps until a frame is kept (the map's sheet is composed
	// the frame after its key holds) and checks the screen against the
	// frame drawn straight.
	keptAfter := func(what string) []byte {
		t.Helper()
		for i := 0; i < 5 && g.still.stirred || !g.still.drawn; i++ {
			step()
		}
		kept := g.still.kept
		step()
		if g.still.kept != kept+1 {
			t.Fatalf("%s: the still frame was drawn again", what)
		}
		straight := ebiten.NewImage(1280, 800)
		g.scenes.Draw(straight)
		got := pixels(screen)
		if n := displaytest.Differing(got, pixels(straight)); n > 0 {
			displaytest.SavePNG(t, screen, "still-kept.png")
			displaytest.SavePNG(t, straight, "still-straight.png")
			t.Fatalf("%s: %d pixels of the kept screen differ from the frame drawn straight", what, n)
		}
		return got
	}
	before := keptAfter("painted")

	in.X, in.Y = 560, 420 // over the map, clear of the panels
	kept := g.still.kept
	step()
	if g.still.kept != kept {
		t.Fatal("the frame after the pointer moved was kept")
	}
	if displaytest.Differing(before, keptAfter("pointer moved")) == 0 {
		t.Error("the hover did not show on the screen kept")
	}

	if _, err := sess.Do(fgame.PassCommand(sess.Game())); err != nil {
		t.Fatal(err)
	}
	kept = g.still.kept
	step()
	if g.still.kept != kept {
		t.Error("the frame after a command applied was kept")
	}
	keptAfter("command applied")
}

// A kept frame of the play screen allocates nothing either: the game's
// Update and Draw run in the real loop, the screen still.
func TestKeptFrameAllocations(t *testing.T) {
	displaytest.NoChildAllocs(t, "kept frame", "TestKeptFrameAllocChild", "FRONTLINE_KEPT_ALLOC_CHILD")
}

func TestKeptFrameAllocChild(t *testing.T) {
	if os.Getenv("FRONTLINE_KEPT_ALLOC_CHILD") == "" {
		t.Skip("runs only as the child of TestKeptFrameAllocations")
	}
	in := &input.Fake{X: 560, Y: 420}
	a := introAtMovement(t, in)
	defer a.closePlay()
	a.g.Layout(1280, 800)
	ps := a.ps
	displaytest.CountAllocs(t, gameScene{a.g}, in, 1280, 800, func() bool { return ps.Ready() && ps.Idle() && a.g.still.kept > 0 })
}

// gameScene runs the whole game (its still screens kept) as a
// displaytest.Scene.
type gameScene struct{ g *game }

func (s gameScene) Update(input.Source) error { return s.g.Update() }
func (s gameScene) Draw(screen *ebiten.Image) { s.g.Draw(screen) }
