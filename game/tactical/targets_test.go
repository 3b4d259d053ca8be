package tactical

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// duel places a US unit and a German unit on tb and returns the battle.
// Positions are set after placement so tests can put them anywhere.
func duel(t *testing.T, tb *Table, us, de Force, usAt, deAt spot) *Battle {
	t.Helper()
	b := startBattle(t, tb, Rules{}, []Force{us, de}, []spot{{at: in(0, 0), alt: usAt.alt}, {at: in(0, 33), alt: deAt.alt}}, 10)
	for i, s := range []spot{usAt, deAt} {
		u := b.Unit(UnitID(i))
		u.Pos, u.Facing, u.Alt = s.at, s.facing, s.alt
	}
	return b
}

func weaponIndex(t *testing.T, u *Unit, name string) int {
	t.Helper()
	for i, w := range u.Face().Weapons {
		if w.Name == name {
			return i
		}
	}
	t.Fatalf("%s has no %s", u.Card.Name, name)
	return -1
}

func wantBar(t *testing.T, b *Battle, u *Unit, wi int, tg *Unit, rule string) {
	t.Helper()
	if r, why := b.Bar(u, wi, tg); r != rule {
		t.Errorf("%s → %s: bar %q (%s), want %q", u.Face().Weapons[wi].Name, tg.Card.Name, r, why, rule)
	}
}

// IX.5.4: the tactical range is the Y of X/Y in inches, centre to centre;
// a weapon of range 0 reaches ContactRange (1").
func TestIX54_RangeIsTheYValue(t *testing.T) {
	b := duel(t, openTable(t), force(t, "us.rifle_squad", units.US), force(t, "de.tank_hunter_squad", units.Germany),
		spot{at: in(0, 0)}, spot{at: in(3, 0)})
	us, de := b.Unit(0), b.Unit(1)
	rifles, bar := weaponIndex(t, us, "M1 Garand rifles"), weaponIndex(t, us, "M1918A2 BAR")
	wantBar(t, b, us, rifles, de, "IX.5.4")
	wantBar(t, b, us, bar, de, "")
	de.Pos = in(3.01, 0)
	wantBar(t, b, us, bar, de, "IX.5.4")
	if len(b.LegalTargets(us)) != 0 {
		t.Error("nothing in range")
	}
	faust := weaponIndex(t, de, "Panzerfaust 30")
	tank := duel(t, openTable(t), force(t, "us.sherman_m4a3", units.US), force(t, "de.tank_hunter_squad", units.Germany),
		spot{at: in(0, 0)}, spot{at: in(1, 0)})
	wantBar(t, tank, tank.Unit(1), faust, tank.Unit(0), "")
	tank.Unit(1).Pos = in(1.01, 0)
	wantBar(t, tank, tank.Unit(1), faust, tank.Unit(0), "IX.5.4")
}

// Target Visibility: a wood between the two hides them from each other;
// a unit inside the wood sees out and is seen.
func TestTargetVisibility_WoodsBlockFire(t *testing.T) {
	tb := openTable(t)
	wood, err := geom.Rect(in(2, 0), 0, 4*geom.Inch, 3*geom.Inch)
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Place(units.US, "woods", wood); err != nil {
		t.Fatal(err)
	}
	b := duel(t, tb, force(t, "us.lmg30_team", units.US), force(t, "de.rifle_squad", units.Germany), spot{at: in(0, 0)}, spot{at: in(4, 0)})
	us, de := b.Unit(0), b.Unit(1)
	wantBar(t, b, us, 0, de, "IX.5.4")
	de.Pos = in(2, 0)
	wantBar(t, b, us, 0, de, "")
	if s := b.shotAt(us, 0, de); s.DefenseBonus != 1 {
		t.Errorf("cover in the wood: %+d", s.DefenseBonus)
	}
	de.DugIn = true
	if s := b.shotAt(us, 0, de); s.DefenseBonus != DigInBonus {
		t.Errorf("dug in inside a wood takes the better cover, not the sum: %+d", s.DefenseBonus)
	}
}

// IX.7.1: altitude counts in the range to an aircraft. An MG 42 (5") at
// a fighter 3" away and 4" up is at 5"; an inch of height more is out.
// The fighter's wing guns fire forward through 90° (Inset IX.7).
func TestIX71_AltitudeInRange(t *testing.T) {
	b := duel(t, openTable(t), force(t, "us.p51d_escort", units.US), force(t, "de.mg42_team", units.Germany),
		spot{at: in(3, 0), alt: 4 * geom.Inch, facing: 2700}, spot{at: in(0, 0)})
	p51, mg := b.Unit(0), b.Unit(1)
	wantBar(t, b, mg, 0, p51, "")
	p51.Alt = 4*geom.Inch + 1
	wantBar(t, b, mg, 0, p51, "IX.5.4")
	p51.Pos, p51.Alt = in(2, 0), 2*geom.Inch // 2.83" from the team, flying at it
	wantBar(t, b, p51, 0, mg, "")
	p51.Facing = 900 // flying away
	wantBar(t, b, p51, 0, mg, "IX.6.1")
}

// IX.6.1: a bomb is dropped over the target (ContactRange) with the
// flight path within 30° of it: 15° either side of the heading.
func TestIX61_BombDropCone(t *testing.T) {
	b := duel(t, openTable(t), force(t, "us.p51d_fighter_bomber", units.US), force(t, "de.panzer_iv_g", units.Germany),
		spot{at: in(0, 0), alt: 3 * geom.Inch, facing: 900}, spot{at: in(0.9, 0.2)})
	p51, pz := b.Unit(0), b.Unit(1)
	bomb := weaponIndex(t, p51, "500 lb bombs")
	wantBar(t, b, p51, bomb, pz, "")
	pz.Pos = in(0.5, 0.5) // 45° off the heading
	wantBar(t, b, p51, bomb, pz, "IX.6.1")
	pz.Pos = in(3, 0)
	wantBar(t, b, p51, bomb, pz, "IX.6.1")
	p51.Spent = []int{bomb}
	pz.Pos = in(0.9, 0.2)
	wantBar(t, b, p51, bomb, pz, "VI.7.4")
}

// Inset IX.7: the arc of each kind of weapon.
func TestInsetIX7_ArcsByUnitType(t *testing.T) {
	for id, want := range map[string]geom.Arc{
		"us.rifle_squad": geom.Arc360, "de.panzer_iv_g": geom.Arc360, "us.jeep": geom.Arc360,
		"us.at_gun_57mm": geom.Arc45, "de.sfh18": geom.Arc45, "de.flak36": geom.Arc360,
		"de.panther_turret": geom.Arc45, "us.lst_mk2": geom.Arc180, "us.p51d_escort": geom.Arc90,
	} {
		c := card(t, id)
		if got := WeaponArc(c, c.Full.Weapons[0]); got != want {
			t.Errorf("%s: %d, want %d", id, got, want)
		}
	}
	b24 := card(t, "us.b24j")
	if WeaponArc(b24, b24.Full.Weapons[2]) != geom.Arc360 {
		t.Error("a bomber's defensive guns turn in their turrets")
	}
}

// BenchmarkLegalTargets40 asks the legal targets of each of 40 units on a
// table with woods (target under 1 ms for all 40).
func BenchmarkLegalTargets40(b *testing.B) {
	tb := openTable(b)
	for i := range 6 {
		wood, err := geom.Rect(geom.Pt(int64(i-3)*900, int64(i%3-1)*800), geom.Angle(i*300), 600, 400)
		if err == nil {
			_ = tb.Place(units.US, "woods", wood)
		}
	}
	var forces []Force
	ids := []string{"us.rifle_squad", "us.sherman_m4a3", "us.lmg30_team", "us.at_gun_57mm"}
	for i := range 40 {
		side, id := units.US, ids[i%4]
		if i%2 == 1 {
			side, id = units.Germany, "de"+ids[i%4][2:]
			if id == "de.sherman_m4a3" || id == "de.lmg30_team" || id == "de.at_gun_57mm" {
				id = map[string]string{"de.sherman_m4a3": "de.panzer_iv_g", "de.lmg30_team": "de.mg42_team", "de.at_gun_57mm": "de.pak40"}[id]
			}
		}
		f := Force{Card: card(b, id), Side: side}
		if rc := f.Card.Special.RequiresCrew; rc != units.NoCrew {
			cat, _ := catalog()
			f.Crew, _ = cat.CrewFor(side, rc)
		}
		forces = append(forces, f)
	}
	bt, _, err := NewBattle(Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.New(1))
	if err != nil {
		b.Fatal(err)
	}
	for i := range bt.Units {
		u := &bt.Units[i]
		u.Status = OnTable
		u.Pos = geom.Pt(int64(i%8-4)*250, int64(i/8-2)*250)
		u.Facing = geom.Angle(i * 450 % 3600)
	}
	n := 0
	b.ResetTimer()
	for range b.N {
		for i := range bt.Units {
			n += len(bt.LegalTargets(&bt.Units[i]))
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "targets")
}

// IX.5.4, indirect fire by observers: a mortar may fire at a squad behind
// a wood only while a friendly observer sees it within its spotting range
// (15"); the mortar's own range and arc still hold.
func TestIX54_IndirectFireByObservers(t *testing.T) {
	tb := openTable(t)
	wood, err := geom.Rect(in(0, 3), 900, 6*geom.Inch, 3*geom.Inch)
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Place(units.US, "woods", wood); err != nil {
		t.Fatal(err)
	}
	forces := []Force{force(t, "us.mortar_squad", units.US), force(t, "us.forward_observer", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, tb, Rules{}, forces, []spot{{at: in(0, 0)}, {at: in(10, 6)}, {at: in(0, 33)}}, 10)
	mortar, fo, squad := b.Unit(0), b.Unit(1), b.Unit(2)
	squad.Pos = in(0, 8)
	wantBar(t, b, mortar, 0, squad, "")
	fo.Pos = in(-20, 6) // 20" away: beyond its 15"
	wantBar(t, b, mortar, 0, squad, "IX.5.4")
	wantBar(t, b, mortar, 1, squad, "IX.5.4") // carbines are not indirect
	fo.Status = Destroyed
	fo.Pos = in(10, 6)
	wantBar(t, b, mortar, 0, squad, "IX.5.4")
}
