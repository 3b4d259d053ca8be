package game

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// Ships at sea in the Movement Phase (V.4, III.3.1 Sea and Coastal,
// VI.2.4, glossary Landing Ship). Ships move with CmdMove like ground
// units, up to their Movement (half when damaged, +1 when pushed, IV.3.5),
// and carry their passengers with them (transport.go's load moves with
// its carrier). What differs lives here:
//   - water: a ship enters sea and coastal hexes only; land hexes are
//     closed to it (III.3.1: sea is for naval and amphibious units, and
//     naval units may enter and occupy coastal hexes). A red-lined coast
//     (no_landing) is open to ships; only landings are barred there.
//   - no terrain rolls: the river, swamp and mountain checks of III.3.1
//     are for ground units.
//   - passage: a ship may end its move in a hex where enemy units stand,
//     to engage them, but not sail on through it (Q88 reading, after
//     VII.4.2): enemy land units hold a coastal hex, enemy ships block
//     the water they float on. Units the mover cannot see do not stop it.
//   - landing: unloading a ship takes a whole Movement Phase the ship
//     spends in the hex where it began that phase: a ship that sailed into
//     the coastal hex or port this phase unloads in its side's next
//     Movement Phase (glossary Landing Ship: "once the coastal hex is
//     reached"; Q88). Every passenger may come ashore in that phase.
//   - the naval_no_move event effect keeps ships where they are
//     (event_ongoing.go shipsHeld, read by moveBar).

// isShip: a naval unit, moved by the rules of this file.
func isShip(u *Unit) bool { return u.Card.Class == units.Ship }

// seaBar says why ship u may not enter b, or nil.
func (g *Game) seaBar(u *Unit, b hex.Hex, q quiet) error {
	switch t := g.scenario.Map.Terrain(b); {
	case t == board.Sea || t == board.Coastal:
		return nil
	case bool(q):
		return errBarred
	default:
		return fmt.Errorf("%s cannot enter %s: it is %s, and ships keep to sea and coastal hexes (III.3.1)", g.describe(u), b, t)
	}
}

// shipPassBar says why ship u may not sail on from a on a move begun in
// start: enemy units it can see stand in a (Q88).
func (g *Game) shipPassBar(u *Unit, start, a hex.Hex, q quiet) error {
	if a == start {
		return nil
	}
	if g.enemyHolds(u.Side, a) || g.enemyShipIn(u.Side, a) {
		if q {
			return errBarred
		}
		return fmt.Errorf("%s cannot sail on from %s: enemy units stand there; a ship may end its move there to engage but not pass through (Q88, VII.4.2)", g.describe(u), a)
	}
	return nil
}

// enemyShipIn reports whether a ship of side's enemy, not hidden, floats
// in h.
func (g *Game) enemyShipIn(side units.Side, h hex.Hex) bool {
	for _, e := range g.unitsIn(h) {
		if e.Side == Enemy(side) && isShip(e) && !e.Card.Special.Hidden {
			return true
		}
	}
	return false
}

// unloadBar says why ship c may not start unloading now: it sailed this
// Movement Phase (glossary, Landing Ship). A ship already unloading in
// this phase lets the rest of its load ashore.
func (g *Game) unloadBar(c *Unit) error {
	if c.MovedStep == g.Step && c.UnloadStep != g.Step {
		return fmt.Errorf("%s sailed this Movement Phase; unloading takes a full Movement Phase in the hex reached, so its load comes ashore in the next one (glossary, Landing Ship)", g.describe(c))
	}
	return nil
}
