package game

import "frontline/game/tactical"

// SeatTable is what a seat's side may know of the battle that waits on
// it (Resolve by Miniatures, IX.1), on the table's own terms: a tactical
// player decides from it as it does in a standalone battle.
type SeatTable struct {
	View  tactical.View  // Battle.View of the side: units named by their table ids
	Rules tactical.Rules // the battle's options, known to both sides
	// Offered: the enemy offers a cease fire and waits for the answer.
	Offered bool
	// Hand is the side's command cards (its own, it may know them).
	Hand []string
	// Hex is the battle's hex and Step the map's Operational Turn: the
	// two tell one battle from the next.
	Hex  string
	Step int
}

// Table is the battle as the side may know it when the game waits on the
// side for a battle order or the answer to a cease fire; false when it
// waits on anything else.
func (s *Seat) Table() (SeatTable, bool) {
	g := s.g
	m, b := g.Miniatures, g.Battle()
	if b == nil || b.Over() || g.Pending.Side != s.side {
		return SeatTable{}, false
	}
	offered := g.Pending.Kind == DecideMiniatures && m.Offer != "" && m.Offer != s.side
	if g.Pending.Kind != DecideBattle && !offered {
		return SeatTable{}, false
	}
	return SeatTable{View: b.View(s.side), Rules: b.Rules, Offered: offered, Hand: append([]string(nil), g.Players[s.side].Hand...),
		Hex: m.Hex.String(), Step: g.Step}, true
}
