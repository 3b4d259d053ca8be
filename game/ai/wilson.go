package ai

import "math"

// WilsonLower is the lower bound of the 95 % Wilson score interval of k
// successes in n trials: the share a player is at least as good as, with
// 95 % confidence, from what was measured (0 for no trials).
func WilsonLower(k, n int) float64 {
	if n == 0 {
		return 0
	}
	const z = 1.959964
	p, nf := float64(k)/float64(n), float64(n)
	centre := p + z*z/(2*nf)
	spread := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return (centre - spread) / (1 + z*z/nf)
}
