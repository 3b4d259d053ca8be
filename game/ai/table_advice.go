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

// AdviseFly is the computer's advice to a person who asks the table to
// fly aircraft id for them ("Fly it for me"): the straight flight the
// Standard computer player would give it (its best firing position
// within its turn radius, at least its minimum), in the battle as in's
// side knows it. ok is false when it has no legal flight.
func AdviseFly(b *tactical.Battle, in *TableInput, id tactical.UnitID) (tactical.Command, bool) {
	u := b.Unit(id)
	if u == nil || !u.Aircraft() || u.Side != in.View.Side {
		return tactical.Command{}, false
	}
	return NewComputerTable(uint64(id), Standard).flight(b, in, u)
}
