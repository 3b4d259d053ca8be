package render

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/content"
	"frontline/render/camera"
	"frontline/render/input"
	"frontline/render/scene"
	"frontline/render/session"
	"frontline/render/settings"
)

// The frame benchmark (cmd/framebench, docs/PERFORMANCE.md) runs the
// client's screens in a process of their own so that their frame rate,
// peak memory and idle CPU can be set against an Ebitengine game that
// draws nothing, run under the same display.

// Bench says what a benchmark run shows and how.
type Bench struct {
	Width, Height int // the screen; 0: 1280×720
	// Seconds is how long frames are counted once the screen is ready
	// (tiles painted); with Tour, how long the run may take at most.
	Seconds float64
	// Unpaced turns vsync off and runs one Update per frame, so the
	// count is how many frames the machine can make, not the display's
	// refresh rate.
	Unpaced bool
	// Tour zooms through every hex size and pans across the whole map at
	// each (the memory runs: every tile the map can need is asked for)
	// instead of standing still.
	Tour bool
	// RealInput reads the real mouse and keyboard (the idle runs, which
	// must wake on input); otherwise the pointer stays off the window.
	RealInput bool
	// CPU, when set, is the process's CPU time so far: a frame-rate run
	// reports how much it used while counting (BenchResult.CPU).
	CPU func() time.Duration
	// Counting, when set, is called once as a frame-rate run starts
	// counting (a profile of the steady frames starts there).
	Counting func()
	// Sweep moves the pointer across the middle of the screen, a few
	// pixels each frame, while frames are counted: every frame then
	// shows a new hover and is drawn (a still screen is kept, still.go).
	Sweep bool
	// GoPeak, when set, is called at the end of a frame after which the
	// Go runtime holds a MiB more than ever before (a heap profile of
	// the peak is written there).
	GoPeak func()
}

// BenchResult is what a run counted.
type BenchResult struct {
	Frames  int     // frames drawn while counting
	Seconds float64 // wall time counted
	Stops   int     // camera positions visited (Tour)
	CPU     float64 // CPU seconds used while counting (Bench.CPU), every thread
	// The most bytes seen, at the end of any frame, in Ebitengine's
	// textures (ebiten.ReadDebugInfo: what the graphics driver holds for
	// our images) and in what the Go runtime holds from the system.
	PeakGPU, PeakGo int64
	// GoClasses is what the Go runtime held at its peak, by memory class
	// (runtime/metrics), in MiB.
	GoClasses string
	// AtPeak is when the resident set peaked (frame counted from the
	// start) and what the textures and the Go runtime held then, in MiB.
	AtPeak  string
	Kept    int // frames counted that were left as the last one drawn (still.go)
	Patched int // frames counted that were drawn only where they changed (patch.go)
}

// FPS is the frames per second counted.
func (r BenchResult) FPS() float64 {
	if r.Seconds <= 0 {
		return 0
	}
	return float64(r.Frames) / r.Seconds
}

// BenchPlay runs the play screen of sess as App composes it (help and
// pause menu over it, the victory screen's host), silent.
func BenchPlay(c *content.Content, sess *session.Session, b Bench) (BenchResult, error) {
	if sess == nil {
		return BenchResult{}, errors.New("render: no game to show")
	}
	a := &app{cfg: AppConfig{Content: c, Settings: settings.Defaults()}, g: &game{}}
	if err := a.play(sess); err != nil {
		return BenchResult{}, err
	}
	defer a.closePlay()
	mv := a.ps.Map()
	return runBench(a.host, mv.Camera(), mv.Idle, b)
}

// BenchMap runs the map scene of w with its markers.
func BenchMap(w World, b Bench) (BenchResult, error) {
	if w.Map == nil {
		return BenchResult{}, errors.New("render: no map to show")
	}
	mv := newMapScene(w, true, false)
	defer mv.Close()
	return runBench(mv, mv.Camera(), mv.Idle, b)
}

// benchScene is a scene that knows when its map is painted.
type benchScene interface {
	scene.Scene
	Ready() bool
}

// runBench runs sc as b says; cam is its map's camera (the Tour moves
// it) and idle reports that no tile is being painted in the background.
// Frames are counted from when the map in view is painted and idle (the
// bands a zoom would need are painted once, at the start): the figure is
// the steady frame rate.
func runBench(sc benchScene, cam *camera.Camera, idle func() bool, b Bench) (BenchResult, error) {
	boundGoMemory() // as openWindow does for the game
	if b.Width <= 0 || b.Height <= 0 {
		b.Width, b.Height = 1280, 720
	}
	if b.Tour && cam == nil {
		return BenchResult{}, errors.New("render: this screen has no map to tour")
	}
	fake := &input.Fake{X: -1, Y: -1}
	var in input.Source = fake
	if b.RealInput {
		in = input.Ebiten{}
	}
	g := &game{in: in, fixedW: b.Width, fixedH: b.Height}
	// Count presented frames, as the empty game presents every one.
	g.still.present = true
	readySaid := false
	ready := func() {
		if !readySaid {
			readySaid = true
			fmt.Println(BenchReadyLine)
		}
	}
	if !b.Unpaced {
		g.rest = newRest(idleMode())
		g.rest.rested = ready
	}
	g.scenes.GoTo(sc)
	var res BenchResult
	var t0 time.Time
	var cpu0 time.Duration
	kept0, patched0 := 0, 0
	cpu := func() time.Duration {
		if b.CPU == nil {
			return 0
		}
		return b.CPU()
	}
	var tour *tour
	if b.Tour {
		tour = newTour(cam)
	}
	counting, wait := false, 0
	limit := time.Duration(b.Seconds * float64(time.Second))
	started := time.Now()
	peaks := memPeaks{onGoPeak: b.GoPeak}
	if name := os.Getenv("FRAMEBENCH_TRACE"); name != "" {
		f, err := os.Create(name)
		if err != nil {
			return BenchResult{}, err
		}
		defer f.Close()
		peaks.trace = f
		if tour != nil {
			peaks.where = func() string { return fmt.Sprintf("zoom=%.1f stop=%d ready=%v", cam.Zoom, tour.stops, sc.Ready()) }
		}
	}
	shotAt := os.Getenv("FRAMEBENCH_SHOT")
	g.afterDraw = func(screen *ebiten.Image) {
		peaks.sample()
		if tour != nil && shotAt != "" && fmt.Sprint(tour.stops) == shotAt && wait == 2 {
			saveShot(screen, "/tmp/framebench-stop"+shotAt+".png")
		}
		switch {
		case b.Tour:
			res.Frames++
			wait++
			// Move on once the stop is painted, or after a second's worth
			// of frames (a stop that never settles must not end the run).
			if (sc.Ready() || wait > 60) && wait > 2 {
				wait = 0
				if !tour.next() || time.Since(started) > limit {
					res.Stops, res.Seconds = tour.stops, time.Since(started).Seconds()
					g.done = true
				}
			}
		case b.RealInput:
			// Idle runs are measured from the first rest; a loop that
			// never rests (FRONTLINE_REST=off) from when the map is
			// painted.
			if g.rest.mode == restOff && sc.Ready() {
				ready()
			}
		case !counting:
			if wait++; wait > 3 && (sc.Ready() && idle() || wait > 1800) {
				counting, t0, cpu0, kept0, patched0 = true, time.Now(), cpu(), g.still.kept, g.patch.patched
				if b.Counting != nil {
					b.Counting()
				}
			}
		default:
			res.Frames++
			if b.Sweep {
				fake.X, fake.Y = sweep(res.Frames, b.Width, b.Height)
			}
			if d := time.Since(t0); d >= limit {
				res.Seconds, res.CPU, res.Kept = d.Seconds(), (cpu() - cpu0).Seconds(), g.still.kept-kept0
				res.Patched = g.patch.patched - patched0
				g.done = true
			}
		}
	}
	ebiten.SetWindowSize(b.Width, b.Height)
	ebiten.SetWindowTitle("Frontline General (frame benchmark)")
	if b.Unpaced {
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	err := ebiten.RunGame(g)
	res.PeakGPU, res.PeakGo, res.GoClasses = peaks.gpu, peaks.goHeld, peaks.goPeakClasses()
	res.AtPeak = peaks.atResidentPeak()
	if err != nil {
		return res, err
	}
	return res, g.err
}

// sweep is where the pointer is at frame n of a Sweep run: back and forth
// along the middle third of the screen at 7 pixels a frame, over the map
// or the table and clear of the panels round them.
func sweep(n, w, h int) (x, y int) {
	span := w / 3
	d := (n * 7) % (2 * span)
	if d > span {
		d = 2*span - d
	}
	return w/3 + d, h / 2
}

// tour is the camera's path in a Tour run: the whole map at each zoom,
// from the farthest to the closest, row by row.
type tour struct {
	cam   *camera.Camera
	zooms []float64
	z     int     // zoom being toured
	x, y  float64 // world point in the middle of the view
	stops int
}

func newTour(cam *camera.Camera) *tour {
	return &tour{cam: cam, zooms: []float64{cam.MinZoom(), 24, 48, camera.DefaultMaxZoom}, z: -1}
}

// next moves the camera to the next stop; false when the tour is over.
func (t *tour) next() bool {
	c := t.cam
	vw, vh := c.View.Width()/c.Zoom, c.View.Height()/c.Zoom
	switch {
	case t.z >= 0 && t.x+vw < c.World.MaxX:
		t.x += vw
	case t.z >= 0 && t.y+vh < c.World.MaxY:
		t.x, t.y = c.World.MinX, t.y+vh
	default:
		if t.z++; t.z >= len(t.zooms) {
			return false
		}
		c.Zoom = c.ClampZoom(t.zooms[t.z])
		vw, vh = c.View.Width()/c.Zoom, c.View.Height()/c.Zoom
		t.x, t.y = c.World.MinX, c.World.MinY
	}
	// The view's top left corner at (x, y).
	c.CenterOn(t.x+vw/2, t.y+vh/2)
	t.stops++
	return true
}

// BenchReadyLine is printed by an idle run (RealInput) when the loop
// first rests (with resting off: once the map is painted).
const BenchReadyLine = "framebench: ready"

// FirstFrameEnv, set to "exit", makes App print FirstFrameLine on its
// standard output as soon as its first frame is drawn and then quit: the
// start-up measurement times the program up to that line.
const FirstFrameEnv = "FRONTLINE_FIRST_FRAME"

// FirstFrameLine is the line printed.
const FirstFrameLine = "frontline: first frame drawn"

func firstFrameExit() bool { return os.Getenv(FirstFrameEnv) == "exit" }

// saveShot writes img to the PNG file name (FRAMEBENCH_SHOT: a look at
// what a tour's stop shows).
func saveShot(img *ebiten.Image, name string) {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(name)
	if err != nil {
		return
	}
	defer f.Close()
	png.Encode(f, rgba)
}
