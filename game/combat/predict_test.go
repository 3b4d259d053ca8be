package combat

import (
	"fmt"
	"math"
	"sync"
	"testing"
)

// enumeratedOdds is the reference for Predict: every dice sequence of
// Resolve, tallied one by one.
func enumeratedOdds(s Shot) (Odds, error) {
	if s.Target == nil {
		return Odds{}, Enumerate(s, func(Result, float64) {})
	}
	t := newTally(s)
	err := Enumerate(s, t.add)
	if err != nil {
		return Odds{}, err
	}
	return t.o, nil
}

// modifierSpread covers the Shot modifiers: AP rounds, fire-mission and
// smoke attack bonuses, Exploit Weakness, dug in and city cover, Fire for
// Effect, and a bonus large enough to make every roll but 1 hit.
var modifierSpread = []Shot{
	{},
	{UseAP: true},
	{AttackBonus: 3, DefenseBonus: 2},
	{UseAP: true, AttackBonus: -2, IntensityBonus: 1, DoubleIntensity: true},
	{UseAP: true, AttackBonus: 10, DefenseBonus: 1},
	{AttackBonus: 2, IntensityBonus: -3, DefenseBonus: -5},
}

// catalogShots calls fn with every weapon of every card (both faces)
// against every card of the catalog, intact and damaged, under every
// modifier set of the spread. Shots the weapon may not take are included:
// they must fail.
func catalogShots(t *testing.T, fn func(s Shot)) {
	cat := catalog(t)
	for _, a := range cat.All() {
		for _, side := range []bool{false, true} {
			for _, w := range a.Face(side).Weapons {
				for _, target := range cat.All() {
					for _, dmg := range []bool{false, true} {
						for _, s := range modifierSpread {
							s.Weapon, s.Target, s.TargetDamaged = w, target, dmg
							fn(s)
						}
					}
				}
			}
		}
	}
}

func TestPredictEqualsEnumerationOverCatalog(t *testing.T) {
	n := 0
	catalogShots(t, func(s Shot) {
		n++
		want, werr := enumeratedOdds(s)
		got, gerr := predictUncached(s)
		if fmt.Sprint(werr) != fmt.Sprint(gerr) {
			t.Fatalf("%s: error %v, enumeration %v", describe(s), gerr, werr)
		}
		if !within(got, want) {
			t.Fatalf("%s:\n closed form %+v\n enumeration %+v", describe(s), got, want)
		}
	})
	t.Logf("%d shots compared", n)
}

func within(a, b Odds) bool {
	d := []float64{a.Hit - b.Hit, a.NoEffect - b.NoEffect, a.Damage - b.Damage, a.Destroy - b.Destroy, a.Pierce - b.Pierce, a.MeanNet - b.MeanNet}
	for _, x := range d {
		if math.Abs(x) > 1e-12 {
			return false
		}
	}
	return true
}

func describe(s Shot) string {
	return fmt.Sprintf("%s → %s (damaged %v), AP %v, attack %+d, intensity %+d, defense %+d, doubled %v",
		s.Weapon.Name, s.Target.ID, s.TargetDamaged, s.UseAP, s.AttackBonus, s.IntensityBonus, s.DefenseBonus, s.DoubleIntensity)
}

// The cache must return what the closed form computes, for every shot of
// the catalog, asked twice by each of several goroutines at once.
func TestPredictCachedEqualsUncached(t *testing.T) {
	var shots []Shot
	catalogShots(t, func(s Shot) {
		if s.check() == nil {
			shots = append(shots, s)
		}
	})
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := range 4 {
		wg.Go(func() {
			// each goroutine starts elsewhere, so misses, hits and
			// fills of the same keys overlap in time
			for i := range 2 * len(shots) {
				s := shots[(i+g*len(shots)/4)%len(shots)]
				got, err := Predict(s)
				want, _ := predictUncached(s)
				if err != nil || got != want {
					errs <- fmt.Sprintf("%s: cached %+v (err %v), uncached %+v", describe(s), got, err, want)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func TestPredictCacheHitDoesNotAllocate(t *testing.T) {
	cat := catalog(t)
	s := Shot{Weapon: weapon(t, card(t, cat, "us.at_gun_57mm"), false, "57mm Gun M1"), Target: card(t, cat, "de.panzer_iv_g"), UseAP: true}
	if _, err := Predict(s); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = Predict(s) }); n != 0 {
		t.Errorf("cache hit allocates %v times", n)
	}
}

func TestPredictRefusesForbiddenShots(t *testing.T) {
	cat := catalog(t)
	rifle := weapon(t, card(t, cat, "us.rifle_squad"), false, card(t, cat, "us.rifle_squad").Full.Weapons[0].Name)
	if _, err := Predict(Shot{Weapon: rifle}); err == nil {
		t.Error("shot without a target predicted")
	}
	if _, err := Predict(Shot{Weapon: rifle, Target: card(t, cat, "us.b24j")}); err == nil {
		t.Error("rifle against a bomber predicted")
	}
}
