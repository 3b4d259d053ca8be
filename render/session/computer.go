package session

import (
	"fmt"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/units"
)

// The computer's turn. The screen asks the session for the computer's
// pending decision (Ask), has the player think it over off the UI thread
// (Question.Answer works on a copy of the game, so the screen may keep
// drawing the real one) and hands the order back (Give), one order at a
// time, so each is shown before the next.

// maxRefused is how many refused orders a computer may give in one
// decision before the session answers it with the engine's pass.
const maxRefused = 20

// giveUp is the reason of the pass the session gives for a computer
// whose orders were refused maxRefused times in one decision.
var giveUp = fmt.Sprintf("gives up after %d refused orders", maxRefused)

// opponent is one side's computer player and its seat at the game.
type opponent struct {
	p       ai.Player
	seat    *game.Seat
	refused int // orders refused in the current decision
}

// Question is a computer side's pending decision.
type Question struct {
	Side units.Side
	p    ai.Player
	seat *game.Seat // at a copy of the game, this question's own
	at   int        // Session.Applied when asked
}

// Answer is the computer's order. It reads only the question's copy of
// the game and the player, so it may run on another goroutine while the
// screen reads the session; nothing may use the session's computer
// players until it returns.
func (q *Question) Answer() ai.Order { return q.p.Next(q.seat) }

// ComputerToMove reports whether the game waits on a side the computer
// plays.
func (s *Session) ComputerToMove() bool { return !s.g.Over && s.comp[s.g.Pending.Side] != nil }

// Ask is the computer's pending decision, or false when the game waits
// on a person (or is over).
func (s *Session) Ask() (*Question, bool) {
	if !s.ComputerToMove() {
		return nil, false
	}
	side := s.g.Pending.Side
	o := s.comp[side]
	seat := o.seat.At(s.g.Clone())
	o.seat.Events() // handed to the question's seat
	return &Question{Side: side, p: o.p, seat: seat, at: s.Applied}, true
}

// Move is a computer order the session carried out.
type Move struct {
	Order ai.Order
	// Events are those the viewer may see.
	Events []game.Event
	// Note is how the log tells the order (nil: it gave no reason).
	Note *Note
	// Refused: the engine refused the order (the player was told; ask
	// again).
	Refused bool
}

// Give carries out the computer's answer to q. A refused order is
// reported to the player and Move.Refused set: Ask again. After
// maxRefused refusals in one decision the engine's pass answers it.
// The error says the game is stuck (even the pass refused) or q is no
// longer the question.
func (s *Session) Give(q *Question, o ai.Order) (Move, error) {
	if q.at != s.Applied || !s.ComputerToMove() || s.g.Pending.Side != q.Side {
		return Move{}, fmt.Errorf("the game moved on since the computer was asked")
	}
	opp := s.comp[q.Side]
	o.Side = q.Side
	evs, err := s.g.Apply(o.Command)
	if err != nil {
		q.p.Refused(o.Command, err)
		if opp.refused++; opp.refused < maxRefused {
			return Move{Order: o, Refused: true}, nil
		}
		o = ai.Order{Command: game.PassCommand(s.g), Reason: giveUp}
		if evs, err = s.g.Apply(o.Command); err != nil {
			return Move{}, fmt.Errorf("%s is stuck on %q: even the pass is refused: %v", sideName(q.Side), s.g.Pending.Prompt, err)
		}
	}
	opp.refused = 0
	n := s.recordOrder(q.Side, o, evs)
	s.autosave(evs)
	s.applied()
	s.follow()
	return Move{Order: o, Events: s.g.FilterEvents(s.Viewer, evs), Note: n}, nil
}

// follow keeps a game with no person at this computer on the side whose
// Operational Turn it is (the spectator watches each turn through the
// eyes of the side playing it).
func (s *Session) follow() {
	if len(s.Humans) == 0 && !s.g.Over {
		s.Viewer = s.g.Active
	}
}
