package session

import (
	"fmt"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/units"
)

// Computer is the computer player of one side, as a save records it:
// the player's name for ai.New and the seed its own choices follow, so
// a loaded game continues as it would have without the break.
type Computer struct {
	Player string `json:"player"`
	Seed   uint64 `json:"seed"`
}

// Players says who plays each side: the sides named are played by the
// computer, the others by people at this computer (nil: both by people,
// hot-seat).
type Players map[units.Side]Computer

// The computer players the client offers, by the name a player reads.
const (
	Standard = "computer"      // ai.New's name of the Standard opponent
	Hard     = "computer-hard" // the Hard one: more odds trials, more attack groups
)

// Label is how the screen names who plays a side: "Human",
// "Computer (Standard)", "Computer (Hard)".
func (p Players) Label(side units.Side) string {
	c, ok := p[side]
	if !ok {
		return "Human"
	}
	return StrengthLabel(c.Player)
}

// StrengthLabel names computer player name plainly.
func StrengthLabel(name string) string { return "Computer (" + Strength(name) + ")" }

// Strength is the strength of computer player name in a word.
func Strength(name string) string {
	switch name {
	case Standard:
		return "Standard"
	case Hard:
		return "Hard"
	}
	return name
}

// SeedFor is the seed of side's computer in a game of dice seed seed:
// derived from it, so the same dice seed and players give the same game.
func SeedFor(seed uint64, side units.Side) uint64 {
	h := seed*0x9e3779b97f4a7c15 + 0x632be59bd9b4e019
	if side == units.Germany {
		h ^= 0xd1b54a32d192ed03
	}
	return h
}

// humans are the sides no computer plays.
func (p Players) humans() map[units.Side]bool {
	out := map[units.Side]bool{}
	for _, side := range game.Sides {
		if _, ok := p[side]; !ok {
			out[side] = true
		}
	}
	return out
}

// players makes the computer players p names.
func (p Players) players() (map[units.Side]ai.Player, error) {
	out := map[units.Side]ai.Player{}
	for side, c := range p {
		pl, err := ai.New(c.Player, c.Seed)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", sideName(side), err)
		}
		out[side] = pl
	}
	return out, nil
}
