package combat

import (
	"reflect"
	"testing"

	"frontline/game/units"
)

// Inset V.6 step 4 / Inset IX.6 step 5: the primary and one secondary.
func TestVolleyPrimaryAndOneSecondary(t *testing.T) {
	ws := []units.Weapon{{Name: "gun", Primary: true}, {Name: "mg"}, {Name: "mg2"}}
	all := func(int) bool { return true }
	if got := Volley(ws, all); !reflect.DeepEqual(got, []int{0, 1}) {
		t.Errorf("all usable: %v", got)
	}
	if got := Volley(ws, func(i int) bool { return i != 1 }); !reflect.DeepEqual(got, []int{0, 2}) {
		t.Errorf("first secondary jammed: %v", got)
	}
	if got := Volley(ws, func(i int) bool { return i == 0 }); !reflect.DeepEqual(got, []int{0}) {
		t.Errorf("primary only: %v", got)
	}
}

// VI.7.2: bullets cannot hurt armour without AP rounds.
func TestVI72_HarmlessBulletsOnArmour(t *testing.T) {
	cat := catalog(t)
	pz := card(t, cat, "de.panzer_iv_g")
	squad := card(t, cat, "de.rifle_squad")
	rifles := primary(t, card(t, cat, "us.rifle_squad"))
	if !Harmless(rifles, pz, false) || Harmless(rifles, squad, false) {
		t.Error("rifles: harmless against a Panzer IV, not against a squad")
	}
	gun := primary(t, card(t, cat, "us.at_gun_57mm"))
	if Harmless(gun, pz, false) {
		t.Error("a 57mm gun can harm a Panzer IV")
	}
}
