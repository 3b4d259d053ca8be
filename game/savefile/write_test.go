package savefile

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"frontline/game/regfile"
	"frontline/game/regfile/regfiletest"
)

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func TestWriteCreatesDirectoriesAndReplaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "saves", "campaign", "auto.sav")
	for _, content := range []string{"first", "second, longer than the first", "3"} {
		if err := Write(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != content {
			t.Fatalf("read %q, %v; want %q", got, err, content)
		}
	}
	if got := names(t, filepath.Dir(path)); !slices.Equal(got, []string{"auto.sav"}) {
		t.Fatalf("directory holds %v", got)
	}
	if fi, err := os.Stat(path); err == nil && runtime.GOOS != "windows" && fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}
}

// A crash after the new file is written but before it replaces the old one
// must leave the old save intact and no temporary file behind.
func TestWriteFailureBeforeRenameKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sav")
	if err := Write(path, []byte("old save")); err != nil {
		t.Fatal(err)
	}
	crash := errors.New("simulated crash")
	sawTemp := false
	beforeRename = func(tmp string) error {
		got, err := os.ReadFile(tmp)
		sawTemp = err == nil && string(got) == "new save" && filepath.Dir(tmp) == dir
		return crash
	}
	t.Cleanup(func() { beforeRename = nil })

	err := Write(path, []byte("new save"))
	if !errors.Is(err, crash) || !strings.Contains(err.Error(), path) {
		t.Fatalf("err = %v, want the crash, naming %s", err, path)
	}
	if !sawTemp {
		t.Error("the complete new data was not in a temporary file in the same directory")
	}
	if got, _ := os.ReadFile(path); string(got) != "old save" {
		t.Fatalf("old save became %q", got)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"game.sav"}) {
		t.Fatalf("directory holds %v", got)
	}
}

// When the rename itself fails (here the target is a directory), nothing at
// the target changes and the temporary file is removed.
func TestWriteRenameFailureLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "game.sav")
	if err := os.MkdirAll(filepath.Join(target, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Write(target, []byte("data")); err == nil {
		t.Fatal("writing over a directory succeeded")
	}
	if fi, err := os.Stat(target); err != nil || !fi.IsDir() {
		t.Fatalf("target changed: %v", err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"game.sav"}) {
		t.Fatalf("directory holds %v", got)
	}
}

func TestSaveAndRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "turn3.sav")
	if err := Save(path, []byte(sampleBody)); err != nil {
		t.Fatal(err)
	}
	body, err := Read(path)
	if err != nil || string(body) != sampleBody {
		t.Fatalf("Read = %q, %v", body, err)
	}
}

func TestReadRejectsNamingTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cut.sav")
	data := Encode([]byte(sampleBody))
	if err := os.WriteFile(path, data[:40], 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Read(path)
	if !errors.Is(err, ErrTruncated) || !strings.HasPrefix(err.Error(), path+": truncated") {
		t.Fatalf("err = %v", err)
	}
	if _, err := Read(filepath.Join(dir, "missing.sav")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
}

// An oversized file is refused from its size alone (the test file is sparse,
// so this costs no disk space).
func TestReadRejectsOversizedWithoutReading(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.sav")
	if err := os.WriteFile(path, Encode(nil), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, MaxSize+1); err != nil {
		t.Skip("cannot make a large sparse file here:", err)
	}
	if _, err := Read(path); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), path) {
		t.Fatalf("err = %v", err)
	}
}

// Save refuses to write a file that Read would refuse to load.
func TestSaveRefusesOversizedBody(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.sav")
	err := Save(path, make([]byte, MaxSize))
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), path) {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("something was written: %v", err)
	}
}

// Loading a named pipe as a save must fail at once, naming the file.
func TestReadRefusesANamedPipe(t *testing.T) {
	path := regfiletest.Pipe(t, "intro.fgsave")
	_, err := Read(path)
	if !errors.Is(err, regfile.ErrNotRegular) || err.Error() != path+": not a regular file, so it is not read (it is a named pipe)" {
		t.Fatalf("got %v", err)
	}
}
