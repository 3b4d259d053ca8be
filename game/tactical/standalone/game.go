package standalone

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/units"
)

// Phase is where a standalone battle stands (Inset II.3).
type Phase uint8

const (
	PhaseBuy    Phase = iota // the sides buy their secret forces
	PhaseChoose              // the d20 winner chooses attacker or defender
	PhaseBattle              // the engagement is fought on the table
	PhaseOver                // decided
)

var phaseNames = [...]string{"buy", "choose", "battle", "over"}

func (p Phase) String() string { return phaseNames[p] }

// HandSize is the command cards each side draws (Inset II.3).
const HandSize = 5

// Game is one standalone battle. It changes only through Apply.
type Game struct {
	Def   *Def
	Phase Phase
	// Bought is each side's secret force (card ids), by Players index;
	// Buying[i] is true until side i has bought.
	Bought [2][]string
	Buying [2]bool
	// Chooser is the side that won the d20 and picks its role.
	Chooser units.Side
	// Roles: Roles[tactical.Defender] defends, Roles[tactical.Attacker]
	// attacks, once decided.
	Roles  [2]units.Side
	Hands  [2][]cards.Decision // by Players index
	Deck   cards.Deck
	Battle *tactical.Battle
	Result tactical.Result
	// Offer is the side whose cease fire waits for the other's answer
	// (IV.3.1), "" when none does.
	Offer units.Side
	// Truce marks a battle ended by an accepted cease fire, which raises
	// both morales at once, outside step ① (IV.3.1).
	Truce bool
	// Held is each objective's controller as last seen (Inset IX.3
	// items 5 and 6), nil until the units are placed.
	Held []units.Side

	env  Env
	cmds *cards.Commands
	dice *dice.Roller
}

// Event is one thing that happened, with its rule and dice. Table marks
// an event of the engagement, which keeps its kind and the ids of the
// units it names (firer then target for a shot).
type Event struct {
	Side  units.Side
	Rule  string
	Text  string
	Rolls []dice.Roll
	Table bool
	Kind  tactical.EventKind
	Units []tactical.UnitID
}

// New opens a battle of def with the dice r. A side with a budget is
// asked to buy first (the US before Germany); when both forces are fixed
// the roles are settled at once.
func New(def *Def, env Env, cmds *cards.Commands, r *dice.Roller) (*Game, []Event, error) {
	if def == nil || env.Catalog == nil || env.Kinds == nil || cmds == nil || r == nil {
		return nil, nil, fmt.Errorf("a standalone battle needs its definition, catalog, feature kinds, command cards and dice")
	}
	g := &Game{Def: def, env: env, cmds: cmds, dice: r}
	for i, s := range def.Sides {
		g.Buying[i] = len(s.Units) == 0
	}
	if g.Buying[0] || g.Buying[1] {
		return g, nil, nil
	}
	evs, err := g.afterBuying()
	return g, evs, err
}

// Pending is the side that must act next and in which phase; during the
// battle it is the table's pending decision.
func (g *Game) Pending() (units.Side, bool) {
	switch g.Phase {
	case PhaseBuy:
		for i, b := range g.Buying {
			if b {
				return Players[i], true
			}
		}
	case PhaseChoose:
		return g.Chooser, true
	case PhaseBattle:
		if g.Offer != "" {
			return other(g.Offer), true
		}
		return g.Battle.Pending.Side, true
	}
	return "", false
}

// Over reports whether the battle is decided.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// afterBuying settles the roles: fixed by the battle, or the d20 of
// Inset II.3 rolled by each side, ties rolled again, the winner choosing.
func (g *Game) afterBuying() ([]Event, error) {
	if g.Def.FixedRoles() {
		for i, s := range g.Def.Sides {
			if s.Role == Attacks {
				g.Roles = [2]units.Side{Players[1-i], Players[i]}
			}
		}
		return g.start()
	}
	for {
		us := g.dice.D20("who chooses attacker or defender: US", "Inset II.3")
		de := g.dice.D20("who chooses attacker or defender: Germany", "Inset II.3")
		if us == de {
			continue
		}
		g.Chooser = units.US
		if de > us {
			g.Chooser = units.Germany
		}
		g.Phase = PhaseChoose
		return []Event{{Side: g.Chooser, Rule: "Inset II.3", Rolls: g.dice.TakeRolls(),
			Text: fmt.Sprintf("The d20s: US %d, Germany %d; %s chooses to attack or defend.", us, de, tactical.SideName(g.Chooser))}}, nil
	}
}

// other is the side facing s.
func other(s units.Side) units.Side {
	if s == units.US {
		return units.Germany
	}
	return units.US
}

// Force is side of's bought force as viewer may know it: its own at any
// time, the enemy's only once both are bought (Inset II.3: forces are
// kept secret until then).
func (g *Game) Force(of, viewer units.Side) ([]string, bool) {
	i, ok := playerIndex(of)
	if !ok || (of != viewer && (g.Buying[0] || g.Buying[1])) {
		return nil, false
	}
	return g.Bought[i], true
}
