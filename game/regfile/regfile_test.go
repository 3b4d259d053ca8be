package regfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontline/game/regfile/regfiletest"
)

func TestOpenReadsARegularFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.toml")
	if err := os.WriteFile(path, []byte("x = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, size, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil || string(data) != "x = 1\n" || size != 6 {
		t.Fatalf("read %q size %d err %v", data, size, err)
	}
}

func TestOpenRefusesADirectory(t *testing.T) {
	dir := t.TempDir()
	_, _, err := Open(dir)
	if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "a directory") {
		t.Fatalf("got %v", err)
	}
}

// A named pipe without a writer must be refused at once, not waited on.
func TestOpenRefusesANamedPipe(t *testing.T) {
	path := regfiletest.Pipe(t, "pipe.toml")
	_, _, err := Open(path)
	if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "named pipe") {
		t.Fatalf("got %v", err)
	}
}
