package game

import (
	"fmt"
	"strings"
	"testing"

	"frontline/game/tactical"
	"frontline/game/units"
)

// A unit keeps its marker's number on the battle table (docs/TACTICAL.md
// Q row on names): the table's pieces and its log call a German squad by
// its marker's number, as the map does, not by its place in the table's
// list.
func TestIX4_TableUnitsKeepTheirMarkerNumbers(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	addUnit(t, g, "de.rifle_squad", units.Germany, "0707")
	addUnit(t, g, "de.rifle_squad", units.Germany, "0707")
	third := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, miniaturesCmd(units.US, third, sherman))
	mustApply(t, g, answer(units.Germany, Accept))
	b := g.Battle()
	for i, mb := range g.Miniatures.Members {
		if want := g.Unit(mb.Unit).Marker; b.Units[i].Number() != want {
			t.Fatalf("table unit %d goes by #%d, its marker is #%d", i, b.Units[i].Number(), want)
		}
	}
	if b.Units[1].Number() == 1 {
		t.Fatal("the squad goes by its place in the table's list")
	}
	sq := &b.Units[1]
	to, ok := b.Spot(sq, 0)
	if !ok || b.Pending.Side != units.Germany {
		t.Fatalf("no spot for the squad, or Germany does not place first (%v)", b.Pending.Side)
	}
	o := tableOrder(units.Germany, tactical.CmdPlace)
	o.Table.Unit, o.Table.To = sq.ID, to
	evs := mustApply(t, g, o)
	name := fmt.Sprintf("%s #%d", third.Card.Name, third.Marker)
	said := false
	for _, ev := range evs {
		said = said || strings.Contains(ev.Text, name)
	}
	if !said {
		t.Fatalf("no event names %q: %+v", name, evs)
	}
}
