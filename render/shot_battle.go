package render

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/battle"
	"frontline/render/input"
)

// DefaultShotBattle is the battle the battle scene shows when none is
// named: the Foggia hex of the intro map.
const DefaultShotBattle = "foggia-approaches"

// shotBattle renders the battle screen of a standalone battle played to
// a stage by random players.
func shotBattle(opts ShotOptions) error {
	d, err := battle.EmbeddedData()
	if err != nil {
		return err
	}
	id, stage := opts.Battle, opts.Stage
	if id == "" {
		id = DefaultShotBattle
	}
	if stage == "" {
		stage = "fire"
	}
	m, err := battle.Stage(d, id, opts.Seed, stage)
	if err != nil {
		return fmt.Errorf("render: %v", err)
	}
	width, height := opts.Width, opts.Height
	if width <= 0 || height <= 0 {
		width, height = 1280, 800
	}
	s := battle.New(battle.Config{Data: d, Match: m})
	s.Resize(width, height)
	fake := &input.Fake{X: -1, Y: -1}
	g := &game{in: fake, fixedW: width, fixedH: height}
	g.scenes.GoTo(s)
	frames, posedAt := 0, 0
	g.afterDraw = func(screen *ebiten.Image) {
		frames++
		if g.done || frames < 3 || (!s.Ready() && frames < maxShotFrames) {
			return
		}
		if posedAt == 0 {
			posedAt = frames
			fake.X, fake.Y = s.Pose(stage, opts.Blocked, opts.Zoom)
			if opts.Pointer != nil {
				fake.X, fake.Y = opts.Pointer.X, opts.Pointer.Y
			}
			return
		}
		if frames < posedAt+4 { // the hover and the ghost take a few frames
			return
		}
		g.done = true
		g.err = writePNG(opts.Out, capture(screen))
	}
	return runShot(g, "Frontline General — battle "+id+" (screenshot)", width, height)
}

// runShot runs the screenshot's game loop in a window of w×h until its
// afterDraw has captured the frame.
func runShot(g *game, title string, w, h int) error {
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowSize(w, h)
	if err := ebiten.RunGame(g); err != nil {
		return err
	}
	if !g.done {
		return errors.New("render: the window closed before the frame was captured")
	}
	return nil
}
