package ai

import "frontline/game/tactical"

// AdvisePlace is the computer's advice to a person who asks the table
// to place unit id for them ("Place it for me"): the spot and facing the
// Standard computer player would give it, in the battle as in's side
// knows it. ok is false when no spot is found (the unit is not due, or
// its zone has no room).
func AdvisePlace(b *tactical.Battle, in *TableInput, id tactical.UnitID) (tactical.Command, bool) {
	c := b.Clone()
	for i := range c.Units {
		if u := &c.Units[i]; u.ID != id && u.Side == in.View.Side && c.Due(u) {
			u.Arrives = c.Turn + 1 // only the unit asked about is due on the copy
		}
	}
	o, ok := NewComputerTable(uint64(id), Standard).place(c, in)
	return o.Command, ok && o.Command.Unit == id
}
