package game

import "sort"

// moveMemo keeps the random player's CanMove and MoveOptions answers for
// one state of one game. After a refused order the player asks the same
// questions again, and a refusal changes nothing (apply.go: the log grows
// with every accepted command and only then), so the answers stand until
// the log grows; most orders of a random game are refused.
type moveMemo struct {
	g     *Game
	at    int // len(g.log) the answers belong to
	can   map[UnitID]bool
	moves map[UnitID]memoMoves
}

// memoMoves is one unit's MoveOptions with its keys sorted, the order the
// random player draws from.
type memoMoves struct {
	opts map[string]MoveOption
	keys []string
}

// fresh forgets the answers of any other game or state, keeping the
// maps' room for the next state's answers.
func (m *moveMemo) fresh(g *Game) {
	switch {
	case m.can == nil:
		*m = moveMemo{g: g, at: len(g.log), can: map[UnitID]bool{}, moves: map[UnitID]memoMoves{}}
	case m.g != g || m.at != len(g.log):
		m.g, m.at = g, len(g.log)
		clear(m.can)
		clear(m.moves)
	}
}

// canMove is g.CanMove(id) == nil.
func (m *moveMemo) canMove(g *Game, id UnitID) bool {
	m.fresh(g)
	ok, known := m.can[id]
	if !known {
		ok = g.CanMove(id) == nil
		m.can[id] = ok
	}
	return ok
}

// moveOptions is g.MoveOptions(id) with its keys in order.
func (m *moveMemo) moveOptions(g *Game, id UnitID) memoMoves {
	m.fresh(g)
	mv, known := m.moves[id]
	if !known {
		mv.opts = g.MoveOptions(id)
		mv.keys = make([]string, 0, len(mv.opts))
		for k := range mv.opts {
			mv.keys = append(mv.keys, k)
		}
		sort.Strings(mv.keys)
		m.moves[id] = mv
	}
	return mv
}
