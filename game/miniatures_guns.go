package game

import (
	"slices"

	"frontline/game/tactical"
	"frontline/game/units"
)

// Guns from the map onto the table (Table IX.1, VI.3.5, Q121, Q133): a
// gun hitched on the map comes in tow of the same vehicles, when every one
// of them is on the table too; a gun of Movement 0 that is not set up on
// the map — in tow with a tow left off the table, or unhitched and still
// in its set-up phases (Q28) — comes packed and starts its five tactical
// turns of set-up once placed. Any other gun comes set up.

// gunForce fills f's TowedBy or Packed from gun u's state on the map.
func (g *Game) gunForce(f *tactical.Force, u *Unit, members []Member) {
	if u.Card.Class != units.Gun {
		return
	}
	if g.hitched(u) {
		if tows := towIndexes(u, members); tows != nil {
			f.TowedBy, f.DugIn = tows, false
			return
		}
	}
	if u.Card.Full.Movement == 0 && (g.hitched(u) || g.settingUp(u)) {
		f.Packed, f.DugIn = true, false
	}
}

// towIndexes are the member indexes of u's tows, lead first, or nil when
// one of them is not on the table.
func towIndexes(u *Unit, members []Member) []int {
	out := make([]int, 0, len(u.TowedBy))
	for _, id := range u.TowedBy {
		i := slices.IndexFunc(members, func(m Member) bool { return m.Unit == id })
		if i < 0 {
			return nil
		}
		out = append(out, i)
	}
	return out
}

// settingUp reports whether gun u, unhitched, is still in the idle phases
// of its set-up (towing.go, Q28): idle in the current turn of its side
// (the passive side's turn counter stands at its last turn, as
// fireMissionBar reads it) and not idle for a repair.
func (g *Game) settingUp(u *Unit) bool {
	if slices.ContainsFunc(g.Repairs, func(r Repair) bool { return r.Unit == u.ID }) {
		return false
	}
	turn := g.Players[u.Side].Turn
	if u.Side == g.Active {
		return u.IdleIn(turn)
	}
	return u.IdleUntil > turn
}
