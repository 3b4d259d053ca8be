package battle

import (
	"fmt"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// maneuvers lists the maneuvers of Tables IX.3a/3b for the selected
// aircraft (or the first that may still fly): each with its cost, its
// change of altitude, the chance of its check, and the rule that bars
// it when it may not be flown now.
func (p *sidePanel) maneuvers(s *Scene) {
	b := s.m.Battle()
	u := s.flyer()
	if u == nil {
		return
	}
	for i := range tactical.Maneuvers {
		m := &tactical.Maneuvers[i]
		target := aimFor(b, u, m.Aim)
		f := (u.Facing + geom.Quarter).Norm()
		_, _, err := b.CheckManeuver(u, m, target, f)
		cost := m.Cost[1]
		if r := u.Card.Special.AirRole; r == units.Fighter || r == units.FighterBomber || r == units.DiveBomber {
			cost = m.Cost[0]
		}
		label := fmt.Sprintf("#%d %s · %d\" · %+d ft · %s", u.Number(), m.Name, cost, m.Climb*600/geom.Inch, pct(checkChance(m.Need, len(u.Stars))))
		why := ""
		if err != nil {
			why = "!" + ruleText(err)
		}
		id, mid := u.ID, m.ID
		p.add(&p.acts, label, false, why, func() {
			s.do(tactical.Command{Kind: tactical.CmdManeuver, Unit: id, Maneuver: mid, Target: target, Facing: f})
		})
	}
}

// checkChance is the chance of a d10 check of need or more, one less per
// experience star, sure at 1 or less (IX.7).
func checkChance(need, stars int) float64 {
	n := need - stars
	if n <= 1 {
		return 1
	}
	return float64(11-n) / 10
}

// aimFor is the enemy a maneuver of aim is flown against: the nearest
// enemy aircraft, or the nearest enemy on the ground or at sea.
func aimFor(b *tactical.Battle, u *tactical.Unit, aim tactical.Aim) tactical.UnitID {
	best, bd := tactical.UnitID(-1), int64(-1)
	for i := range b.Units {
		t := &b.Units[i]
		if t.Side == u.Side || !t.Active() || aim == tactical.AtNothing || t.Aircraft() != (aim == tactical.AtAircraft) {
			continue
		}
		if d := distance2(u, t); bd < 0 || d < bd {
			best, bd = t.ID, d
		}
	}
	return best
}

// flyer is the aircraft the panel's flight orders are for: the one
// selected, else the first of the viewer's with flight left.
func (s *Scene) flyer() *tactical.Unit {
	b := s.m.Battle()
	if u := b.Unit(s.sel); u != nil && u.Side == s.viewer && u.Aircraft() && u.Active() {
		return u
	}
	for _, w := range ownUnits(b, s.viewer) {
		if w.Aircraft() && w.Active() && tactical.FlightLeft(w) > 0 {
			return w
		}
	}
	return nil
}
