package hex

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestLineKnown(t *testing.T) {
	tests := []struct {
		a, b string
		want []string
	}{
		{"0101", "0101", []string{"0101"}},
		{"0101", "0105", []string{"0101", "0102", "0103", "0104", "0105"}},
		{"0101", "0704", []string{"0101", "0201", "0302", "0402", "0503", "0603", "0704"}},
		// The true line runs along the hexside between 0201 and 0200; the
		// nudge settles it on the map side here.
		{"0101", "0301", []string{"0101", "0201", "0301"}},
		{"0101", "0401", []string{"0101", "0201", "0301", "0401"}},
	}
	for _, tt := range tests {
		var got []string
		for _, h := range Line(MustParse(tt.a), MustParse(tt.b)) {
			got = append(got, h.String())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Line(%s, %s) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestLineProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	check := func(a, b Hex) {
		line := Line(a, b)
		if len(line) != Distance(a, b)+1 || line[0] != a || line[len(line)-1] != b {
			t.Fatalf("Line(%v,%v) = %v", a, b, line)
		}
		for i := 1; i < len(line); i++ {
			if Distance(line[i-1], line[i]) != 1 {
				t.Fatalf("Line(%v,%v) jumps at %d: %v", a, b, i, line)
			}
			// Every hex steps one closer to b: the line never doubles back.
			if Distance(line[i], b) != Distance(a, b)-i {
				t.Fatalf("Line(%v,%v) not monotone at %d: %v", a, b, i, line)
			}
		}
		back := Line(b, a)
		slices.Reverse(back)
		if !slices.Equal(line, back) {
			t.Fatalf("Line(%v,%v) = %v but reversed Line(b,a) = %v", a, b, line, back)
		}
	}
	for range 3000 {
		check(randHex(rng), randHex(rng))
	}
	// Lines along hexsides are where ties happen; try every such direction.
	for _, k := range []Hex{{2, -1}, {1, 1}, {-1, 2}, {-2, 1}, {-1, -1}, {1, -2}} {
		for n := 1; n <= 20; n++ {
			a := randHex(rng)
			check(a, a.Add(Hex{k.Q * n, k.R * n}))
		}
	}
	// Across a whole 48x40 map.
	check(MustParse("0101"), MustParse("4840"))
	check(MustParse("4801"), MustParse("0140"))
}
