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
	from, to := s.legStart(), o.to
	if !s.legalOnLeg(from, to, 0) {
		o.to = to
		return err
	}
	o.to = s.edgeOfLeg(from, to, 0, 1024)
	o.judged = o.to // the drag's next point is judged afresh, and the ghost rests here once dropped
	return s.tryOrder(o.command(s))
}

// legStart is where the ghost's last leg starts: its last waypoint, else
// the unit.
func (s *Scene) legStart() geom.Point {
	if n := len(s.ord.via); n > 0 {
		return s.ord.via[n-1]
	}
	return s.m.Battle().Unit(s.ord.unit).Pos
}

// legalOnLeg puts the ghost k/1024 of the way from from to to and reports
// whether the rules allow its order there.
func (s *Scene) legalOnLeg(from, to geom.Point, k int64) bool {
	s.ord.to = geom.Lerp(from, to, k, 1024)
	return s.tryOrder(s.ord.command(s)) == nil
}

// edgeOfLeg bisects the leg from from to to between lo (legal) and hi
// (refused) for the farthest legal point.
func (s *Scene) edgeOfLeg(from, to geom.Point, lo, hi int64) geom.Point {
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; s.legalOnLeg(from, to, mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return geom.Lerp(from, to, lo, 1024)
}
