// Package regfiletest makes named pipes for the tests of every reader that
// must refuse them (regfile.Open's callers).
package regfiletest

import (
	"path/filepath"
	"testing"
)

// Pipe makes a named pipe called name in a temporary directory and returns
// its path; the test is skipped where named pipes cannot be made.
func Pipe(t testing.TB, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := mkfifo(path); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	return path
}
