package game

import "hash/maphash"

// emIndex numbers the keys it is given in the order they first come, by
// an open-addressed table of their places: unlike a Go map it allocates
// nothing per key (a map holds keys of more than 128 bytes, as the exact
// enumeration's are, each in an allocation of its own) and reset keeps
// its room.
type emIndex[K comparable] struct {
	seed maphash.Seed
	slot []int32 // place + 1 of the key hashed there, 0 for none; a power of two long
	key  []K
}

func (x *emIndex[K]) reset() {
	clear(x.slot)
	x.key = x.key[:0]
}

// find returns the place of k, adding it when new, and whether it was new.
func (x *emIndex[K]) find(k K) (int, bool) {
	if 2*(len(x.key)+1) > len(x.slot) {
		x.grow()
	}
	mask := uint64(len(x.slot) - 1)
	for h := maphash.Comparable(x.seed, k) & mask; ; h = (h + 1) & mask {
		switch i := x.slot[h]; {
		case i == 0:
			x.key = append(x.key, k)
			x.slot[h] = int32(len(x.key))
			return len(x.key) - 1, true
		case x.key[i-1] == k:
			return int(i - 1), false
		}
	}
}

// grow doubles the table and puts every key back.
func (x *emIndex[K]) grow() {
	if x.slot == nil {
		x.seed = maphash.MakeSeed()
	}
	x.slot = make([]int32, max(64, 2*len(x.slot)))
	mask := uint64(len(x.slot) - 1)
	for i, k := range x.key {
		h := maphash.Comparable(x.seed, k) & mask
		for x.slot[h] != 0 {
			h = (h + 1) & mask
		}
		x.slot[h] = int32(i + 1)
	}
}

// emDist is a distribution over keys, in the order they arose (so that
// the sums, and the odds, come out the same every time).
type emDist[K comparable] struct {
	emIndex[K]
	p []float64
}

// emStates is a distribution over states.
type emStates = emDist[emState]

func (d *emDist[K]) reset() {
	d.emIndex.reset()
	d.p = d.p[:0]
}

func (d *emDist[K]) add(k K, p float64) {
	if i, added := d.find(k); !added {
		d.p[i] += p
		return
	}
	d.p = append(d.p, p)
}
