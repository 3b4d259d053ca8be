package main

import (
	"os"
	"strings"
	"testing"
)

// The shipped map is what the generator writes: an edit to one without
// the other fails here (regenerate with `go run ./maps/gen/campania >
// maps/campania.toml`).
func TestShippedMapIsGenerated(t *testing.T) {
	want, err := os.ReadFile("../../campania.toml")
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	if err := build().write(&got); err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Fatal("maps/campania.toml differs from the generator's output")
	}
}

// Every place of the generator's lists lands on the map: no city, road or
// river is dropped silently.
func TestNothingLeftOut(t *testing.T) {
	if w := build().warnings; len(w) > 0 {
		for _, s := range w {
			if strings.Contains(s, "left out") || strings.Contains(s, "no town") || strings.Contains(s, "off the map") {
				t.Error(s)
			}
		}
	}
}
