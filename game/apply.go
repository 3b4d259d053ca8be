package game

import (
	"fmt"
	"slices"

	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/units"
)

// CommandKind names an order a player gives.
type CommandKind string

const (
	CmdEndPhase         CommandKind = "end_phase"
	CmdChooseSupplyIdle CommandKind = "choose_supply_idle"
)

// Command is one order, the only way a game changes. It serialises to the
// command log of saves and replays. Each kind uses the fields it needs and
// documents them where its handler is registered.
type Command struct {
	Kind    CommandKind `json:"kind"`
	Side    units.Side  `json:"side"`
	Unit    UnitID      `json:"unit,omitempty"`    // the unit acting
	Units   []UnitID    `json:"units,omitempty"`   // several units acting or chosen
	Target  UnitID      `json:"target,omitempty"`  // a unit acted upon
	Targets []UnitID    `json:"targets,omitempty"` // several units acted upon
	Hex     *hex.Hex    `json:"hex,omitempty"`     // a place
	Path    []hex.Hex   `json:"path,omitempty"`    // a route, start hex excluded
	Card    string      `json:"card,omitempty"`    // a card id (unit, command or event card)
	Count   int         `json:"count,omitempty"`   // a quantity
	Option  string      `json:"option,omitempty"`  // a named choice (mission, fire mission, terms ...)
	// Fire: the weapons engaged units fire, their targets and rounds
	// (fire_orders.go; attack, retaliation, next round).
	Fire []WeaponOrder `json:"fire,omitempty"`
	// Table: an order of the battle on the table (miniatures_battle.go).
	Table *tactical.Command `json:"table,omitempty"`
}

// handler applies one command kind. It must validate everything before it
// changes any state and return an error naming the rule that forbids the
// order.
type handler struct {
	decision DecisionKind // the pending decision the command answers
	phase    Phase        // for DecidePhase: the phase it belongs to; AnyPhase any (answers)
	apply    func(g *Game, cmd Command) ([]Event, error)
	also     []DecisionKind // further decisions it answers (registerAlso)
}

// handlers is filled by register calls in each rules file's init.
var handlers = map[CommandKind]handler{}

// register installs the handler for a command kind; each family of rules
// (movement.go, combat.go, ...) registers its own commands.
func register(kind CommandKind, decision DecisionKind, phase Phase, apply func(g *Game, cmd Command) ([]Event, error)) {
	if _, dup := handlers[kind]; dup {
		panic("game: command " + string(kind) + " registered twice")
	}
	handlers[kind] = handler{decision: decision, phase: phase, apply: apply}
}

// registerAlso lets an already registered command kind answer more
// decisions too (command_cards.go: a card is played at several moments).
func registerAlso(kind CommandKind, decisions ...DecisionKind) {
	h := handlers[kind]
	h.also = append(h.also, decisions...)
	handlers[kind] = h
}

// answers reports whether h's command answers decision d pending in
// phase p. A handler's phase binds only the orders of a phase
// (DecidePhase): any other decision is answered whenever it is pending, in
// whatever phase raised it (a withdrawal asks for its fall-back hex in the
// Combat Phase after a Withdraw card, in the Movement Phase after an
// Encircle escape), so no pending decision can lock its side out.
func (h handler) answers(d DecisionKind, p Phase) bool {
	if h.decision != d && !slices.Contains(h.also, d) {
		return false
	}
	return d != DecidePhase || h.phase == AnyPhase || h.phase == p
}

// AnyPhase marks a handler valid in every phase of its decision kind.
const AnyPhase Phase = -1

func init() {
	register(CmdEndPhase, DecidePhase, AnyPhase, func(g *Game, _ Command) ([]Event, error) { return g.advance(), nil })
	register(CmdChooseSupplyIdle, DecideSupplyIdle, AnyPhase, (*Game).chooseSupplyIdle)
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
	h, ok := handlers[cmd.Kind]
	if !ok {
		return nil, fmt.Errorf("unknown command %q", cmd.Kind)
	}
	if !h.answers(g.Pending.Kind, g.Phase) {
		return nil, fmt.Errorf("%s is not possible now: the game waits for %s", cmd.Kind, g.Pending.Prompt)
	}
	evs, err := h.apply(g, cmd)
	if err != nil {
		g.dice.TakeRolls()
		return nil, err
	}
	g.log = append(g.log, cmd)
	evs = append(evs, g.answerForced()...) // engagement_handoff.go: decisions with nothing to choose
	return sentences(evs), nil
}

// sentences starts every event text with a capital letter: texts are built
// from names such as "the United States" that open some sentences.
func sentences(evs []Event) []Event {
	for i := range evs {
		evs[i].Text = upperFirst(evs[i].Text)
	}
	return evs
}
