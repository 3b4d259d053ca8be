package main

import (
	"os"
	"path/filepath"
	"testing"
)

// `frontline sim` plays a game to its end and leaves a save that
// `frontline replay` accepts.
func TestSimPlaysAGameAndSavesIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sim.fgsave")
	stdout := os.Stdout
	os.Stdout, _ = os.Open(os.DevNull)
	defer func() { os.Stdout = stdout }()
	if err := runSim([]string{"-seed", "3", "-out", path}); err != nil {
		t.Fatal(err)
	}
	if err := runReplay([]string{path}); err != nil {
		t.Fatal(err)
	}
	if err := runSim([]string{"-scenario", "nosuch"}); err == nil {
		t.Fatal("an unknown scenario was accepted")
	}
}
