//go:build unix

package regfile

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A named pipe without a writer must be refused at once, not waited on.
func TestOpenRefusesANamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe.toml")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	_, _, err := Open(path)
	if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "named pipe") {
		t.Fatalf("got %v", err)
	}
}
