package ai

import (
	"math/rand/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// GreedyTable is the baseline table player: it places every unit as near
// the objective as it may, facing the enemy, drives each unit straight
// at the nearest objective it does not hold (else the nearest enemy),
// and fires each unit at the target it expects to harm most. It plays no
// cards and refuses every cease fire. It buys its force at random and,
// given the choice, defends (the objective is nearer the defender).
type GreedyTable struct {
	r        *rand.Rand
	fallback *RandomTable
}

// NewGreedyTable is a greedy table player; seed feeds only its fallback
// for decisions it does not know.
func NewGreedyTable(seed uint64) *GreedyTable {
	return &GreedyTable{r: rand.New(rand.NewPCG(seed, 0x93eed)), fallback: NewRandomTable(seed)}
}

func (p *GreedyTable) Name() string { return "greedy" }

func (p *GreedyTable) Decide(in *TableInput) TableOrder {
	switch {
	case in.Shop != nil:
		return randomForce(p.r, in.Shop)
	case in.Choice != nil:
		return TableOrder{Role: tactical.Defender, Why: "it defends the objective"}
	}
	if in.Offered {
		return TableOrder{Accept: false, Why: "it fights on"}
	}
	if in.Refused != "" {
		return p.fallback.Decide(in)
	}
	b := believe(in, p.r)
	var c tactical.Command
	ok := false
	switch in.View.Pending.Kind {
	case tactical.DecidePlace:
		c, ok = greedyPlace(b, in)
	case tactical.DecideMove:
		c, ok = greedyMove(b, in), true
	case tactical.DecideFly:
		c, ok = greedyFly(b, in)
	case tactical.DecideDeclare:
		c, ok = greedyDeclare(b, in), true
	case tactical.DecideCounter:
		c, ok = in.View.Pending.Close(), true
	}
	if !ok {
		return p.fallback.Decide(in)
	}
	return TableOrder{Command: c, Why: "straight at the objective"}
}

// due is the first unit of side s waiting to be placed now.
func due(b *tactical.Battle, in *TableInput) *tactical.Unit {
	for i := range b.Units {
		if u := &b.Units[i]; u.Side == in.View.Side && b.Due(u) {
			return u
		}
	}
	return nil
}

// placeGrid is the spacing of the points a placement tries.
const placeGrid = 4 * geom.Inch

// spots are the points of the table u may be placed on at altitude alt,
// on a grid of step.
func spots(b *tactical.Battle, u *tactical.Unit, alt, step int64) []geom.Point {
	var out []geom.Point
	for y := -int64(geom.Circumradius); y <= geom.Circumradius; y += step {
		for x := -int64(geom.Circumradius); x <= geom.Circumradius; x += step {
			if p := geom.Pt(x, y); b.CheckPlace(u, p, alt) == nil {
				out = append(out, p)
			}
		}
	}
	return out
}

// flightLevel is where aircraft are placed: half the ceiling.
const flightLevel = tactical.Ceiling / 2

// front is where side s expects the enemy from: the attackers' zones'
// sides for the defender, the objective (else the table's centre) for
// the attacker.
func front(in *TableInput) geom.Point {
	if in.View.Role == tactical.Defender && len(in.View.Zones) > 0 {
		return geom.Side(in.View.Zones[0].Side).Mid()
	}
	if len(in.Objectives) > 0 {
		return in.Objectives[0].At
	}
	return geom.Point{}
}

func greedyPlace(b *tactical.Battle, in *TableInput) (tactical.Command, bool) {
	u := due(b, in)
	if u == nil {
		return tactical.Command{}, false
	}
	alt := int64(0)
	if u.Aircraft() {
		alt = flightLevel
	}
	target := geom.Point{}
	if len(in.Objectives) > 0 {
		target = in.Objectives[0].At
	}
	var best geom.Point
	bd := int64(-1)
	for _, p := range spots(b, u, alt, placeGrid) {
		if d := geom.Dist2(p, target); bd < 0 || d < bd {
			best, bd = p, d
		}
	}
	if bd < 0 {
		return tactical.Command{}, false
	}
	return tactical.Command{Kind: tactical.CmdPlace, Side: u.Side, Unit: u.ID, To: best, Alt: alt, Facing: geom.Bearing(best, front(in))}, true
}

// greedyMove moves the first unit that has not moved toward its goal,
// facing the nearest enemy; with all moved, it ends the step.
func greedyMove(b *tactical.Battle, in *TableInput) tactical.Command {
	foes := enemies(b, in.View.Side)
	for _, u := range own(b, in.View.Side) {
		if u.Aircraft() || u.Moved || b.Follows(u) || u.Fixed() {
			continue
		}
		g := goal(b, in, u, foes)
		face := geom.Bearing(u.Pos, g)
		if e := nearest(u.Pos, foes); e != nil {
			face = geom.Bearing(u.Pos, e.Pos)
		}
		if c, ok := toward(b, u, g, face); ok {
			return c
		}
		return tactical.Command{Kind: tactical.CmdMove, Side: u.Side, Unit: u.ID, To: u.Pos, Facing: face}
	}
	return in.View.Pending.Close()
}

// greedyDeclare names, for the first unit that has not declared, the
// legal target it expects to take most from.
func greedyDeclare(b *tactical.Battle, in *TableInput) tactical.Command {
	foes := enemies(b, in.View.Side)
	for _, u := range own(b, in.View.Side) {
		if b.HasDeclared(u.ID) {
			continue
		}
		var best *tactical.Unit
		bv := 0.0
		for _, t := range foes {
			if v, _ := volley(b, u, t, ""); v > bv {
				best, bv = t, v
			}
		}
		if best != nil {
			return tactical.Command{Kind: tactical.CmdDeclare, Side: u.Side, Unit: u.ID, Target: best.ID}
		}
	}
	return in.View.Pending.Close()
}

// greedyFly flies the first aircraft with movement left straight at the
// nearest enemy, as far as its turn radius lets it, levelling with it;
// with none left to fly, it passes.
func greedyFly(b *tactical.Battle, in *TableInput) (tactical.Command, bool) {
	foes := enemies(b, in.View.Side)
	for _, u := range own(b, in.View.Side) {
		if !u.Aircraft() || tactical.FlightLeft(u) <= 0 {
			continue
		}
		if u.Flown >= tactical.MinimumFlight(u) && u.Flown > 0 {
			continue
		}
		e := nearest(u.Pos, foes)
		if e == nil {
			return tactical.Command{}, false
		}
		return flyAt(b, u, e.Pos, max(e.Alt, geom.Inch))
	}
	return in.View.Pending.Close(), true
}

// flyAt is the longest straight flight of u toward p ending at altitude
// alt (clipped by what the flight leaves), turning as far as its radius
// allows.
func flyAt(b *tactical.Battle, u *tactical.Unit, p geom.Point, alt int64) (tactical.Command, bool) {
	left := tactical.FlightLeft(u)
	for _, share := range []int64{4, 3, 2, 1} {
		d := left * share / 4
		climb := max(-d/2, min(d/2, alt-u.Alt))
		run := d - abs(climb)
		turn := geom.Diff(geom.Bearing(u.Pos, p), u.Facing)
		lim := tactical.MaxTurn(run, tactical.TurnRadius(u.Card))
		turn = max(-lim, min(lim, turn))
		to := geom.Offset(u.Pos, u.Facing+turn, run)
		if b.CheckFly(u, to, u.Alt+climb) == nil {
			return tactical.Command{Kind: tactical.CmdFly, Side: u.Side, Unit: u.ID, To: to, Alt: u.Alt + climb}, true
		}
	}
	return tactical.Command{}, false
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}
