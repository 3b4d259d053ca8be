package content

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestEmbeddedContentLoadsAndCrossChecks(t *testing.T) {
	c, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(c.Catalog.All()); n != 55 {
		t.Errorf("catalog has %d cards, Appendix B lists 55", n)
	}
	s, err := c.Scenario(DefaultScenario)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.MapByID(s.Map.ID); err != nil {
		t.Error(err)
	}
}

func TestDetectEachFormat(t *testing.T) {
	cases := map[string]Kind{
		"[[unit]]\nid='x'":    KindUnits,
		"[[command]]\nid='x'": KindCommands,
		"[[event]]\nid='x'":   KindEvents,
		"[map]\nid='x'":       KindMap,
		"[scenario]\nid='x'":  KindScenario,
	}
	for src, want := range cases {
		got, err := Detect("f.toml", []byte(src))
		if err != nil || got != want {
			t.Errorf("%q: got %q, %v; want %q", src, got, err, want)
		}
	}
	if _, err := Detect("f.toml", []byte("[other]\na=1")); err == nil || !strings.Contains(err.Error(), "f.toml:1:1") {
		t.Errorf("unknown format: %v", err)
	}
	if _, err := Detect("f.toml", []byte("[map\n")); err == nil || !strings.HasPrefix(err.Error(), "f.toml:1:") {
		t.Errorf("syntax error: %v", err)
	}
}

func TestValidateFileReportsLocatedErrors(t *testing.T) {
	c, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad-map.toml")
	os.WriteFile(bad, []byte("[map]\nid = \"m\"\nname = \"M\"\nwidth = 2\nheight = 1\nmiles_per_hex = 8.5\nterrain = [\"P Q\"]\n"), 0o644)
	kind, err := c.ValidateFile(bad)
	if kind != KindMap || err == nil || !strings.Contains(err.Error(), bad+":7:") {
		t.Errorf("got %q, %v", kind, err)
	}
}
