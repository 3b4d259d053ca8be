package main

import (
	"errors"
	"flag"
	"fmt"

	"frontline/game/hex"
	"frontline/render"
)

func runShot(args []string) error {
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	out := fs.String("out", "", "PNG file to write (required)")
	id := fs.String("scenario", "", "scenario id (default: the introduction)")
	as := fs.String("as", "", "render what this side's player sees: us or germany")
	sceneName := fs.String("scene", "map", "scene to render: map")
	w := fs.Int("w", 1280, "frame width")
	h := fs.Int("h", 800, "frame height")
	center := fs.String("center", "", "CCRR hex to centre on")
	zoom := fs.Float64("zoom", 0, "zoom: 0 or 1 fits the whole map, 2 is twice as close")
	hover := fs.String("hover", "", "CCRR hex under the pointer (status bar describes it)")
	grid := fs.Bool("grid", true, "draw the hex grid")
	seed := fs.Uint64("seed", 1, "dice seed of the game whose opening position is shown")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("-out FILE.png is required")
	}
	side, err := parseSide(*as)
	if err != nil {
		return err
	}
	if *sceneName != "map" {
		return fmt.Errorf("-scene %q: the scenes so far are: map", *sceneName)
	}
	for _, v := range []string{*center, *hover} {
		if v != "" {
			if _, err := hex.Parse(v); err != nil {
				return err
			}
		}
	}
	world, _, err := loadWorld(*id)
	if err != nil {
		return err
	}
	if err := addStacks(&world, *id, side, *seed); err != nil {
		return err
	}
	return render.Shot(world, render.ShotOptions{Out: *out, Scene: *sceneName, Width: *w, Height: *h,
		Center: *center, Zoom: *zoom, Hover: *hover, Grid: *grid})
}
