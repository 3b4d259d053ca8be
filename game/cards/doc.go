// Package cards holds the two card decks of Frontline General: the Command
// Cards that carry the eight Command Decisions (III.7, IV.3) and the Event
// Cards drawn in the Income/Event phase (III.6, V.1). Both are TOML data
// (assets/commands.toml, assets/events.toml; format in docs/formats/cards.md)
// loaded with located errors; the engine reads only the typed fields.
package cards

// Rule numbers the decks are built around. The data files must agree with
// them; the engine uses them directly.
const (
	CommandCopies   = 5 // III.7: five of each Command Card in the deck
	MaxCommands     = 8 // IV.3.1-IV.3.8: the eight Command Decisions
	HandLimit       = 5 // III.7: cards a General may hold after drawing
	CommandsPerTurn = 1 // V.1: one Command Card drawn each turn

	EventCopies     = 2  // III.6.1: two of each distinct Event Card
	MaxEvents       = 26 // III.6.1: 26 distinct events in the full deck
	FullEventDeck   = 52 // III.6.1: the standard deck
	CustomEventDeck = 40 // III.6.2: the reduced deck
	EventDrawDie    = 10 // V.1: a d10 is rolled each Income/Event phase...
	EventDrawMax    = 3  // ...and an Event Card is drawn on 3 or less

	MaxDurationTurns = 12 // longest event duration we accept (2d6)
	MaxEffects       = 4  // typed effects per event card
)

// EventDrawn reports whether a d10 roll in the Income/Event phase draws an
// Event Card (V.1).
func EventDrawn(roll int) bool { return roll >= 1 && roll <= EventDrawMax }
