package art

import "frontline/render/internal/keep"

// The ground's fields are scratch for one tile's painting: lent from a
// pool, they cost no allocation per tile (each was megabytes of garbage
// the collector had to catch up with while a map was painted). Scratch
// grown past a tile's need (the minimap paints the whole map at once,
// supersampled) is not put back: kept, the tiles' painters would carry
// it for good (5 MB of the play screen's peak on the introduction).

// fieldBufs is one painter's scratch.
type fieldBufs struct {
	land, relief, coarseLand, coarseRelief floats
}

// fieldPool keeps a set for each painter at once (the tile painters and
// the game goroutine helping them, package keep says why not sync.Pool).
var fieldPool = keep.New[*fieldBufs](4)

func newFieldBufs() *fieldBufs { return new(fieldBufs) }

// fieldKeep is the most values a pooled field holds: a 256-pixel tile
// with its border needs 67,000, and the coarse fields fewer.
const fieldKeep = 1 << 17

// putFields gives fb back to the pool unless a field outgrew fieldKeep.
func putFields(fb *fieldBufs) {
	for _, f := range [4]floats{fb.land, fb.relief, fb.coarseLand, fb.coarseRelief} {
		if cap(f) > fieldKeep {
			return
		}
	}
	fieldPool.Put(fb)
}

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
