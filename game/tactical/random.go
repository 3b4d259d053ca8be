package tactical

import (
	"math/rand/v2"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// RandomPlayer answers any pending decision with a legal command chosen
// by its own generator (never the battle's dice), for property tests,
// benchmarks and headless battles. Its units drift towards the nearest
// enemy and fire at whatever they legally can.
type RandomPlayer struct {
	R *rand.Rand
}

// placeTries bounds the random points tried before the scan of the zone.
const placeTries = 40

// Command returns a legal command for the pending decision; ok is false
// only when the battle is over.
func (p RandomPlayer) Command(b *Battle) (Command, bool) {
	s := b.Pending.Side
	switch b.Pending.Kind {
	case DecidePlace:
		return p.place(b, s), true
	case DecideMove:
		return p.move(b, s), true
	case DecideFly:
		return p.fly(b, s), true
	case DecideDeclare:
		return p.declare(b, s), true
	case DecideCounter:
		return p.answer(b, s), true
	case DecideTerrain:
		return p.terrain(b, s), true
	}
	return Command{}, false
}

func (p RandomPlayer) place(b *Battle, s units.Side) Command {
	var u *Unit
	for i := range b.Units {
		if w := &b.Units[i]; w.Side == s && b.Due(w) && (u == nil || p.R.IntN(3) == 0) {
			u = w
		}
	}
	c := Command{Kind: CmdPlace, Side: s, Unit: u.ID, Facing: geom.Angle(p.R.IntN(int(geom.Turn)))}
	if u.Aircraft() {
		c.Alt = 1 + p.R.Int64N(Ceiling)
	}
	for range placeTries {
		c.To = geom.Pt(p.R.Int64N(2*geom.Circumradius+1)-geom.Circumradius, p.R.Int64N(2*geom.Circumradius+1)-geom.Circumradius)
		if u.Role == Defender && len(b.Zones) > 0 && (p.R.IntN(2) == 0 || u.Card.Class == units.Obstacle) {
			z := b.Zones[p.R.IntN(len(b.Zones))]
			c.To = p.facing(z)
			if u.Card.Class == units.Obstacle {
				c.Facing = geom.Side(z.Side).Facing() // the belt across the approach
			}
		}
		if b.CheckPlace(u, c.To, c.Alt) == nil {
			return c
		}
	}
	if q, ok := b.Spot(u, c.Alt); ok {
		c.To = q // a narrow zone: the first point of the scan
	}
	return c
}

// facing is a point 10" to 25" in from the side of zone z, up to 15"
// either way along it: a defender waiting for the attack, so that random
// battles come to blows within the turn cap.
func (p RandomPlayer) facing(z Zone) geom.Point {
	f := geom.Side(z.Side).Facing()
	q := geom.Offset(geom.Side(z.Side).Mid(), f+geom.Turn/2, (10+p.R.Int64N(16))*geom.Inch)
	return geom.Offset(q, f+geom.Quarter, (p.R.Int64N(31)-15)*geom.Inch)
}

// nearestEnemy is the closest enemy on the table to u, or nil.
func nearestEnemy(b *Battle, u *Unit) *Unit { return nearestWhere(b, u, nil) }

// nearestWhere is the closest enemy on the table to u for which ok holds
// (any when ok is nil), or nil.
func nearestWhere(b *Battle, u *Unit, ok func(*Unit) bool) *Unit {
	var best *Unit
	var bd int64
	for i := range b.Units {
		t := &b.Units[i]
		if t.Side == u.Side || t.Status != OnTable || t.Hidden || (ok != nil && !ok(t)) {
			continue
		}
		if d := geom.Dist2(u.Pos, t.Pos); best == nil || d < bd {
			best, bd = t, d
		}
	}
	return best
}

// move moves the first unit of side s that has not moved: towards the
// nearest enemy by a random share of its allowance (halving on a refusal),
// else it only turns; with every unit moved it ends the step.
func (p RandomPlayer) move(b *Battle, s units.Side) Command {
	if p.R.IntN(20000) == 0 {
		return Command{Kind: CmdCeaseFire, Side: s} // as if both sides agreed
	}
	if c, ok := p.groundOrder(b, s); ok {
		return c
	}
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != s || !u.Active() || u.Aircraft() || u.Moved || b.follows(u) || u.Fixed() {
			continue
		}
		c := Command{Kind: CmdMove, Side: s, Unit: u.ID, To: u.Pos, Facing: u.Facing}
		e := nearestEnemy(b, u)
		if e == nil {
			return c
		}
		c.Facing = geom.Bearing(u.Pos, e.Pos)
		if p.R.IntN(4) == 0 {
			return c // holds its ground, turning to face
		}
		step := b.Allowance(u) * int64(1+p.R.IntN(4)) / 4
		for ; step >= geom.Inch/4; step /= 2 {
			to := geom.Offset(u.Pos, c.Facing+geom.Angle(p.R.IntN(601)-300), step)
			mv := c
			mv.To = to
			if _, err := b.planMove(u, mv); err == nil {
				return mv
			}
		}
		return p.detour(b, u, e, c)
	}
	return Command{Kind: CmdEndMove, Side: s}
}

// detour follows the route round closed features towards e for as far
// as the unit's allowance goes (halving on a refusal); else c, a turn in
// place.
func (p RandomPlayer) detour(b *Battle, u, e *Unit, c Command) Command {
	via, _, ok := b.Route(u, e.Pos)
	if !ok {
		return c
	}
	way := append(via, e.Pos)
	for step := b.Allowance(u); step >= geom.Inch/4; step /= 2 {
		mv := c
		mv.Path, mv.To = walk(u.Pos, way, step)
		if _, err := b.planMove(u, mv); err == nil {
			return mv
		}
	}
	return c
}

// walk goes d along the polyline from a through way and returns the
// corners passed and the point reached.
func walk(a geom.Point, way []geom.Point, d int64) ([]geom.Point, geom.Point) {
	var passed []geom.Point
	for _, q := range way {
		leg := geom.Distance(a, q)
		if leg >= d {
			return passed, geom.Lerp(a, q, d, max(leg, 1))
		}
		d -= leg
		passed = append(passed, q)
		a = q
	}
	return passed[:len(passed)-1], a
}

// fly moves an aircraft that has not flown its minimum, or sometimes one
// with movement left, towards its quarry within its turn radius, or flies
// one of the maneuvers open to it; a climb or dive in place always spends
// the rest. Otherwise it passes.
func (p RandomPlayer) fly(b *Battle, s units.Side) Command {
	var u *Unit
	for i := range b.Units {
		w := &b.Units[i]
		if w.Side != s || !w.Active() || !w.Aircraft() || FlightLeft(w) <= 0 {
			continue
		}
		if w.Flown < MinimumFlight(w) || (u == nil && p.R.IntN(3) > 0) {
			u = w
			break
		}
	}
	if u == nil {
		return Command{Kind: CmdPass, Side: s}
	}
	if p.R.IntN(25) == 0 && b.CheckPush(u) == nil {
		return Command{Kind: CmdPush, Side: s, Units: []UnitID{u.ID}}
	}
	if p.R.IntN(3) == 0 {
		if c, ok := p.maneuver(b, u); ok {
			return c
		}
	}
	left := FlightLeft(u)
	heading, goal := u.Facing, int64(0)
	if e := quarry(b, u); e != nil {
		heading = geom.Bearing(u.Pos, e.Pos)
		goal = e.Alt
		if !e.Aircraft() && u.hasTorpedo() {
			goal = TorpedoRunTop / 2 // low enough for a run
		}
	}
	for try := 0; try < 6; try++ {
		d := left * int64(1+p.R.IntN(4)) / 4
		turn := max(-MaxTurn(d, TurnRadius(u.Card)), min(MaxTurn(d, TurnRadius(u.Card)), geom.Diff(heading, u.Facing)))
		alt := p.altitude(u, goal)
		c := Command{Kind: CmdFly, Side: s, Unit: u.ID, To: geom.Offset(u.Pos, u.Facing+turn, max(d-abs(alt-u.Alt), 0)), Alt: alt}
		if _, _, err := b.checkFlight(u, c.To, c.Alt); err == nil {
			return c
		}
	}
	// In place: climb or dive by what the minimum still asks, or all that is left.
	need := max(MinimumFlight(u)-u.Flown, min(left, geom.Inch))
	alt := u.Alt + need
	if alt > Ceiling {
		alt = u.Alt - need
	}
	return Command{Kind: CmdFly, Side: s, Unit: u.ID, To: u.Pos, Alt: alt}
}

// quarry is what u flies at: the nearest enemy ship for an aircraft with
// a torpedo when there is one, else the nearest enemy.
func quarry(b *Battle, u *Unit) *Unit {
	if u.hasTorpedo() {
		if s := nearestWhere(b, u, func(t *Unit) bool { return t.Card.Class == units.Ship }); s != nil {
			return s
		}
	}
	return nearestEnemy(b, u)
}

// altitude is where u's next flight ends: towards goal (its quarry's
// height) by up to 2", or up or down by up to 1" without one (goal 0).
func (p RandomPlayer) altitude(u *Unit, goal int64) int64 {
	alt := u.Alt + p.R.Int64N(2*geom.Inch+1) - geom.Inch
	if goal > 0 {
		step := min(abs(goal-u.Alt), p.R.Int64N(2*geom.Inch+1))
		if goal < u.Alt {
			step = -step
		}
		alt = u.Alt + step
	}
	return max(1, min(Ceiling, alt))
}

// maneuver picks one of the maneuvers u may fly now, if any.
func (p RandomPlayer) maneuver(b *Battle, u *Unit) (Command, bool) {
	opts := b.ManeuverOptions(u)
	if len(opts) == 0 {
		return Command{}, false
	}
	o := opts[p.R.IntN(len(opts))]
	return Command{Kind: CmdManeuver, Side: u.Side, Unit: u.ID, Maneuver: o.Maneuver, Target: o.Target, Facing: o.Facing}, true
}

// answer counters the maneuver waiting three times in four when it can,
// else lets it stand.
func (p RandomPlayer) answer(b *Battle, s units.Side) Command {
	if p.R.IntN(4) > 0 {
		if c, ok := p.maneuver(b, b.Unit(b.Exchange.Target)); ok {
			return c
		}
	}
	return Command{Kind: CmdPass, Side: s}
}

// declare names a random legal target for the first active unit of side
// s that has not declared and has one, or now and then inspires its
// units or withdraws one; then ends the declarations.
func (p RandomPlayer) declare(b *Battle, s units.Side) Command {
	if r, _ := b.RoleOf(s); !b.Inspired[r] && p.R.IntN(40) == 0 {
		return Command{Kind: CmdInspire, Side: s}
	}
	if p.R.IntN(60) == 0 { // now and then a unit withdraws instead (IV.3.8)
		for i := range b.Units {
			if u := &b.Units[i]; u.Side == s && u.Active() && !u.Aircraft() && u.Face().Movement > 0 {
				return Command{Kind: CmdWithdraw, Side: s, Units: []UnitID{u.ID}}
			}
		}
	}
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != s || !u.Active() || b.declared(u.ID) {
			continue
		}
		if ts := b.LegalTargets(u); len(ts) > 0 {
			t := ts[p.R.IntN(len(ts))]
			return Command{Kind: CmdDeclare, Side: s, Unit: u.ID, Target: t, Mission: p.mission(b, u, b.Unit(t))}
		}
	}
	return Command{Kind: CmdEndDeclare, Side: s}
}
