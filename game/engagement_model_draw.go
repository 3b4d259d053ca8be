package game

import (
	"cmp"
	"math/bits"
	"slices"

	"frontline/game/combat"
)

// Drawing one shot of the engagement model from its exact spread
// (combat.SpreadOf) in constant time by inversion: the shots are laid out
// on the 64-bit range from the worst for the shooter to the best, and a
// guide table over the top bits of the number says from which rung to
// look (Chen and Asau's index table), so a draw takes one or two
// comparisons whatever the number of rungs. Inversion, unlike an alias
// table, keeps a higher number better for the shooter, which the
// antithetic twins need (emRand).

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

// emDraw is one spread as a ladder of shots from the worst for the
// shooter to the best (a jam, nothing, hits by growing damage, a
// critical): a uniform 64-bit number below a rung's top picks its shot.
// Ordered so, a high number is good luck for the shooter, and an
// antithetic trial's complemented numbers are bad luck (emRand).
type emDraw struct {
	rungs []emRung
	guide [1 << emGuideBits]uint8 // by the number's top bits: the first rung that may hold it
	// For the control variates (expectShot): P(a hit of net >= x) and
	// P(a pierced hit of net >= x) by x, and P(critical).
	hitGeq, pierGeq []float64
	crit            float64
	harms, pierces  bool // some shot hits or is a critical; some hit pierces
}

const emGuideBits = 8

// emRung is one shot with the top of its share of the 64-bit range.
type emRung struct {
	shot emShot
	top  uint64
}

func newDraw(sp combat.Spread) *emDraw {
	d := &emDraw{}
	sum := 0.0
	add := func(s emShot, p float64) {
		if p > 0 {
			sum += p
			d.rungs = append(d.rungs, emRung{shot: s, top: uint64(min(sum, 1) * 0x1p64)})
		}
	}
	add(emShot{kind: shotJam}, sp.Jam)
	add(emShot{kind: shotNone}, sp.None)
	hits := slices.Clone(sp.Hits)
	slices.SortStableFunc(hits, func(a, b combat.Hit) int {
		return cmp.Or(a.Net-b.Net, cmp.Compare(b2i(a.Pierced), b2i(b.Pierced)))
	})
	for _, h := range hits {
		add(emShot{kind: shotHit, pierced: h.Pierced, net: int16(h.Net)}, h.P)
	}
	add(emShot{kind: shotCritical}, sp.Critical)
	if len(d.rungs) == 0 { // cannot happen: a spread sums to 1
		add(emShot{kind: shotNone}, 1)
	}
	last := len(d.rungs) - 1
	d.rungs[last].top = ^uint64(0) // what rounding leaves goes to the last rung
	for b := range d.guide {
		i := 0
		for i < last && uint64(b)<<(64-emGuideBits) >= d.rungs[i].top {
			i++
		}
		d.guide[b] = uint8(i)
	}
	d.spreadGeq()
	return d
}

// spreadGeq fills the draw's chances for expectShot from the rungs' own
// shares of the 64-bit range, which are what the draws follow.
func (d *emDraw) spreadGeq() {
	most := 0
	for _, r := range d.rungs {
		most = max(most, int(r.shot.net))
	}
	d.hitGeq, d.pierGeq = make([]float64, most+2), make([]float64, most+2)
	below := 0.0
	for _, r := range d.rungs {
		top := float64(r.top) * 0x1p-64
		p := top - below
		below = top
		switch {
		case r.shot.kind == shotCritical:
			d.crit += p
		case r.shot.kind == shotHit:
			d.hitGeq[r.shot.net] += p
			if r.shot.pierced {
				d.pierGeq[r.shot.net] += p
			}
		}
	}
	for x := most; x >= 0; x-- {
		d.hitGeq[x] += d.hitGeq[x+1]
		d.pierGeq[x] += d.pierGeq[x+1]
	}
	d.harms, d.pierces = d.crit > 0 || d.hitGeq[0] > 0, d.pierGeq[0] > 0
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// draw picks one shot with random bits r: the first rung whose top is
// above r, the last for the largest r.
func (d *emDraw) draw(r uint64) emShot {
	i := int(d.guide[r>>(64-emGuideBits)])
	for i < len(d.rungs)-1 && r >= d.rungs[i].top {
		i++
	}
	return d.rungs[i].shot
}

// emRand is the trials' own numbers (never the game's dice): the
// number of each slot (a shot, a crew's roll, the initiative) is the
// slot hashed with the trial's key by SplitMix64. A trial and its
// antithetic twin share the key, the twin's numbers complemented (flip
// all ones): the same shot gets the mirrored number as long as the two
// fights stay alike, and their outcomes lean apart (emSample).
type emRand struct {
	key, flip uint64
}

// at is the number of slot.
func (r emRand) at(slot uint64) uint64 {
	z := r.key + slot*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return (z ^ z>>31) ^ r.flip
}

// chance: true with probability p, by the number of slot.
func (r emRand) chance(slot uint64, p float64) bool {
	return float64(r.at(slot)>>11)*(1.0/(1<<53)) < p
}

// d10 rolls 1-10 with number r.
func d10(r uint64) int {
	hi, _ := bits.Mul64(r, 10)
	return int(hi) + 1
}
