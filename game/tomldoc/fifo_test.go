//go:build unix

package tomldoc

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"frontline/game/regfile"
)

// A data file that is a named pipe must be refused at once, naming it.
func TestReadFileRefusesANamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "units.toml")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	_, err := ReadFile(path)
	if !errors.Is(err, regfile.ErrNotRegular) || !strings.HasPrefix(err.Error(), path+":") {
		t.Fatalf("got %v", err)
	}
}
