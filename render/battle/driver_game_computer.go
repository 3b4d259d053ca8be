package battle

import (
	"frontline/game"
	"frontline/game/ai"
	"frontline/game/units"
)

// The computer at a battle of the operational game (issue 14): the
// game's computer players (ai.Computer) decide the battle's orders from
// their Seat — the tactical computer on their side's table View — and
// the play screen's session carries them out. The battle screen shows
// them as it shows a standalone battle's computer (computer_show.go):
// thought over off the UI thread, each order animated, no hand-off.

// GameSeats are the operational game's computer players, as the play
// screen's session has them.
type GameSeats interface {
	// ComputerToMove reports whether the game waits on a side the
	// computer plays; Plays whether it plays side.
	ComputerToMove() bool
	Plays(side units.Side) bool
	// Ask is the computer's pending decision (false: a person's); its
	// Answer may run on another goroutine.
	Ask() (GameQuestion, bool)
	// Give carries out o, q's answer: the events as the screen's viewer
	// may see them, or refused (ask again), or the error that the game
	// is stuck.
	Give(q GameQuestion, o ai.Order) (evs []game.Event, refused bool, err error)
}

// GameQuestion is one pending decision of a computer side.
type GameQuestion interface{ Answer() ai.Order }

// SetComputer has the game's computer players play their sides of the
// battle (nil: people play both).
func (d *GameDriver) SetComputer(c GameSeats) { d.cpu = c }

// ComputerToMove reports whether the battle waits on a computer side.
func (d *GameDriver) ComputerToMove() bool {
	side, ok := d.Pending()
	return ok && d.cpu != nil && d.cpu.Plays(side) && d.cpu.ComputerToMove()
}

func (d *GameDriver) plays(side units.Side) bool { return d.cpu != nil && d.cpu.Plays(side) }

func (d *GameDriver) ask() (func() cpuAnswer, bool, bool) {
	if !d.ComputerToMove() {
		return nil, false, false
	}
	side, _ := d.Pending()
	q, ok := d.cpu.Ask()
	if !ok {
		return nil, false, false
	}
	return func() cpuAnswer {
		o := q.Answer()
		a := cpuAnswer{why: o.Reason, give: func() (int, bool, error) { return d.giveComputer(side, q, o) }}
		if o.Kind == game.CmdBattle && o.Table != nil {
			t := *o.Table
			a.order = &t
		}
		return a
	}, false, true
}

// giveComputer carries out the computer's order o and logs its reason and
// what its events show.
func (d *GameDriver) giveComputer(side units.Side, q GameQuestion, o ai.Order) (int, bool, error) {
	evs, refused, err := d.cpu.Give(q, o)
	if err != nil || refused {
		return 0, refused, err
	}
	d.stamp++
	from := len(d.log)
	if o.Reason != "" {
		d.log = append(d.log, Entry{Side: side, Text: sideName(side) + " (computer): " + o.Reason})
	}
	for _, e := range evs {
		d.note(e)
	}
	return from, false, nil
}
