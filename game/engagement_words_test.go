package game

import (
	"strings"
	"testing"

	"frontline/game/units"
)

// Q133: an engagement resolved by miniatures counts no combat round on
// the map; its end says it was fought on the battle table, and for how
// many tactical turns.
func TestQ133_EngagementEndSaysTheTableFoughtIt(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Momentum = false
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	b := openTable(t, g, squad, sherman)
	b.Turn = 3
	evs := endTable(t, g)
	ev, ok := hasEvent(evs, EvEngagementEnded)
	if !ok || !strings.Contains(ev.Text, "fought on the battle table for 3 tactical turns") || strings.Contains(ev.Text, "0 round") {
		t.Fatalf("end %q", ev.Text)
	}
}
