package cardview

import (
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/render/internal/displaytest"
	"frontline/render/markers"
	"frontline/render/session"
)

const allocChildEnv = "FRONTLINE_CARDVIEW_ALLOC_CHILD"

// A steady frame with a unit's card open and the pointer on a weapon row
// (its tooltip up) makes no heap allocations in Update and Draw.
func TestCardSteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	if n := displaytest.ChildAllocs(t, "TestCardAllocChild", allocChildEnv); n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

type allocLoop struct {
	k       *Controller
	in      Input
	frames  int
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
	l.measure(func() { _, _ = l.k.Update(l.in) })
	return nil
}

func (l *allocLoop) Draw(screen *ebiten.Image) {
	l.measure(func() { l.k.Draw(screen) })
	l.frames++
	const settle, frames = 30, 200
	l.on = l.frames >= settle
	if l.frames == settle+frames {
		l.t.Logf("allocs/frame=%.3f", float64(l.mallocs)/frames)
		l.done = true
	}
}

func (l *allocLoop) Layout(int, int) (int, int) { return 1280, 800 }

func TestCardAllocChild(t *testing.T) {
	if os.Getenv(allocChildEnv) == "" {
		t.Skip("runs only as the child of TestCardSteadyFrameAllocations")
	}
	c := embedded(t)
	sess, err := session.New(c, game.Options{Scenario: "intro", Seed: 1}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	k := New(c, sess, markers.New())
	k.Resize(1280, 800)
	var id game.UnitID
	for _, u := range sess.View().Own {
		if u.Crew != 0 {
			id = u.ID
		}
	}
	if err := k.OpenUnit(id); err != nil {
		t.Fatal(err)
	}
	r := k.card.faceR[0]
	l := &allocLoop{k: k, t: t, in: Input{X: int(r.X + 40), Y: int(r.Y + tableTop + 4)}}
	ebiten.SetWindowSize(1280, 800)
	if err := ebiten.RunGame(l); err != nil {
		t.Fatal(err)
	}
}
