// The table_*.go files are the players of tactical battles (chapter IX):
// the random, the greedy and the computer opponent, all deciding through
// TablePlayer from what their side may see.

package ai

import (
	"math/rand/v2"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// TableInput is everything a table player is given for one decision:
// its side's view and the events it may read, and what is public about
// the battle. Nothing in it comes from the battle's hidden state. Before
// the engagement a standalone battle asks two more decisions (Inset
// II.3): Shop is set when the side buys its force, Choice when it won the
// d20 and picks its role; View is empty then.
type TableInput struct {
	Shop   *TableShop
	Choice *TableChoice
	View   tactical.View
	// Events are the events the side may read since its last decision
	// (Battle.FilterEvents); nil when its owner keeps none.
	Events []tactical.Event
	Enemy  units.Side
	Rules  tactical.Rules // the battle's options, known to both sides
	// Objectives are the points the battle is judged by at its limit
	// (II.2.3); none in a battle of the operational game.
	Objectives []TableObjective
	// Cards are the command cards in the side's hand; a player plays
	// Inspire, Withdraw, Push and Cease Fire only when it holds them.
	Cards []cards.Decision
	// Offered: the enemy offers a cease fire and waits for the answer.
	Offered bool
	// Refused is why the last order was refused ("" when it was not); a
	// human reads the same refusal.
	Refused string
}

// TableObjective is a point of the table a battle is judged by.
type TableObjective struct {
	At     geom.Point
	Radius int64
}

// TableOrder is a player's answer: an order for the table, or (when a
// cease fire is offered) the acceptance, or the force bought (card ids)
// or the role chosen; Why says in plain words why.
type TableOrder struct {
	Command tactical.Command
	Accept  bool
	Buy     []string
	Role    tactical.Role
	Why     string
}

// TablePlayer decides one side's orders in a battle. Its randomness is
// its own seed's, so a battle replays exactly.
type TablePlayer interface {
	Name() string
	Decide(in *TableInput) TableOrder
}

// holds reports whether card d is in the input's hand.
func (in *TableInput) holds(d cards.Decision) bool {
	for _, c := range in.Cards {
		if c == d {
			return true
		}
	}
	return false
}

// cardOf is the card a table order plays, "" for none.
func cardOf(k tactical.CommandKind) cards.Decision {
	switch k {
	case tactical.CmdInspire:
		return cards.Inspire
	case tactical.CmdWithdraw:
		return cards.Withdraw
	case tactical.CmdCeaseFire:
		return cards.CeaseFire
	case tactical.CmdPush:
		return cards.Push
	}
	return ""
}

// believe rebuilds the battle as the input's side knows it, rolling the
// player's own dice if ever applied to.
func believe(in *TableInput, r *rand.Rand) *tactical.Battle {
	return tactical.FromView(in.View, in.Enemy, in.Rules, dice.New(r.Uint64()))
}
