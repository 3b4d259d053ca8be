// Command framebench measures the client the way docs/PERFORMANCE.md
// reports it: each figure of a game screen is taken as a ratio to an
// Ebitengine game that draws nothing (cmd/framebench/emptygame), the two
// run in turn under the same display, several pairs, and the median ratio
// is the figure — the machine's load then cancels out.
//
//	fps      frames per second of the play screen (the introduction, US
//	         Movement Phase, all markers, 1280×720) ÷ the empty game's,
//	         both with vsync off and one Update per frame, so the count is
//	         frames the machine can make rather than the display's 60 Hz
//	sweep    the same with the pointer moving over the map every frame
//	         (every frame shows a new hover and is drawn)
//	battle   the same for the battle table (foggia-approaches, fire
//	         stage), still and (battle-sweep) with the pointer moving
//	rss      peak resident memory of the play screen while the camera
//	         zooms and pans across the whole map ÷ the empty game's
//	area     the same tour on the map scene: a 48×40 generated map ÷ the
//	         introduction's map (memory must not grow with map area)
//	startup  program start to the first menu frame drawn ÷ the empty
//	         game's start to its first frame
//	firstplay  program start to the first frame of a new game of the
//	         scenario (solo against the computer, the map shown) ÷ the
//	         empty game's start to its first frame
//	idle     share of a core used by the main menu and by a still play
//	         screen (and by the empty game, for reference)
//
// Run it under a display, from the repository root (make bench-frames):
//
//	xvfb-run -a -s "-screen 0 1600x1000x24" bin/framebench [-pairs 7] [-only fps,startup]
//
// -scenario salerno runs fps, sweep, rss and firstplay on that scenario
// (Campania, 36×30) instead of the introduction.
//
// `framebench child ...` is the screen side of a run (child.go). In a
// child's environment, FRAMEBENCH_TRACE=FILE writes a line per frame of
// its memory (resident anonymous and file pages, textures, Go, the C
// heap) and, with -tour, the zoom and stop, and /proc/self/smaps at the
// resident peak to FILE.smaps; FRAMEBENCH_SHOT=N saves the screen at
// the tour's stop N to /tmp/framebench-stopN.png.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"frontline/render"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "child" {
		if err := child(os.Args[2:]); err != nil {
			fmt.Fprintln(os.Stderr, "framebench child:", err)
			os.Exit(1)
		}
		return
	}
	if err := drive(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "framebench:", err)
		os.Exit(1)
	}
}

// bench is the driver's configuration.
type bench struct {
	self, frontline, empty, map48 string
	scenario                      string // fps, sweep, rss, firstplay
	pairs, idlePairs, startPairs  int
	seconds                       float64
	restModes                     []string
}

func drive(args []string) error {
	fs := flag.NewFlagSet("framebench", flag.ContinueOnError)
	var b bench
	fs.IntVar(&b.pairs, "pairs", 5, "interleaved pairs per figure")
	fs.IntVar(&b.idlePairs, "idle-pairs", 3, "pairs for the idle CPU figures (each takes 12 s or more)")
	fs.IntVar(&b.startPairs, "startup-pairs", 15, "pairs for the start-up figure (short runs, which the machine's load spikes upset most)")
	fs.Float64Var(&b.seconds, "seconds", 5, "how long each frame-rate run counts")
	only := fs.String("only", "fps,sweep,battle,battle-sweep,rss,area,startup,idle", "which figures, comma-separated (firstplay besides)")
	fs.StringVar(&b.scenario, "scenario", "intro", "the scenario of the fps, sweep, rss and firstplay figures")
	fs.StringVar(&b.frontline, "frontline", "bin/frontline", "the game's binary (start-up and menu idle)")
	fs.StringVar(&b.empty, "empty", "bin/emptygame", "the empty game's binary")
	fs.StringVar(&b.map48, "map48", "render/internal/testmap/testdata/synthetic-48x40.toml", "the 48×40 map of the area figure")
	modes := fs.String("rest", "minimum", "idle: the resting modes to measure (FRONTLINE_REST: off, skipdraw, minimum), comma-separated")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if os.Getenv("DISPLAY") == "" {
		return fmt.Errorf("no DISPLAY: run it under xvfb-run -a -s \"-screen 0 1600x1000x24\"")
	}
	var err error
	if b.self, err = os.Executable(); err != nil {
		return err
	}
	b.restModes = strings.Split(*modes, ",")
	figures := map[string]func() error{"fps": b.fps, "sweep": b.sweep, "battle": b.battle, "battle-sweep": b.battleSweep,
		"rss": b.rss, "area": b.area, "startup": b.startup, "firstplay": b.firstPlay, "idle": b.idle}
	host, _ := os.Hostname()
	fmt.Printf("framebench %s on %s, %s\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"), host, machine())
	for _, f := range strings.Split(*only, ",") {
		run, ok := figures[f]
		if !ok {
			return fmt.Errorf("unknown figure %q (fps, sweep, battle, battle-sweep, rss, area, startup, firstplay, idle)", f)
		}
		if err := run(); err != nil {
			return fmt.Errorf("%s: %v", f, err)
		}
	}
	return nil
}

// pairs runs a and b in turn n times and returns their measures.
func pairs(n int, a, b func() (float64, error)) (as, bs []float64, err error) {
	for range n {
		x, err := a()
		if err != nil {
			return nil, nil, err
		}
		y, err := b()
		if err != nil {
			return nil, nil, err
		}
		as, bs = append(as, x), append(bs, y)
	}
	return as, bs, nil
}

// report prints each pair's ratio a/b and their median.
func report(unit string, as, bs []float64) {
	var rs []float64
	for i := range as {
		rs = append(rs, as[i]/bs[i])
		fmt.Printf("  pair %d: %.4g %s ÷ %.4g %s = %.3f\n", i+1, as[i], unit, bs[i], unit, as[i]/bs[i])
	}
	fmt.Printf("  median ratio %.3f (medians %.4g %s and %.4g %s)\n", median(rs), median(as), unit, median(bs), unit)
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// fpsOf runs p to its result line and returns what it counted.
func fpsOf(p proc, limit time.Duration) (counted, error) {
	o, err := runTo(p, "result ", limit)
	if err != nil {
		return counted{}, err
	}
	c, err := result(o.line)
	if err != nil {
		return counted{}, fmt.Errorf("unreadable result %q: %v", o.line, err)
	}
	return c, nil
}

// rssOf runs p to its end and returns its peak memory in MiB. A child's
// own account of its textures and Go memory (gpu-peak, go-peak and what
// the latter was made of) is printed as it comes.
func rssOf(p proc, limit time.Duration) (float64, error) {
	o, err := runTo(p, "result ", limit)
	if _, parts, ok := strings.Cut(o.line, " gpu-peak="); ok {
		parts, classes, _ := strings.Cut(parts, " go-classes=")
		classes, at, _ := strings.Cut(classes, " at-rss-peak=")
		fmt.Printf("    %s: peak %.1f MiB, of it textures %s MiB\n", filepath.Base(p.argv[0]), float64(o.rssKiB)/1024, strings.Replace(parts, " go-peak=", ", Go ", 1))
		if classes != "" {
			fmt.Printf("      Go at its peak, MiB: %s\n", classes)
		}
		if at != "" {
			fmt.Printf("      at the resident peak, MiB: %s\n", at)
		}
	}
	return float64(o.rssKiB) / 1024, err
}

func (b *bench) fps() error {
	return b.fpsOf("fps: play screen ("+b.scenario+", US Movement Phase, all markers, 1280×720)", "-scene", "play", "-scenario", b.scenario)
}

func (b *bench) sweep() error {
	return b.fpsOf("sweep: play screen ("+b.scenario+"), the pointer moving over the map every frame", "-scene", "play", "-scenario", b.scenario, "-sweep")
}

func (b *bench) battle() error {
	return b.fpsOf("battle: battle table (foggia-approaches, fire stage, 1280×720)", "-scene", "battle")
}

func (b *bench) battleSweep() error {
	return b.fpsOf("battle-sweep: battle table, the pointer moving over it every frame", "-scene", "battle", "-sweep")
}

// fpsOf measures the frame rate of the child run with scene against the
// empty game's, and prints the CPU per frame of both beside it.
func (b *bench) fpsOf(title string, scene ...string) error {
	s := fmt.Sprint(b.seconds)
	fmt.Printf("%s ÷ empty game; vsync off, one Update per frame, %s s counted per run\n", title, s)
	limit := time.Duration(b.seconds)*time.Second + 3*time.Minute
	argv := append([]string{b.self, "child"}, scene...)
	argv = append(argv, "-unpaced", "-seconds", s)
	var play, empty []counted
	as, bs, err := pairs(b.pairs,
		func() (float64, error) {
			c, err := fpsOf(proc{argv: argv}, limit)
			play = append(play, c)
			return c.fps(), err
		},
		func() (float64, error) {
			c, err := fpsOf(proc{argv: []string{b.empty, "-mode", "fps", "-seconds", s}}, limit)
			empty = append(empty, c)
			return c.fps(), err
		})
	if err != nil {
		return err
	}
	report("fps", as, bs)
	// The CPU a frame costs is less upset by the other sessions' load
	// than the frame rate (the figure), so it is printed beside it: the
	// empty game's CPU per frame ÷ the screen's reads like the
	// frame-rate ratio.
	as, bs = as[:0], bs[:0]
	for i := range play {
		as, bs = append(as, empty[i].cpuPerFrame()), append(bs, play[i].cpuPerFrame())
	}
	fmt.Println("cpu: CPU milliseconds per frame, empty game ÷ screen (this process's threads; not the X server's)")
	report("ms", as, bs)
	var n, kept, patched int
	for _, c := range play {
		n, kept, patched = n+c.frames, kept+c.kept, patched+c.patched
	}
	fmt.Printf("  the screen's frames: %d, of them %d kept as they were, %d drawn only where they changed\n", n, kept, patched)
	return nil
}

func (b *bench) rss() error {
	fmt.Printf("rss: peak memory of the play screen (%s) touring its whole map at every zoom ÷ empty game\n", b.scenario)
	as, bs, err := pairs(b.pairs,
		func() (float64, error) {
			return rssOf(proc{argv: []string{b.self, "child", "-scene", "play", "-scenario", b.scenario, "-unpaced", "-tour", "-seconds", "240"}}, 5*time.Minute)
		},
		func() (float64, error) {
			return rssOf(proc{argv: []string{b.empty, "-mode", "fps", "-seconds", "3"}}, time.Minute)
		})
	if err != nil {
		return err
	}
	report("MiB", as, bs)
	return nil
}

func (b *bench) area() error {
	fmt.Printf("area: peak memory of the map scene touring the whole map at every zoom: 48×40 (%s) ÷ the introduction's\n", b.map48)
	tour := func(m string) func() (float64, error) {
		return func() (float64, error) {
			return rssOf(proc{argv: []string{b.self, "child", "-scene", "map", "-map", m, "-unpaced", "-tour", "-seconds", "240"}}, 5*time.Minute)
		}
	}
	as, bs, err := pairs(b.pairs, tour(b.map48), tour("intro"))
	if err != nil {
		return err
	}
	report("MiB", as, bs)
	return nil
}

func (b *bench) startup() error {
	fmt.Println("startup: start to the first main-menu frame drawn ÷ the empty game's start to its first frame")
	return b.firstFrame("-mute")
}

// firstPlay is the start-up of a new game of the scenario, opened from
// the command line, solo (no hand-off screen: the first frame shows the
// map, zoomed on the player's forces).
func (b *bench) firstPlay() error {
	fmt.Printf("firstplay: start to the first frame of a new game of %s (solo, seed 1) ÷ the empty game's start to its first frame\n", b.scenario)
	return b.firstFrame("-mute", "-scenario", b.scenario, "-seed", "1", "-germany", "computer")
}

// firstFrame times the game started with args to its first frame
// against the empty game's start.
func (b *bench) firstFrame(args ...string) error {
	at := func(p proc, prefix string) func() (float64, error) {
		return func() (float64, error) {
			o, err := runTo(p, prefix, time.Minute)
			return o.at.Seconds(), err
		}
	}
	as, bs, err := pairs(b.startPairs,
		at(proc{argv: append([]string{b.frontline}, args...), env: []string{render.FirstFrameEnv + "=exit"}}, render.FirstFrameLine),
		at(proc{argv: []string{b.empty, "-mode", "first-frame"}}, "emptygame: first frame"))
	if err != nil {
		return err
	}
	report("s", as, bs)
	return nil
}

func (b *bench) idle() error {
	const settle, window = 4 * time.Second, 8 * time.Second
	share := func(p proc, ready string) func() (float64, error) {
		return func() (float64, error) {
			s, err := idleShare(p, ready, settle, window)
			return 100 * s, err
		}
	}
	empty := share(proc{argv: []string{b.empty, "-mode", "run"}}, "")
	for _, m := range b.restModes {
		env := []string{"FRONTLINE_REST=" + m}
		fmt.Printf("idle (FRONTLINE_REST=%s): %% of a core used over %v, %v after start, no input: main menu ÷ empty game\n", m, window, settle)
		as, bs, err := pairs(b.idlePairs, share(proc{argv: []string{b.frontline, "-mute"}, env: env}, ""), empty)
		if err != nil {
			return err
		}
		report("%", as, bs)
		fmt.Printf("idle (FRONTLINE_REST=%s): still play screen (introduction, US Movement Phase), %v after the loop first rests ÷ empty game\n", m, settle)
		as, bs, err = pairs(b.idlePairs, share(proc{argv: []string{b.self, "child", "-scene", "play", "-idle"}, env: env}, render.BenchReadyLine), empty)
		if err != nil {
			return err
		}
		report("%", as, bs)
	}
	return nil
}
