package play

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontline/render/internal/displaytest"
	"frontline/render/session"
)

// A failed autosave is said on the board like a failed quick-save: the
// next player, past the hand-off, reads "Not autosaved" and why.
func TestAutosaveFailureIsShown(t *testing.T) {
	displaytest.Need(t)
	notDir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(notDir, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, cfg := newSession(t, 1, &session.Slots{Dir: notDir})
	h := newHarnessFor(t, cfg)
	sess := h.s.Session()
	h.endPhasesUntil(12, sess.NeedsHandOff)
	h.handOff(sess.HandOffTo())
	h.step()
	if toast := h.s.Toast(); !strings.HasPrefix(toast, "Not autosaved: ") || !h.s.toastIsBad {
		t.Fatalf("after the turn passed with saving impossible the screen says %q", toast)
	}
	h.save("play-autosave-failed.png")
}
