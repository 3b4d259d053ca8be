package ai

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/units"
)

// naplesSorties plays Naples to the US Movement Phase of turn 1, lets
// edit change the position, and returns the fighter-bomber's sortie.
func naplesSorties(t *testing.T, edit func(g *game.Game)) Order {
	t.Helper()
	players := map[units.Side]Player{units.US: NewComputer(Standard, 1), units.Germany: NewAdvancer(1)}
	g := playedTo(t, "naples", 1, players, phaseOf(units.US, game.PhaseMovement, 1))
	edit(g)
	tr := &turn{c: NewComputer(Standard, 1), b: g, side: units.US, v: g.View(units.US)}
	for _, o := range tr.sorties() {
		if g.Unit(o.Unit).CardID == "us.p51d_fighter_bomber" {
			return o
		}
	}
	t.Fatal("the fighter-bomber flies no sortie")
	return Order{}
}

// VI.2.3, VII.3.4: over Naples on the first turn the P-51's 500 lb bombs
// are worth more against the enemy's port (3 less supply relief for each
// turn left, 24 % to damage it) than against the best stack in reach, so
// it flies to the port; with the port its own, nothing is gained there and
// it strikes the stack.
func TestVII34_SortieAtThePortWhenItPaysMore(t *testing.T) {
	o := naplesSorties(t, func(*game.Game) {})
	if o.Hex == nil || *o.Hex != at("1816") || !strings.Contains(o.Reason, "port") {
		t.Fatalf("sortie %v: %s", o.Hex, o.Reason)
	}
	t.Log(o.Reason)
	o = naplesSorties(t, func(g *game.Game) { g.Ports["1816"] = game.PortHold{Side: units.US} })
	if o.Hex == nil || *o.Hex == at("1816") || !strings.Contains(o.Reason, "the stack at") {
		t.Fatalf("sortie %v: %s", o.Hex, o.Reason)
	}
	t.Log(o.Reason)
}
