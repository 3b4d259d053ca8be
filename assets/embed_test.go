package assets

import (
	"io/fs"
	"testing"
)

func TestReadUnits(t *testing.T) {
	data, err := Read(Units)
	if err != nil || len(data) == 0 {
		t.Fatalf("Read(%q): %d bytes, %v", Units, len(data), err)
	}
	if _, err := Read("missing.toml"); err == nil {
		t.Error("Read of a missing file succeeded")
	}
}

// Every embedded data file stays well under the loaders' 2 MiB cap.
func TestEmbeddedFilesAreSmall(t *testing.T) {
	names, err := fs.Glob(Files, "*.toml")
	if err != nil || len(names) == 0 {
		t.Fatalf("glob: %v %v", names, err)
	}
	for _, n := range names {
		data, err := Read(n)
		if err != nil || len(data) == 0 || len(data) > 1<<20 {
			t.Errorf("%s: %d bytes, %v", n, len(data), err)
		}
	}
}
