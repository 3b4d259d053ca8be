package battle

import (
	"frontline/game/cards"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// Driver is the battle the screen plays, whoever owns it: a standalone
// Match (driver_match.go) or the battle an engagement of the
// operational game opened (GameDriver, driver_game.go). Every control of
// the table reads and orders through it, so each works for both.
type Driver interface {
	// Battle is the battle as the player at the screen may see it (nil
	// before the forces are set). Read only: orders go through Order.
	Battle() *tactical.Battle
	// Look tells the driver who is at the screen now.
	Look(side units.Side)
	// Pending is the side the screen waits for; ok is false once over.
	Pending() (units.Side, bool)
	Over() bool
	// Offer is the side whose cease fire waits for an answer, or "".
	Offer() units.Side
	// Check gives order c to a copy and says what would follow (nil
	// events and the refusal when the rules refuse it).
	Check(c tactical.Command) ([]tactical.Event, error)
	// Order gives order c (its Side acting); Answer answers the cease
	// fire offered.
	Order(c tactical.Command) error
	Answer(side units.Side, accept bool) error
	// Hand is side's command cards.
	Hand(side units.Side) []cards.Decision
	// Entries is the log both players may read; Note inserts an entry
	// of the screen's own at index at.
	Entries() []Entry
	Note(at int, e Entry)
	// Stamp changes with every order given or taken back.
	Stamp() int
	CanUndo() bool
	Undo() error
	// Title names the battle; TurnLimit is its tactical turn cap.
	Title() string
	TurnLimit() int
	// Objectives are the battle's objectives (none from the map) and
	// Controller who holds one.
	Objectives() []standalone.Objective
	Controller(o standalone.Objective) units.Side
	// Summary sums the battle up once it is over.
	Summary() (title, body string)
	// Salt varies the screen's own random choices (autoPlace).
	Salt() uint64
}
