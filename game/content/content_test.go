package content

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"frontline/assets"
	"frontline/scenarios"
)

func TestEmbeddedContentLoadsAndCrossChecks(t *testing.T) {
	c, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(c.Catalog.All()); n != 56 {
		t.Errorf("catalog has %d cards, want Appendix B's 55 and the destroyer", n)
	}
	if c.Scenarios[0].ID != DefaultScenario {
		t.Errorf("menus open on %s, not the default scenario", c.Scenarios[0].ID)
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

// A map id that is a path must be refused, never opened (the file beside
// the scenario would otherwise be ../../../../etc/passwd.toml).
func TestValidateScenarioRefusesAMapPath(t *testing.T) {
	c, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	intro, err := scenarios.FS.ReadFile("intro.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	outside := filepath.Join(dir, "outside.toml") // a valid map one folder up
	if err := os.WriteFile(outside, []byte("[map]\nid = \"outside\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "data", "s.toml")
	if err := os.Mkdir(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(intro), `map = "foggia-bari"`, `map = "../outside"`, 1)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = c.ValidateFile(path)
	if err == nil || !strings.Contains(err.Error(), path+":") || !strings.Contains(err.Error(), `map id "../outside" is not a plain name`) || strings.Contains(err.Error(), "outside.toml") {
		t.Fatalf("got %v", err)
	}
}

// Editors that write a byte-order mark make files the game still reads.
func TestValidateFileAcceptsAByteOrderMark(t *testing.T) {
	c, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	units, err := assets.Read(assets.Units)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "units.toml")
	if err := os.WriteFile(path, append([]byte("\xef\xbb\xbf"), units...), 0o644); err != nil {
		t.Fatal(err)
	}
	if kind, err := c.ValidateFile(path); kind != KindUnits || err != nil {
		t.Fatalf("got %q, %v", kind, err)
	}
}

// III.6.2: a suggested deck the event cards cannot make is reported at the
// scenario's own entry, not at the top of the file.
func TestDeckProblemLocatedAtTheScenarioEntry(t *testing.T) {
	c, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	intro, err := scenarios.FS.ReadFile("intro.toml")
	if err != nil {
		t.Fatal(err)
	}
	// autumn_rains is a core event: including it again is a mistake only the
	// event cards can tell.
	src := strings.Replace(string(intro), `  "captured_depots",`, `  "autumn_rains",`, 1)
	line := 1 + strings.Count(src[:strings.Index(src, `  "autumn_rains",`)], "\n")
	path := filepath.Join(t.TempDir(), "s.toml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = c.ValidateFile(path)
	want := fmt.Sprintf("%s:%d:3: events.include[1]: event \"autumn_rains\" is already in the deck", path, line)
	if err == nil || err.Error() != want {
		t.Fatalf("got  %v\nwant %s", err, want)
	}
}

// New game lists the introduction first, then the scenarios in the order
// they were fought.
func TestScenariosListedInTheOrderFought(t *testing.T) {
	c, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range c.Scenarios {
		got = append(got, s.ID)
	}
	want := []string{DefaultScenario, "salerno", "naples", "termoli", "volturno", "bernhardt"}
	if !slices.Equal(got, want) {
		t.Errorf("scenarios in the order %v, want %v", got, want)
	}
	for _, d := range [...][2]string{{"9 September 1943", "Late September 1943"}, {"Late September 1943", "3 October 1943"}, {"1943", "2 January 1944"}} {
		if whenFought(d[0]) >= whenFought(d[1]) {
			t.Errorf("%q does not come before %q", d[0], d[1])
		}
	}
	if whenFought("someday") <= whenFought("1 December 1943") {
		t.Error("an unreadable date does not sort last")
	}
}
