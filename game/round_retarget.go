package game

import "frontline/game/units"

// HarmlessAims lists, between two rounds of the open engagement, the
// attackers of side that cannot harm their current target but can harm
// another engaged enemy, each paired with the first such enemy (as
// retarget would pick). The engine keeps a unit on a legal target even
// when it cannot hurt it, since switching is its player's choice (V.5.3);
// a player answers the round with these switches rather than fire rounds
// that change nothing until the cap breaks the engagement off (Q141).
// Nil when side is not attacking.
func (g *Game) HarmlessAims(side units.Side) []Fighter {
	e := g.OpenEngagement
	if e == nil || e.Attacker != side {
		return nil
	}
	foes := g.defendingIDs()
	var out []Fighter
	for _, f := range e.Attackers {
		u, t := g.Unit(f.Unit), g.Unit(f.Target)
		if g.shooterBar(u) != "" || t == nil || !g.legalTarget(u, t) || g.canHarm(u, t) {
			continue // an illegal target is switched by the engine itself (fireSide)
		}
		if n := g.retarget(u, foes); n != nil && g.canHarm(u, n) {
			out = append(out, Fighter{Unit: u.ID, Target: n.ID})
		}
	}
	return out
}
