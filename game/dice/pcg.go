package dice

import (
	"math/bits"
	"math/rand/v2"
)

// New returns a Roller whose dice come from a PCG generator seeded from seed.
// The seed-to-state derivation and the die mapping below are part of the
// save format: changing either changes every recorded game.
func New(seed uint64) *Roller {
	hi := splitmix64(&seed)
	lo := splitmix64(&seed)
	return &Roller{src: &pcgSource{rand.NewPCG(hi, lo)}}
}

type pcgSource struct{ pcg *rand.PCG }

func (s *pcgSource) next(sides int, _, _ string) int {
	return int(uniform(s.pcg, uint64(sides))) + 1
}

// uniform returns an unbiased value in [0, n) (Lemire's multiply-shift with
// rejection). It is ours rather than rand.Rand.IntN so that the values a
// seed produces cannot change with the Go release.
func uniform(pcg *rand.PCG, n uint64) uint64 {
	hi, lo := bits.Mul64(pcg.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(pcg.Uint64(), n)
		}
	}
	return hi
}

// splitmix64 spreads one seed word over PCG's two state words, so seeds that
// differ in one bit start far apart.
func splitmix64(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
