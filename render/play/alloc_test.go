package play

import (
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

const allocChildEnv = "FRONTLINE_PLAY_ALLOC_CHILD"

// A steady frame of the play scene (a unit selected with its reachable
// hexes and chances lit, the pointer resting on one of them so the path
// preview shows, the log full) makes no heap allocations in our Update
// and Draw. Ebitengine recycles its draw commands at the end of each
// frame, so this is measured in a real game loop, in a child process.
func TestPlaySteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestPlayAllocChild", allocChildEnv)
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

// loop runs the scene and counts allocations inside its Update and Draw.
type loop struct {
	s       *Scene
	in      *input.Fake
	on      bool
	mallocs uint64
	ms      runtime.MemStats
	after   func()
	done    bool
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
	l.after()
}

func (l *loop) Layout(int, int) (int, int) { return 1280, 800 }

func TestPlayAllocChild(t *testing.T) {
	if os.Getenv(allocChildEnv) == "" {
		t.Skip("runs only as the child of TestPlaySteadyFrameAllocations")
	}
	sess, cfg := newSession(t, 1, nil)
	for !(sess.Game().Phase == game.PhaseMovement && sess.Game().Pending.Side == units.US) {
		if _, err := sess.Do(passOf(sess)); err != nil {
			t.Fatal(err)
		}
	}
	s := New(cfg)
	defer s.Close()
	s.Resize(1280, 800)
	s.Map().Camera().ZoomAt(475, 400, 45)
	s.Select(hex.MustParse("1309"))
	l := &loop{s: s, in: &input.Fake{X: -1, Y: -1}}
	if len(s.sel.reach) == 0 {
		t.Fatal("nothing lit: the frame measured would not be the busy one")
	}
	{
		x, y := s.Map().Camera().ToScreen(hexCenter(s.sel.reach[0].Hex))
		l.in.X, l.in.Y = int(x), int(y)
	}
	const frames = 240
	counted := -1
	l.after = func() {
		switch {
		case counted < 0:
			if s.Ready() && s.Idle() {
				counted = 0
			}
		case counted < 30:
			counted++ // settle
			l.on = counted == 30
		default:
			counted++
			if counted == 30+frames {
				t.Logf("allocs/frame=%.3f", float64(l.mallocs)/frames)
				l.done = true
			}
		}
	}
	ebiten.SetWindowSize(1280, 800)
	if err := ebiten.RunGame(l); err != nil {
		t.Fatal(err)
	}
}
