package battle

import (
	"frontline/game/tactical/geom"
)

// clampToReach shortens a move dragged beyond the unit's reach (IX.5.2)
// to the farthest point of its last leg the rules allow, while the drag
// goes on as after it: the ghost stops at the edge of the unit's reach
// with its inches shown, instead of a red refusal. Legality is taken to
// grow shorter with the leg (the cost does), so the edge is bisected
// between the leg's start and the drag. It returns the refusal still
// standing: the drag's own when no point of the leg is legal.
func (s *Scene) clampToReach(err error) error {
	o := &s.ord
	from := s.m.Battle().Unit(o.unit).Pos
	if n := len(o.via); n > 0 {
		from = o.via[n-1]
	}
	to := o.to
	legal := func(k int64) bool {
		o.to = geom.Lerp(from, to, k, 1024)
		return s.tryOrder(o.command(s)) == nil
	}
	if !legal(0) {
		o.to = to
		return err
	}
	lo, hi := int64(0), int64(1024)
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; legal(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	o.to = geom.Lerp(from, to, lo, 1024)
	o.judged = o.to // the drag's next point is judged afresh, and the ghost rests here once dropped
	return s.tryOrder(o.command(s))
}
