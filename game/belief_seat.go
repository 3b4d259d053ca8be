package game

import "frontline/game/units"

// Seat is one side's place at the table, as a computer player has it: the
// side's View, the events filtered for it (FilterEvents) and a Belief game
// to ask the engine's queries on. The game itself stays out of reach, so a
// player deciding through a Seat cannot look at what its side may not know.
// The program that runs the game (game/ai.Play, the client) applies the
// commands and tells every Seat the events (Observe).
type Seat struct {
	g      *Game
	side   units.Side
	unread []Event // filtered for side, not yet taken

	belief   *Game // Belief(side, beliefSeed) at log length beliefAt
	beliefAt int
	seed     uint64
}

// NewSeat seats side at g.
func NewSeat(g *Game, side units.Side) *Seat { return &Seat{g: g, side: side, beliefAt: -1} }

// Side is the side in this seat.
func (s *Seat) Side() units.Side { return s.side }

// View is what the side may know now.
func (s *Seat) View() View { return s.g.View(s.side) }

// Observe hands the seat the events of a command just applied; it keeps
// them as the side may see them. Call it right after Apply.
func (s *Seat) Observe(evs []Event) { s.unread = append(s.unread, s.g.FilterEvents(s.side, evs)...) }

// Events returns the filtered events observed since the last call.
func (s *Seat) Events() []Event {
	evs := s.unread
	s.unread = nil
	return evs
}

// Belief is the game as the side may know it (Game.Belief), its unknowns
// drawn from seed. The same copy is returned until a command is applied
// to the game or the seed changes, so callers treat it as read only and
// Clone it to try commands.
func (s *Seat) Belief(seed uint64) *Game {
	if s.belief == nil || s.beliefAt != len(s.g.log) || s.seed != seed {
		s.belief, s.beliefAt, s.seed = s.g.Belief(s.side, seed), len(s.g.log), seed
	}
	return s.belief
}

// At is a seat for the same side at another game with the same unread
// events: a fairness test asks a player in two games that differ only in
// what the side may not know.
func (s *Seat) At(g *Game) *Seat {
	return &Seat{g: g, side: s.side, unread: append([]Event(nil), s.unread...), beliefAt: -1}
}
