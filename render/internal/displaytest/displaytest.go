// Package displaytest runs a package's tests inside the Ebitengine game
// loop, as Ebitengine's own tests do, so they can draw and read pixels.
// Without a display (DISPLAY empty) tests run normally and display tests
// skip themselves with Need.
package displaytest

import (
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// loop runs the tests on a goroutine of their own that holds the game
// loop's Update while it works, so everything a test draws happens
// inside a frame, as Ebitengine requires; NextFrame lets the frame end.
type loop struct {
	m       *testing.M
	code    int
	started bool
	done    chan struct{}
}

// frames is the hand-off between the tests and the game loop: a test
// sends on yield to end the frame and waits on resume for the next one.
var frames struct {
	running bool
	yield   chan struct{}
	resume  chan struct{}
}

func (l *loop) Update() error {
	if !l.started {
		l.started = true
		go func() {
			l.code = l.m.Run()
			close(l.done)
		}()
	} else {
		frames.resume <- struct{}{}
	}
	select {
	case <-frames.yield:
		return nil
	case <-l.done:
		return ebiten.Termination
	}
}

func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 320, 240 }

// NextFrame ends the game loop's frame and returns in the next one.
// Ebitengine draws a frame's queued commands, frees what was released
// and recycles its buffers only at a frame's end: a test that steps a
// scene many times calls it every step, or all its frames pile up in
// memory as one (a whole package once grew to 24 GB that way).
func NextFrame() {
	if !frames.running {
		return
	}
	frames.yield <- struct{}{}
	<-frames.resume
}

// MainWithChild is Main for a package whose allocation test starts its
// own process (ChildAllocs): in that child, marked by the environment
// variable childEnv, the tests run without the shared loop, since the
// child runs its own game.
func MainWithChild(m *testing.M, childEnv string) {
	if os.Getenv(childEnv) != "" {
		os.Exit(m.Run())
	}
	Main(m)
}

// Main is a TestMain: it runs the tests from the first Update of a game
// loop when a display is available.
func Main(m *testing.M) {
	if !Available() {
		os.Exit(m.Run())
	}
	l := &loop{m: m, code: 1, done: make(chan struct{})}
	frames.running, frames.yield, frames.resume = true, make(chan struct{}), make(chan struct{})
	ebiten.SetWindowSize(320, 240)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS) // a test's next frame at once
	ebiten.SetWindowTitle("frontline tests")
	if err := ebiten.RunGame(l); err != nil {
		panic(err)
	}
	os.Exit(l.code)
}

// Available reports whether there is a display to run on.
func Available() bool { return os.Getenv("DISPLAY") != "" }

// Need skips a test or benchmark that must draw.
func Need(tb testing.TB) {
	if !Available() {
		tb.Skip("no DISPLAY: run under xvfb-run")
	}
}

// Artefacts is the directory for pictures tests leave behind: $ARTIFACTS,
// or frontline-artefacts in the temporary directory.
func Artefacts(tb testing.TB) string {
	dir := os.Getenv("ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "frontline-artefacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// AllocNoise is the allocations per frame a steady-frame test tolerates:
// runtime.MemStats counts every goroutine's allocations and Ebitengine's
// own goroutines allocate now and then while a frame of ours runs;
// anything our frame allocated every time would show as 1 or more.
const AllocNoise = 0.05

// ChildAllocs runs the test named child in a child process with env set
// to "1" and returns the allocations per frame it reports as
// "allocs/frame=N". Allocation counts must come from a real game loop
// (Ebitengine recycles its draw commands at the end of each frame), and a
// child process keeps other tests' goroutines out of the count.
func ChildAllocs(t *testing.T, child, env string) float64 {
	t.Helper()
	out := RunChild(t, child, env)
	m := regexp.MustCompile(`allocs/frame=([0-9.]+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("child said:\n%s", out)
	}
	n, _ := strconv.ParseFloat(string(m[1]), 64)
	t.Logf("%.2f allocations per steady frame", n)
	return n
}

// NoChildAllocs is a steady-frame allocation test: it runs the test named
// child as ChildAllocs does and fails unless the frames it counted
// allocated nothing (AllocNoise aside); what names the frames.
func NoChildAllocs(t *testing.T, what, child, env string) {
	t.Helper()
	Need(t)
	if n := ChildAllocs(t, child, env); n > AllocNoise {
		t.Errorf("%.2f allocations per %s, want 0", n, what)
	}
}

// RunChild runs the test named child of this test binary in a process of
// its own with env set to "1" (a flow that needs a game loop, which a
// process runs once) and returns its output; it fails the test with that
// output if the child fails.
func RunChild(t *testing.T, child, env string) []byte {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+child+"$", "-test.v")
	cmd.Env = append(os.Environ(), env+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	return out
}

// Flush has everything drawn so far onto img actually drawn, by reading
// one pixel copied out of it (reading img itself would copy all of it).
// Tests that step frames without the game loop's own end-of-frame flush
// call it, or the queued frames are all drawn at the first pixel read.
func Flush(img *ebiten.Image) {
	b := img.Bounds()
	px := ebiten.NewImageWithOptions(image.Rect(0, 0, 1, 1), &ebiten.NewImageOptions{Unmanaged: true})
	px.DrawImage(img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)).(*ebiten.Image), nil)
	px.ReadPixels(make([]byte, 4))
	px.Deallocate()
}
