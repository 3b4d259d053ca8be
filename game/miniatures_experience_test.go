package game

import (
	"testing"

	"frontline/game/tactical"
	"frontline/game/units"
)

// Inset VIII.2 item 1 on the table (Q133): every unit whose shot did
// damage to a unit destroyed in the battle rolls for experience, as on
// the map — the Sherman that damaged the squad and the rifles that
// finished it — and a miss earns nothing (the second rifle squad).
func TestInsetVIII2_EveryDamagingShotOnTheTableEarnsARoll(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Momentum, g.Rules.Experience = false, true
	sherman, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	rifles := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	missed := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	b := openTable(t, g, squad, sherman, rifles, missed)
	g.tableEvents([]tactical.Event{
		{Kind: tactical.EvShot, Units: []tactical.UnitID{0, 3}, Harmed: true},
		{Kind: tactical.EvShot, Units: []tactical.UnitID{2, 3}},
		{Kind: tactical.EvShot, Units: []tactical.UnitID{1, 3}, Harmed: true},
		{Kind: tactical.EvDestroyed, Units: []tactical.UnitID{3}},
	})
	b.Units[3].Status = tactical.Destroyed
	evs := endTable(t, g, 5, 5)
	var rolled []UnitID
	for _, ev := range evs {
		if ev.Kind == EvExperience {
			rolled = append(rolled, ev.Units[0])
		}
	}
	if len(rolled) != 2 || rolled[0] != sherman.ID || rolled[1] != rifles.ID {
		t.Fatalf("experience rolls for %v, want the Sherman (crew %d) and the rifles %d", rolled, crew.ID, rifles.ID)
	}
}
