package ai

import (
	"fmt"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// Aircraft (IX.5.3, IX.7): each aircraft flies once a turn, its whole
// flight, to the end point that scores best — the worth its volley may
// take there (bombs only right over a target and within the drop cone)
// less what enemy fire may take from it, and its closeness to the enemy
// — among the headings its turn radius allows, the distances and the
// altitudes of its budget, and a run straight over each ground enemy.
// An offensive maneuver open to it goes first: the easiest one that
// takes Advantage or lines up bombs.

// fly is the next aircraft's flight or maneuver, or a pass.
func (p *ComputerTable) fly(b *tactical.Battle, in *TableInput) (TableOrder, bool) {
	for _, u := range own(b, in.View.Side) {
		if !u.Aircraft() || tactical.FlightLeft(u) <= 0 || (p.mem.flownIn[u.ID] == b.Turn && u.Flown >= tactical.MinimumFlight(u)) {
			continue
		}
		if o, ok := p.maneuver(b, u, true); ok {
			return o, true
		}
		c, ok := p.flight(b, in, u)
		if !ok {
			return TableOrder{}, false
		}
		p.mem.flownIn[u.ID] = b.Turn
		return TableOrder{Command: c, Why: fmt.Sprintf("%s flies to its best firing position", u.Card.Name)}, true
	}
	return TableOrder{Command: in.View.Pending.Close(), Why: "its aircraft have flown"}, true
}

// maneuver is the easiest maneuver u may fly now (offensive ones only
// when offensive is set: a counter may be any).
func (p *ComputerTable) maneuver(b *tactical.Battle, u *tactical.Unit, offensive bool) (TableOrder, bool) {
	var best *tactical.ManeuverOption
	need := 0
	for _, o := range b.ManeuverOptions(u) {
		m, ok := tactical.ManeuverByID(o.Maneuver)
		if !ok || offensive && !m.Offensive {
			continue
		}
		if best == nil || m.Need < need {
			o := o
			best, need = &o, m.Need
		}
	}
	if best == nil {
		return TableOrder{}, false
	}
	m, _ := tactical.ManeuverByID(best.Maneuver)
	return TableOrder{Command: tactical.Command{Kind: tactical.CmdManeuver, Unit: u.ID, Maneuver: best.Maneuver, Target: best.Target, Facing: best.Facing},
		Why: fmt.Sprintf("%s flies a %s (needs %d)", u.Card.Name, m.Name, m.Need)}, true
}

// counter answers the maneuver waiting with the easiest counter, else
// lets it stand.
func (p *ComputerTable) counter(b *tactical.Battle, in *TableInput) TableOrder {
	if u := b.Unit(in.View.Exchange.Target); u != nil && u.Side == in.View.Side {
		if o, ok := p.maneuver(b, u, false); ok {
			return o
		}
	}
	return TableOrder{Command: in.View.Pending.Close(), Why: "no counter to fly"}
}

// Aircraft weights: per inch nearer the nearest enemy.
const closePull = 0.05

// flight is the best straight flight of u.
func (p *ComputerTable) flight(b *tactical.Battle, in *TableInput, u *tactical.Unit) (tactical.Command, bool) {
	foes := enemies(b, in.View.Side)
	bg := budgets[p.strength]
	left := tactical.FlightLeft(u)
	need := max(tactical.MinimumFlight(u)-u.Flown, 0)
	var best tactical.Command
	bv, found := 0.0, false
	try := func(to geom.Point, alt int64) {
		if b.CheckFly(u, to, alt) != nil || geom.Distance(u.Pos, to)+abs(alt-u.Alt) < need {
			return
		}
		if v := p.airScore(b, u, to, alt, foes); !found || v > bv {
			best, bv, found = tactical.Command{Kind: tactical.CmdFly, Unit: u.ID, To: to, Alt: alt}, v, true
		}
	}
	for _, e := range foes {
		if !e.Aircraft() {
			try(e.Pos, u.Alt)
		}
	}
	for k := range bg.climbs {
		climb := (int64(k) - int64(bg.climbs/2)) * geom.Inch
		alt := max(geom.Inch, min(tactical.Ceiling, u.Alt+climb))
		run := left - abs(alt-u.Alt)
		if run < 0 {
			continue
		}
		lim := tactical.MaxTurn(run, tactical.TurnRadius(u.Card))
		for h := range bg.bearings {
			turn := lim * geom.Angle(2*h-bg.bearings+1) / geom.Angle(max(bg.bearings-1, 1))
			try(geom.Offset(u.Pos, u.Facing+turn, run), alt)
		}
	}
	return best, found
}

// airScore is what ending a flight at to, altitude alt, is worth to u.
func (p *ComputerTable) airScore(b *tactical.Battle, u *tactical.Unit, to geom.Point, alt int64, foes []*tactical.Unit) float64 {
	pos, a, f := u.Pos, u.Alt, u.Facing
	if to != pos {
		u.Facing = geom.Bearing(pos, to)
	}
	u.Pos, u.Alt = to, alt
	off, threat := 0.0, 0.0
	for _, e := range foes {
		v, _ := volley(b, u, e, "")
		off = max(off, v)
		t, _ := volley(b, e, u, "")
		threat += t
	}
	v := off - threatWeight*threat
	if e := nearest(to, foes); e != nil {
		v -= closePull * float64(geom.Distance3(to, e.Pos, alt-e.Alt)) / geom.Inch
	}
	u.Pos, u.Alt, u.Facing = pos, a, f
	return v
}
