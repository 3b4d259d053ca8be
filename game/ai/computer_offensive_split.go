package ai

import (
	"slices"
	"sort"

	"frontline/game"
)

// An engagement is fought against the unit it is declared on (V.5): the
// rest of the enemy stack stays, and each unit attacks once a Combat
// Phase. A hex of several enemy units is cleared by as many attacks, so
// a group far stronger than its one target wastes the units the next
// targets need. trim halves a sure group, the strongest kept, while the
// half is still likely enough to win.

const (
	// trimSure: the chance above which a group is tried at half size.
	trimSure = 0.9
	// trimKeep: the chance the half must keep to replace it.
	trimKeep = 0.75
)

// trim returns the smallest of the group and its halves that keeps
// trimKeep, with its odds and the game they were taken on, when the
// target's hex holds other enemy units to attack after it.
func (t *turn) trim(g *game.Game, decl game.Command, es game.EnemyStack, odds game.Odds, og *game.Game, salt uint64) (game.Command, game.Odds, *game.Game) {
	for es.Count > 1 && len(decl.Units) > 1 && odds.AttackerWins >= trimSure {
		by := slices.Clone(decl.Units)
		sort.SliceStable(by, func(i, j int) bool { return t.worth(g.Unit(by[i]).Card) > t.worth(g.Unit(by[j]).Card) })
		half := by[:(len(by)+1)/2]
		slices.Sort(half)
		d := decl
		d.Units = half
		o, hg, err := t.odds(g, d, es, salt)
		if err != nil || o.AttackerWins < trimKeep {
			break
		}
		decl, odds, og = d, o, hg
	}
	return decl, odds, og
}
