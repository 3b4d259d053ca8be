package main

import (
	"flag"
	"fmt"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/session"
)

// playerFlags are -us and -germany of play and shot: who plays each
// side of a new game.
type playerFlags struct{ us, germany *string }

const playerUsage = "who plays %s: human, computer (Standard) or computer-hard"

func addPlayerFlags(fs *flag.FlagSet) playerFlags {
	return playerFlags{us: fs.String("us", "human", fmt.Sprintf(playerUsage, "the United States")),
		germany: fs.String("germany", "human", fmt.Sprintf(playerUsage, "Germany"))}
}

// players are the players named, the computers seeded from the game's
// dice seed (session.SeedFor) as the New game page seeds them.
func (f playerFlags) players(seed uint64) (session.Players, error) {
	out := session.Players{}
	for _, side := range game.Sides {
		name := *f.us
		if side == units.Germany {
			name = *f.germany
		}
		switch name {
		case "human", "":
		case session.Standard, session.Hard:
			out[side] = session.Computer{Player: name, Seed: session.SeedFor(seed, side)}
		default:
			return nil, fmt.Errorf("-%s %q: use human, %s or %s", side, name, session.Standard, session.Hard)
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}
