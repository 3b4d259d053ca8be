package mapview

import (
	"math"
	"math/bits"

	"frontline/game/hex"
)

// Stamp fingerprints what a Still overlay draws: start from NewStamp and
// fold in every value its drawing reads. Two states that draw alike may
// differ in stamp (the sheet is then composed again for nothing); two
// that draw differently must not share one.
type Stamp uint64

// NewStamp is the fingerprint of nothing folded in yet.
func NewStamp() Stamp { return 0x9e3779b97f4a7c15 }

// Int folds in v.
func (s Stamp) Int(v int) Stamp {
	x := uint64(s) ^ uint64(v)
	x *= 0xbf58476d1ce4e5b9
	return Stamp(bits.RotateLeft64(x, 31) * 0x94d049bb133111eb)
}

// Bool folds in b.
func (s Stamp) Bool(b bool) Stamp {
	if b {
		return s.Int(1)
	}
	return s.Int(0)
}

// Float folds in f.
func (s Stamp) Float(f float64) Stamp { return s.Int(int(math.Float64bits(f))) }

// Text folds in t, its length first.
func (s Stamp) Text(t string) Stamp {
	s = s.Int(len(t))
	for i := 0; i < len(t); i++ {
		s = s.Int(int(t[i]))
	}
	return s
}

// Hex folds in h.
func (s Stamp) Hex(h hex.Hex) Stamp { return s.Int(h.Q).Int(h.R) }

// Hexes folds in the list hs, its length first (so [a] [b] and [a b]
// differ).
func (s Stamp) Hexes(hs []hex.Hex) Stamp {
	s = s.Int(len(hs))
	for _, h := range hs {
		s = s.Hex(h)
	}
	return s
}
