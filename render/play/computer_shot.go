package play

import (
	"errors"
	"fmt"

	"frontline/game"
)

// Screenshots of the computer's turn (`frontline shot -computer N`,
// `-open summary`).

// PlayComputer ends the person's phases until the computer holds the
// game, then has it give n orders through the screen, each answer
// awaited and each animation but the last one's finished at once.
func (s *Scene) PlayComputer(n int) error {
	s.start()
	for i := 0; !s.ComputerBusy(); i++ {
		g := s.sess.Game()
		if g.Over || i > 500 || g.Pending.Side != s.sess.Viewer {
			return errors.New("the game never came to the computer")
		}
		if _, err := s.sess.Do(game.PassCommand(g)); err != nil {
			return err
		}
	}
	s.comp.held, s.stale = true, true
	for given := 0; given < n; {
		if !s.ComputerBusy() {
			return fmt.Errorf("the computer's turn ended after %d orders", given)
		}
		s.anim.finish()
		if s.stale {
			s.refresh()
		}
		at := s.sess.Applied
		s.computerStep() // asks
		s.AwaitComputer()
		s.computerStep() // carries the answer out
		if s.sess.Applied > at {
			given++
		}
		if s.comp.stuck != nil {
			return s.comp.stuck
		}
	}
	return nil
}

// OpenSummary opens the summary of the computer's last turn; false when
// it has played none.
func (s *Scene) OpenSummary() bool {
	side, ok := s.summarySide()
	if ok {
		s.showSummary(side)
	}
	return ok
}
