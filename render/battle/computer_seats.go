package battle

import (
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// seats are the computer players of a driver's sides, whoever owns
// them: a Match seats its own (computer.go), a battle of the operational
// game is played by the game's computer players (driver_game_computer.go).
// The screen shows their turns the same way (computer_show.go).
type seats interface {
	ComputerToMove() bool
	plays(side units.Side) bool
	// ask is the pending computer decision: think works out the answer
	// (off the UI thread, unless now); false when a person's is pending.
	ask() (think func() cpuAnswer, now bool, ok bool)
}

// cpuAnswer is a computer's answer, ready to be carried out.
type cpuAnswer struct {
	order *tactical.Command // the table order it gives, nil for any other answer
	why   string
	// give carries it out: from is where its log entries begin, refused
	// means ask again, an error that the computer is stuck.
	give func() (from int, refused bool, err error)
}

// seats is who plays the computer's sides of the screen's battle, nil
// when people play both.
func (s *Scene) seats() seats {
	if s.match != nil {
		return s.match
	}
	if d, ok := s.m.(*GameDriver); ok && d.cpu != nil {
		return d
	}
	return nil
}

func (m *Match) plays(side units.Side) bool { return m.seats[side] != nil }

func (m *Match) ask() (func() cpuAnswer, bool, bool) {
	q, ok := m.Ask()
	if !ok {
		return nil, false, false
	}
	return func() cpuAnswer {
		c, why := q.Answer()
		a := cpuAnswer{why: why, give: func() (int, bool, error) { return m.Give(q, c, why) }}
		if c.Kind == standalone.CmdTable {
			t := c.Table
			a.order = &t
		}
		return a
	}, q.in == nil, true
}
