package ai

import (
	"fmt"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// place puts the first unit due at the point of the placement grid that
// scores best, facing the enemy's zone (the defender) or the objective
// (the attacker); aircraft go to half the ceiling.
func (p *ComputerTable) place(b *tactical.Battle, in *TableInput) (TableOrder, bool) {
	u := due(b, in)
	if u == nil {
		return TableOrder{}, false
	}
	alt := int64(0)
	if u.Aircraft() {
		alt = flightLevel
	}
	s := newSpotter(b, in)
	// The ground both sides lean toward: the objective, else the table's
	// centre — the hex a battle of the map is fought for (Q133), never the
	// defender's front, the edge the attackers enter by (issue 13).
	g := geom.Point{}
	if len(in.Objectives) > 0 {
		g = in.Objectives[0].At
	}
	var best geom.Point
	bv, found := 0.0, false
	for _, q := range spots(b, u, alt, budgets[p.strength].grid) {
		f := geom.Bearing(q, front(in))
		v := s.score(u, q, f, aim{g, s.pull, false})
		if u.Aircraft() || u.Fixed() {
			v = -float64(geom.Distance(q, g)) // no cover to seek
		}
		if !found || v > bv {
			best, bv, found = q, v, true
		}
	}
	if !found {
		return TableOrder{}, false
	}
	c := tactical.Command{Kind: tactical.CmdPlace, Unit: u.ID, To: best, Alt: alt, Facing: geom.Bearing(best, front(in))}
	if u.Card.Class == units.Obstacle && len(in.View.Zones) > 0 {
		c.Facing = geom.Side(in.View.Zones[0].Side).Facing() // the belt across the approach
	}
	return TableOrder{Command: c, Why: fmt.Sprintf("%s takes the best ground in reach of the enemy's approach", u.Card.Name)}, true
}

// In a battle of the map (no objectives) the defender's spot score
// (placing and moving, table_spot.go) counts placeCover worth for each point of cover against fire from its
// front within hexHeld of the centre: the threat term counts cover only
// against the attackers placed so far, while the others will come from
// there too. Not in the standalone battles: there it changed the
// defences won against greedy by +16 (Persano), -13 (Rapido) and -8
// (Altavilla) of 100, and by -16 and -16 counted within 4" of the
// objective only.
const (
	placeCover = 1.0
	hexHeld    = 12 * geom.Inch
)

// hexPull is the worth per inch nearer the table's centre of the
// defender's placement in a battle with no objectives (one of the map):
// a point of cover is worth 4" of it, so it keeps to the hex
// rather than to a wood on the attackers' way in.
const hexPull = 0.25

// cover is the Defense bonus ground unit u would have at p against fire
// from from; 0 for what the table cannot shelter.
func cover(b *tactical.Battle, u *tactical.Unit, p, from geom.Point) int {
	if !u.Card.Ground() {
		return 0
	}
	c, _ := b.Table.Cover(p, tactical.MoverOf(u.Card), from)
	return c
}

// move moves the first unit that has not moved to the best point it may
// reach: along its route to its goal, or out along the bearings of its
// budget, or where it stands (turning only); with all moved it ends the
// step.
func (p *ComputerTable) move(b *tactical.Battle, in *TableInput) TableOrder {
	if o, ok := p.offerTruce(b, in); ok {
		return o
	}
	why := ""
	if budgets[p.strength].samples > 0 && p.mem.posedIn != b.Turn {
		p.mem.posedIn = b.Turn
		p.pose, why = p.choosePosture(b, in)
	}
	s := newSpotter(b, in)
	s.pull *= postures[p.pose].pull
	s.threat *= postures[p.pose].threat
	bg := budgets[p.strength]
	s.wide = bg.shelter // the rollouts' budget leaves the wide look out
	for _, u := range own(b, in.View.Side) {
		if u.Aircraft() || u.Moved || b.Follows(u) || u.Fixed() || u.Hidden && len(s.foes) > 0 && p.stays(u) {
			continue
		}
		a := s.aimOf(u)
		if sh, ok := s.shelter(u, a); ok {
			a = sh
		}
		stay := tactical.Command{Kind: tactical.CmdMove, Unit: u.ID, To: u.Pos, Facing: s.facing(u, u.Pos)}
		best, bv := stay, s.score(u, u.Pos, stay.Facing, a)
		try := func(c tactical.Command) {
			if b.CheckMove(c) != nil {
				return
			}
			if v := s.score(u, c.To, c.Facing, a); v > bv {
				best, bv = c, v
			}
		}
		allow := b.Allowance(u)
		if allow > 0 {
			if c, ok := toward(b, u, a.at, 0); ok {
				c.Facing = s.facing(u, c.To)
				try(c)
			}
			for k := range bg.bearings {
				a := geom.Angle(int64(k) * int64(geom.Turn) / int64(bg.bearings))
				for st := 1; st <= bg.steps; st++ {
					to := geom.Offset(u.Pos, a, allow*int64(st)/int64(bg.steps))
					try(tactical.Command{Kind: tactical.CmdMove, Unit: u.ID, To: to, Facing: s.facing(u, to)})
				}
			}
		}
		w := fmt.Sprintf("%s moves to the best trade of fire and cover on its way", u.Card.Name)
		if best.To == u.Pos {
			w = fmt.Sprintf("%s holds its ground", u.Card.Name)
		}
		if why != "" {
			w = why + "; " + w
		}
		return TableOrder{Command: best, Why: w}
	}
	return TableOrder{Command: in.View.Pending.Close(), Why: "every unit has moved"}
}

// stays keeps a hidden unit (an observer) where it is: moving gains it
// nothing the enemy could not find.
func (p *ComputerTable) stays(u *tactical.Unit) bool { return u.Card.Special.FireMissions }
