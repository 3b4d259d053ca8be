package ai

import (
	"math"
	"testing"
)

// The Wilson bound matches worked values (k of n → lower bound).
func TestWilsonLower(t *testing.T) {
	for _, c := range []struct {
		k, n int
		want float64
	}{{0, 0, 0}, {0, 10, 0}, {10, 10, 0.7225}, {95, 100, 0.8883}, {400, 400, 0.9905}, {50, 100, 0.4038}} {
		if got := WilsonLower(c.k, c.n); math.Abs(got-c.want) > 0.0005 {
			t.Errorf("WilsonLower(%d, %d) = %.4f, want %.4f", c.k, c.n, got, c.want)
		}
	}
}
