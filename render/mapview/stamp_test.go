package mapview

import (
	"fmt"
	"testing"

	"frontline/game/hex"
)

// An overlay folds the same things in the same order every time, so its
// stamp must tell apart any two of its states: here two lists of hexes
// (the same hexes split differently between them, or in another order),
// a flag, a number and a word, all combinations of a few values each.
func TestStampTellsStatesApart(t *testing.T) {
	a, b, c := hex.Hex{Q: 1, R: 2}, hex.Hex{Q: 2, R: 1}, hex.Hex{Q: 0, R: 0}
	lists := [][]hex.Hex{nil, {a}, {b}, {c}, {a, b}, {b, a}, {a, c}, {c, c}, {a, b, c}}
	words := []string{"", "a", "b", "ab", "ba"}
	seen := map[Stamp]string{}
	for i, x := range lists {
		for j, y := range lists {
			for _, flag := range []bool{false, true} {
				for _, f := range []float64{0, 0.25, 0.5, -1} {
					for _, w := range words {
						st := NewStamp().Hexes(x).Hexes(y).Bool(flag).Float(f).Text(w)
						name := fmt.Sprintf("%v %v %v %v %q", lists[i], lists[j], flag, f, w)
						if other, ok := seen[st]; ok {
							t.Fatalf("%s and %s share a stamp", name, other)
						}
						seen[st] = name
					}
				}
			}
		}
	}
	if NewStamp().Hexes([]hex.Hex{a, b}).Text("x") != NewStamp().Hexes([]hex.Hex{a, b}).Text("x") {
		t.Error("the same state stamped twice differs")
	}
}
