package ai

import (
	"fmt"
	"strings"
)

// Names are the players New knows, as `frontline sim -us/-germany` takes
// them.
var Names = []string{"computer", "computer-hard", "advancer", "random", "pass"}

// New returns the player called name, its choices following seed.
func New(name string, seed uint64) (Player, error) {
	switch name {
	case "computer":
		return NewComputer(Standard, seed), nil
	case "computer-hard":
		return NewComputer(Hard, seed), nil
	case "advancer":
		return NewAdvancer(seed), nil
	case "random":
		return NewRandom(seed), nil
	case "pass":
		return NewPasser(seed), nil
	}
	return nil, fmt.Errorf("no player %q (players: %s)", name, strings.Join(Names, ", "))
}
