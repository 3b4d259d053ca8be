package combat

import (
	"math"
	"testing"
)

// odds is the exact prediction for the named weapon of attacker against a
// full-strength target.
func odds(t *testing.T, attacker, weaponName, target string, ap bool) Odds {
	t.Helper()
	cat := catalog(t)
	a := card(t, cat, attacker)
	w := weapon(t, a, false, weaponName)
	o, err := Predict(Shot{Weapon: w, Target: card(t, cat, target), UseAP: ap})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func TestEnumerateProbabilitiesSumToOne(t *testing.T) {
	cat := catalog(t)
	w := weapon(t, card(t, cat, "us.at_gun_57mm"), false, "57mm Gun M1")
	sum, n := 0.0, 0
	err := Enumerate(Shot{Weapon: w, Target: card(t, cat, "de.panzer_iv_g"), UseAP: true}, func(_ Result, p float64) {
		sum += p
		n++
	})
	if err != nil || math.Abs(sum-1) > 1e-12 {
		t.Fatalf("sum %v over %d outcomes, err %v", sum, n, err)
	}
}

// One 57mm AP shot against a fresh Panzer IV (Defense 4, endurance 10):
// destroyed outright only on a 20, or a 19/high intensity that pierces.
// Exactly: 1/20 + 1/20*(0.18*0.7 + 0.82*0.5) + 6/20*0.18*0.3 = 0.0930.
func TestVI73_57mmRarelyKillsPanzerIVInOneShot(t *testing.T) {
	o := odds(t, "us.at_gun_57mm", "57mm Gun M1", "de.panzer_iv_g", true)
	want := 0.05 + 0.05*(0.18*0.7+0.82*0.5) + 0.3*0.18*0.3
	if math.Abs(o.Destroy-want) > 1e-9 {
		t.Fatalf("P(destroy) = %.4f, want %.4f", o.Destroy, want)
	}
	if o.Destroy > 0.10 || 0.05/o.Destroy < 0.5 {
		t.Errorf("one-shot kill %.3f should be small and mostly natural 20s", o.Destroy)
	}
	if math.Abs(o.Hit-0.4) > 1e-9 {
		t.Errorf("P(hit) = %v, want 8/20", o.Hit)
	}
	t.Logf("57mm vs Panzer IV: %+v", o)
}

func TestTigerOutclassesSherman(t *testing.T) {
	tiger := odds(t, "de.tiger_i", "8.8cm KwK 36 L/56", "us.sherman_m4a3", true)
	sherman := odds(t, "us.sherman_m4a3", "75mm Gun M3", "de.tiger_i", true)
	// Compare the share of the target's endurance removed per shot, and the
	// chance that one shot flips or kills.
	ft, fs := tiger.MeanNet/10, sherman.MeanNet/14
	if ft < 2.5*fs {
		t.Errorf("Tiger takes %.2f of a Sherman per shot, Sherman %.2f of a Tiger: want at least 2.5x", ft, fs)
	}
	if tiger.Damage < 4*sherman.Damage || tiger.Destroy < 4*sherman.Destroy {
		t.Errorf("Tiger damages %.3f / kills %.3f, Sherman %.3f / %.3f: want at least 4x", tiger.Damage, tiger.Destroy, sherman.Damage, sherman.Destroy)
	}
	t.Logf("Tiger->Sherman %+v\nSherman->Tiger %+v", tiger, sherman)
}

func TestPantherFrontDefeats57mm(t *testing.T) {
	pz4 := odds(t, "us.at_gun_57mm", "57mm Gun M1", "de.panzer_iv_g", true)
	panther := odds(t, "us.at_gun_57mm", "57mm Gun M1", "de.panther_g", true)
	if panther.MeanNet >= pz4.MeanNet || panther.Damage >= pz4.Damage || panther.Pierce >= pz4.Pierce {
		t.Errorf("57mm should do worse against a Panther: Panther %+v, Panzer IV %+v", panther, pz4)
	}
	// Apart from the natural 20 it takes real luck to hurt a Panther: under
	// one shot in ten, and half the Panzer IV's chance.
	beyond, beyond4 := panther.Damage-0.05, pz4.Damage-0.05
	if beyond > 0.1 || beyond > 0.6*beyond4 {
		t.Errorf("57mm damages a Panther with %.3f beyond natural 20s (Panzer IV %.3f)", beyond, beyond4)
	}
}

func TestRiflesCannotHurtPanzerIV(t *testing.T) {
	for _, w := range []string{"Kar98k rifles and MP 40", "MG 42 squad machine gun"} {
		o := odds(t, "de.rifle_squad", w, "us.sherman_m4a3", false)
		if o.MeanNet != 0 || o.Damage != 0 || o.Destroy != 0 {
			t.Errorf("%s hurts a Sherman: %+v", w, o)
		}
	}
	for _, w := range []string{"M1 Garand rifles", "M1918A2 BAR"} {
		o := odds(t, "us.rifle_squad", w, "de.panzer_iv_g", true)
		if o.MeanNet != 0 || o.Damage != 0 || o.Destroy != 0 {
			t.Errorf("%s hurts a Panzer IV: %+v", w, o)
		}
	}
	// Tank hunters can.
	for _, c := range []struct{ unit, weapon, target string }{
		{"de.tank_hunter_squad", "RPzB 54 Panzerschreck", "us.sherman_m4a3"},
		{"us.tank_hunter_squad", "M1A1 Bazooka", "de.panzer_iv_g"},
	} {
		if o := odds(t, c.unit, c.weapon, c.target, true); o.MeanNet < 1 || o.Damage < 0.15 || o.Pierce < 0.05 {
			t.Errorf("%s against %s too weak: %+v", c.weapon, c.target, o)
		}
	}
}

func TestFlak88HitsShermanHard(t *testing.T) {
	flak := odds(t, "de.flak36", "8.8cm FlaK 36", "us.sherman_m4a3", true)
	pak := odds(t, "de.pak40", "7.5cm PaK 40", "us.sherman_m4a3", true)
	if flak.MeanNet < 3 || flak.Damage < 0.3 || flak.MeanNet <= pak.MeanNet {
		t.Errorf("88 against a Sherman: %+v (PaK 40 %+v)", flak, pak)
	}
	air := odds(t, "de.flak36", "8.8cm FlaK 36", "us.b24j", false)
	if air.Hit < 0.4 || air.MeanNet < 2.5 {
		t.Errorf("88 against a B-24: %+v", air)
	}
}

// Unobserved artillery is inaccurate; observed fire (+3 Destroy mission)
// is much better.
func TestVI762_ObservedFireIsMoreAccurate(t *testing.T) {
	cat := catalog(t)
	w := weapon(t, card(t, cat, "us.howitzer_105mm"), false, "105mm Howitzer M2A1")
	sq := card(t, cat, "de.rifle_squad")
	blind, _ := Predict(Shot{Weapon: w, Target: sq})
	seen, _ := Predict(Shot{Weapon: w, Target: sq, AttackBonus: 3})
	if blind.Hit > 0.35 || seen.Hit < blind.Hit+0.14 {
		t.Errorf("105mm unobserved %.2f, observed %.2f", blind.Hit, seen.Hit)
	}
}
