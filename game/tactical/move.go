package tactical

import (
	"fmt"
	"sort"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Ground movement (IX.5.2, Table IX.1): up to the card's Movement in
// inches, measured centre to centre along straight legs; the facing is
// free at the end. Features crossed cost and check as their kind says:
// slow ones charge every inch inside twice, a check is the III.3.1 d10
// (once per kind of check per move), closed ones refuse the move.

// MaxLegs bounds the waypoints of one move.
const MaxLegs = 8

func (b *Battle) move(c Command) ([]Event, error) {
	u, err := b.actor(DecideMove, c)
	if err != nil {
		return nil, err
	}
	plan, err := b.planMove(u, c)
	if err != nil {
		return nil, err
	}
	grp := b.group(u) // a tow moves with its gun and the other tows
	ids := make([]UnitID, 0, len(grp))
	for _, g := range grp {
		g.Moved = true
		ids = append(ids, g.ID)
	}
	var evs []Event
	for i, r := range grp {
		if i == 1 && len(grp) > 1 {
			continue // the gun in tow rides: each tow rolls its own checks
		}
		for _, k := range plan.checks {
			ev, ok := b.check(r, k, k == plan.ground)
			evs = append(evs, ev)
			if !ok {
				return evs, nil
			}
		}
	}
	pts := append(append([]geom.Point{u.Pos}, c.Path...), c.To)
	u.Facing = c.Facing.Norm()
	for _, g := range grp {
		if plan.length > 0 {
			g.DugIn = false // leaving its hole (VI.2.4)
		}
		g.Pos, g.Facing = c.To, u.Facing
	}
	text := fmt.Sprintf("%s moves %s\" (costing %s\") %s, facing %s.", b.describe(u), inches(plan.length), inches(plan.cost), Where(u.Pos), Compass(u.Facing))
	if plan.length == 0 {
		text = fmt.Sprintf("%s turns in place to face %s.", b.describe(u), Compass(u.Facing))
	}
	evs = append(evs, Event{Kind: EvMoved, Side: u.Side, Units: ids, Rule: "IX.5.2", Text: text})
	return append(evs, b.crossObstacles(grp, pts)...), nil
}

// check rolls u's d10 for terrain check k (III.3.1); ground marks the
// table ground's check, which once passed holds for the battle. A vehicle
// that fails to ford is damaged. ok is false when the check failed and the
// move stops.
func (b *Battle) check(u *Unit, k CheckKind, ground bool) (ev Event, ok bool) {
	m := MoverOf(u.Card)
	need := u.checkNeed(k)
	roll := b.dice.D10(string(k)+" check", CheckRule)
	ev = Event{Kind: EvCheck, Side: u.Side, Units: []UnitID{u.ID}, Rule: CheckRule, Rolls: b.dice.TakeRolls()}
	if roll >= need {
		u.Footing = u.Footing || ground
		ev.Text = fmt.Sprintf("%s passes its %s check (d10 %d, needs %d).", b.describe(u), k, roll, need)
		return ev, true
	}
	ev.Text = fmt.Sprintf("%s fails its %s check (d10 %d, needs %d) and stays where it is.", b.describe(u), k, roll, need)
	if k == RiverCheck && m == Vehicle && !u.Damaged {
		u.Damaged = true // III.3.1: a vehicle that fails to ford is damaged
		ev.Text += " The vehicle is damaged."
	}
	return ev, false
}

type movePlan struct {
	length, cost int64
	checks       []CheckKind
	ground       CheckKind // the table ground's check among checks, if asked
}

// Allowance is how far u may move on the ground this turn, in hundredths
// of an inch: its Movement, +1" for infantry at Heroic morale, nothing at
// Traumatized (Table IX.2).
// Pushed units add their push (IV.3.5); a group in tow goes at the pace
// of its slowest tow less TowPenalty, and a unit that follows a lead has
// none of its own.
func (b *Battle) Allowance(u *Unit) int64 {
	if b.follows(u) {
		return 0
	}
	grp := b.group(u)
	if len(grp) == 1 {
		return b.ownAllowance(u)
	}
	n := b.ownAllowance(u)
	for _, t := range grp[2:] {
		n = min(n, b.ownAllowance(t))
	}
	return max(n-TowPenalty, 0)
}

func (b *Battle) ownAllowance(u *Unit) int64 {
	e := b.unitMorale(u)
	if e.NoMovement {
		return 0
	}
	n := int64(u.Face().Movement)
	if u.Card.TargetKind() == units.TargetInfantry {
		n += int64(e.InfantryMove)
	}
	return n*geom.Inch + u.PushMove
}

// planMove checks a ground move without changing anything.
func (b *Battle) planMove(u *Unit, c Command) (movePlan, error) {
	var p movePlan
	switch {
	case !u.Active():
		return p, refuse("IX.5.2", "%s cannot act (%s)", b.describe(u), u.Status)
	case u.Aircraft():
		return p, refuse("IX.5.3", "aircraft move in step 4, not with the ground units")
	case u.Moved:
		return p, refuse("IX.5.2", "%s has moved this turn already", b.describe(u))
	case len(c.Path) > MaxLegs:
		return p, fmt.Errorf("a move has at most %d waypoints", MaxLegs)
	}
	if err := b.towBar(u); err != nil {
		return p, err
	}
	if u.Fixed() {
		return p, refuse("IX.4.4", "%s keeps its place and facing", b.describe(u))
	}
	pts := append(append([]geom.Point{u.Pos}, c.Path...), c.To)
	for _, q := range pts[1:] {
		if !q.Valid() || !geom.Hexagon.Contains(q) {
			return p, refuse("IX.5.2", "%s is off the table", q)
		}
	}
	for i := 1; i < len(pts); i++ {
		p.length += geom.Distance(pts[i-1], pts[i])
	}
	if p.length == 0 {
		return p, nil // a change of facing only
	}
	switch {
	case u.Card.Special.Immobile:
		return p, refuse("IX.5.2", "%s may not move once placed", b.describe(u))
	case b.unitMorale(u).NoMovement:
		return p, refuse("Table IX.2", "at morale 2 (Traumatized) units take cover and do not move")
	case u.Face().Movement == 0:
		return p, refuse("Table IX.1", "%s has Movement 0: it moves only when towed", b.describe(u))
	case b.resting(u):
		return p, refuse(PushRule, "%s was pushed last turn and rests", b.describe(u))
	}
	gun := b.Towing(u)
	m := MoverOf(u.Card)
	seen := map[CheckKind]bool{}
	for i := 1; i < len(pts); i++ {
		leg, err := b.legCost(pts[i-1], pts[i], m, u)
		if err != nil {
			return p, err
		}
		if gun != nil { // the gun in tow goes only where it could be pushed
			if _, err := b.legCost(pts[i-1], pts[i], Gun, gun); err != nil {
				return p, err
			}
		}
		p.cost += leg.cost
		if leg.ground != NoCheck && !u.Footing && leg.ground.Need(m) > 0 {
			p.ground = leg.ground
			leg.checks = append(leg.checks, leg.ground)
		}
		for _, k := range leg.checks {
			if !seen[k] && k.Need(m) > 0 {
				seen[k] = true
				p.checks = append(p.checks, k)
			}
		}
	}
	if allow := b.Allowance(u); p.cost > allow {
		return p, refuse("IX.5.2", reachRefusal, inches(p.cost), b.describe(u), inches(allow))
	}
	if err := b.standable(u, c.To); err != nil {
		return p, err
	}
	if gun != nil {
		if err := b.standable(gun, c.To); err != nil {
			return p, err
		}
	}
	if err := b.crowded(u, c.To); err != nil {
		return p, err
	}
	sort.Slice(p.checks, func(i, j int) bool { return p.checks[i] < p.checks[j] })
	return p, nil
}

// legCost prices one straight leg for mover m: its length plus the inches
// inside slow features (a stretch inside several counts once more, not
// more), the checks it asks, or the closed feature that bars it. Water is
// crossed by the passage of the bridge or ford over it when one covers the
// whole stretch; the table's ground counts unless the leg keeps to roads.
func (b *Battle) legCost(a, c geom.Point, m Mover, u *Unit) (movePlan, error) {
	p := movePlan{length: geom.Distance(a, c)}
	p.cost = p.length
	feats := b.Table.Crossed(a, c)
	if u.Card.Class == units.Ship {
		return p, b.sailable(u, a, c, feats)
	}
	var crossings, roads []span
	for _, f := range feats {
		if lo, hi, ok := f.Shape.Span(a, c); ok && (f.Kind.Layer == Crossing || f.Kind.ID == "road") {
			roads = append(roads, span{lo, hi})
			if f.Kind.Layer == Crossing {
				crossings = append(crossings, span{lo, hi})
			}
		}
	}
	var slow int64
	for _, f := range feats {
		lo, hi, _ := f.Shape.Span(a, c)
		pass := f.Kind.Passage(m)
		switch {
		case f.Kind.Layer == Crossing:
			continue // judged with the water under it
		case f.Kind.Layer == Water && covered(crossings, lo, hi):
			pass = Free
			for _, x := range feats {
				if x.Kind.Layer == Crossing && x.Shape.Touches(a, c) && x.Kind.Passage(m) > pass {
					pass = x.Kind.Passage(m)
					if pass == Check {
						p.checks = append(p.checks, x.Kind.Check)
					}
				}
			}
			continue
		}
		// A road or bridge over a stretch of ground (banks, hills, beach)
		// spares it, as roads override terrain on the map.
		off := hi - lo
		if f.Kind.Layer != Water {
			off = uncovered(roads, lo, hi)
		}
		switch pass {
		case Closed:
			if f.Shape.Crosses(a, c) || f.Shape.ContainsStrictly(c) {
				return p, refuse(CheckRule, "the %s is closed to %s units", describe(f), m)
			}
		case Slow:
			slow += geom.SpanLength(a, c, 0, off)
		case Check:
			if off > 0 && !f.Shape.Contains(a) { // asked on entering, not within or leaving
				p.checks = append(p.checks, f.Kind.Check)
			}
		}
	}
	if g := b.Table.Ground; !covered(roads, 0, geom.SpanScale) {
		switch g.Passage(m) {
		case Closed:
			return p, refuse(CheckRule, "the %s is closed to %s units off the roads", g.Name, m)
		case Slow:
			slow = p.length
		case Check:
			p.ground = g.Check
		}
	}
	p.cost += min(slow, p.length)
	return p, nil
}

// sailable refuses a ship's leg that leaves the sea anywhere along it.
func (b *Battle) sailable(u *Unit, a, c geom.Point, feats []*Feature) error {
	var sea []span
	for _, f := range feats {
		if lo, hi, ok := f.Shape.Span(a, c); ok && f.Kind.ID == "sea" {
			sea = append(sea, span{lo, hi})
		}
	}
	if !covered(sea, 0, geom.SpanScale) {
		return refuse("IX.5.2", "%s cannot sail over land", b.describe(u))
	}
	return nil
}

type span struct{ lo, hi int64 }

// covered reports whether the spans cover [lo, hi] without a gap.
func covered(ss []span, lo, hi int64) bool { return uncovered(ss, lo, hi) == 0 }

// uncovered is how much of [lo, hi] the spans leave bare.
func uncovered(ss []span, lo, hi int64) int64 {
	sort.Slice(ss, func(i, j int) bool { return ss[i].lo < ss[j].lo })
	at, bare := lo, int64(0)
	for _, s := range ss {
		if s.hi <= at {
			continue
		}
		if s.lo >= hi {
			break
		}
		if s.lo > at {
			bare += s.lo - at
		}
		at = s.hi
		if at >= hi {
			return bare
		}
	}
	return bare + max(hi-at, 0)
}

// Route is the shortest way for ground unit u from where it stands to p
// round the features closed to it (geom.ShortestPath), as the waypoints
// a move command takes (p excluded) and its length; ok is false when no
// way exists. It does not price slow ground or promise a move within the
// unit's allowance: planMove still judges the move.
func (b *Battle) Route(u *Unit, p geom.Point) (via []geom.Point, length int64, ok bool) {
	m := MoverOf(u.Card)
	var obstacles []geom.Polygon
	for _, f := range b.Table.Features() {
		if f.Kind.Passage(m) == Closed && f.Kind.Layer != Water {
			obstacles = append(obstacles, f.Shape)
		}
	}
	length, way, ok := geom.ShortestPath(geom.Hexagon, obstacles, u.Pos, p)
	if !ok || len(way) < 2 {
		return nil, 0, false
	}
	return way[1 : len(way)-1], length, true
}
