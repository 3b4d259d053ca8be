package combat

import "testing"

// BenchmarkShotOdds computes one shot's exact outcome distribution
// (Predict, uncached): an armour-piercing tank gun against a tank, a
// rifle squad against a rifle squad, heavy flak against a bomber.
func BenchmarkShotOdds(b *testing.B) {
	benchShots(b, predictUncached)
}

// BenchmarkShotOddsCached is the same mix through Predict's cache (hits
// after the first round).
func BenchmarkShotOddsCached(b *testing.B) {
	benchShots(b, Predict)
}

func benchShots(b *testing.B, predict func(Shot) (Odds, error)) {
	c, err := loadCatalog()
	if err != nil {
		b.Fatal(err)
	}
	var shots []Shot
	for _, m := range [][2]string{{"us.sherman_m4a3", "de.panzer_iv_g"}, {"us.rifle_squad", "de.rifle_squad"}, {"de.flak36", "us.b24j"}} {
		a, ok1 := c.Get(m[0])
		t, ok2 := c.Get(m[1])
		if !ok1 || !ok2 || len(a.Face(false).Weapons) == 0 {
			b.Fatalf("no card or weapon for %v", m)
		}
		shots = append(shots, Shot{Weapon: a.Face(false).Weapons[0], Target: t, UseAP: m[0] == "us.sherman_m4a3"})
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := predict(shots[i%len(shots)]); err != nil {
			b.Fatal(err)
		}
	}
}
