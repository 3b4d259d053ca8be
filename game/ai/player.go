package ai

import "frontline/game"

// Player is a computer player of the operational game. It answers the
// pending decisions of one side, seen through that side's Seat, and may
// keep a memory of what it saw; the program running the game applies its
// orders (Play does so headlessly).
type Player interface {
	// Name says which player it is, as `frontline sim` names it
	// ("computer", "random", "advancer").
	Name() string
	// Next is the order for the seat's side, which the game's pending
	// decision names.
	Next(s *game.Seat) Order
	// Refused tells the player the engine refused its last order, so it
	// does not try the same order again in this decision.
	Refused(cmd game.Command, err error)
}

// Order is a command with the player's reason for it in plain words
// ("attacks Cerignola: 72 % to clear the hex, it is an objective"), for
// the log and the summary of its turn; empty when it has none to give
// (a pass, a random draw).
type Order struct {
	game.Command
	Reason string
}

// Pass is the order that answers the seat's pending decision with the
// engine's default (game.PassCommand) on the belief game.
func Pass(b *game.Game, reason string) Order {
	return Order{Command: game.PassCommand(b), Reason: reason}
}

// Witness is a Player that can take in a decision of its side without
// answering it, because the order is known already (a loaded game
// replays its orders). A witnessed decision leaves the player where
// answering it would have, as far as its later orders go, provided the
// decisions of the game's latest Step are asked in full: what a player
// carries from one Step to the next is its memory of what it saw.
type Witness interface {
	Player
	Witness(s *game.Seat)
}
