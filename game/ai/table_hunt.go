package ai

import (
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Going for the guns. Persano's German armour walked toward the factory
// under two US howitzers that reach the whole table: it could not get out
// of their reach, and they shelled it every turn until it was out-killed
// before it closed. A tank that such a gun fires at, and that would win
// the exchange once beside it, goes for the gun instead of the objective
// while the battle has turns to spare. Only artillery (guns with an
// indirect weapon: weak at close range) is hunted so; an anti-tank gun or
// an 88 is not (measured: hunting every gun lost points battles).

const (
	huntAllowance int64 = 2 * geom.Inch // an attacker this fast goes for the guns that outgun it
	huntTurns           = 4             // … within this many of its moves (and its reach)
	huntPull            = 1.0           // … pulled this hard, worth per inch
)

// hunt is the aim of an attacker fast enough to close on a gun that
// outguns it and cannot move: the nearest such gun within huntTurns of
// its moves, pulled at huntPull per inch (a howitzer is a tank's easy
// prey once it is within the tank's reach, and it shells the attack
// while it stands).
func (s *spotter) hunt(u *tactical.Unit) (aim, bool) {
	allow := s.b.Allowance(u)
	if s.in.View.Role != tactical.Attacker || u.Card.Class != units.Tank || allow < huntAllowance || s.left <= lastTurns {
		return aim{}, false
	}
	var best *tactical.Unit
	for _, e := range s.foes {
		if s.quarry(u, e, allow) && (best == nil || geom.Dist2(u.Pos, e.Pos) < geom.Dist2(u.Pos, best.Pos)) {
			best = e
		}
	}
	if best == nil {
		return aim{}, false
	}
	return aim{best.Pos, huntPull, false}, true
}

// quarry reports whether u, moving allow a turn, should go for e: an
// artillery piece that cannot move, outguns u, shells it where it stands,
// is u's prey and is within huntTurns of u's moves and its reach.
func (s *spotter) quarry(u, e *tactical.Unit, allow int64) bool {
	return e.Face().Movement == 0 && artillery(e) && outguns(e, u) &&
		geom.Within(u.Pos, e.Pos, 0, allow*huntTurns+reachOver(u, e)) && s.fires(e, u) && s.prey(u, e)
}

// prey reports whether u, closed in on gun e (2" short of it, the two
// facing each other), expects to take more of e's worth in a round than
// e takes of u's.
func (s *spotter) prey(u, e *tactical.Unit) bool {
	pos, face, eface := u.Pos, u.Facing, e.Facing
	u.Pos = geom.Offset(e.Pos, geom.Bearing(e.Pos, pos), 2*geom.Inch)
	u.Facing, e.Facing = geom.Bearing(u.Pos, e.Pos), geom.Bearing(e.Pos, u.Pos)
	mine, _ := volley(s.b, u, e, "")
	theirs, _ := volley(s.b, e, u, "")
	u.Pos, u.Facing, e.Facing = pos, face, eface
	return mine > theirs
}

// fires reports whether e may fire at u where it stands.
func (s *spotter) fires(e, u *tactical.Unit) bool {
	v, _ := volley(s.b, e, u, "")
	return v > 0
}

// artillery reports whether u has an indirect weapon: a howitzer or a
// mortar, whose fire at close range is weak (an anti-tank gun's is not).
func artillery(u *tactical.Unit) bool {
	for _, w := range u.Face().Weapons {
		if w.Indirect {
			return true
		}
	}
	return false
}
