package game

import (
	"fmt"

	"frontline/game/units"
)

// CommandKind names an order a player gives.
type CommandKind string

const (
	CmdEndPhase         CommandKind = "end_phase"
	CmdChooseSupplyIdle CommandKind = "choose_supply_idle"
)

// Command is one order, the only way a game changes. It serialises to the
// command log of saves and replays.
type Command struct {
	Kind  CommandKind `json:"kind"`
	Side  units.Side  `json:"side"`
	Units []UnitID    `json:"units,omitempty"`
}

// Apply checks cmd against the rules and the decision the game waits for.
// On error the state is untouched and the message says which rule forbids
// the order; otherwise the state changes and the events say what happened.
func (g *Game) Apply(cmd Command) ([]Event, error) {
	if g.Over {
		return nil, fmt.Errorf("the game is over (%s)", g.Result)
	}
	if cmd.Side != g.Pending.Side {
		return nil, fmt.Errorf("it is %s's decision, not %s's", sideName(g.Pending.Side), sideName(cmd.Side))
	}
	var evs []Event
	var err error
	switch {
	case cmd.Kind == CmdEndPhase && g.Pending.Kind == DecidePhase:
		evs = g.advance()
	case cmd.Kind == CmdChooseSupplyIdle && g.Pending.Kind == DecideSupplyIdle:
		evs, err = g.chooseSupplyIdle(cmd)
	default:
		return nil, fmt.Errorf("%s is not possible now: the game waits for %s (%s)", cmd.Kind, g.Pending.Kind, g.Pending.Prompt)
	}
	if err != nil {
		g.dice.TakeRolls()
		return nil, err
	}
	g.log = append(g.log, cmd)
	return evs, nil
}
