package tactical_test

import (
	"testing"

	"frontline/game"
	"frontline/game/tactical"
)

// III.3.1: the table asks the same d10 scores as the operational map, so a
// river is as hard to ford at either scale.
func TestIII31_TableChecksMatchTheMap(t *testing.T) {
	cases := []struct {
		c    tactical.CheckKind
		m    tactical.Mover
		want int
	}{
		{tactical.RiverCheck, tactical.Vehicle, game.RiverNeedVehicle},
		{tactical.RiverCheck, tactical.Foot, game.RiverNeedInfantry},
		{tactical.RiverCheck, tactical.Gun, game.RiverNeedInfantry},
		{tactical.SwampCheck, tactical.Foot, game.SwampNeedInfantry},
		{tactical.SwampCheck, tactical.Vehicle, 0},
		{tactical.MountainCheck, tactical.Vehicle, game.MountainNeedOffRoad},
		{tactical.MountainCheck, tactical.Gun, game.MountainNeedOffRoad},
		{tactical.MountainCheck, tactical.Foot, 0},
	}
	for _, c := range cases {
		if got := c.c.Need(c.m); got != c.want {
			t.Errorf("%s check for %s: need %d, the map asks %d", c.c, c.m, got, c.want)
		}
	}
}
