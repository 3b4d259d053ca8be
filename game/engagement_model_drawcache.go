package game

import (
	"sync"

	"frontline/game/combat"
)

// The draws of the engagement model are shared by every model of the
// process: a shot's spread depends only on the weapon, the target's card
// and state and the modifiers (combat.SpreadOf), and the same match-ups
// come back in every probe of a call and in every call the computer
// opponent or the preview makes. A draw is never changed once built.

// drawKey names a spread: combat.SpreadOf keeps its spreads and hands out
// the same Hits slice each time, so its first element (kept alive by the
// key, never reused for another spread) and its length, with the other
// chances, name the spread's content.
type drawKey struct {
	jam, none, crit float64
	hits            *combat.Hit
	n               int
}

// drawCacheLimit bounds the cache; the catalog's match-ups with the usual
// modifiers stay far below it, and on overflow it starts afresh.
const drawCacheLimit = 1 << 12

var drawCache struct {
	mu sync.Mutex
	m  map[drawKey]*emDraw
}

// drawOf is the draw of spread sp, built once.
func drawOf(sp combat.Spread) *emDraw {
	k := drawKey{jam: sp.Jam, none: sp.None, crit: sp.Critical, n: len(sp.Hits)}
	if len(sp.Hits) > 0 {
		k.hits = &sp.Hits[0]
	}
	drawCache.mu.Lock()
	defer drawCache.mu.Unlock()
	if d, ok := drawCache.m[k]; ok {
		return d
	}
	if drawCache.m == nil || len(drawCache.m) >= drawCacheLimit {
		drawCache.m = make(map[drawKey]*emDraw)
	}
	d := newDraw(sp)
	drawCache.m[k] = d
	return d
}
