package play

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/internal/displaytest"
	"frontline/render/sound"
)

// markerHex is where the layer shows unit id, if anywhere.
func (h *harness) markerHex(id game.UnitID) (hex.Hex, bool) {
	return hexOf(id, h.s.layer.Stacks())
}

// newAnimHarness is the introduction at normal animation speed with a
// muted player, in the US Movement Phase.
func newAnimHarness(t *testing.T) *harness {
	displaytestNeed(t)
	_, cfg := newSession(t, 1, nil)
	cfg.Animation, cfg.Sound = 1, sound.Muted()
	h := newHarnessFor(t, cfg)
	h.endPhasesUntil(5, inMovement(h.game(), units.US))
	return h
}

// moveSherman orders the Sherman to 1109 through the scene (as a click
// on a lit hex does) and returns the hex it left.
func moveSherman(t *testing.T, h *harness) (game.UnitID, hex.Hex, hex.Hex) {
	t.Helper()
	const sherman = game.UnitID(16)
	at := hex.MustParse("1109")
	from, ok := h.markerHex(sherman)
	if !ok {
		t.Fatal("the Sherman is not on the map")
	}
	opt, ok := h.game().MoveOptions(sherman)[at.String()]
	if !ok {
		t.Fatalf("the Sherman cannot reach %s", at)
	}
	if !h.s.do(game.Command{Kind: game.CmdMove, Unit: sherman, Path: opt.Path}) {
		t.Fatalf("move refused: %s", h.s.Toast())
	}
	return sherman, from, at
}

// A move glides: while it runs the marker is on neither end's stack, the
// animation ends by itself and the markers are then exactly the View's.
func TestMoveAnimates(t *testing.T) {
	h := newAnimHarness(t)
	id, from, to := moveSherman(t, h)
	h.step()
	if !h.s.Animating() {
		t.Fatal("no animation after a move")
	}
	if at, ok := h.markerHex(id); ok {
		t.Errorf("the moving Sherman also stands in %s during the glide", at)
	}
	h.save("play-anim-move.png")
	for i := 0; i < 200 && h.s.Animating(); i++ {
		h.step()
	}
	if h.s.Animating() {
		t.Fatal("the animation never ended")
	}
	if at, ok := h.markerHex(id); !ok || at != to || at == from {
		t.Errorf("after the glide the Sherman is shown in %v (%v), want %s", at, ok, to)
	}
	assertViewStacks(t, h)
	if audio.CurrentContext() != nil {
		t.Error("the muted player made an audio context")
	}
}

// A click skips the animation, and is not taken as a click on the map.
func TestClickSkipsAnimation(t *testing.T) {
	h := newAnimHarness(t)
	id, _, to := moveSherman(t, h)
	h.step()
	if !h.s.Animating() {
		t.Fatal("no animation after a move")
	}
	sel := h.s.sel
	h.click(640, 400)
	if h.s.Animating() {
		t.Fatal("the click did not skip the animation")
	}
	if at, _ := h.markerHex(id); at != to {
		t.Errorf("after the skip the Sherman is shown in %s, want %s", at, to)
	}
	if h.s.sel.on != sel.on || h.s.sel.hex != sel.hex {
		t.Errorf("the skipping click also selected %v", h.s.sel.hex)
	}
	assertViewStacks(t, h)
	// A key that does not steer the map skips too.
	h = newAnimHarness(t)
	moveSherman(t, h)
	h.step()
	h.press(ebiten.KeySpace)
	if h.s.Animating() {
		t.Error("a key did not skip the animation")
	}
}

// At speed 0 nothing animates.
func TestNoAnimationAtSpeedZero(t *testing.T) {
	displaytestNeed(t)
	_, cfg := newSession(t, 1, nil)
	h := newHarnessFor(t, cfg)
	h.endPhasesUntil(5, inMovement(h.game(), units.US))
	moveSherman(t, h)
	h.step()
	if h.s.Animating() {
		t.Error("an animation runs at speed 0")
	}
}

// The attack's shots flash on the defender's screen once it retaliates;
// the picture mid-flash is left in the artefacts.
func TestCombatFlash(t *testing.T) {
	h := newAnimHarness(t)
	g, sess := h.game(), h.s.Session()
	id, _, at := moveSherman(t, h)
	h.click(5, 5) // skip
	h.endPhasesUntil(3, func() bool { return g.Phase == game.PhaseCombat })
	ts := g.AttackTargets(id)
	if len(ts) == 0 {
		t.Fatal("the Sherman has no target")
	}
	h.s.do(game.Command{Kind: game.CmdAttack, Units: []game.UnitID{id}, Target: ts[0]})
	for i := 0; i < 100 && h.s.Animating(); i++ {
		h.step()
	}
	if !sess.NeedsHandOff() {
		t.Fatalf("no hand-off after the attack: %+v", g.Pending)
	}
	h.click(640, 400) // Germany takes the board
	var us, tg []game.UnitID
	for _, c := range g.Pending.Choices {
		if t := g.RetaliationTargets(c); len(t) > 0 {
			us, tg = append(us, c), append(tg, t[0])
		}
	}
	if !h.s.do(game.Command{Kind: game.CmdDeclareRetaliation, Units: us, Targets: tg}) {
		t.Fatalf("retaliation refused: %s", h.s.Toast())
	}
	h.s.Map().Camera().ZoomAt(475, 400, 60)
	h.s.Map().CenterOn(at)
	flashed := false
	for i := 0; i < 400 && h.s.Animating(); i++ {
		h.step()
		if !h.s.Animating() {
			break
		}
		if st := &h.s.anim.steps[h.s.anim.cur]; st.kind == animShot && h.s.anim.t == st.ticks*4/10 && !flashed {
			flashed = true
			for j := 0; j < 500 && !h.s.Ready(); j++ {
				h.s.Draw(h.screen)
				displaytest.NextFrame()
				time.Sleep(5 * time.Millisecond)
			}
			h.screen.Clear()
			h.s.Draw(h.screen)
			h.save("play-anim-combat.png")
		}
	}
	if !flashed {
		t.Error("no shot was animated")
	}
	assertViewStacks(t, h)
}

// assertViewStacks checks that the layer shows the viewer's View.
func assertViewStacks(t *testing.T, h *harness) {
	t.Helper()
	h.step()
	got := h.s.layer.Stacks()
	want := h.s.anim.final
	if len(got) != len(want) {
		t.Fatalf("%d stacks shown, the View has %d", len(got), len(want))
	}
	for i := range got {
		if got[i].Hex != want[i].Hex || len(got[i].Markers) != len(want[i].Markers) || got[i].Count != want[i].Count {
			t.Fatalf("stack %d: shown %s ×%d, the View %s ×%d", i, got[i].Hex, got[i].Count, want[i].Hex, want[i].Count)
		}
	}
}

func displaytestNeed(t *testing.T) { displaytest.Need(t) }
