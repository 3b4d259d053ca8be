package tactical

import (
	"testing"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// southSea is the table of the first hex of the intro map with sea on its
// south side, the side startBattle's attackers come in by.
func southSea(t testing.TB) *Table {
	t.Helper()
	return firstTable(t, "hex with sea to the south", nil, func(tb *Table) bool { return tb.Edges[3].Sea })
}

// torpedoBomber is the He 111 H-6 with a torpedo (10" tactical range,
// ships only) for its bombs: no card of the Introduction carries one.
func torpedoBomber(t testing.TB) Force {
	t.Helper()
	f := force(t, "de.he111h6", units.Germany)
	c := *f.Card
	c.ID, c.Name = "test.he111_torpedo", "He 111 H-6 (torpedo)"
	for _, face := range []*units.Face{&c.Full, &c.Damaged} {
		face.Weapons = append([]units.Weapon(nil), face.Weapons...)
		w := &face.Weapons[0]
		w.Name, w.Targets, w.RangeTac = "LT F5b torpedo", []units.Target{units.TargetShips}, 10
	}
	f.Card = &c
	return f
}

// torpedoBattle: a US LST at sea at (0, 32) and the torpedo He 111 at
// (0, 23), heading south towards it at altitude alt.
func torpedoBattle(t *testing.T, heading geom.Angle, alt int64, script ...int) *Battle {
	t.Helper()
	forces := []Force{force(t, "us.lst_mk2", units.US), torpedoBomber(t), force(t, "us.p51d_fighter_bomber", units.US)}
	spots := []spot{{at: in(0, 32)}, {at: in(0, 23), facing: heading, alt: alt}, {at: in(0, 0), alt: 5 * geom.Inch}}
	b := startBattle(t, southSea(t), Rules{}, forces, spots, append([]int{10}, script...)...)
	toAirStep(t, b)
	if b.Pending.Side == units.US {
		must(t, b, fly(units.US, 2, in(0, -14), 5*geom.Inch)) // the P-51 flies its minimum out of the way
	}
	return b
}

// Table IX.3a, Torpedo Run (7", 5+): a torpedo bomber low over the sea
// with a ship ahead within 30° and in torpedo range drops to 96 ft. The
// torpedo may then drop on that ship only, at +2; its side loses 2
// initiative and the enemy gets +2 against the aircraft. No counter
// answers it.
func TestTableIX3a_TorpedoRun(t *testing.T) {
	b := torpedoBattle(t, 1800, 5*geom.Inch, 5)
	lst, he := b.Unit(0), b.Unit(1)
	if rule, _ := b.Bar(he, 0, lst); rule != "Table IX.3a" {
		t.Fatalf("without a run the torpedo may not drop: %q", rule)
	}
	refused(t, b, maneuverCmd(units.Germany, 1, "torpedo_run", 2), ManeuverRule) // an aircraft
	must(t, b, maneuverCmd(units.Germany, 1, "torpedo_run", 0))
	if he.Alt != TorpedoAlt || he.Flown != 7*geom.Inch || he.Facing != 1800 || b.Pending != (Decision{Side: units.US, Kind: DecideFly}) {
		t.Fatalf("alt %d flown %d heading %s pending %+v", he.Alt, he.Flown, he.Facing, b.Pending)
	}
	must(t, b, pass(units.US))
	must(t, b, fly(units.Germany, 1, in(0, 25), TorpedoAlt)) // level, to its minimum
	must(t, b, pass(units.Germany))
	declare(t, b, units.Germany, 1, 0)
	if s := b.shotAt(he, 0, lst); s.AttackBonus != TorpedoRunBonus {
		t.Errorf("torpedo bonus %+d", s.AttackBonus)
	}
	if s := b.shotAt(lst, 0, he); s.AttackBonus != TorpedoRunExposure {
		t.Errorf("the ship's bonus %+d", s.AttackBonus)
	}
	if atk, _ := b.initiativeMods(); atk != AttackInitiativeBonus+TorpedoRunInitiative {
		t.Errorf("attacker initiative %+d", atk)
	}
	if rule, _ := b.Bar(he, 0, b.Unit(2)); rule == "" {
		t.Error("a torpedo is for ships only")
	}
}

// IX.6.1 and Table IX.3a: the run needs a torpedo, a start at 4,200 ft or
// lower and the ship within 30° of the flight path; climbing off the run
// keeps the torpedo aboard.
func TestIX61_TorpedoRunConditions(t *testing.T) {
	b := torpedoBattle(t, 1800, 8*geom.Inch)
	refused(t, b, maneuverCmd(units.Germany, 1, "torpedo_run", 0), ManeuverRule) // too high to begin
	b = torpedoBattle(t, 1800+200, 5*geom.Inch)
	refused(t, b, maneuverCmd(units.Germany, 1, "torpedo_run", 0), "IX.6.1") // 20° off: outside the 15° each side
	b = torpedoBattle(t, 1800, 5*geom.Inch, 5)
	must(t, b, maneuverCmd(units.Germany, 1, "torpedo_run", 0))
	must(t, b, pass(units.US))
	must(t, b, fly(units.Germany, 1, in(0, 24), TorpedoAlt+geom.Inch))
	if rule, why := b.Bar(b.Unit(1), 0, b.Unit(0)); rule != "Table IX.3a" {
		t.Fatalf("climbed off the run: %q %q", rule, why)
	}
	if err := b.runBar(b.Unit(2), b.Unit(0)); err == nil {
		t.Fatal("a fighter-bomber without a torpedo may not fly a Torpedo Run")
	}
}

// Tables IX.3a/3b "Torpedo Bomber": a bomber carrying a torpedo may fly
// the Torpedo Run, the Split-S and the Flat Scissors, a bomber without
// one may not.
func TestTableIX3b_TorpedoBomberManeuvers(t *testing.T) {
	he, b24 := &Unit{Card: torpedoBomber(t).Card}, &Unit{Card: card(t, "us.b24j")}
	for _, id := range []string{"torpedo_run", "split_s", "flat_scissors"} {
		m := mustManeuver(t, id)
		if !m.flownBy(he) || m.flownBy(b24) {
			t.Errorf("%s: torpedo bomber %v, B-24 %v", id, m.flownBy(he), m.flownBy(b24))
		}
	}
}

func mustManeuver(t testing.TB, id string) *Maneuver {
	t.Helper()
	m, ok := ManeuverByID(id)
	if !ok {
		t.Fatalf("no maneuver %s", id)
	}
	return m
}
