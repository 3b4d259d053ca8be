package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/hex"
)

// Operational combat happens inside a hex (most weapons' operational range
// is 0, V.5.2): to attack, units move into the enemy's hex in the Movement
// Phase. assaults picks the enemy stacks worth it — those its units able
// to get there this phase (and those already there) outweigh by
// assaultRatio on what it has seen of them — and names, for each unit, the
// hex it goes in to.
type assault struct {
	hex      hex.Hex
	ratio    float64
	units    int
	targeted bool // an objective or a key city
}

// assaultRatio: the fighting power the computer brings into an enemy hex
// against what it believes is there.
const assaultRatio = 1.6

func (t *turn) assaults(p plan) map[game.UnitID]assault {
	g := t.b
	type reach struct {
		ids     []game.UnitID // units that can move in
		already float64       // the power of own units in the hex
	}
	stacks := map[hex.Hex]game.EnemyStack{}
	for _, es := range t.v.Enemy {
		if t.enemyGround(es) {
			stacks[es.Hex] = es
		}
	}
	if len(stacks) == 0 {
		return nil
	}
	can := map[hex.Hex]*reach{}
	for h := range stacks {
		can[h] = &reach{}
	}
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || !u.Card.Ground() || u.Mans != 0 || len(u.Face().Weapons) == 0 {
			continue
		}
		if r, ok := can[u.Hex]; ok { // already in, fights there
			r.already += t.worth(u.Card)
			continue
		}
		if p.held[u.ID] || g.CanMove(u.ID) != nil {
			continue
		}
		for _, o := range g.MoveOptions(u.ID) {
			if r, ok := can[o.Path[len(o.Path)-1]]; ok && o.Chance >= minMoveChance {
				r.ids = append(r.ids, u.ID)
			}
		}
	}
	hexes := make([]hex.Hex, 0, len(can))
	for h := range can {
		hexes = append(hexes, h)
	}
	sort.Slice(hexes, func(i, j int) bool {
		return p.hexWorth(g, hexes[i]) > p.hexWorth(g, hexes[j]) || p.hexWorth(g, hexes[i]) == p.hexWorth(g, hexes[j]) && hexes[i].String() < hexes[j].String()
	})
	out := map[game.UnitID]assault{}
	for _, h := range hexes {
		r := can[h]
		var ids []game.UnitID
		power := 0.0
		for _, id := range r.ids {
			if _, taken := out[id]; !taken {
				ids = append(ids, id)
				power += t.worth(g.Unit(id).Card)
			}
		}
		ratio := (power + r.already) / max(t.enemyPower(stacks[h]), 1)
		if len(ids) == 0 || ratio < assaultRatio {
			continue
		}
		a := assault{hex: h, ratio: ratio, units: len(ids), targeted: p.hexWorth(g, h) > 5}
		for _, id := range ids {
			out[id] = a
		}
	}
	return out
}

// enemyGround: the stack holds an enemy unit on the ground that fights
// (aircraft in flight are met in the air; posts and obstacles alone are
// no stack to assault but are taken by walking in).
func (t *turn) enemyGround(es game.EnemyStack) bool {
	for _, su := range es.Units {
		if c, ok := t.b.Card(su.Card); ok && c.Ground() && !su.InFlight {
			return true
		}
	}
	return false
}

// enemyPower is what the computer believes an enemy stack can fight with:
// the markers it sees, and for each one it does not the average of the
// enemy cards it has seen.
func (t *turn) enemyPower(es game.EnemyStack) float64 {
	sum := 0.0
	for _, su := range es.Units {
		if c, ok := t.b.Card(su.Card); ok {
			sum += t.worth(c)
		}
	}
	return sum + float64(es.Count-len(es.Units))*t.meanEnemyWorth()
}

// meanEnemyWorth is the mean worth of the enemy cards seen so far.
func (t *turn) meanEnemyWorth() float64 {
	sum, n := 0.0, 0
	for card := range t.c.mem.cards {
		if c, ok := t.b.Card(card); ok && c.Ground() {
			sum += t.worth(c)
			n++
		}
	}
	if n == 0 {
		return 60
	}
	return sum / float64(n)
}

func (a assault) why() string {
	s := fmt.Sprintf("goes into %s to attack: %d units, %.1f to 1 on what it has seen there", a.hex, a.units, a.ratio)
	if a.targeted {
		s += ", a place worth taking"
	}
	return s
}
