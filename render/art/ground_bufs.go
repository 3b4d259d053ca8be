package art

import "sync"

// The ground's fields are scratch for one tile's painting: lent from a
// pool, they cost no allocation per tile (each was megabytes of garbage
// the collector had to catch up with while a map was painted).

// fieldBufs is one painter's scratch.
type fieldBufs struct {
	land, relief, coarseLand, coarseRelief floats
}

var fieldPool = sync.Pool{New: func() any { return new(fieldBufs) }}

type floats []float64

// take is n zeroed values, reusing the buffer when it is large enough.
func (f *floats) take(n int) []float64 {
	if cap(*f) < n {
		*f = make([]float64, n)
		return *f
	}
	*f = (*f)[:n]
	clear(*f)
	return *f
}
