package combat

import "sync"

// shotKey holds every field of a Shot that the closed form reads, so two
// shots with equal keys have equal Odds (Predict checks targeting first).
type shotKey struct {
	attack, di, ap      int
	bullets, tooSmall   bool
	defense             int // printed Defense of the face in use
	endurance, half     int // full endurance and the Damaged breakpoint
	damaged, useAP, dbl bool
	attackB, intensityB int
	defenseB            int
}

func keyOf(s Shot) shotKey {
	w, c := s.Weapon, s.Target
	return shotKey{
		attack: w.Attack, di: w.DI, ap: w.AP,
		bullets: w.Bullets, tooSmall: TooSmall(w, c),
		defense:   c.Face(s.TargetDamaged).Defense,
		endurance: c.Full.Endurance, half: c.Damaged.Endurance,
		damaged: s.TargetDamaged, useAP: s.UseAP, dbl: s.DoubleIntensity,
		attackB: s.AttackBonus, intensityB: s.IntensityBonus, defenseB: s.DefenseBonus,
	}
}

// oddsCacheLimit bounds the cache; the catalog's match-ups with the usual
// modifiers stay far below it, and on overflow it simply starts afresh.
const oddsCacheLimit = 1 << 14

// keyedCache memoises what is worked out of a shot (Odds, Spread) by
// shotKey for concurrent readers.
type keyedCache[T any] struct {
	mu sync.RWMutex
	m  map[shotKey]T
}

var shotCache keyedCache[Odds]

func (c *keyedCache[T]) get(k shotKey) (T, bool) {
	c.mu.RLock()
	o, ok := c.m[k]
	c.mu.RUnlock()
	return o, ok
}

func (c *keyedCache[T]) put(k shotKey, o T) {
	c.mu.Lock()
	if c.m == nil || len(c.m) >= oddsCacheLimit {
		c.m = make(map[shotKey]T)
	}
	c.m[k] = o
	c.mu.Unlock()
}
