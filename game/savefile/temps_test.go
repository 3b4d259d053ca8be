package savefile

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// leftover makes the temporary file a write killed before its rename
// leaves behind, with the name Write gave it, modified at mtime.
func leftover(t *testing.T, path string, mtime time.Time) string {
	t.Helper()
	var tmp string
	beforeRename = func(name string) error { tmp = name; return errors.New("killed") }
	defer func() { beforeRename = nil }()
	if err := Write(path, []byte("half a save")); err == nil {
		t.Fatal("the simulated crash did not stop the write")
	}
	if err := os.WriteFile(tmp, []byte("half a save"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(tmp, mtime, mtime); err != nil {
		t.Fatal(err)
	}
	return filepath.Base(tmp)
}

func TestCleanTempsRemovesOnlyStaleLeftoversOfWrite(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-2 * time.Hour)
	staleSave := leftover(t, filepath.Join(dir, "intro.fgsave"), old)
	staleSettings := leftover(t, filepath.Join(dir, "settings.toml"), old)
	fresh := leftover(t, filepath.Join(dir, "autosave.fgsave"), time.Now()) // another copy of the game saving now
	keep := []string{".notes", "campaign.tmp-1.fgsave", "intro.fgsave.tmp-12", fresh}
	for _, name := range keep[:3] {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("mine"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, ".d.tmp-5"), 0o755); err != nil {
		t.Fatal(err)
	}
	keep = append(keep, ".d.tmp-5")

	n, err := CleanTemps(dir)
	if err != nil || n != 2 {
		t.Fatalf("removed %d, %v; want the 2 stale leftovers (%s, %s)", n, err, staleSave, staleSettings)
	}
	got := names(t, dir)
	slices.Sort(got)
	slices.Sort(keep)
	if !slices.Equal(got, keep) {
		t.Fatalf("left %v, want %v", got, keep)
	}
}

func TestCleanTempsOfAMissingDirectory(t *testing.T) {
	if n, err := CleanTemps(filepath.Join(t.TempDir(), "never-saved")); n != 0 || err != nil {
		t.Fatalf("%d, %v", n, err)
	}
}
