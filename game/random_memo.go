package game

import "frontline/game/units"

// stateMemo keeps the random player's answers for one state of one game:
// whether a unit may move, where it may go, and what each rules family
// found to offer. After a refused order the player asks the same
// questions again, and a refusal changes nothing (apply.go: the log grows
// with every accepted command and only then), so the answers stand until
// the log grows; most orders of a random game are refused.
//
// What is remembered is handed out as it is, so callers treat it as read
// only; a new state starts from an empty table, never reusing an old
// answer's memory (a command built from it may be in the log).
type stateMemo struct {
	g    *Game
	at   int // len(g.log) the answers belong to
	vals map[memoKey]any
}

// memoKey names one remembered answer: what was asked, about which side
// or unit (empty and 0 when about none).
type memoKey struct {
	what string
	side units.Side
	id   UnitID
}

// remember is f's answer to k in g's present state, worked out once.
func remember[T any](m *stateMemo, g *Game, k memoKey, f func() T) T {
	switch {
	case m.vals == nil:
		*m = stateMemo{g: g, at: len(g.log), vals: map[memoKey]any{}}
	case m.g != g || m.at != len(g.log):
		m.g, m.at = g, len(g.log)
		clear(m.vals)
	}
	if v, ok := m.vals[k]; ok {
		return v.(T)
	}
	v := f()
	m.vals[k] = v
	return v
}

// canMove is g.CanMove(id) == nil.
func (m *stateMemo) canMove(g *Game, id UnitID) bool {
	return remember(m, g, memoKey{what: "can_move", id: id}, func() bool { return g.CanMove(id) == nil })
}

// moveOptions is g.MoveOptions(id) in the order of its keys, the order
// the random player draws from (moveOptionList).
func (m *stateMemo) moveOptions(g *Game, id UnitID) []MoveOption {
	return remember(m, g, memoKey{what: "move_options", id: id}, func() []MoveOption { return g.moveOptionList(id) })
}
