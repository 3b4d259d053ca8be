//go:build unix

package savefile

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"

	"frontline/game/regfile"
)

// Loading a named pipe as a save must fail at once, naming the file.
func TestReadRefusesANamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "intro.fgsave")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	_, err := Read(path)
	if !errors.Is(err, regfile.ErrNotRegular) || err.Error() != path+": not a regular file, so it is not read (it is a named pipe)" {
		t.Fatalf("got %v", err)
	}
}
