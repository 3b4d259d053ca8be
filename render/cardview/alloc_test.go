package cardview

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/render/input"
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

// fixedInput runs the controller with one Input every tick, as a scene.
type fixedInput struct {
	k  *Controller
	in Input
}

func (f fixedInput) Update(input.Source) error { _, _ = f.k.Update(f.in); return nil }
func (f fixedInput) Draw(screen *ebiten.Image) { f.k.Draw(screen) }

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
	scene := fixedInput{k: k, in: Input{X: int(r.X + 40), Y: int(r.Y + tableTop + 4)}}
	displaytest.CountAllocs(t, scene, &input.Fake{X: -1, Y: -1}, 1280, 800, nil)
}
