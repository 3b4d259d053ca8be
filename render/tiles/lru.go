package tiles

// Keeping tiles within Budget: after each upload, while more bytes are
// held than the budget allows, the tile out of view longest is dropped
// (its image deallocated; it is painted again when next in view). Tiles
// in view this frame or the last (Need) are never dropped, nor the coarsest band of either
// variant: it stands in while finer tiles are painted. Scanning every
// tile is fine: it happens only on an upload over budget, and even a
// 48×40 map has a few hundred tiles.

func (c *Cache) evict() {
	for c.held > c.Budget {
		var worst *tile
		for _, b := range c.bands[1:] {
			for _, ts := range b.tiles {
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
