package ai

import (
	"fmt"
	"slices"

	"frontline/game"
)

// retarget: before the next round, each attacking unit that cannot harm
// its target switches its fire to the engaged enemy it hurts most (V.5.3).
// Fighter-bombers left with only their guns against a tank would
// otherwise fire on it round after round while the enemy infantry beside
// it could be hit.
func (t *turn) retarget() []Order {
	g := t.b
	e := g.OpenEngagement
	if e == nil || e.Attacker != t.side {
		return nil
	}
	enemies := slices.Clone(e.Targets)
	for _, d := range e.Defenders {
		enemies = append(enemies, d.Unit)
	}
	enemies = slices.DeleteFunc(enemies, func(id game.UnitID) bool { u := g.Unit(id); return u == nil || !u.Deployed() })
	var ids, targets []game.UnitID
	for _, f := range e.Attackers {
		if !slices.Contains(g.Pending.Choices, f.Unit) || volleyHarm(g, f.Unit, f.Target) > 0 {
			continue
		}
		best, bestH := game.UnitID(0), 0.0
		for _, d := range enemies {
			if h := volleyHarm(g, f.Unit, d); h > bestH {
				best, bestH = d, h
			}
		}
		if best != 0 {
			ids, targets = append(ids, f.Unit), append(targets, best)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	return []Order{{Command: game.Command{Kind: game.CmdNextRound, Side: t.side, Units: ids, Targets: targets},
		Reason: fmt.Sprintf("fights the next round; %s switches its fire to %s: its weapons cannot harm the first target",
			g.Unit(ids[0]).Card.Marker, g.Unit(targets[0]).Card.Marker)}}
}

// volleyHarm is the chance that one volley of u's weapons allowed to fire at t
// worsens t, summed over the weapons with their best rounds: 0 when
// nothing u fires can hurt it.
func volleyHarm(g *game.Game, u, t game.UnitID) float64 {
	if g.Unit(t) == nil || !g.Unit(t).Deployed() {
		return 0
	}
	sum := 0.0
	for _, w := range g.WeaponChoices(u, []game.UnitID{t}) {
		best := 0.0
		for _, a := range w.Ammo {
			if o, err := g.PredictFire(u, w.Weapon, t, a); err == nil {
				best = max(best, o.Damage)
			}
		}
		sum += best
	}
	return sum
}
