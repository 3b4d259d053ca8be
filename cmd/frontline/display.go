package main

import (
	"fmt"
	"os"
	"runtime"
	"strings"
)

// needDisplay says, before any window is tried, that there is no display
// to open one on. Ebitengine on Linux and the BSDs draws through X11; with
// DISPLAY unset it would fail with "fbdev: failed to open /dev/fb0", which
// tells a player nothing. run is how the command was meant to run.
func needDisplay(run string) error {
	switch runtime.GOOS {
	case "linux", "freebsd", "netbsd", "openbsd", "dragonfly":
	default:
		return nil
	}
	if os.Getenv("DISPLAY") != "" {
		return nil
	}
	return fmt.Errorf("no display found (DISPLAY is not set): %s", howToRun(run))
}

// displayError explains a window system that could not be reached (a
// DISPLAY naming no running X server, say) the same way.
func displayError(err error, run string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if strings.Contains(msg, "failed to open display") || strings.Contains(msg, "no window system") {
		return fmt.Errorf("could not open a window on display %q (%v): %s", os.Getenv("DISPLAY"), err, howToRun(run))
	}
	return err
}

func howToRun(run string) string {
	s := "the game needs a desktop session to open its window. Without one, run it inside a virtual display: xvfb-run -a ./bin/frontline"
	if run != "" {
		return s + " " + run
	}
	return s + " (or make run, which does that by itself)"
}
