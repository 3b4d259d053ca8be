package render

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	fgame "frontline/game"
	"frontline/game/content"
	"frontline/render/battle"
	"frontline/render/input"
	"frontline/render/session"
)

// DefaultShotBattle is the standalone battle of the Foggia hex of the
// intro map (-battle foggia-approaches).
const DefaultShotBattle = "foggia-approaches"

// FlightStage is the battle scene's stage that shows the camera flying
// from the map's hex into the table, AnimFrame frames in.
const FlightStage = "flight"

// shotBattle renders the battle screen: of a standalone battle when
// opts.Battle names one, else of a battle of the intro map, both played
// to opts.Stage by random players with opts.Seed.
func shotBattle(opts ShotOptions) error {
	if opts.Stage == "" {
		opts.Stage = "fire"
	}
	if opts.Battle == "" {
		if opts.Stage == FlightStage {
			return shotFlight(opts)
		}
		return shotMapBattle(opts)
	}
	d, err := battle.EmbeddedData()
	if err != nil {
		return err
	}
	m, err := battle.Stage(d, opts.Battle, opts.Seed, opts.Stage)
	if err != nil {
		return fmt.Errorf("render: %v", err)
	}
	return shotTable(battle.New(battle.Config{Data: d, Match: m}), opts, "battle "+opts.Battle)
}

// introBattle plays the intro with opts.Seed until a battle of the map
// reaches stage.
func introBattle(opts ShotOptions, stage string) (*fgame.Game, *battle.GameDriver, error) {
	c, err := content.Embedded()
	if err != nil {
		return nil, nil, err
	}
	g, _, err := fgame.New(c, fgame.Options{Scenario: content.DefaultScenario, Seed: opts.Seed})
	if err != nil {
		return nil, nil, err
	}
	d, err := battle.StageGame(g, opts.Seed, stage)
	if err != nil {
		return nil, nil, fmt.Errorf("render: %v", err)
	}
	return g, d, nil
}

// shotMapBattle renders the table of a battle opened on the intro map.
func shotMapBattle(opts ShotOptions) error {
	_, d, err := introBattle(opts, opts.Stage)
	if err != nil {
		return err
	}
	return shotTable(battle.New(battle.Config{Driver: d}), opts, d.Title())
}

// shotTable renders battle screen s posed at opts.Stage.
func shotTable(s *battle.Scene, opts ShotOptions, title string) error {
	width, height := shotSize(opts)
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
			fake.X, fake.Y = s.Pose(opts.Stage, opts.Blocked, opts.Zoom)
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
	return runShot(g, "Frontline General — "+title+" (screenshot)", width, height)
}

// shotFlight renders the play screen of the intro as a battle opens:
// the camera AnimFrame frames into its flight from the hex to the table
// (0: two thirds in), at AnimSpeed (0: 1).
func shotFlight(opts ShotOptions) error {
	g, _, err := introBattle(opts, "open")
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "frontline-flight-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "battle.json")
	if err := g.Save(path); err != nil {
		return err
	}
	c, err := content.Embedded()
	if err != nil {
		return err
	}
	sess, err := session.Load(c, path, nil, nil)
	if err != nil {
		return err
	}
	sess.Viewer = g.Pending.Side
	sess.TakeOver()
	w, err := WorldOf(c, g.Options.Scenario)
	if err != nil {
		return err
	}
	speed := opts.AnimSpeed
	if speed <= 0 {
		speed = 1
	}
	ps := newPlayScene(w, sess, false, false, nil, speed, nil)
	defer ps.Close()
	width, height := shotSize(opts)
	ps.Resize(width, height)
	ps.Map().CenterOn(g.Miniatures.Hex)
	fake := &input.Fake{X: -1, Y: -1}
	lg := &game{in: fake, fixedW: width, fixedH: height}
	lg.scenes.GoTo(ps)
	frames := 0
	lg.afterDraw = func(screen *ebiten.Image) {
		frames++
		at, n := ps.Flight()
		want := opts.AnimFrame
		if want <= 0 {
			want = n * 2 / 3 // the table grown halfway out of the hex
		}
		switch {
		case lg.done:
		case ps.Flying() && at >= want:
			lg.done = true
			lg.err = writePNG(opts.Out, capture(screen))
		case frames > maxShotFrames || ps.TableShown() && !ps.Flying():
			lg.done, lg.err = true, errors.New("render: the flight ended before the frame was captured")
		}
	}
	return runShot(lg, "Frontline General — the flight into the table (screenshot)", width, height)
}

// shotSize is the frame's size, 1280×800 unless opts says.
func shotSize(opts ShotOptions) (int, int) {
	if opts.Width <= 0 || opts.Height <= 0 {
		return 1280, 800
	}
	return opts.Width, opts.Height
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
