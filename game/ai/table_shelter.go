package ai

import (
	"cmp"
	"slices"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// Out of the sight of guns it cannot answer. A ground unit's move looks
// only as far as it walks in one turn (an inch for infantry), where the
// line of sight to a howitzer 20" away seldom changes; so the defenders
// of the Rapido stood in its sight and lost a unit a turn until morale
// routed them. An enemy outguns a unit when its weapons that may harm
// the unit reach farther than all of the unit's that may harm it: the
// unit cannot answer it, so its fire counts outgunWeight more in the
// unit's spot score, and a unit it can fire at now looks farther — over
// a grid around it, on its route — for the point the spot score likes
// best and heads there. The objective's hold bonus stays in the score,
// so a holder moves to the shadow of the houses, not away from them.

const (
	outgunWeight        = 5.0               // extra threat weight of an enemy the unit cannot answer
	shelterReach  int64 = 10 * geom.Inch    // how far a unit under such fire looks for a better point
	shelterGrid   int64 = 3 * geom.Inch / 2 // the spacing of the points it looks at
	shelterWalk         = 0.2               // worth per inch of the way there, against the point's score
	shelterPull         = 1.0               // worth per inch nearer the point, moving there
	shelterRoutes       = 3                 // the best points whose routes are asked for
	closeIn       int64 = 6 * geom.Inch     // an enemy this near an objective's edge ends the sheltering
)

// reachOver is the farthest u's weapons reach that may attack t's kind.
func reachOver(u, t *tactical.Unit) int64 {
	r := int64(0)
	for _, w := range u.Face().Weapons {
		if !w.Hits(t.Card.TargetKind()) {
			continue
		}
		r = max(r, max(int64(w.RangeTac)*geom.Inch, tactical.ContactRange))
	}
	return r
}

// outguns reports whether ground enemy e reaches u farther than u
// reaches e.
func outguns(e, u *tactical.Unit) bool {
	return e.Card.Ground() && u.Card.Ground() && reachOver(e, u) > reachOver(u, e)
}

// shelter is where ground unit u, on aim a, should head when an enemy
// that outguns it can fire at it where it stands: the grid point within
// shelterReach of it that scores best, less shelterWalk per inch of the
// way, when that beats standing and its route is open (the routes are
// asked for the best few only: each is a search round the table's
// obstacles). ok is false otherwise.
func (s *spotter) shelter(u *tactical.Unit, a aim) (aim, bool) {
	guns := s.gunThreat(u, u.Pos)
	if s.outgun == 0 || guns == 0 || !s.wide {
		return a, false
	}
	still := aim{a.at, 0, false} // the point is judged by fire, cover and the objective, not the way on
	type spot struct {
		at geom.Point
		v  float64
	}
	stay := s.score(u, u.Pos, s.facing(u, u.Pos), still)
	var better []spot
	for dy := -shelterReach; dy <= shelterReach; dy += shelterGrid {
		for dx := -shelterReach; dx <= shelterReach; dx += shelterGrid {
			q := geom.Pt(u.Pos.X+dx, u.Pos.Y+dy)
			if q == u.Pos || !geom.Within(q, u.Pos, 0, shelterReach) || !geom.Hexagon.Contains(q) {
				continue
			}
			if s.gunThreat(u, q) > guns/2 {
				continue
			}
			v := s.score(u, q, s.facing(u, q), still) - shelterWalk*float64(geom.Distance(u.Pos, q))/geom.Inch
			if v > stay {
				better = append(better, spot{q, v})
			}
		}
	}
	slices.SortFunc(better, func(x, y spot) int { return cmp.Compare(y.v, x.v) })
	for _, c := range better[:min(len(better), shelterRoutes)] {
		if _, length, ok := s.b.Route(u, c.at); ok && length <= shelterReach*3/2 {
			return aim{c.at, shelterPull, false}, true
		}
	}
	return a, false
}

// gunThreat is what the enemies that outgun u may take from it at p.
func (s *spotter) gunThreat(u *tactical.Unit, p geom.Point) float64 {
	pos := u.Pos
	u.Pos = p
	t := 0.0
	for _, e := range s.foes {
		if outguns(e, u) {
			v, _ := volley(s.b, e, u, "")
			t += v
		}
	}
	u.Pos = pos
	return t
}

// closing reports whether an enemy ground unit that moves stands within
// closeIn of an objective's edge: then the defenders come out to fight
// for it (the houses that hide them from the guns hide the objective's
// near half from them too, and a contested objective goes to the larger
// force left).
func (s *spotter) closing() bool {
	for _, e := range s.foes {
		if !e.Card.Ground() || s.b.Allowance(e) == 0 {
			continue
		}
		for _, o := range s.in.Objectives {
			if geom.Within(e.Pos, o.At, 0, o.Radius+closeIn) {
				return true
			}
		}
	}
	return false
}
