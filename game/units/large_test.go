package units

import (
	"fmt"
	"strings"
	"testing"
)

// smallTables is about 1.5 MB of n tiny [[unit]] tables, the shape of file
// that once took minutes to refuse.
func smallTables(n int) []byte {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "[[unit]]\nid = \"us.u%05d\"\n", i)
	}
	return []byte(b.String())
}

func TestLoadRefusesAHugeFileOfTinyUnits(t *testing.T) {
	data := smallTables(60000)
	_, err := Load("huge.toml", data)
	want := fmt.Sprintf("huge.toml:%d:3: unit[%d]: 60000 units (at most %d per file)", 2*MaxUnits+1, MaxUnits, MaxUnits)
	if err == nil || err.Error() != want {
		t.Fatalf("got %v\nwant %s", err, want)
	}
}

// BenchmarkLoadTinyUnits shows loading is linear in the number of tables.
func BenchmarkLoadTinyUnits(b *testing.B) {
	for _, n := range []int{6000, 60000} {
		data := smallTables(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Load("huge.toml", data); err == nil {
					b.Fatal("accepted")
				}
			}
		})
	}
}
