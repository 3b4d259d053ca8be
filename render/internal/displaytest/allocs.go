package displaytest

import (
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// Scene is what CountAllocs runs: a scene of ours reading input.Source.
type Scene interface {
	Update(in input.Source) error
	Draw(screen *ebiten.Image)
}

// Settle and Frames: CountAllocs lets Settle frames pass once the scene
// is ready, then counts Frames frames.
const (
	Settle = 30
	Frames = 240
)

// CountAllocs runs s in a real w×h game loop with the pointer and keys of
// in, waits until ready reports true (nil: at once), lets Settle frames
// pass and counts the heap allocations made inside s's Update and Draw
// over Frames frames. It logs "allocs/frame=N" for ChildAllocs to read, so
// call it from the child test of a steady-frame allocation test.
func CountAllocs(t *testing.T, s Scene, in *input.Fake, w, h int, ready func() bool) {
	t.Helper()
	l := &allocLoop{s: s, in: in, w: w, h: h, ready: ready, counted: -1, t: t}
	ebiten.SetWindowSize(w, h)
	if err := ebiten.RunGame(l); err != nil {
		t.Fatal(err)
	}
}

type allocLoop struct {
	s       Scene
	in      *input.Fake
	w, h    int
	ready   func() bool
	counted int // -1 until ready, then frames since
	on      bool
	mallocs uint64
	ms      runtime.MemStats
	done    bool
	t       *testing.T
}

func (l *allocLoop) measure(f func()) {
	if !l.on {
		f()
		return
	}
	runtime.ReadMemStats(&l.ms)
	before := l.ms.Mallocs
	f()
	runtime.ReadMemStats(&l.ms)
	l.mallocs += l.ms.Mallocs - before
}

func (l *allocLoop) Update() error {
	if l.done {
		return ebiten.Termination
	}
	var err error
	l.measure(func() { err = l.s.Update(l.in) })
	l.in.Tick()
	return err
}

func (l *allocLoop) Draw(screen *ebiten.Image) {
	l.measure(func() { l.s.Draw(screen) })
	switch {
	case l.counted < 0:
		if l.ready == nil || l.ready() {
			l.counted = 0
		}
	case l.counted < Settle:
		l.counted++
		l.on = l.counted == Settle
	default:
		l.counted++
		if l.counted == Settle+Frames {
			l.t.Logf("allocs/frame=%.3f", float64(l.mallocs)/Frames)
			l.done = true
		}
	}
}

func (l *allocLoop) Layout(int, int) (int, int) { return l.w, l.h }
