package game

import "fmt"

// NoTargetWhy says, for the client, why unit id has no target in its
// side's Combat Phase, in words a new player can act on: what bars it
// from fighting, or that its weapons reach only its own hex, so that an
// engagement starts by moving into the enemy's hex (V.5.2). It is "" when
// the unit has targets.
func (g *Game) NoTargetWhy(id UnitID) string {
	u := g.Unit(id)
	if u == nil || len(g.AttackTargets(id)) > 0 {
		return ""
	}
	if bar := g.attackerBar(u, false); bar != "" {
		return fmt.Sprintf("%s cannot attack: %s.", g.describe(u), bar)
	}
	reach := 0
	for _, w := range u.Face().Weapons {
		reach = max(reach, w.RangeOp)
	}
	if reach == 0 {
		return fmt.Sprintf("%s fires only at enemies in its own hex (its weapons' operational range is 0): move it into an enemy's hex in the Movement Phase, then attack here (V.5.2).", g.describe(u))
	}
	return fmt.Sprintf("%s has no target: no enemy it can see is within %d hex(es) of a weapon allowed to hit it (V.5.2).", g.describe(u), reach)
}
