package ai

import (
	"frontline/game/hex"
)

// nearestEnemy is how far the nearest enemy stack it sees or remembers
// stands from h (99: none known). Orders that take a unit out of the
// fight for a while (repairs, hitching, boarding) wait for it to be out
// of contact.
func (t *turn) nearestEnemy(h hex.Hex) int {
	d := 99
	for _, es := range t.v.Enemy {
		if t.enemyGround(es) {
			d = min(d, hex.Distance(es.Hex, h))
		}
	}
	for at := range t.c.mem.lastSeen {
		d = min(d, hex.Distance(at, h))
	}
	return d
}

// contact: enemy stacks this many hexes or nearer are in contact (they
// may move in this turn).
const contact = 2
