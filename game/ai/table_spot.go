package ai

import (
	"slices"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// How a ground unit's standing point is judged: what it can take from
// its best target from there, less what every visible enemy can take
// from it there (so cover, digging in and the enemy's arcs count), plus
// the pull of the objective, which grows for the attacker as the turn
// limit nears.

// Weights of the spot score, in worth (card cost) per combat round.
const (
	threatWeight    = 0.8 // what the enemy may take from the unit
	holdBonus       = 6   // a ground unit standing within an objective
	attackPullFirst = 0.3 // worth per inch nearer the goal, attacker, turn 1
	attackPullLast  = 1.5 // … at the turn limit
	defendPull      = 0.1
	quarryPull      = 0.05 // per inch nearer the nearest enemy, with no objective
	// engagePull is the pull toward the nearest enemy of a unit the
	// objective does not need: a side that only sits and is shot at loses
	// a morale point each turn it loses a unit and kills none (Inset
	// IX.3), and is routed at 0.
	engagePull = 0.6
	// keepHolders: ground units enough to hold an objective; the others
	// go out to engage.
	keepHolders = 3
	// At the turn limit only the objectives and then the forces left count
	// (II.2.3): a side with nobody inside loses to one that holds, however
	// much it has left. In the last lastTurns moves a unit inside is worth
	// lastHold more, and the rushers nearest of the units that can still
	// just get in by the limit are pulled there at rushPull per inch,
	// whatever they are shot at with (more would only feed the enemy
	// force left: the larger decides when both sides are inside).
	lastTurns = 2
	lastHold  = 10
	rushPull  = 4
	rushers   = 3
	// An attacker advances together: a soft vehicle heading for an
	// objective pays cohesionPull per inch it would stand more than
	// leadInches nearer the objective than the median of its side's
	// ground units (a jeep that runs ahead of the infantry dies alone;
	// held back the same way, tanks did worse: measured 12 of 40 Persano
	// attacks ahead against the greedy defender, 18 without).
	cohesionPull = 1.0
	leadInches   = 4
)

// spotter scores points for one unit of the side deciding.
type spotter struct {
	b      *tactical.Battle
	in     *TableInput
	foes   []*tactical.Unit
	pull   float64
	threat float64 // the weight of what the enemy may take from the unit
	outgun float64 // the extra weight of an enemy that outguns it (table_shelter.go)
	wide   bool    // a unit under such guns looks beyond its move for shelter
	hold   float64 // the bonus of a ground unit inside an objective
	left   int     // moves left before the turn limit, this one included
	body   int64   // the attacker's median ground distance to its objective; 0 for none
	// holdsHex: the defender of a battle of the map, which has no
	// objective (Q133) — it holds the hex, the table's centre, and wins
	// by lasting, so it keeps to the centre and its cover there rather
	// than going out to the nearest enemy (issue 14).
	holdsHex bool
}

func newSpotter(b *tactical.Battle, in *TableInput) *spotter {
	s := &spotter{b: b, in: in, foes: enemies(b, in.View.Side), pull: defendPull, threat: threatWeight, hold: holdBonus, wide: true,
		left: max(b.Rules.TurnCap-b.Turn+1, 1)}
	if s.left <= lastTurns {
		s.hold += lastHold
	}
	if in.View.Role == tactical.Defender && !s.closing() {
		s.outgun = outgunWeight
	}
	if in.View.Role == tactical.Attacker && len(in.Objectives) > 0 {
		s.body = s.median(in.Objectives[0].At)
	}
	if in.View.Role == tactical.Attacker {
		f := float64(b.Turn) / float64(max(b.Rules.TurnCap, 1))
		s.pull = attackPullFirst + (attackPullLast-attackPullFirst)*f
	}
	if len(in.Objectives) == 0 {
		s.pull = quarryPull
		if in.View.Role == tactical.Defender {
			s.pull, s.holdsHex = hexPull, true
		}
	}
	return s
}

// facing is the way u should face at p: toward the nearest enemy, else
// toward the front.
func (s *spotter) facing(u *tactical.Unit, p geom.Point) geom.Angle {
	if e := nearest(p, s.foes); e != nil {
		return geom.Bearing(p, e.Pos)
	}
	return geom.Bearing(p, front(s.in))
}

// aim is where a unit heads and how hard it is pulled there, worth per
// inch.
type aim struct {
	at    geom.Point
	pull  float64
	close bool // keep with the side's body
}

// aimOf is where ground unit u heads: its goal (table_eval.go) at the
// side's pull; but a unit of a side that holds the objectives it is
// after, beyond the keepHolders inside, goes for the nearest enemy.
func (s *spotter) aimOf(u *tactical.Unit) aim {
	if g, ok := s.hunt(u); ok {
		return g
	}
	g := goal(s.b, s.in, u, s.foes)
	for _, o := range s.in.Objectives {
		if g != o.At {
			continue
		}
		if s.rushes(u, o) {
			return aim{g, rushPull, false}
		}
		return aim{g, s.pull, s.body > 0 && u.Card.Class == units.Vehicle} // an objective still to take
	}
	if s.holdsHex {
		return aim{geom.Point{}, s.pull, false}
	}
	if len(s.in.Objectives) == 0 {
		return aim{g, s.pull, false}
	}
	for _, o := range s.in.Objectives {
		if geom.Within(u.Pos, o.At, 0, o.Radius) && s.holders(o, u) < keepHolders {
			return aim{o.At, s.pull, false}
		}
	}
	return aim{g, engagePull, false}
}

// need is how many moves ground unit u needs to be inside o, 0 when it
// is inside or cannot move.
func (s *spotter) need(u *tactical.Unit, o TableObjective) int {
	allow := s.b.Allowance(u)
	d := geom.Distance(u.Pos, o.At) - o.Radius + geom.Inch/2
	if allow <= 0 || !u.Card.Ground() || d <= 0 {
		return 0
	}
	return int((d + allow - 1) / allow)
}

// rushes reports whether u is one of the rushers units of its side that
// need fewest moves among those whose moves to get into o are all those
// left, or all but one.
func (s *spotter) rushes(u *tactical.Unit, o TableObjective) bool {
	late := func(n int) bool { return n > 0 && n <= s.left && n >= s.left-1 }
	n := s.need(u, o)
	if !late(n) {
		return false
	}
	ahead := 0
	for _, x := range own(s.b, u.Side) {
		if m := s.need(x, o); x != u && late(m) && (m < n || m == n && x.ID < u.ID) {
			ahead++
		}
	}
	return ahead < rushers
}

// median is the median distance to p of the side's ground units that
// move.
func (s *spotter) median(p geom.Point) int64 {
	var ds []int64
	for _, u := range own(s.b, s.in.View.Side) {
		if u.Card.Ground() && u.Face().Movement > 0 {
			ds = append(ds, geom.Distance(u.Pos, p))
		}
	}
	if len(ds) == 0 {
		return 0
	}
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// holders counts the side's ground units within o standing before u in
// the table's order (so that the first keepHolders stay).
func (s *spotter) holders(o TableObjective, u *tactical.Unit) int {
	n := 0
	for _, x := range own(s.b, u.Side) {
		if x.ID >= u.ID {
			break
		}
		if x.Card.Ground() && geom.Within(x.Pos, o.At, 0, o.Radius) {
			n++
		}
	}
	return n
}

// score is what standing at p facing f is worth to ground unit u, whose
// aim is a.
func (s *spotter) score(u *tactical.Unit, p geom.Point, f geom.Angle, a aim) float64 {
	pos, face, dug := u.Pos, u.Facing, u.DugIn
	u.Pos, u.Facing, u.DugIn = p, f, dug && p == pos
	off, threat := 0.0, 0.0
	for _, e := range s.foes {
		v, _ := volley(s.b, u, e, "")
		off = max(off, v)
		t, _ := volley(s.b, e, u, "")
		if s.outgun > 0 && outguns(e, u) {
			t *= 1 + s.outgun
		}
		threat += t
	}
	u.Pos, u.Facing, u.DugIn = pos, face, dug
	v := off - s.threat*threat - a.pull*float64(geom.Distance(p, a.at))/geom.Inch
	if a.close {
		if ahead := s.body - geom.Distance(p, a.at) - leadInches*geom.Inch; ahead > 0 {
			v -= cohesionPull * float64(ahead) / geom.Inch
		}
	}
	for _, o := range s.in.Objectives {
		if u.Card.Ground() && geom.Within(p, o.At, 0, o.Radius) {
			v += s.hold
		}
	}
	if s.holdsHex && geom.Within(p, geom.Point{}, 0, hexHeld) {
		v += placeCover * float64(cover(s.b, u, p, front(s.in)))
	}
	return v
}
