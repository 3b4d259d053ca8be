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
// only (a command built from it may be in the log); a new state starts
// from an empty table, never reusing an old answer's memory.
type stateMemo struct {
	g    *Game
	at   int // len(g.log) the answers belong to
	vals map[memoKey]any
	game map[memoKey]any // answers that stand for the whole game (rememberForGame)
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
	m.fresh(g)
	return recall(m.vals, k, f)
}

// rememberForGame is remember for an answer that depends only on what
// never changes during g (the map, the catalog).
func rememberForGame[T any](m *stateMemo, g *Game, k memoKey, f func() T) T {
	m.fresh(g)
	return recall(m.game, k, f)
}

// fresh forgets the answers of any other game, and of any other state of
// g but the whole game's.
func (m *stateMemo) fresh(g *Game) {
	switch {
	case m.vals == nil || m.g != g:
		*m = stateMemo{g: g, at: len(g.log), vals: map[memoKey]any{}, game: map[memoKey]any{}}
	case m.at != len(g.log):
		m.at = len(g.log)
		clear(m.vals)
	}
}

// recall is vals[k], f() stored there first if it is not known.
func recall[T any](vals map[memoKey]any, k memoKey, f func() T) T {
	if v, ok := vals[k]; ok {
		return v.(T)
	}
	v := f()
	vals[k] = v
	return v
}

// canMove is g.CanMove(id) == nil.
func (m *stateMemo) canMove(g *Game, id UnitID) bool {
	return remember(m, g, memoKey{what: "can_move", id: id}, func() bool { return g.mayMove(id) })
}

// moveOptions is g.MoveOptions(id) in the order of its keys, the order
// the random player draws from (moveOptionList).
func (m *stateMemo) moveOptions(g *Game, id UnitID) []MoveOption {
	return remember(m, g, memoKey{what: "move_options", id: id}, func() []MoveOption { return g.moveOptionList(id) })
}
