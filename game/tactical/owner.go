package tactical

import "frontline/game/dice"

// Fork is Clone for an owner that keeps the one dice stream of its game
// and clones it itself (the operational Game): the copy rolls r, which
// must stand where the battle's own dice stand, so that the copy plays on
// exactly as b would.
func (b *Battle) Fork(r *dice.Roller) *Battle {
	c := b.Clone()
	c.dice = r
	return c
}
