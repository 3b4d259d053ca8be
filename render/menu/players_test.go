package menu

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/play"
	"frontline/render/scene"
	"frontline/render/session"
)

// New game with the computer for Germany: the note says so, Start seats
// the Standard computer on Germany with a seed of its own, and on the
// play screen the computer plays its turn while the US board stays up
// (no hand-off screen on any frame) until the game waits on the US again.
func TestNewGameAgainstTheComputer(t *testing.T) {
	h := newHarness(t, Config{Page: NewGame})
	ng := h.s.ng
	h.clickRect(ng.players.side[1].Segment(1).R)
	if ng.players.side[1].Sel != 1 {
		t.Fatal("the click did not choose the computer for Germany")
	}
	if want := "You play the United States; the computer plays Germany"; !contains(ng.players.note.String(), want) {
		t.Errorf("note %q, want it to say %q", ng.players.note.String(), want)
	}
	var ps *play.Scene
	h.s.cfg.Start = func(sess *session.Session) {
		h.started = sess
		sc := sess.Game().Scenario()
		ps = play.New(play.Config{Title: sc.Name, Map: sc.Map, Session: sess, Animation: 1})
		h.mgr.GoTo(ps)
	}
	h.clickRect(ng.start.R)
	if h.started == nil {
		t.Fatalf("Start did not start a game (message %q)", ng.message())
	}
	defer ps.Close()
	sess := h.started
	c, ok := sess.Players[units.Germany]
	if !ok || c.Player != session.Standard || c.Seed != session.SeedFor(sess.Game().Options.Seed, units.Germany) || len(sess.Players) != 1 {
		t.Fatalf("players %v, want the Standard computer on Germany alone", sess.Players)
	}
	for range scene.FadeTicks + 1 {
		h.must()
	}
	busy := false
	for i := 0; i < 60000; i++ {
		if !ps.Opaque() {
			t.Fatal("a hand-off screen in a game against the computer")
		}
		if ps.ComputerBusy() {
			busy = true
			ps.AwaitComputer()
			h.must()
			continue
		}
		if busy && sess.Game().Active == units.US {
			break
		}
		if ps.SummaryShown() {
			h.press(ebiten.KeyEscape)
			continue
		}
		h.press(ebiten.KeyEnter) // the US ends its phases
	}
	if !busy || sess.Game().Pending.Side != units.US || sess.Viewer != units.US {
		t.Fatalf("computer played %v; pending %s, viewer %s", busy, sess.Game().Pending.Side, sess.Viewer)
	}
}
