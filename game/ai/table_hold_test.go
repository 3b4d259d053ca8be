package ai

import (
	"testing"

	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// Q133, issue 14: a battle of the map has no objective; the defender
// holds the hex (the table's centre) by lasting. Once the turns begin
// its computer keeps to the hex and the cover it was placed in: over
// eight turns of computer against computer, no defending ground unit
// ends a move more than 2" farther from the centre than it was placed,
// or outside the hex's 12", unless from there it can fire on an enemy
// (a counter-attack that pays). Before, every unit with no enemy in
// reach walked toward the nearest one, an inch a turn. Every hexside of
// entry, two seeds each.
func TestQ133_DefenderOfTheMapHoldsTheHex(t *testing.T) {
	for side := hex.Direction(0); side < 6; side++ {
		for seed := uint64(1); seed <= 2; seed++ {
			b := mapBattle(t, side, seed)
			cs := [2]*ComputerTable{NewComputerTable(seed, Standard), NewComputerTable(seed+1, Standard)}
			placed := map[tactical.UnitID]int64{}
			for n := 0; n < 5000 && !b.Over() && b.Turn <= 8; n++ {
				s := b.Pending.Side
				o := cs[sideIndex(s)].Decide(tableIn(b, s))
				o.Command.Side = s
				moving := b.Pending.Kind == tactical.DecideMove && o.Command.Kind == tactical.CmdMove
				if _, err := b.Apply(o.Command); err != nil {
					t.Fatalf("side %d seed %d: %v", side, seed, err)
				}
				u := &b.Units[o.Command.Unit]
				if u.Role != tactical.Defender || !u.Card.Ground() {
					continue
				}
				d := geom.Distance(u.Pos, geom.Point{})
				if o.Command.Kind == tactical.CmdPlace {
					placed[u.ID] = d
				}
				if !moving || d <= placed[u.ID]+2*geom.Inch && d <= hexHeld || firesOnSomeEnemy(b, u) {
					continue
				}
				t.Errorf("side %d seed %d turn %d: %s left the hex's ground for %s, %s from the centre (placed %s), with no enemy to fire on",
					side, seed, b.Turn, u.Card.Name, tactical.Where(u.Pos), geom.Inches(d), geom.Inches(placed[u.ID]))
			}
		}
	}
}

// firesOnSomeEnemy reports whether u's volley may take something from
// an enemy its side sees, from where it stands.
func firesOnSomeEnemy(b *tactical.Battle, u *tactical.Unit) bool {
	for _, e := range enemies(b, u.Side) {
		if v, _ := volley(b, u, e, ""); v > 0 {
			return true
		}
	}
	return false
}
