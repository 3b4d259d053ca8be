package game

// emState is the state of the engagement model (engagement_model.go)
// between two shots, packed into six words so that it copies, compares
// and hashes cheaply: it is both a value copied at every branch and a
// map key. Its bytes:
//
//	0-11   each unit's state: emIntact, emDamaged or emGone, | emWasHurt
//	12-23  the damage each unit took this round (Inset V.6 step 8)
//	24-31  each fighter's current target (emNone when gone)
//	32-39  each fighter's weapons jammed last round, out in this one
//	40-47  each fighter's weapons jammed this round
type emState [emWords]uint64

const emWords = 6

// Byte offsets of the fields.
const (
	emOffState   = 0
	emOffTaken   = emOffState + emMax
	emOffTarget  = emOffTaken + emMax
	emOffBlocked = emOffTarget + emMaxFighter
	emOffJammed  = emOffBlocked + emMaxFighter
)

// Unit states (low bits of the state byte).
const (
	emIntact uint8 = iota
	emDamaged
	emGone
	emStateMask uint8 = 3
	emWasHurt   uint8 = 4 // damaged when first hit this round (round.wasDamaged)
	emNone      int8  = -1
)

func (s *emState) byte(b int) uint8 { return uint8(s[b>>3] >> ((b & 7) * 8)) }

func (s *emState) setByte(b int, v uint8) {
	sh := (b & 7) * 8
	s[b>>3] = s[b>>3]&^(0xff<<sh) | uint64(v)<<sh
}

func (s *emState) status(i int8) uint8      { return s.byte(emOffState+int(i)) & emStateMask }
func (s *emState) wasHurt(i int8) bool      { return s.byte(emOffState+int(i))&emWasHurt != 0 }
func (s *emState) taken(i int8) int         { return int(s.byte(emOffTaken + int(i))) }
func (s *emState) target(fi int) int8       { return int8(s.byte(emOffTarget + fi)) }
func (s *emState) blocked(fi int) uint8     { return s.byte(emOffBlocked + fi) }
func (s *emState) setTarget(fi int, t int8) { s.setByte(emOffTarget+fi, uint8(t)) }

func (s *emState) setStatus(i int8, st uint8) {
	b := emOffState + int(i)
	s.setByte(b, s.byte(b)&^emStateMask|st)
}

// addTaken counts net damage on unit i this round, noting first whether
// it was damaged when first hit (round.add).
func (s *emState) addTaken(i int8, net int) int {
	b := emOffState + int(i)
	if s.taken(i) == 0 {
		v := s.byte(b) &^ emWasHurt
		if v&emStateMask == emDamaged {
			v |= emWasHurt
		}
		s.setByte(b, v)
	}
	t := min(s.taken(i)+net, 255)
	s.setByte(emOffTaken+int(i), uint8(t))
	return t
}

func (s *emState) jam(fi, idx int) {
	s.setByte(emOffJammed+fi, s.byte(emOffJammed+fi)|1<<idx)
}

// clearFighter drops a gone fighter's target and jams.
func (s *emState) clearFighter(fi int) {
	s.setTarget(fi, emNone)
	s.setByte(emOffBlocked+fi, 0)
	s.setByte(emOffJammed+fi, 0)
}

// endSide forgets the damage taken this round: once a side has fired,
// nobody can add to it before the next round.
func (s *emState) endSide() {
	for i := range emMax {
		s.setByte(emOffState+i, s.byte(emOffState+i)&emStateMask)
		s.setByte(emOffTaken+i, 0)
	}
}

// endRound: the weapons jammed in this round are out in the next.
func (s *emState) endRound() {
	s[emOffBlocked/8], s[emOffJammed/8] = s[emOffJammed/8], 0
}

func (s emState) and(m emState) emState {
	for w := range s {
		s[w] &= m[w]
	}
	return s
}

// with is s with the bytes of mask m taken from r.
func (s emState) with(m, r emState) emState {
	for w := range s {
		s[w] = s[w]&^m[w] | r[w]
	}
	return s
}

// emTable is a distribution over keys, kept in the order keys first
// arrive so that sums, and so the odds, come out the same on every run.
type emTable[K comparable] struct {
	index map[K]int32
	keys  []K
	vals  []float64
}

func newTable[K comparable]() *emTable[K] { return &emTable[K]{index: map[K]int32{}} }

func (t *emTable[K]) add(k K, p float64) {
	if i, ok := t.index[k]; ok {
		t.vals[i] += p
		return
	}
	t.index[k] = int32(len(t.keys))
	t.keys, t.vals = append(t.keys, k), append(t.vals, p)
}

func (t *emTable[K]) reset() {
	clear(t.index)
	t.keys, t.vals = t.keys[:0], t.vals[:0]
}
