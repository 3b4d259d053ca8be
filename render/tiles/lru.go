package tiles

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Keeping tiles within Budget: a tile uploaded while the budget is full
// takes the image of the tile out of view longest (image), which is
// painted again when next in view; after each upload, while more bytes
// are held than the budget allows (it was lowered), such tiles are
// dropped and their images deallocated. Tiles
// in view this frame or the last (Need) are never dropped, nor, when it
// is small (a quarter of the budget at most), the coarsest band of the
// variant drawn last: it then stands in anywhere at once while finer
// tiles are painted. A larger map's coarse band goes like any other
// tile, so what is kept does not grow with the map. Scanning every tile
// is fine: it happens only on an upload over budget, and even a 48×40
// map has a few hundred tiles.

func (c *Cache) evict() {
	for c.held > c.Budget {
		t := c.victim()
		if t == nil {
			return // everything kept is in view or stands in
		}
		c.drop(t).Deallocate()
	}
}

// image is an image for a tile about to be uploaded: while the budget is
// full, the one of the tile out of view longest, else a new one. Reusing
// the textures, all the same size, spares the graphics driver a free and
// an allocation per tile: under llvmpipe those left the C heap
// fragmented, and the process's resident memory grew by as much as the
// smaller budget saved.
func (c *Cache) image() *ebiten.Image {
	var img *ebiten.Image
	if c.held+TileBytes > c.Budget {
		if t := c.victim(); t != nil {
			img = c.drop(t)
		}
	}
	if img == nil {
		// Unmanaged: a tile has its own texture, off the shared atlas,
		// so dropping it gives the memory back.
		img = ebiten.NewImageWithOptions(image.Rect(0, 0, full, full), &ebiten.NewImageOptions{Unmanaged: true})
	}
	c.held += TileBytes
	return img
}

// victim is the tile to drop first, or nil when every tile kept is in
// view or pinned.
func (c *Cache) victim() *tile {
	pin := -1 // the variant of band 0 kept
	if int64(len(c.bands[0].tiles[0]))*TileBytes <= c.Budget/4 {
		pin = variant(c.grid)
	}
	var worst *tile
	for bi, b := range c.bands {
		for v, ts := range b.tiles {
			if bi == 0 && v == pin {
				continue
			}
			for _, t := range ts {
				if t.state.Load() == stReady && t.used < c.clock-1 && (worst == nil || t.used < worst.used) {
					worst = t
				}
			}
		}
	}
	return worst
}

// drop empties tile t (painted again when next in view) and returns its
// image, which the caller reuses or deallocates.
func (c *Cache) drop(t *tile) *ebiten.Image {
	img := t.img
	t.img, t.in = nil, nil
	t.state.Store(stEmpty)
	c.held -= TileBytes
	c.gen++
	return img
}
