package game

import "sort"

// CommandKinds lists every command kind the engine answers, sorted: a
// computer player's coverage test checks it has decided, for each, when
// it gives it or why it never does.
func CommandKinds() []CommandKind {
	out := make([]CommandKind, 0, len(handlers))
	for k := range handlers {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
