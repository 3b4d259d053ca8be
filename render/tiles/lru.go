package tiles

// Keeping tiles within Budget: after each upload, while more bytes are
// held than the budget allows, the tile out of view longest is dropped
// (its image deallocated; it is painted again when next in view). Tiles
// in view this frame or the last (Need) are never dropped, nor, when it
// is small (a quarter of the budget at most), the coarsest band of the
// variant drawn last: it then stands in anywhere at once while finer
// tiles are painted. A larger map's coarse band goes like any other
// tile, so what is kept does not grow with the map. Scanning every tile
// is fine: it happens only on an upload over budget, and even a 48×40
// map has a few hundred tiles.

func (c *Cache) evict() {
	pin := -1 // the variant of band 0 kept
	if int64(len(c.bands[0].tiles[0]))*TileBytes <= c.Budget/4 {
		pin = variant(c.grid)
	}
	for c.held > c.Budget {
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
		if worst == nil {
			return // everything kept is in view or stands in
		}
		c.drop(worst)
	}
}

func (c *Cache) drop(t *tile) {
	t.img.Deallocate()
	t.img, t.in = nil, nil
	t.state.Store(stEmpty)
	c.held -= TileBytes
	c.gen++
}
