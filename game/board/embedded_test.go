package board

import (
	"io/fs"
	"testing"

	"frontline/maps"
)

// embeddedFiles returns the contents of the shipped map files.
func embeddedFiles(tb testing.TB) [][]byte {
	names, err := fs.Glob(maps.FS, "*.toml")
	if err != nil || len(names) == 0 {
		tb.Fatalf("no embedded maps: %v", err)
	}
	var out [][]byte
	for _, n := range names {
		data, err := maps.FS.ReadFile(n)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

func TestEmbeddedMapsLoad(t *testing.T) {
	ms, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != len(embeddedFiles(t)) {
		t.Fatalf("%d maps loaded from %d files", len(ms), len(embeddedFiles(t)))
	}
	m, err := EmbeddedByID("foggia-bari")
	if err != nil || m.Width != 20 || m.Height != 14 {
		t.Fatalf("foggia-bari: %v %+v", err, m)
	}
}
