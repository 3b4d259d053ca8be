// Package dice is the engine's only source of chance. A Roller draws every
// die from one seeded PCG generator and records each draw as a Roll naming
// the rulebook section that asked for it, so a command's events can show
// their dice and a game replays exactly from its seed. Tests build the same
// Roller from a script of fixed values instead.
//
// The package imports nothing of ours: other packages (combat, cards) take
// small interfaces that the adapters returned by Rule satisfy structurally.
package dice

import "fmt"

// Roll is one recorded draw.
type Roll struct {
	Die     int    `json:"die" toml:"die"`         // number of sides
	Value   int    `json:"value" toml:"value"`     // 1..Die
	Purpose string `json:"purpose" toml:"purpose"` // what the roll decides, e.g. "attack"
	Rule    string `json:"rule" toml:"rule"`       // rulebook section, e.g. "VI.7.3"
}

// String reads like a log line: "d20=17 attack (VI.7.3)".
func (r Roll) String() string {
	return fmt.Sprintf("d%d=%d %s (%s)", r.Die, r.Value, r.Purpose, r.Rule)
}

// source produces raw values; the Roller adds checking and recording.
// purpose and rule are passed only so a script can say which roll failed.
type source interface {
	next(sides int, purpose, rule string) int
}

// Roller draws and records dice. It is not safe for concurrent use: the
// engine owns exactly one and applies commands one at a time.
type Roller struct {
	src   source
	log   []Roll
	count uint64
}

// Roll draws a die with the given number of sides (at least 1) and returns
// 1..sides. rule is the rulebook section that calls for the roll.
func (r *Roller) Roll(sides int, purpose, rule string) int {
	if sides < 1 {
		panic(fmt.Sprintf("dice: d%d requested for %s (%s): a die needs at least one side", sides, purpose, rule))
	}
	if r.src == nil {
		panic("dice: Roller used before New, Script or UnmarshalBinary")
	}
	v := r.src.next(sides, purpose, rule)
	r.log = append(r.log, Roll{Die: sides, Value: v, Purpose: purpose, Rule: rule})
	r.count++
	return v
}

// D6 rolls a six-sided die.
func (r *Roller) D6(purpose, rule string) int { return r.Roll(6, purpose, rule) }

// D10 rolls a ten-sided die (1..10; the rulebook's 0 face reads as 10).
func (r *Roller) D10(purpose, rule string) int { return r.Roll(10, purpose, rule) }

// D20 rolls a twenty-sided die.
func (r *Roller) D20(purpose, rule string) int { return r.Roll(20, purpose, rule) }

// TakeRolls returns the rolls recorded since the last call and empties the
// log. The engine calls it once per command to attach the dice to that
// command's events; nothing else clears the log.
func (r *Roller) TakeRolls() []Roll {
	out := r.log
	r.log = nil
	return out
}

// Count is the number of dice rolled since the generator was seeded. It is
// part of the saved state, so it keeps counting across save and load.
func (r *Roller) Count() uint64 { return r.count }
