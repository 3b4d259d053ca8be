package cards

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"frontline/assets"
	"frontline/game/units"
)

func asset(t testing.TB, name string) []byte {
	t.Helper()
	data, err := assets.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// mutation is one edit of a real data file and the error it must cause.
type mutation struct {
	name     string
	old, new string // replace the first old with new
	want     string // substring of one error line
	at       string // that line must point at the line holding this text ("" = new; "-" = no check)
}

func (m mutation) apply(t *testing.T, data []byte) []byte {
	t.Helper()
	if !bytes.Contains(data, []byte(m.old)) {
		t.Fatalf("%s: %q not in the file", m.name, m.old)
	}
	return bytes.Replace(data, []byte(m.old), []byte(m.new), 1)
}

// check asserts that err has a line containing m.want, located at the
// line of m.at in data.
func (m mutation) check(t *testing.T, file string, data []byte, err error) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: no error, want %q", m.name, m.want)
	}
	at := m.at
	if at == "" {
		at = m.new
	}
	for _, line := range strings.Split(err.Error(), "\n") {
		if !strings.Contains(line, m.want) {
			continue
		}
		if at == "-" {
			return
		}
		prefix := fmt.Sprintf("%s:%d:", file, lineOf(data, at))
		if !strings.HasPrefix(line, prefix) {
			t.Errorf("%s: %q is not located at %s", m.name, line, prefix)
		}
		return
	}
	t.Errorf("%s: want an error containing %q, got:\n%v", m.name, m.want, err)
}

func lineOf(data []byte, needle string) int {
	i := bytes.Index(data, []byte(needle))
	if i < 0 {
		return 0
	}
	// A needle starting with a newline points at the line after it.
	for i < len(data) && data[i] == '\n' {
		i++
	}
	return bytes.Count(data[:i], []byte("\n")) + 1
}

// testCatalog is a catalog of bare cards with the ids, sides and classes
// the unit catalog uses (testdata/unit-ids.txt).
func testCatalog(t testing.TB) *units.Catalog {
	t.Helper()
	f, err := os.Open("testdata/unit-ids.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cards []*units.Card
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		prefix, _, _ := strings.Cut(fields[0], ".")
		side := map[string]units.Side{"us": units.US, "de": units.Germany, "neutral": units.Neutral}[prefix]
		c := &units.Card{ID: fields[0], Side: side, Class: units.Class(fields[1])}
		if len(fields) > 2 {
			c.Special.Naval = units.NavalKind(fields[2])
		}
		cards = append(cards, c)
	}
	return units.NewCatalog(cards)
}

// seqSource is a scripted random source: it returns its values in turn
// (each reduced modulo n).
type seqSource struct {
	vals []int
	i    int
}

func (s *seqSource) IntN(n int) int {
	v := s.vals[s.i%len(s.vals)] % n
	s.i++
	return v
}
