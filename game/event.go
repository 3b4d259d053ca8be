package game

import (
	"frontline/game/dice"
	"frontline/game/units"
)

// EventKind names what happened.
type EventKind string

const (
	EvGameStarted    EventKind = "game_started"
	EvTurnStarted    EventKind = "turn_started"
	EvPhaseStarted   EventKind = "phase_started"
	EvIncome         EventKind = "income"
	EvEventRoll      EventKind = "event_roll"
	EvEventDrawn     EventKind = "event_drawn"
	EvCommandDrawn   EventKind = "command_card_drawn"
	EvCommandDiscard EventKind = "command_card_discarded"
	EvSupplyPaid     EventKind = "supply_paid"
	EvSupplyDeficit  EventKind = "supply_deficit"
	EvUnitsIdled     EventKind = "units_idled"
	EvTurnEnded      EventKind = "turn_ended"
	EvGameEnded      EventKind = "game_ended"
)

// Event is one thing that happened, in plain words with the rule section
// it came from and the dice it used. Secret says only Side may see it (a
// command card drawn into a hidden hand).
type Event struct {
	Kind   EventKind   `json:"kind"`
	Side   units.Side  `json:"side,omitempty"`
	Text   string      `json:"text"`
	Rule   string      `json:"rule,omitempty"`
	Amount int         `json:"amount,omitempty"`
	Units  []UnitID    `json:"units,omitempty"`
	Card   string      `json:"card,omitempty"`
	Rolls  []dice.Roll `json:"rolls,omitempty"`
	Secret bool        `json:"secret,omitempty"`
}
