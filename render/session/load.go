package session

import (
	"bytes"
	"encoding/json"
	"fmt"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/content"
)

// Load continues a saved game, rebuilding both logs by replaying it.
// players overrides who plays each side; nil: as the save says.
//
// A computer player remembers what it saw (enemy stacks, cards) and
// plans its Movement Phase once, so its later orders depend on the
// decisions it was asked. Before the save's last Step a computer that
// can (ai.Witness) takes in each of its decisions without deciding, and
// the log gets the order's reason from the save; from the last Step on
// it is asked again, as the game first did, until it gives the order
// the save holds (rethink). Either way the player then continues as if
// the game had never been saved.
func Load(c *content.Content, path string, players Players, saves *Slots) (*Session, error) {
	r, err := game.ReadRecord(path)
	if err != nil {
		return nil, err
	}
	if players == nil {
		if players, err = ReadPlayers(path); err != nil {
			return nil, err
		}
	}
	saved, err := readReasons(path)
	if err != nil {
		return nil, err
	}
	s, err := newSession(c, players, saves)
	if err != nil {
		return nil, err
	}
	next := 0        // index in r.Commands of the command to come
	var due ai.Order // the computer's order for it, found beforehand
	var dueOK bool
	g, err := r.Replay(c, path, func(g *game.Game, cmd *game.Command, evs []game.Event) {
		if cmd == nil {
			s.seat(g)
			s.record(evs, nil)
		} else {
			for next < len(r.Commands) && !sameOrder(r.Commands[next], *cmd) {
				next++ // refused on replay and answered by the engine (game/engagement_handoff.go)
			}
			next++
			if dueOK {
				s.recordOrder(cmd.Side, due, evs)
			} else {
				s.record(evs, nil)
			}
		}
		due, dueOK = ai.Order{}, false
		if next < len(r.Commands) && s.ComputerToMove() {
			due, dueOK = s.recall(r.Commands[next], saved[next], g.Step < r.Step), true
		}
	})
	if err != nil {
		return nil, err
	}
	s.g = g
	s.Viewer = s.firstViewer()
	s.covered = s.hotSeat()
	return s, nil
}

// recall is the pending computer's order want, with its reason: taken
// in by a player that can witness it before the save's last Step (early),
// else thought out again.
func (s *Session) recall(want game.Command, why string, early bool) ai.Order {
	o := s.comp[s.g.Pending.Side]
	if w, ok := o.p.(ai.Witness); ok && early {
		w.Witness(o.seat)
		return ai.Order{Command: want, Reason: why}
	}
	return s.rethink(want)
}

// rethink asks the computer whose decision is pending until it gives
// the order want the save holds, telling it of the others as refused:
// the refusals it met when the game was played. A player that never
// gives it (a save from another version of the player) gets it after
// maxRefused tries, as the session's pass would have been given.
func (s *Session) rethink(want game.Command) ai.Order {
	o := s.comp[s.g.Pending.Side]
	for range maxRefused {
		got := o.p.Next(o.seat)
		got.Side = want.Side
		if sameOrder(got.Command, want) {
			return got
		}
		o.p.Refused(got.Command, fmt.Errorf("refused when the game was played"))
	}
	return ai.Order{Command: want, Reason: giveUp}
}

// sameOrder reports whether two commands are the same order, as a save
// writes them (empty lists and absent ones alike).
func sameOrder(a, b game.Command) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
