package main

import (
	"flag"
	"fmt"
	"runtime"
	"time"

	"frontline/cmd/framebench/internal/proctime"
	"frontline/game"
	"frontline/game/board"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render"
	"frontline/render/session"
)

// child runs one screen in this process and prints a result line
// (parsed by result): `framebench child -scene play|map [flags]`.
func child(args []string) error {
	fs := flag.NewFlagSet("child", flag.ContinueOnError)
	scene := fs.String("scene", "play", "play: the play screen of -scenario in the US Movement Phase; map: the map scene of -map; battle: the battle screen of -battle at -stage")
	scenario := fs.String("scenario", content.DefaultScenario, "play scene: the scenario (a hot-seat game, seed 1)")
	mapArg := fs.String("map", "intro", "map scene: intro, or a map TOML file")
	seconds := fs.Float64("seconds", 5, "how long frames are counted (with -tour: the longest the tour may take)")
	unpaced := fs.Bool("unpaced", false, "vsync off, one Update per frame")
	tour := fs.Bool("tour", false, "zoom and pan across the whole map")
	idle := fs.Bool("idle", false, "run paced with the real input until killed (idle CPU)")
	sweep := fs.Bool("sweep", false, "move the pointer across the screen every frame counted")
	battleID := fs.String("battle", render.DefaultShotBattle, "battle scene: the standalone battle")
	stage := fs.String("stage", "fire", "battle scene: how far random players take it (as frontline shot -stage)")
	profile := fs.String("cpuprofile", "", "write a CPU profile of the frames counted to this file (go tool pprof)")
	memProfile := fs.String("memprofile", "", "write a heap profile to this file at the Go runtime's peak (go tool pprof -sample_index=inuse_space)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	b := render.Bench{Seconds: *seconds, Unpaced: *unpaced, Tour: *tour, Sweep: *sweep, CPU: proctime.Self}
	if *profile != "" {
		var stop func()
		b.Counting = func() { stop = startProfile(*profile) }
		defer func() {
			if stop != nil {
				stop()
			}
		}()
	}
	if *memProfile != "" {
		// Every allocation sampled, so that the profile names each
		// buffer's maker (a run with it is slower).
		runtime.MemProfileRate = 1
		b.GoPeak = func() { writeHeapProfile(*memProfile) }
	}
	if *idle {
		b.Seconds, b.RealInput = 1e9, true
	}
	var res render.BenchResult
	var err error
	switch *scene {
	case "play":
		var c *content.Content
		var s *session.Session
		if c, s, err = atMovement(*scenario); err != nil {
			return err
		}
		res, err = render.BenchPlay(c, s, b)
	case "map":
		var m *board.Map
		if *mapArg == "intro" {
			m, err = board.EmbeddedByID("foggia-bari")
		} else {
			m, err = board.LoadFile(*mapArg)
		}
		if err != nil {
			return err
		}
		res, err = render.BenchMap(render.World{Title: m.Name, Map: m}, b)
	case "battle":
		res, err = render.BenchBattle(*battleID, *stage, 1, b)
	default:
		return fmt.Errorf("unknown -scene %q (play, map or battle)", *scene)
	}
	if err != nil {
		return err
	}
	fmt.Printf("result frames=%d seconds=%.3f stops=%d cpu=%.3f kept=%d patched=%d gpu-peak=%.1f go-peak=%.1f go-classes=%s at-rss-peak=%s\n", res.Frames, res.Seconds, res.Stops, res.CPU, res.Kept, res.Patched, mib(res.PeakGPU), mib(res.PeakGo), res.GoClasses, res.AtPeak)
	return nil
}

// atMovement is a hot-seat game of the scenario (seed 1) passed on to
// the US player's first Movement Phase: every US marker on the map and
// the German ones in sight, the board shown (no hand-off screen).
func atMovement(scenario string) (*content.Content, *session.Session, error) {
	c, err := content.Embedded()
	if err != nil {
		return nil, nil, err
	}
	s, err := session.New(c, game.Options{Scenario: scenario, Seed: 1}, nil, nil)
	if err != nil {
		return nil, nil, err
	}
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if s.NeedsHandOff() {
			s.TakeOver()
		}
		g := s.Game()
		if g.Active == units.US && g.Phase == game.PhaseMovement && g.Pending.Kind == game.DecidePhase && s.Viewer == units.US {
			return c, s, nil
		}
		if _, err := s.Do(game.PassCommand(g)); err != nil {
			return nil, nil, err
		}
	}
	return nil, nil, fmt.Errorf("%s never reached the US Movement Phase", scenario)
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }
