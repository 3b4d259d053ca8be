package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"frontline/assets"
	"frontline/game/cards"
)

var lineCol = regexp.MustCompile(`^(.+?):([0-9]+):([0-9]+): `)

// validate lists the problems of every file sorted by file name and then
// by line, whatever order the loaders found them in and the files were
// named in: here the wrong core count (found after every event is read)
// sits above a wrong copies line of the last event (found first).
func TestValidateListsProblemsByFileAndLine(t *testing.T) {
	events, err := assets.Read(cards.EventsFile)
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(events, []byte("\ncore = false\n"), []byte("\ncore = true\n"), 1)
	last := bytes.LastIndex(bad, []byte("copies = 2"))
	bad = append(append(bad[:last:last], "copies = 3"...), bad[last+len("copies = 2"):]...)
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a-events.toml"), filepath.Join(dir, "b-events.toml")
	for _, p := range []string{a, b} {
		if err := os.WriteFile(p, bad, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := validate(&out, []string{b, a}); err == nil || err.Error() != "2 of 2 files have problems" {
		t.Fatalf("got %v", err)
	}
	type at struct {
		file      string
		line, col int
	}
	var seen []at
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n")[1:] {
		m := lineCol.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("unlocated line %q in\n%s", line, out.String())
		}
		l, _ := strconv.Atoi(m[2])
		c, _ := strconv.Atoi(m[3])
		seen = append(seen, at{m[1], l, c})
	}
	if len(seen) != 4 || seen[0].file != a || seen[2].file != b {
		t.Fatalf("want two problems in each file, %s first:\n%s", a, out.String())
	}
	for i := 1; i < len(seen); i++ {
		p, q := seen[i-1], seen[i]
		if p.file == q.file && (p.line > q.line || p.line == q.line && p.col > q.col) {
			t.Errorf("%v listed before %v:\n%s", p, q, out.String())
		}
	}
}
