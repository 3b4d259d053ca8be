package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/scenario"
	"frontline/game/units"
)

// hitChance is the chance of weapon idx of u hitting t as things stand.
func hitChance(t *testing.T, g *Game, u *Unit, idx int, target *Unit) float64 {
	t.Helper()
	o, err := g.PredictShot(u.ID, idx, target.ID)
	if err != nil {
		t.Fatal(err)
	}
	return o.Hit
}

// Inset VIII.3, Marksman Primary and Secondary: +1 to hit with the
// primary weapon only, or with the secondary weapons only (a d20 roll:
// 5 % more hits).
func TestInsetVIII3_MarksmanStarsPickTheirWeapon(t *testing.T) {
	g := combatGame(t, units.US)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	if !sq.Face().Weapons[0].Primary || sq.Face().Weapons[1].Primary {
		t.Fatal("the rifle squad should have a primary and a secondary weapon")
	}
	p0, s0 := hitChance(t, g, sq, 0, de), hitChance(t, g, sq, 1, de)
	sq.Stars = []scenario.Star{scenario.MarksmanPrimary}
	if p, s := hitChance(t, g, sq, 0, de), hitChance(t, g, sq, 1, de); p-p0 < 0.049 || p-p0 > 0.051 || s != s0 {
		t.Errorf("Marksman Primary: primary %.2f→%.2f, secondary %.2f→%.2f", p0, p, s0, s)
	}
	sq.Stars = []scenario.Star{scenario.MarksmanSecondary, scenario.MarksmanSecondary}
	if p, s := hitChance(t, g, sq, 0, de), hitChance(t, g, sq, 1, de); p != p0 || s-s0 < 0.099 || s-s0 > 0.101 {
		t.Errorf("two Marksman Secondary stars: primary %.2f→%.2f, secondary %.2f→%.2f", p0, p, s0, s)
	}
}

// Inset VIII.3, Marksman Secondary: with no secondary weapon the bonus
// goes to the primary; on a crewed gun the crew's star counts (VIII.2.2).
func TestInsetVIII3_MarksmanSecondaryWithoutSecondaryWeapon(t *testing.T) {
	g := combatGame(t, units.US)
	gun, crew := crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "0606")
	pz := addUnit(t, g, "de.panzer_iv_g", units.Germany, "0606")
	for _, w := range gun.Face().Weapons {
		if !w.Primary {
			t.Skip("the 57mm gun has a secondary weapon")
		}
	}
	p0 := hitChance(t, g, gun, 0, pz)
	crew.Stars = []scenario.Star{scenario.MarksmanSecondary}
	if p := hitChance(t, g, gun, 0, pz); p-p0 < 0.049 || p-p0 > 0.051 {
		t.Errorf("Marksman Secondary on a gun with one weapon: %.2f→%.2f", p0, p)
	}
	gun.Stars = []scenario.Star{scenario.MarksmanPrimary} // the gun itself carries no experience
	crew.Stars = nil
	if p := hitChance(t, g, gun, 0, pz); p != p0 {
		t.Errorf("a star on the gun rather than its crew counted: %.2f→%.2f", p0, p)
	}
}

// Inset VIII.3, Exploit Weakness: +1 intensity in all combat, so more
// net damage on average.
func TestInsetVIII3_ExploitWeaknessAddsIntensity(t *testing.T) {
	g := combatGame(t, units.US)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	o0, _ := g.PredictShot(sq.ID, 0, de.ID)
	sq.Stars = []scenario.Star{scenario.ExploitWeakness}
	o1, _ := g.PredictShot(sq.ID, 0, de.ID)
	if o1.Hit != o0.Hit || o1.MeanNet <= o0.MeanNet {
		t.Errorf("Exploit Weakness: %+v → %+v", o0, o1)
	}
}

// initiativeWith fights the first round of a US rifle squad attacking a
// German one, each with the given stars, every shot missing, and returns
// the initiative text.
func initiativeWith(t *testing.T, usStars, deStars []scenario.Star) string {
	t.Helper()
	g := combatGame(t, units.US)
	us := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	us.Stars, de.Stars = usStars, deStars
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.Script(6, 3, 2, 2, 2, 2, 2, 2, 2, 2)
	ini, _ := hasEvent(mustApply(t, g, retaliateCmd(units.Germany, us, de)), EvInitiative)
	return ini.Text
}

// Inset VIII.3: Stealthy +1 initiative as attacker, Vigilant +1 as
// defender, Combat Veteran +1 as either; each counts only in its role.
func TestInsetVIII3_InitiativeStars(t *testing.T) {
	s := func(xs ...scenario.Star) []scenario.Star { return xs }
	const plus = "+1 experience (Inset VIII.3)"
	cases := []struct {
		name       string
		us, de     []scenario.Star
		usGets     bool
		germanGets bool
	}{
		{"stealthy attacker", s(scenario.Stealthy), nil, true, false},
		{"stealthy defender", nil, s(scenario.Stealthy), false, false},
		{"vigilant defender", nil, s(scenario.Vigilant), false, true},
		{"vigilant attacker", s(scenario.Vigilant), nil, false, false},
		{"veteran attacker", s(scenario.CombatVeteran), nil, true, false},
		{"veteran defender", nil, s(scenario.CombatVeteran), false, true},
	}
	for _, c := range cases {
		text := initiativeWith(t, c.us, c.de)
		usPart, dePart, _ := strings.Cut(text, ", Germany")
		if strings.Contains(usPart, plus) != c.usGets || strings.Contains(dePart, plus) != c.germanGets {
			t.Errorf("%s: %q", c.name, text)
		}
	}
}
