package testmap

import (
	"flag"
	"os"
	"testing"

	"frontline/game/board"
)

var update = flag.Bool("update", false, "rewrite testdata/synthetic-48x40.toml from the generator")

// The 48×40 map cmd/framebench tours (growth of memory with map area) is
// kept as a file; it is the generator's output for seed 1 and loads.
func TestSynthetic48x40FileIsTheGeneratorsMap(t *testing.T) {
	const path = "testdata/synthetic-48x40.toml"
	want := SyntheticSpec(48, 40, 1).TOML()
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("%s differs from SyntheticSpec(48, 40, 1); rerun with -update", path)
	}
	m, err := board.Load(path, got)
	if err != nil {
		t.Fatal(err)
	}
	if m.Width != 48 || m.Height != 40 {
		t.Errorf("map is %d×%d, want 48×40", m.Width, m.Height)
	}
}
