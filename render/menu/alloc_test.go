package menu

import (
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/content"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/settings"
)

const allocChildEnv = "FRONTLINE_MENU_ALLOC_CHILD"

// A steady frame of the new-game page (the busiest: map preview,
// briefing, options, the pointer resting on a disabled choice with its
// tooltip) makes no heap allocations in our Update and Draw.
func TestMenuSteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestMenuAllocChild", allocChildEnv)
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

type loop struct {
	s       *Scene
	in      *input.Fake
	on      bool
	frames  int
	mallocs uint64
	ms      runtime.MemStats
	done    bool
	t       *testing.T
}

func (l *loop) measure(f func()) {
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

func (l *loop) Update() error {
	if l.done {
		return ebiten.Termination
	}
	var err error
	l.measure(func() { err = l.s.Update(l.in) })
	l.in.Tick()
	return err
}

func (l *loop) Draw(screen *ebiten.Image) {
	l.measure(func() { l.s.Draw(screen) })
	const settle, frames = 20, 120
	l.frames++
	l.on = l.frames >= settle
	if l.frames == settle+frames {
		l.t.Logf("allocs/frame=%.3f", float64(l.mallocs)/frames)
		l.done = true
	}
}

func (l *loop) Layout(int, int) (int, int) { return 1280, 800 }

func TestMenuAllocChild(t *testing.T) {
	if os.Getenv(allocChildEnv) == "" {
		t.Skip("runs only as the child of TestMenuSteadyFrameAllocations")
	}
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	s := New(Config{Content: c, Settings: settings.Defaults(), Page: NewGame})
	s.Resize(1280, 800)
	s.start()
	r := s.ng.sides[0].Segment(1).R
	l := &loop{s: s, in: &input.Fake{X: int(r.X + r.W/2), Y: int(r.Y + r.H/2)}, t: t}
	ebiten.SetWindowSize(1280, 800)
	if err := ebiten.RunGame(l); err != nil {
		t.Fatal(err)
	}
	if s.Tip() == "" {
		t.Error("no tooltip: the frame measured was not the busy one")
	}
}
