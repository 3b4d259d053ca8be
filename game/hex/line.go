package hex

import "math"

// nudge moves both ends of a line off exact hexside and corner crossings.
// Because both ends move by the same amount, every tie breaks the same way
// whichever end the line is drawn from, so Line(b, a) is Line(a, b)
// reversed. The three parts differ so cube rounding never ties either.
const (
	nudgeQ = 1e-6
	nudgeR = 2e-6
)

// Line returns the hexes on the straight line from a to b, both ends
// included: Distance(a, b)+1 hexes, each adjacent to the next. Where the
// true line runs exactly along a hexside it passes through one of the two
// hexes, always the same one.
func Line(a, b Hex) []Hex {
	n := Distance(a, b)
	out := make([]Hex, n+1)
	out[0] = a
	if n == 0 {
		return out
	}
	aq, ar := float64(a.Q)+nudgeQ, float64(a.R)+nudgeR
	bq, br := float64(b.Q)+nudgeQ, float64(b.R)+nudgeR
	for i := 1; i < n; i++ {
		t := float64(i) / float64(n)
		out[i] = round(aq+(bq-aq)*t, ar+(br-ar)*t)
	}
	out[n] = b
	return out
}

// round returns the hex containing fractional axial coordinates (q, r).
// Each cube coordinate is rounded, then the one that moved most is
// recomputed so the three still sum to zero.
func round(q, r float64) Hex {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{int(rq), int(rr)}
}
