package render

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
	"frontline/render/mapview"
	"frontline/render/play"
	"frontline/render/session"
	"frontline/render/settings"
	"frontline/render/sound"
)

// Play opens the window on a hot-seat game of sess and runs until the
// window is closed.
func Play(w World, sess *session.Session, opts Options) error {
	if w.Map == nil || sess == nil {
		return errors.New("render: no game to play")
	}
	openWindow(w, opts)
	snd := sound.Open(float64(settings.Defaults().Sound.Volume)/100, opts.Mute)
	ps := newPlayScene(w, sess, true, true, snd, settings.Defaults().Interface.Animation, nil)
	defer ps.Close()
	g := &game{in: input.Ebiten{}}
	g.scenes.GoTo(ps)
	return ebiten.RunGame(g)
}

// newPlayScene makes the play scene of sess with sound effects from snd
// (nil: silent) and animations at speed anim (0: none); F1 and Esc open
// the help and pause menu of o (nil: none).
func newPlayScene(w World, sess *session.Session, grid, edgeScroll bool, snd *sound.Player, anim float64, o *overlays) *play.Scene {
	cfg := play.Config{Title: w.Title, Map: w.Map, Session: sess, Grid: grid, EdgeScroll: edgeScroll,
		Sound: snd, Animation: anim}
	if o != nil {
		cfg.Help, cfg.Pause = o.help.Open, o.pause.Open
	}
	// The objectives of the game being played: a Standard Game has its
	// own ([standard] objectives, scenario.AsStandard).
	cfg.Objectives = mapview.ObjectivesOf(sess.Game().Scenario().Objectives())
	return play.New(cfg)
}
