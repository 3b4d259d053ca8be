package dice

import "testing"

// Loose chi-square check of 60,000 rolls per die. The seeds are fixed, so
// the test is deterministic; the bounds are the 0.1% tails of the
// chi-square distribution, wide enough that only a broken mapping (bias,
// a stuck or cycling generator) fails, and the lower bound catches output
// that is suspiciously even.
func TestDistributionIsUniform(t *testing.T) {
	const n = 60000
	bounds := map[int][2]float64{ // sides -> chi-square limits for sides-1 degrees of freedom
		6:  {0.21, 20.52},
		10: {1.15, 27.88},
		20: {6.84, 43.82},
	}
	for _, seed := range []uint64{1, 2, 2026} {
		for sides, lim := range bounds {
			r := New(seed)
			counts := make([]int, sides+1)
			for range n {
				counts[r.Roll(sides, "dist", "test")]++
			}
			expected := float64(n) / float64(sides)
			chi := 0.0
			for v := 1; v <= sides; v++ {
				d := float64(counts[v]) - expected
				chi += d * d / expected
			}
			if chi < lim[0] || chi > lim[1] {
				t.Errorf("seed %d d%d: chi-square %.2f outside %.2f..%.2f (counts %v)", seed, sides, chi, lim[0], lim[1], counts[1:])
			}
		}
	}
}
