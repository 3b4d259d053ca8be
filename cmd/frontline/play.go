package main

import (
	"flag"

	"frontline/render"
)

func runPlay(args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	id := fs.String("scenario", "", "scenario id (default: the introduction)")
	w := fs.Int("w", 1280, "window width")
	h := fs.Int("h", 800, "window height")
	full := fs.Bool("fullscreen", false, "start fullscreen")
	mute := fs.Bool("mute", false, "no sound")
	if err := fs.Parse(args); err != nil {
		return err
	}
	world, _, err := loadWorld(*id)
	if err != nil {
		return err
	}
	return render.Run(world, render.Options{Width: *w, Height: *h, Fullscreen: *full, Mute: *mute})
}
