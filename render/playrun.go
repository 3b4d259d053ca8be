package render

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

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
	for _, o := range w.Objectives {
		cfg.Objectives = append(cfg.Objectives, mapview.Objective(o))
	}
	return play.New(cfg)
}
