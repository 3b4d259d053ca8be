package game

import "frontline/game/units"

// DecisionKind is what the engine waits for.
type DecisionKind string

const (
	// DecidePhase: the active side acts in the current phase and ends it
	// with EndPhase.
	DecidePhase DecisionKind = "phase"
	// DecideSupplyIdle: the active side must choose units worth at least
	// MinCost to leave unsupplied this turn (V.3.2, Inset V.5).
	DecideSupplyIdle DecisionKind = "supply_idle"
	// DecideNone: the game is over.
	DecideNone DecisionKind = "none"
)

// Decision is the input the engine is waiting for and from whom.
type Decision struct {
	Kind    DecisionKind `json:"kind"`
	Side    units.Side   `json:"side,omitempty"`
	Phase   Phase        `json:"phase"`
	Prompt  string       `json:"prompt"`
	MinCost int          `json:"min_cost,omitempty"` // DecideSupplyIdle
	Choices []UnitID     `json:"choices,omitempty"`  // DecideSupplyIdle: eligible units
}
