package ai

import (
	"math"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// What the table players weigh: a unit is worth its card's cost, and a
// volley is worth the share of its target's worth it is expected to take
// away in one combat round (the exact one-shot odds of the engine, shot
// by shot).

// worth is what losing u costs its side: its card's cost (crews
// included for its own side's units, which it knows).
func worth(u *tactical.Unit) float64 {
	w := float64(max(u.Card.Cost, 1))
	if u.Crew != nil && u.Crew.Card != nil {
		w += float64(u.Crew.Card.Cost)
	}
	return w
}

// volley is the worth u's round volley is expected to take from t now,
// and the chance it destroys t; both 0 when u may not fire at t. mission
// is the fire mission declared, "" for none.
func volley(b *tactical.Battle, u, t *tactical.Unit, mission string) (value, kill float64) {
	ws := b.RoundWeapons(u, t)
	if mission != "" {
		ws = ws[:0:0]
		for wi, w := range u.Face().Weapons {
			if w.Indirect {
				ws = append(ws, wi)
				break
			}
		}
	}
	w := worth(t)
	survive := 1.0
	for _, wi := range ws {
		o, err := b.ShotOdds(u, wi, t, mission)
		ok := err == nil
		if !ok {
			continue
		}
		for range max(u.Face().Weapons[wi].Rate, 1) {
			value += survive * (o.Destroy*w + (o.Damage-o.Destroy)*w/2)
			survive *= 1 - o.Destroy
		}
	}
	return value, 1 - survive
}

// enemies are the enemy units of side s on the table that s sees and
// that can act.
func enemies(b *tactical.Battle, s units.Side) []*tactical.Unit {
	var out []*tactical.Unit
	for i := range b.Units {
		if u := &b.Units[i]; u.Side != s && u.Active() && !u.Hidden {
			out = append(out, u)
		}
	}
	return out
}

// own are side s's active units on the table.
func own(b *tactical.Battle, s units.Side) []*tactical.Unit {
	var out []*tactical.Unit
	for i := range b.Units {
		if u := &b.Units[i]; u.Side == s && u.Active() {
			out = append(out, u)
		}
	}
	return out
}

// nearest is the unit of us closest to p, or nil.
func nearest(p geom.Point, us []*tactical.Unit) *tactical.Unit {
	var best *tactical.Unit
	bd := int64(math.MaxInt64)
	for _, u := range us {
		if d := geom.Dist2(p, u.Pos); d < bd {
			best, bd = u, d
		}
	}
	return best
}

// controller is who holds objective o on b as the standalone battle
// judges it: ground units able to act within its radius, of one side
// only (Neutral when empty or contested).
func controller(b *tactical.Battle, o TableObjective) units.Side {
	held := units.Neutral
	for i := range b.Units {
		u := &b.Units[i]
		if !u.Active() || !u.Card.Ground() || u.Hidden || !geom.Within(u.Pos, o.At, 0, o.Radius) {
			continue
		}
		if held != units.Neutral && held != u.Side {
			return units.Neutral
		}
		held = u.Side
	}
	return held
}

// goal is where ground unit u heads: the nearest objective its side does
// not hold, else the nearest enemy, else the nearest objective, else the
// table's centre.
func goal(b *tactical.Battle, in *TableInput, u *tactical.Unit, foes []*tactical.Unit) geom.Point {
	var best geom.Point
	bd := int64(-1)
	for _, o := range in.Objectives {
		if controller(b, o) == u.Side {
			continue
		}
		if d := geom.Dist2(u.Pos, o.At); bd < 0 || d < bd {
			best, bd = o.At, d
		}
	}
	if bd >= 0 {
		return best
	}
	if e := nearest(u.Pos, foes); e != nil {
		return e.Pos
	}
	if len(in.Objectives) > 0 {
		return in.Objectives[0].At
	}
	return geom.Point{}
}

// toward is the farthest move of u along its route to p that the rules
// allow, halving the distance on a refusal; ok is false when it cannot
// move that way at all.
func toward(b *tactical.Battle, u *tactical.Unit, p geom.Point, facing geom.Angle) (tactical.Command, bool) {
	c := tactical.Command{Kind: tactical.CmdMove, Side: u.Side, Unit: u.ID, To: u.Pos, Facing: facing}
	via, length, ok := b.Route(u, p)
	if !ok {
		via, length = nil, geom.Distance(u.Pos, p)
	}
	way := append(via, p)
	for step := min(b.Allowance(u), length); step >= geom.Inch/4; step /= 2 {
		mv := c
		mv.Path, mv.To = tactical.Walk(u.Pos, way, step)
		if b.CheckMove(mv) == nil {
			return mv, true
		}
	}
	return c, false
}
