package game

import (
	"strings"
	"testing"

	"frontline/game/units"
)

// V.5.2: a unit whose weapons reach only its own hex and whose enemy
// stands next to it is told to move into the enemy's hex; one in the
// enemy's hex has targets and nothing to explain.
func TestV52_NoTargetSaysHowToStartAnEngagement(t *testing.T) {
	g := combatGame(t, units.US)
	squad := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	addUnit(t, g, "de.rifle_squad", units.Germany, "0607")
	if why := g.NoTargetWhy(squad.ID); !strings.Contains(why, "move it into an enemy's hex") || !strings.Contains(why, "V.5.2") {
		t.Fatalf("why: %q", why)
	}
	addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	if why := g.NoTargetWhy(squad.ID); why != "" {
		t.Fatalf("a unit with a target is explained: %q", why)
	}
}
