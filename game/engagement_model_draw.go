package game

import (
	"math/bits"

	"frontline/game/combat"
)

// Drawing one shot of the engagement model from its exact spread
// (combat.SpreadOf) in constant time, by Walker's alias method: a
// uniform column, then a 32-bit coin between the column's own outcome
// and its alias. The rounding of the coin's bias is below 2^-32, far
// under what any number of trials could show.

// emShot is one thing a shot can do.
type emShot struct {
	kind    uint8 // shotNone, shotJam, shotCritical or shotHit
	pierced bool  // a hit through the armour: the crew inside takes it too
	net     int16
}

const (
	shotNone uint8 = iota
	shotJam
	shotCritical
	shotHit
)

// emDraw is the alias table of one spread.
type emDraw []emColumn

// emColumn keeps its own shot when the coin falls under cut, else takes
// the shot of column alias.
type emColumn struct {
	shot  emShot
	alias uint8
	cut   uint32
}

func newDraw(sp combat.Spread) emDraw {
	var shots []emShot
	var ps []float64
	add := func(s emShot, p float64) {
		if p > 0 {
			shots, ps = append(shots, s), append(ps, p)
		}
	}
	add(emShot{kind: shotNone}, sp.None)
	add(emShot{kind: shotJam}, sp.Jam)
	add(emShot{kind: shotCritical}, sp.Critical)
	for _, h := range sp.Hits {
		add(emShot{kind: shotHit, pierced: h.Pierced, net: int16(h.Net)}, h.P)
	}
	if len(shots) == 0 { // cannot happen: a spread sums to 1
		add(emShot{kind: shotNone}, 1)
	}
	cut, alias := aliasTable(ps)
	d := make(emDraw, len(shots))
	for i := range d {
		d[i] = emColumn{shot: shots[i], alias: alias[i], cut: cut[i]}
	}
	return d
}

// aliasTable builds Walker's table for weights ps (Vose's stable form).
func aliasTable(ps []float64) ([]uint32, []uint8) {
	n := len(ps)
	total := 0.0
	for _, p := range ps {
		total += p
	}
	scaled := make([]float64, n)
	var small, large []int
	for i, p := range ps {
		scaled[i] = p * float64(n) / total
		if scaled[i] < 1 {
			small = append(small, i)
		} else {
			large = append(large, i)
		}
	}
	cut, alias := make([]uint32, n), make([]uint8, n)
	for len(small) > 0 && len(large) > 0 {
		s, l := small[len(small)-1], large[len(large)-1]
		small = small[:len(small)-1]
		cut[s], alias[s] = uint32(scaled[s]*(1<<32)), uint8(l)
		scaled[l] -= 1 - scaled[s]
		if scaled[l] < 1 {
			large, small = large[:len(large)-1], append(small, l)
		}
	}
	for _, i := range append(small, large...) { // what rounding leaves is certain
		cut[i], alias[i] = ^uint32(0), uint8(i)
	}
	return cut, alias
}

// draw picks one shot with random bits r.
func (d emDraw) draw(r uint64) emShot {
	col, _ := bits.Mul64(r, uint64(len(d)))
	c := &d[col]
	// keep is all ones when the coin falls under the cut: chosen without a
	// branch, which the processor would guess wrong half the time.
	keep := uint64((int64(uint32(r)) - int64(c.cut)) >> 63)
	return d[col&keep|uint64(c.alias)&^keep].shot
}

// emRand is the trials' own generator (SplitMix64): fast, seeded, and
// never the game's dice.
type emRand uint64

func (r *emRand) next() uint64 {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// chance: true with probability p.
func (r *emRand) chance(p float64) bool { return float64(r.next()>>11)*(1.0/(1<<53)) < p }

// d10 rolls 1-10.
func (r *emRand) d10() int {
	hi, _ := bits.Mul64(r.next(), 10)
	return int(hi) + 1
}
