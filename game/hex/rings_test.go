package hex

import (
	"math/rand/v2"
	"testing"
)

func TestRingProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		c := randHex(rng)
		for r := 0; r <= 8; r++ {
			ring := Ring(c, r)
			want := 6 * r
			if r == 0 {
				want = 1
			}
			if len(ring) != want {
				t.Fatalf("len(Ring(%v,%d)) = %d, want %d", c, r, len(ring), want)
			}
			seen := map[Hex]bool{}
			for i, h := range ring {
				if Distance(c, h) != r {
					t.Fatalf("Ring(%v,%d) holds %v at distance %d", c, r, h, Distance(c, h))
				}
				if seen[h] {
					t.Fatalf("Ring(%v,%d) repeats %v", c, r, h)
				}
				seen[h] = true
				// Clockwise walk: each hex is next to the one before, wrapping.
				if r > 0 && Distance(h, ring[(i+1)%len(ring)]) != 1 {
					t.Fatalf("Ring(%v,%d) breaks between %d and %d", c, r, i, i+1)
				}
			}
		}
	}
	if Ring(Hex{}, -1) != nil || Within(Hex{}, -1) != nil {
		t.Error("negative radius should give nil")
	}
}

func TestRingOrder(t *testing.T) {
	got := Ring(MustParse("0303"), 1)
	want := []string{"0302", "0402", "0403", "0304", "0203", "0202"}
	for i, h := range got {
		if h.String() != want[i] {
			t.Fatalf("Ring(0303,1) = %v, want %v", got, want)
		}
	}
}

func TestWithin(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 30 {
		c := randHex(rng)
		for r := 0; r <= 8; r++ {
			in := Within(c, r)
			if len(in) != 3*r*(r+1)+1 {
				t.Fatalf("len(Within(%v,%d)) = %d", c, r, len(in))
			}
			if in[0] != c {
				t.Fatalf("Within does not start at the center")
			}
			seen := map[Hex]bool{}
			last := 0
			for _, h := range in {
				d := Distance(c, h)
				if d > r || d < last || seen[h] {
					t.Fatalf("Within(%v,%d): %v at %d out of spiral order or repeated", c, r, h, d)
				}
				seen[h] = true
				last = d
			}
			// Brute force: every hex in the bounding square at range is present.
			for q := -r; q <= r; q++ {
				for rr := -r; rr <= r; rr++ {
					h := c.Add(Hex{q, rr})
					if Distance(c, h) <= r && !seen[h] {
						t.Fatalf("Within(%v,%d) misses %v", c, r, h)
					}
				}
			}
		}
	}
}

// WithinAt picks the same hex as Within's list, which it does not build.
func TestWithinAtIsWithinsList(t *testing.T) {
	for _, c := range []Hex{{0, 0}, {3, -2}, {-4, 7}} {
		for r := 0; r <= 7; r++ {
			all := Within(c, r)
			if len(all) != WithinCount(r) {
				t.Fatalf("radius %d: %d hexes, WithinCount %d", r, len(all), WithinCount(r))
			}
			for i, h := range all {
				if got := WithinAt(c, i); got != h {
					t.Fatalf("center %v radius %d: WithinAt(%d) = %v, Within lists %v", c, r, i, got, h)
				}
			}
		}
	}
}
