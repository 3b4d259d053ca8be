//go:build unix

package settings

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"

	"frontline/game/regfile"
)

// A settings.toml that is a named pipe is refused at once (the game would
// otherwise hang before its window opens) and the defaults are used.
func TestNamedPipeRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.toml")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	s, err := Load(path)
	if !errors.Is(err, regfile.ErrNotRegular) || s != Defaults() {
		t.Fatalf("got %v, %v", s, err)
	}
}
