package cards

import "testing"

func TestFilterMatch(t *testing.T) {
	cat := testCatalog(t)
	cases := []struct {
		f    Filter
		id   string
		want bool
	}{
		{FilterGround, "us.rifle_squad", true},
		{FilterGround, "de.tiger_i", true},
		{FilterGround, "de.tank_crew", false}, // crews go with their unit
		{FilterGround, "de.fw190a3", false},
		{FilterGround, "neutral.minefield", false},
		{FilterAny, "us.lcvp", true},
		{FilterAny, "us.command_post", false},
		{FilterInfantry, "us.lmg30_team", true},
		{FilterMechanised, "us.jeep", true},
		{FilterMechanised, "us.at_gun_57mm", false},
		{FilterGun, "de.panther_turret", true},
		{FilterShip, "us.lst_mk2", true},
		{FilterAircraft, "us.b24j", true},
		{Filter("cavalry"), "us.jeep", false},
	}
	for _, c := range cases {
		card, ok := cat.Get(c.id)
		if !ok {
			t.Fatalf("no %s in the test catalog", c.id)
		}
		if got := c.f.Match(card); got != c.want {
			t.Errorf("%s matches %s = %v, want %v", c.f, c.id, got, c.want)
		}
	}
}
