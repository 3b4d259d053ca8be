package play

import (
	"errors"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/units"
	"frontline/render/battle"
	"frontline/render/session"
)

// tableSeats are the session's computer players at the battle table of
// an engagement (battle.GameSeats): the battle screen asks them as the
// map asks them (computer.go), and the events of their orders join the
// battle's for the return to the map.
type tableSeats struct{ s *Scene }

var _ battle.GameSeats = tableSeats{}

func (t tableSeats) ComputerToMove() bool { return t.s.sess.ComputerToMove() }

func (t tableSeats) Plays(side units.Side) bool { return !t.s.sess.Humans[side] }

func (t tableSeats) Ask() (battle.GameQuestion, bool) {
	q, ok := t.s.sess.Ask()
	if !ok {
		return nil, false
	}
	return q, true
}

func (t tableSeats) Give(q battle.GameQuestion, o ai.Order) ([]game.Event, bool, error) {
	sq, ok := q.(*session.Question)
	if !ok {
		return nil, false, errors.New("not a question of this game")
	}
	m, err := t.s.sess.Give(sq, o)
	if err != nil || m.Refused {
		return nil, m.Refused, err
	}
	t.s.table.seen = append(t.s.table.seen, m.Events...)
	return m.Events, false, nil
}
