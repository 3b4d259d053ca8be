package game

import (
	"testing"

	"frontline/game/units"
)

// III.12 and VI.7.4: a fighter-bomber's bombs, once used, are depleted
// and out of reach of the weapon list, on the ground or in the air (they
// come back on landing at a held field: TestVI74_DiveBombPlusTwoDefenderPlusOneBombsDepleted).
func TestIII12_DepletedBombsAreNotOffered(t *testing.T) {
	g, _ := newTestGame(t, 1)
	field := ""
	for _, a := range g.scenario.Map.Airfields {
		if !g.enemyPresent(units.US, a.Hex) {
			field = a.Hex.String()
		}
	}
	landed := addUnit(t, g, "us.p51d_fighter_bomber", units.US, field)
	flying := addUnit(t, g, "us.p51d_fighter_bomber", units.US, field)
	flying.InFlight = true
	bombs := -1
	for i, w := range landed.Face().Weapons {
		if w.Expended {
			bombs = i
		}
	}
	if bombs < 0 {
		t.Fatal("no expended weapon on the P-51D fighter-bomber")
	}
	target := addUnit(t, g, "de.rifle_squad", units.Germany, field)
	for _, u := range []*Unit{landed, flying} {
		u.deplete(bombs)
		for _, i := range g.weaponsAt(u, target) {
			if i == bombs {
				t.Fatal("a depleted weapon is still offered (III.12)")
			}
		}
	}
}
