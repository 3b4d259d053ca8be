package campaign

import (
	"fmt"
	"slices"

	"frontline/game"
	"frontline/game/units"
)

// Options are the game options of the next leg to play: its scenario, its
// seed, its own turn limit, and in continue mode what prev (the leg
// before, finished) left. prev is nil for the first leg.
func (st *State) Options(d *Def, prev *game.Game) (game.Options, error) {
	i := len(st.Results)
	if st.Over(d) {
		return game.Options{}, fmt.Errorf("the campaign is over")
	}
	leg := st.Leg(d, i)
	opts := game.Options{Scenario: leg.Scenario, Seed: st.LegSeed(i), TurnLimit: leg.TurnLimit}
	if st.Mode == Continue && i > 0 {
		if prev == nil || !prev.Over {
			return game.Options{}, fmt.Errorf("leg %d continues from leg %d, which is not finished", i+1, i)
		}
		opts.Carry = CarryFrom(d.Carry, prev)
	}
	return opts, nil
}

// Finish records the end of the leg in play, g.
func (st *State) Finish(d *Def, g *game.Game) error {
	i := len(st.Results)
	switch {
	case !g.Over:
		return fmt.Errorf("leg %d is not over", i+1)
	case st.Over(d):
		return fmt.Errorf("the campaign is over")
	case g.Options.Scenario != st.Leg(d, i).Scenario:
		return fmt.Errorf("leg %d is %s, not %s", i+1, st.Leg(d, i).Scenario, g.Options.Scenario)
	}
	st.Results = append(st.Results, resultOf(g))
	return nil
}

func resultOf(g *game.Game) Result {
	r := Result{Scenario: g.Options.Scenario, Scores: map[units.Side]int{}}
	if g.Result != "draw" {
		r.Winner = units.Side(g.Result)
	}
	for _, side := range game.Sides {
		r.Scores[side] = g.Score(side)
	}
	return r
}

// CarryFrom is what the finished game g passes to the next leg under the
// rules c (continue mode, docs/formats/campaigns.md).
func CarryFrom(c Carry, g *game.Game) *game.Carry {
	out := &game.Carry{}
	if c.Forces {
		out.Units = survivors(c, g)
	}
	if c.Treasury {
		out.Treasury = map[units.Side]int{}
		for _, side := range game.Sides {
			out.Treasury[side] = min(g.Player(side).Treasury, game.MaxCarryTreasury)
		}
	}
	if c.Momentum && g.Result != "draw" {
		out.First = units.Side(g.Result)
	}
	return out
}

// survivors lists every unit still in its side's hands at the end of g
// that may leave the map, in id order, each crew right after the unit it
// operates.
func survivors(c Carry, g *game.Game) []game.CarriedUnit {
	var out []game.CarriedUnit
	add := func(u *game.Unit, mans int) {
		cu := game.CarriedUnit{Side: u.Side, Card: u.CardID, Damaged: c.Damage && u.Damaged, Mans: mans}
		if c.Experience {
			cu.Stars = slices.Clone(u.Stars)
		}
		out = append(out, cu)
	}
	for _, u := range g.Units {
		if !survives(u) || operates(g, u) {
			continue
		}
		add(u, 0)
		if crew := g.Unit(u.Crew); crew != nil && operates(g, crew) {
			add(crew, len(out))
		}
	}
	return out
}

// survives: the unit is on the map, staged, away or gone off the map
// edge, and is not built into the ground or a prisoner of the enemy.
func survives(u *game.Unit) bool {
	switch {
	case u.Place == game.Destroyed, !game.Carries(u.Card):
		return false
	case u.Captured && u.Place != game.OnMap:
		return false // a soldier taken prisoner (VI.1.2)
	}
	return slices.Contains(game.Sides, u.Side)
}

// operates: u is a surviving crew of a surviving unit of its own side,
// carried with that unit.
func operates(g *game.Game, u *game.Unit) bool {
	m := g.Unit(u.Mans)
	return u.Card.Class == units.Crew && m != nil && survives(u) && survives(m) && m.Side == u.Side && m.Crew == u.ID
}
