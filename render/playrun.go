package render

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/scenario"
	"frontline/render/input"
	"frontline/render/mapview"
	"frontline/render/play"
	"frontline/render/session"
)

// Play opens the window on a hot-seat game of sess and runs until the
// window is closed.
func Play(w World, sess *session.Session, opts Options) error {
	if w.Map == nil || sess == nil {
		return errors.New("render: no game to play")
	}
	openWindow(w, opts)
	ps := newPlayScene(w, sess, true, true)
	defer ps.Close()
	g := &game{in: input.Ebiten{}}
	g.scenes.GoTo(ps)
	return ebiten.RunGame(g)
}

func newPlayScene(w World, sess *session.Session, grid, edgeScroll bool) *play.Scene {
	cfg := play.Config{Title: w.Title, Map: w.Map, Session: sess, Grid: grid, EdgeScroll: edgeScroll}
	// The objectives of the game being played: a Standard Game has its
	// own ([standard] objectives, scenario.AsStandard).
	for _, o := range sess.Game().Scenario().Objectives() {
		cfg.Objectives = append(cfg.Objectives, mapview.Objective{Hex: o.Hex, Primary: o.Kind == scenario.Primary, Side: string(o.Side), Name: o.Name})
	}
	return play.New(cfg)
}
