package art

import (
	"testing"

	"frontline/render/internal/testmap"
)

// A paint larger than a tile (the minimap's whole map, supersampled)
// leaves no field grown past fieldKeep in the pool the tiles' painters
// share.
func TestGroundScratchLargerThanATileIsNotKept(t *testing.T) {
	g := NewGround(testmap.Foggia())
	const w, h = 600, 400 // 602 × 402 values a field: past fieldKeep
	g.Paint(make([]byte, 4*w*h), nil, 0, 0, w, h, 16)
	for range 4 {
		fb := fieldPool.Get(newFieldBufs)
		for _, f := range [4]floats{fb.land, fb.relief, fb.coarseLand, fb.coarseRelief} {
			if cap(f) > fieldKeep {
				t.Fatalf("a field of %d values is back in the pool, more than %d", cap(f), fieldKeep)
			}
		}
	}
}
