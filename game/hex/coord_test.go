package hex

import (
	"math/rand/v2"
	"testing"
)

func TestParseKnownValues(t *testing.T) {
	tests := []struct {
		in   string
		want Hex
	}{
		{"0101", Hex{0, 0}},
		{"0102", Hex{0, 1}},
		{"0201", Hex{1, 0}}, // even column: no shift for row 1
		{"0202", Hex{1, 1}},
		{"0301", Hex{2, -1}}, // odd column two to the right: R drops by one
		{"0407", Hex{3, 5}},
		{"9999", Hex{98, 49}},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		if s := got.String(); s != tt.in {
			t.Errorf("Parse(%q).String() = %q", tt.in, s)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, s := range []string{"", "101", "01011", "0001", "0100", "ab01", "-101", "01+1", " 101", "0x01"} {
		if h, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) = %v, want error", s, h)
		}
	}
}

func TestStringOffMap(t *testing.T) {
	if s := (Offset{Col: 1, Row: 0}).ToHex().String(); s != "(1,0)" {
		t.Errorf("off-map hex printed %q, want (1,0)", s)
	}
}

// Every printable position survives Offset -> Hex -> Offset and the printed
// form, in both odd and even columns.
func TestOffsetRoundTripAll(t *testing.T) {
	for col := 1; col <= MaxPrinted; col++ {
		for row := 1; row <= MaxPrinted; row++ {
			o := Offset{col, row}
			h := o.ToHex()
			if back := h.Offset(); back != o {
				t.Fatalf("%v -> %v -> %v", o, h, back)
			}
			p, err := Parse(h.String())
			if err != nil || p != h {
				t.Fatalf("%v printed %q parsed %v, %v", o, h.String(), p, err)
			}
		}
	}
}

func TestOffsetRoundTripNegative(t *testing.T) {
	for q := -7; q <= 7; q++ {
		for r := -7; r <= 7; r++ {
			h := Hex{q, r}
			if back := h.Offset().ToHex(); back != h {
				t.Errorf("%v -> %v -> %v", h, h.Offset(), back)
			}
		}
	}
}

func randHex(rng *rand.Rand) Hex {
	return Hex{rng.IntN(61) - 30, rng.IntN(61) - 30}
}

func TestDistanceProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		a, b, c := randHex(rng), randHex(rng), randHex(rng)
		if Distance(a, b) != Distance(b, a) {
			t.Fatalf("Distance not symmetric for %v %v", a, b)
		}
		if (Distance(a, b) == 0) != (a == b) {
			t.Fatalf("Distance(%v,%v) = %d", a, b, Distance(a, b))
		}
		if Distance(a, c) > Distance(a, b)+Distance(b, c) {
			t.Fatalf("triangle inequality fails for %v %v %v", a, b, c)
		}
	}
}

func TestDistanceKnown(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"0101", "0101", 0},
		{"0101", "0201", 1},
		{"0101", "0105", 4},
		{"0101", "0704", 6}, // straight SE diagonal
		{"0101", "0401", 3}, // along row 1, zigzagging
		{"0202", "0303", 1},
		{"0101", "4840", 63},
	}
	for _, tt := range tests {
		if got := Distance(MustParse(tt.a), MustParse(tt.b)); got != tt.want {
			t.Errorf("Distance(%s, %s) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestParseEdge(t *testing.T) {
	e, err := ParseEdge("0202-0102")
	if err != nil {
		t.Fatal(err)
	}
	if e.String() != "0102-0202" {
		t.Errorf("edge not normalised: %s", e)
	}
	for _, s := range []string{"0101-0103", "0101-0101", "0101_0102", "0101-01", "0000-0101"} {
		if _, err := ParseEdge(s); err == nil {
			t.Errorf("ParseEdge(%q) accepted", s)
		}
	}
}

// Parse and ParseEdge never panic, and whatever they accept prints back to
// the same text (hexes) or to a normalised form that parses identically.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"0101", "0407", "9999", "0001", "+101", "-101", "0101-0102",
		"0202-0102", "0101-0303", "01010102", "٠١٠١", "", "0x1f", "9999-9998"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if h, err := Parse(s); err == nil {
			if h.String() != s {
				t.Fatalf("Parse(%q) = %v printed %q", s, h, h.String())
			}
		}
		if e, err := ParseEdge(s); err == nil {
			back, err := ParseEdge(e.String())
			if err != nil || back != e {
				t.Fatalf("ParseEdge(%q) = %v; reparse %v, %v", s, e, back, err)
			}
			if Distance(e.A, e.B) != 1 || !less(e.A, e.B) {
				t.Fatalf("ParseEdge(%q) = %v is not a normalised hexside", s, e)
			}
		}
	})
}
