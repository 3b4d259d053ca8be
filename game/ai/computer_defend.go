package ai

import (
	"sort"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// threatRange: enemy stacks this many hexes or nearer threaten an
// objective (a turn's move for most units).
const threatRange = 3

// holdMargin: the worth a garrison keeps against the enemy worth that
// threatens its objective (the defender fires first with the city's
// bonus and dug in, so a little less than even holds).
const holdMargin = 0.9

// threat is the enemy worth within threatRange of h: the stacks it sees
// as it sees them, the ones it remembers at the mean worth of the enemy
// cards seen.
func (t *turn) threat(h hex.Hex) float64 {
	sum := 0.0
	seen := map[hex.Hex]bool{}
	for _, es := range t.v.Enemy {
		seen[es.Hex] = true
		if hex.Distance(es.Hex, h) <= threatRange && t.enemyGround(es) {
			sum += t.enemyPower(es)
		}
	}
	for at, s := range t.c.mem.lastSeen {
		if !seen[at] && hex.Distance(at, h) <= threatRange {
			sum += float64(s.Count) * t.meanEnemyWorth()
		}
	}
	return sum
}

// defence decides the garrisons of the objectives the enemy must take:
// of the land units in each, the best defenders stay until they match
// the threat (at least garrison of them when there are that many); what
// the threat asks beyond them is the objective's deficit, which free
// units nearby come to fill (reinforce).
func (t *turn) defence(p *plan) map[hex.Hex]float64 {
	g := t.b
	deficit := map[hex.Hex]float64{}
	for _, d := range p.defend {
		var here []*game.Unit
		for _, u := range g.Stack(d) {
			if u.Side == t.side && u.Card.Ground() && u.Card.Class != units.Structure && len(u.Face().Weapons) > 0 {
				here = append(here, u)
			}
		}
		sort.SliceStable(here, func(i, j int) bool { return t.defendWorth(here[i]) > t.defendWorth(here[j]) })
		need := holdMargin * t.threat(d)
		power := 0.0
		for i, u := range here {
			if i >= garrison && power >= need {
				break
			}
			p.held[u.ID] = true
			power += t.worth(u.Card)
		}
		if need > power {
			deficit[d] = need - power
		}
	}
	return deficit
}

// defendWorth ranks the units of a garrison: fighting power, infantry
// (which digs in) before the rest.
func (t *turn) defendWorth(u *game.Unit) float64 {
	w := t.worth(u.Card)
	if u.Card.Special.DigIn {
		w *= 1.3
	}
	return w
}
