package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"frontline/game"
	"frontline/game/content"
	"frontline/render"
	"frontline/render/session"
)

func runPlay(args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	id := fs.String("scenario", "", "scenario id (default: the introduction)")
	w := fs.Int("w", 1280, "window width")
	h := fs.Int("h", 800, "window height")
	full := fs.Bool("fullscreen", false, "start fullscreen")
	mute := fs.Bool("mute", false, "no sound")
	seed := fs.Uint64("seed", 0, "dice seed (default: from the clock)")
	load := fs.String("load", "", "continue a saved game (a .fgsave file)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	world, _, err := loadWorld(*id)
	if err != nil {
		return err
	}
	sess, err := newSession(*id, *seed, *load)
	if err != nil {
		return err
	}
	return render.Play(world, sess, render.Options{Width: *w, Height: *h, Fullscreen: *full, Mute: *mute})
}

// newSession starts a hot-seat game (or loads one), saving to the user's
// save slots when there is a place for them.
func newSession(id string, seed uint64, load string) (*session.Session, error) {
	c, err := content.Embedded()
	if err != nil {
		return nil, err
	}
	if id == "" {
		id = content.DefaultScenario
	}
	slots, err := session.DefaultSlots()
	if err != nil {
		fmt.Fprintf(os.Stderr, "frontline: saving is off: %v\n", err)
		slots = nil
	}
	if load != "" {
		return session.Load(c, load, nil, slots)
	}
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	return session.New(c, game.Options{Scenario: id, Seed: seed}, nil, slots)
}
