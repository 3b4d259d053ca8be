package tiles

// Keeping tiles within Budget: after each upload, while more bytes are
// held than the budget allows, the tile out of view longest is dropped
// (its image deallocated; it is painted again when next in view). Tiles
// in view this frame or the last (Need) are never dropped, nor the
// coarsest band of the variant drawn last: it stands in while finer tiles
// are painted (the other variant's goes like any other tile, so what is
// kept grows with the map only by one coarse band). Scanning every
// tile is fine: it happens only on an upload over budget, and even a
// 48×40 map has a few hundred tiles.

func (c *Cache) evict() {
	for c.held > c.Budget {
		var worst *tile
		for bi, b := range c.bands {
			for v, ts := range b.tiles {
				if bi == 0 && v == variant(c.grid) {
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
