// Command emptygame is cmd/framebench's yardstick: an Ebitengine game at
// 1280×720 that draws nothing, run the same ways as the game's screens so
// that their figures can be taken as ratios to it. It links Ebitengine
// only (and a reader of its own CPU time), so its start-up is
// Ebitengine's own.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/cmd/framebench/internal/proctime"
)

// mode is what the run measures:
//
//	fps          vsync off, one Update per frame: frames drawn in -seconds
//	first-frame  print a line at the first frame drawn and quit
//	run          an ordinary (vsync-paced) run until killed (memory, idle CPU)
type empty struct {
	mode    string
	seconds float64
	frames  int
	t0      time.Time
	cpu0    time.Duration
	done    bool
}

func (e *empty) Update() error {
	if e.done {
		return ebiten.Termination
	}
	return nil
}

func (e *empty) Draw(*ebiten.Image) {
	switch e.mode {
	case "first-frame":
		fmt.Println("emptygame: first frame drawn")
		e.done = true
	case "fps":
		// The first frames set the window up; count from the tenth.
		if e.frames++; e.frames == 10 {
			e.t0, e.cpu0 = time.Now(), proctime.Self()
		} else if d := time.Since(e.t0); e.frames > 10 && d.Seconds() >= e.seconds {
			fmt.Printf("result frames=%d seconds=%.3f stops=0 cpu=%.3f\n", e.frames-10, d.Seconds(), (proctime.Self() - e.cpu0).Seconds())
			e.done = true
		}
	}
}

func (e *empty) Layout(int, int) (int, int) { return 1280, 720 }

func main() {
	e := &empty{}
	flag.StringVar(&e.mode, "mode", "run", "fps, first-frame or run")
	flag.Float64Var(&e.seconds, "seconds", 5, "fps: how long frames are counted")
	flag.Parse()
	switch e.mode {
	case "fps":
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	case "first-frame", "run":
	default:
		fmt.Fprintf(os.Stderr, "emptygame: unknown -mode %q (fps, first-frame or run)\n", e.mode)
		os.Exit(2)
	}
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowTitle("empty game")
	if err := ebiten.RunGame(e); err != nil {
		fmt.Fprintln(os.Stderr, "emptygame:", err)
		os.Exit(1)
	}
}
