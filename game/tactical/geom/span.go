package geom

// SpanScale is the denominator of Span's parameters: a segment's length is
// split into a million parts.
const SpanScale = 1_000_000

// Span is the stretch of the segment a–b that lies in p (edges included),
// as parameters lo ≤ hi in millionths of the way from a to b (lo rounded
// down, hi up, so a stretch is never shortened). ok is false when the
// segment misses p. Movement reads it to cost the inches spent inside a
// feature and to see whether a crossing covers the water under a move.
func (p Polygon) Span(a, b Point) (lo, hi int64, ok bool) {
	loN, loD, hiN, hiD, ok := p.interval(a, b)
	if !ok {
		return 0, 0, false
	}
	lo = loN * SpanScale / loD
	hi = (hiN*SpanScale + hiD - 1) / hiD
	return max(lo, 0), min(hi, SpanScale), true
}

// SpanLength is the length of a–b between parameters lo and hi (from
// Span), rounded up to the hundredth like every movement distance.
func SpanLength(a, b Point, lo, hi int64) int64 {
	if hi <= lo {
		return 0
	}
	return (Distance(a, b)*(hi-lo) + SpanScale - 1) / SpanScale
}
