package ai

import "slices"

// preMoves are the orders of the Movement Phase that change what the
// side's units can do before any of them moves — repairs, towing,
// boarding, landing (computer_amphib.go), engineers' work, shelter, captured equipment — in that
// order. move gives each before planning the moves, and plans again
// after it.
func (t *turn) preMoves() []Order {
	p := t.plan()
	t.defence(&p)
	return slices.Concat(t.repairs(), t.towing(p), t.transport(p), t.landings(p), t.demolitions(p), t.shelters(p), t.captured())
}
