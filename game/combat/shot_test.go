package combat

import (
	"strings"
	"testing"

	"frontline/game/units"
)

// Example VI.3: two crewed 57mm AT guns fire AP rounds at a Panzer IV that
// entered their hex. Gun 1 (crew with Exploit Weakness, +1 intensity) hits on
// 14, fails the AP weapon check with 5, rolls intensity 6: 6+1+2-4 = 5 net,
// enough to reach the half breakpoint. Gun 2 hits on 15 against the damaged
// tank (Defense 3 = AP 3, so both checks): weapon check 2 passes, armour
// check 5 fails, intensity 4: 6 raw, Defense ignored, tank destroyed; the same
// 6 reaches the Tank Crew (8 -> 2), which is damaged.
func TestVI73_ArmorPiercingExample(t *testing.T) {
	cat := catalog(t)
	gun := card(t, cat, "us.at_gun_57mm")
	pz := card(t, cat, "de.panzer_iv_g")
	crew := card(t, cat, "de.tank_crew")
	w := weapon(t, gun, false, "57mm Gun M1")

	d := dice(t, roll{RollAttack, 14}, roll{RollAPWeapon, 5}, roll{RollIntensity, 6})
	r, err := Resolve(d, Shot{Weapon: w, Target: pz, UseAP: true, IntensityBonus: 1})
	if err != nil {
		t.Fatal(err)
	}
	d.done()
	if !r.Hit || r.Pierced || r.APArmor != 0 || r.Raw != 9 || r.Defense != 4 || r.Net != 5 || r.CrewDamage != 0 {
		t.Fatalf("first shot: %+v", r)
	}
	if st := After(pz, false, r); st != Damaged {
		t.Fatalf("after first shot the Panzer IV is %v, want damaged", st)
	}

	d = dice(t, roll{RollAttack, 15}, roll{RollAPWeapon, 2}, roll{RollAPArmor, 5}, roll{RollIntensity, 4})
	r, err = Resolve(d, Shot{Weapon: w, Target: pz, TargetDamaged: true, UseAP: true})
	if err != nil {
		t.Fatal(err)
	}
	d.done()
	if !r.Pierced || r.Raw != 6 || r.Defense != 0 || r.Net != 6 || r.CrewDamage != 6 {
		t.Fatalf("second shot: %+v", r)
	}
	if st := After(pz, true, r); st != Destroyed {
		t.Fatalf("after second shot the Panzer IV is %v, want destroyed", st)
	}
	if st := Outcome(crew, false, r.CrewDamage); st != Damaged {
		t.Fatalf("the crew is %v after taking 6, want damaged", st)
	}
	// Without the pierce the same hit would have done only 6-3 = 3.
	if Outcome(pz, true, 3) != Damaged {
		t.Fatal("3 net should not destroy a damaged Panzer IV (half endurance 5)")
	}
}

// Example VI.4: a 105mm howitzer firing an Interdict mission (+5) rolls 18,
// a hit that also damages; intensity 4 + DI 5 = 9 on a Tank Hunter Squad in
// the open (Defense 0) damages it without destroying it.
func TestVI76_InterdictExampleDamagesTankHunters(t *testing.T) {
	cat := catalog(t)
	how := card(t, cat, "us.howitzer_105mm")
	ths := card(t, cat, "de.tank_hunter_squad")
	w := primary(t, how)
	for _, miss := range []int{9} { // howitzer #2 of the example: 9+5 < 15
		r, err := Resolve(dice(t, roll{RollAttack, miss}), Shot{Weapon: w, Target: ths, AttackBonus: 5})
		if err != nil || r.Hit {
			t.Fatalf("roll %d with +5 against attack 15 should miss: %+v %v", miss, r, err)
		}
	}
	d := dice(t, roll{RollAttack, 18}, roll{RollIntensity, 4})
	r, err := Resolve(d, Shot{Weapon: w, Target: ths, AttackBonus: 5})
	if err != nil {
		t.Fatal(err)
	}
	d.done()
	if r.Net != 9 {
		t.Fatalf("net %d, want 9 (%+v)", r.Net, r)
	}
	if st := After(ths, false, r); st != Damaged {
		t.Fatalf("tank hunters %v, want damaged", st)
	}
}

// Inset V.6 step 6: 20 destroys, 19 doubles intensity, 1 jams.
func TestInsetV6_NaturalRolls(t *testing.T) {
	cat := catalog(t)
	sherman := card(t, cat, "us.sherman_m4a3")
	squad := card(t, cat, "de.rifle_squad")
	gun := weapon(t, sherman, false, "75mm Gun M3")

	r, _ := Resolve(dice(t, roll{RollAttack, 20}), Shot{Weapon: gun, Target: squad})
	if !r.Critical || After(squad, false, r) != Destroyed {
		t.Errorf("20: %+v", r)
	}
	r, _ = Resolve(dice(t, roll{RollAttack, 1}), Shot{Weapon: gun, Target: squad, AttackBonus: 10})
	if !r.Jammed || r.Hit {
		t.Errorf("1: %+v", r)
	}
	r, _ = Resolve(dice(t, roll{RollAttack, 19}, roll{RollIntensity, 4}), Shot{Weapon: gun, Target: squad})
	if !r.Doubled || r.Raw != 4*2+gun.DI {
		t.Errorf("19: %+v", r)
	}
	// A 20 always hits even when the rating is out of reach.
	hard := gun
	hard.Attack = 20
	r, _ = Resolve(dice(t, roll{RollAttack, 19}), Shot{Weapon: hard, Target: squad})
	if r.Hit {
		t.Errorf("19 against attack 20 should miss: %+v", r)
	}
}

// VI.7.2: bullets do nothing to Defense 2+, not even on a 20; dug-in cover
// is not armour, so MGs still hurt dug-in infantry.
func TestVI72_BulletsVsArmor(t *testing.T) {
	cat := catalog(t)
	mg := primary(t, card(t, cat, "de.mg42_team"))
	sherman := card(t, cat, "us.sherman_m4a3")
	ht := card(t, cat, "us.halftrack_m3a1")
	squad := card(t, cat, "us.rifle_squad")

	for _, v := range []int{11, 19, 20} {
		r, err := Resolve(dice(t, roll{RollAttack, v}), Shot{Weapon: mg, Target: sherman})
		if err != nil || !r.NoEffect || r.Critical || r.Net != 0 {
			t.Errorf("MG 42 on a Sherman, roll %d: %+v %v", v, r, err)
		}
	}
	r, _ := Resolve(dice(t, roll{RollAttack, 15}, roll{RollIntensity, 5}), Shot{Weapon: mg, Target: ht})
	if r.NoEffect || r.Net != 5+mg.DI-1 {
		t.Errorf("MG 42 on a halftrack (Defense 1): %+v", r)
	}
	r, _ = Resolve(dice(t, roll{RollAttack, 15}, roll{RollIntensity, 5}), Shot{Weapon: mg, Target: squad, DefenseBonus: 2})
	if r.NoEffect || r.Net != 5+mg.DI-2 {
		t.Errorf("MG 42 on dug-in infantry: %+v", r)
	}
}

// VII.3.4 and VII.5.3: ports and airfields need 155mm shells or 500 lb bombs.
func TestVII34_PortsNeedHeavyMunitions(t *testing.T) {
	cat := catalog(t)
	port := card(t, cat, "neutral.port")
	airfield := card(t, cat, "neutral.airfield")
	for _, c := range []struct {
		unit, weapon string
		harms        bool
	}{
		{"us.howitzer_8in", "8-inch Howitzer M1", true},
		{"us.b24j", "AN-M64 500 lb bombs", true},
		{"de.ju87b1", "SC 250 bomb", true},
		{"de.sfh18", "15cm sFH 18 howitzer", false}, // 150mm: just short
		{"us.howitzer_105mm", "105mm Howitzer M2A1", false},
		{"de.tiger_i", "8.8cm KwK 36 L/56", false},
	} {
		w := weapon(t, card(t, cat, c.unit), false, c.weapon)
		for _, target := range []*units.Card{port, airfield} {
			if got := !TooSmall(w, target); got != c.harms {
				t.Errorf("%s against %s: harms=%v, want %v", c.weapon, target.ID, got, c.harms)
			}
		}
		r, err := Resolve(dice(t, roll{RollAttack, 20}), Shot{Weapon: w, Target: port})
		if err != nil || r.Critical != c.harms || r.NoEffect == c.harms {
			t.Errorf("%s rolls 20 on a port: %+v %v", c.weapon, r, err)
		}
	}
	// VII.4.4: engineered bridges ignore small arms but not 20mm and up.
	bridge := card(t, cat, "neutral.engineered_bridge")
	if !TooSmall(primary(t, card(t, cat, "us.rifle_squad")), bridge) {
		t.Error("rifles should not harm an engineered bridge")
	}
	if TooSmall(primary(t, card(t, cat, "de.fw190a3")), bridge) {
		t.Error("20mm cannon should harm an engineered bridge")
	}
}

func TestResolveRejectsIllegalShots(t *testing.T) {
	cat := catalog(t)
	bazooka := primary(t, card(t, cat, "us.tank_hunter_squad"))
	if _, err := Resolve(dice(t), Shot{Weapon: bazooka, Target: card(t, cat, "de.rifle_squad")}); err == nil || !strings.Contains(err.Error(), "may not target infantry") {
		t.Errorf("bazooka at infantry: %v", err)
	}
	if _, err := Resolve(dice(t), Shot{Weapon: bazooka}); err == nil {
		t.Error("no target accepted")
	}
	bad := &scripted{t: t, rolls: []roll{{RollAttack, 21}}}
	if _, err := Resolve(bad, Shot{Weapon: bazooka, Target: card(t, cat, "de.panzer_iv_g")}); err == nil {
		t.Error("d20 roll of 21 accepted")
	}
}

func TestOutcomeBreakpoints(t *testing.T) {
	pz := &units.Card{Full: units.Face{Endurance: 10}, Damaged: units.Face{Endurance: 5}}
	for _, c := range []struct {
		damaged bool
		taken   int
		want    State
	}{
		{false, 4, Intact}, {false, 5, Damaged}, {false, 9, Damaged}, {false, 10, Destroyed},
		{true, 0, Damaged}, {true, 4, Damaged}, {true, 5, Destroyed},
	} {
		if got := Outcome(pz, c.damaged, c.taken); got != c.want {
			t.Errorf("damaged=%v taken=%d: %v, want %v", c.damaged, c.taken, got, c.want)
		}
	}
}
