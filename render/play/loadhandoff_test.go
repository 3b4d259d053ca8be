package play

import (
	"path/filepath"
	"testing"

	"frontline/render/internal/displaytest"
	"frontline/render/session"
)

// A hot-seat game loaded opens on the hand-off screen of the side to
// play, with nothing of the board showing; the click shows that side's
// board.
func TestLoadedHotSeatGameOpensOnTheHandOff(t *testing.T) {
	displaytest.Need(t)
	slots := &session.Slots{Dir: t.TempDir()}
	sess, cfg := newSession(t, 5, slots)
	if err := sess.Save("hotseat"); err != nil {
		t.Fatal(err)
	}
	loaded, err := session.Load(sess.Content(), filepath.Join(slots.Dir, "hotseat"+session.Ext), nil, slots)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Session = loaded
	h := newHarnessFor(t, cfg)
	to := loaded.Game().Pending.Side
	if !loaded.NeedsHandOff() || loaded.HandOffTo() != to {
		t.Fatalf("the loaded game opens without the hand-off to %s", to)
	}
	if p := h.pixel(20, 400); p != HandOffBG.Color() {
		t.Errorf("pixel (20,400) is %v: the board shows before the hand-off", p)
	}
	h.save("play-load-handoff.png")
	h.handOff(to)
}
