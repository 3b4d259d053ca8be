package art

import "math"

// Gradient noise (Perlin's improved noise in two dimensions) and sums of
// it. Everything procedural on the map is a function of world position, so
// tiles painted separately, at any zoom, join without seams.

var perm [512]uint8

func init() {
	// A fixed shuffle: the map must look the same on every run.
	var p [256]uint8
	for i := range p {
		p[i] = uint8(i)
	}
	s := uint32(0x2545F491)
	for i := 255; i > 0; i-- {
		s ^= s << 13
		s ^= s >> 17
		s ^= s << 5
		j := int(s % uint32(i+1))
		p[i], p[j] = p[j], p[i]
	}
	for i := range perm {
		perm[i] = p[i&255]
	}
}

func fade(t float64) float64 { return t * t * t * (t*(t*6-15) + 10) }

func grad(h uint8, x, y float64) float64 {
	switch h & 7 {
	case 0:
		return x + y
	case 1:
		return -x + y
	case 2:
		return x - y
	case 3:
		return -x - y
	case 4:
		return x
	case 5:
		return -x
	case 6:
		return y
	default:
		return -y
	}
}

// Noise is gradient noise at (x, y), roughly in [-1, 1], one feature per
// unit.
func Noise(x, y float64) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	xi, yi := int(fx)&255, int(fy)&255
	x, y = x-fx, y-fy
	u, v := fade(x), fade(y)
	a, b := perm[xi]+uint8(yi), perm[xi+1]+uint8(yi)
	n00 := grad(perm[a], x, y)
	n10 := grad(perm[b], x-1, y)
	n01 := grad(perm[a+1], x, y-1)
	n11 := grad(perm[b+1], x-1, y-1)
	l0 := n00 + u*(n10-n00)
	l1 := n01 + u*(n11-n01)
	return l0 + v*(l1-l0)
}

// FBM sums octaves of Noise, each twice the frequency and half the weight
// of the one before; the result stays roughly in [-1, 1].
func FBM(x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for range octaves {
		sum += amp * Noise(x, y)
		norm += amp
		amp *= 0.5
		// Rotate between octaves so the lattice does not line up.
		x, y = 1.6*x+1.2*y+17.3, -1.2*x+1.6*y+31.7
	}
	return sum / norm
}

// Ridged is ridge noise in [0, 1]: sharp crests where Noise crosses zero,
// the shape of mountain chains.
func Ridged(x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for range octaves {
		r := 1 - math.Abs(Noise(x, y))
		sum += amp * r * r
		norm += amp
		amp *= 0.5
		x, y = 1.6*x+1.2*y+5.1, -1.2*x+1.6*y+9.4
	}
	return sum / norm
}

// Hash returns a well-mixed pseudo-random number in [0, 1) for integer
// cell coordinates and a salt (which symbol, which jitter).
func Hash(i, j, salt int) float64 {
	k := uint64(int64(i))*0x9E3779B97F4A7C15 ^ uint64(int64(j))*0xC2B2AE3D27D4EB4F ^ uint64(int64(salt))*0x165667B19E3779F9
	k ^= k >> 31
	k *= 0xBF58476D1CE4E5B9
	k ^= k >> 29
	k *= 0x94D049BB133111EB
	k ^= k >> 32
	return float64(k>>11) / (1 << 53)
}
