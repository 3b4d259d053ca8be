package tactical

import (
	"testing"

	"frontline/game/scenario"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

func maneuverCmd(s units.Side, id UnitID, m string, target UnitID) Command {
	return Command{Kind: CmdManeuver, Side: s, Unit: id, Maneuver: m, Target: target}
}

// toAirStep ends the ground steps of the turn.
func toAirStep(t *testing.T, b *Battle) {
	t.Helper()
	for b.Pending.Kind == DecideMove {
		must(t, b, Command{Kind: CmdEndMove, Side: b.Pending.Side})
	}
	if b.Step != StepAir {
		t.Fatalf("step %v, want aircraft movement", b.Step)
	}
}

// Table IX.3a, Dive Bomb: a fighter-bomber dives 4" (2,400 ft) for 4" of
// movement; the check (4+) passed, its bombs get +2 this round; either
// way the enemy gets +1 against it.
func TestTableIX3a_DiveBomb(t *testing.T) {
	forces := []Force{force(t, "us.p51d_fighter_bomber", units.US), force(t, "de.panzer_iv_g", units.Germany)}
	b := startBattle(t, openTable(t), Rules{}, forces, []spot{{at: in(0, 30), facing: 1800, alt: 6 * geom.Inch}, {at: in(0, 31)}}, 10, 4)
	toAirStep(t, b)
	refused(t, b, maneuverCmd(units.US, 0, "dive_bomb", 0), ManeuverRule) // at a friend
	evs := must(t, b, maneuverCmd(units.US, 0, "dive_bomb", 1))
	p51, pz := b.Unit(0), b.Unit(1)
	if p51.Alt != 2*geom.Inch || p51.Flown != 4*geom.Inch || !hasText(evs, EvManeuver, "d10 4, needs 4: success") {
		t.Fatalf("alt %d flown %d: %v", p51.Alt, p51.Flown, evs)
	}
	bomb := weaponIndex(t, p51, "500 lb bombs")
	if s := b.shotAt(p51, bomb, pz); s.AttackBonus != DiveBombBonus {
		t.Errorf("bomb bonus %+d", s.AttackBonus)
	}
	if s := b.shotAt(p51, 0, pz); s.AttackBonus != 0 {
		t.Errorf("the wing guns get nothing: %+d", s.AttackBonus)
	}
	if s := b.shotAt(pz, 0, p51); s.AttackBonus != DiveBombExposure {
		t.Errorf("the enemy's bonus %+d", s.AttackBonus)
	}
}

// IX.7 and Table IX.3a/b: a Fast Climb (2+) at a higher enemy gains
// Advantage once the enemy lets it stand (Offensive stance; the enemy is
// Defensive); the enemy's Evasive Dive fails (3 against 4); the Diving
// Attack (5 against 4) gives +3 initiative and +2 attack on that aircraft
// and the attacker speeds past, losing Advantage; the enemy, no longer
// tailed, may not Break.
func TestIX7_AdvantageAndDivingAttack(t *testing.T) {
	forces := []Force{force(t, "us.p51d_escort", units.US), force(t, "de.fw190a3", units.Germany)}
	spots := []spot{{at: in(0, 20), facing: 1800, alt: 5 * geom.Inch}, {at: in(0, 30), alt: 8 * geom.Inch}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10, 2, 3, 5)
	toAirStep(t, b)
	p51, fw := b.Unit(0), b.Unit(1)
	must(t, b, maneuverCmd(units.US, 0, "fast_climb", 1))
	if p51.Tailing != -1 || b.Pending != (Decision{Side: units.Germany, Kind: DecideCounter}) {
		t.Fatalf("the climb waits for the German answer: tailing %d, pending %+v", p51.Tailing, b.Pending)
	}
	must(t, b, Command{Kind: CmdPass, Side: units.Germany})
	if p51.Tailing != fw.ID || b.Stance(p51) != "offensive" || b.Stance(fw) != "defensive" || p51.Alt != 7*geom.Inch {
		t.Fatalf("tailing %d, stances %s/%s, alt %d", p51.Tailing, b.Stance(p51), b.Stance(fw), p51.Alt)
	}
	refused(t, b, maneuverCmd(units.Germany, 1, "evasive_dive", -1), ManeuverRule) // flown against its pursuer
	evs := must(t, b, maneuverCmd(units.Germany, 1, "evasive_dive", 0))
	if !hasText(evs, EvManeuver, "failure") || fw.Alt != 8*geom.Inch || fw.Flown != 4*geom.Inch || b.Pending.Kind != DecideFly {
		t.Fatalf("a failed maneuver spends its cost, changes nothing and asks no answer: %v, alt %d", evs, fw.Alt)
	}
	must(t, b, maneuverCmd(units.US, 0, "diving_attack", 1))
	must(t, b, Command{Kind: CmdPass, Side: units.Germany})
	if p51.Boost.Initiative != DivingAttackInitiative || p51.Passed != fw.ID || b.Stance(p51) != "neutral" {
		t.Fatalf("boost %+v, passed %d, stance %s", p51.Boost, p51.Passed, b.Stance(p51))
	}
	if s := b.shotAt(p51, 0, fw); s.AttackBonus != DivingAttackBonus {
		t.Errorf("diving attack bonus %+d", s.AttackBonus)
	}
	refused(t, b, Command{Kind: CmdManeuver, Side: units.Germany, Unit: 1, Maneuver: "break", Target: 0, Facing: 900}, ManeuverRule)
}

// Inset IX.5 and IX.7: bombers fly only the maneuvers open to all; an
// experienced pilot needs less, and with enough stars no roll at all.
func TestIX7_WhoMayManeuverAndExperience(t *testing.T) {
	ace := force(t, "us.p51d_escort", units.US)
	ace.Stars = []scenario.Star{scenario.Vigilant, scenario.Stealthy, scenario.MarksmanPrimary}
	forces := []Force{force(t, "us.b24j", units.US), ace, force(t, "de.fw190a3", units.Germany)}
	spots := []spot{{at: in(-5, 20), facing: 1800, alt: 5 * geom.Inch}, {at: in(0, 20), facing: 1800, alt: 5 * geom.Inch}, {at: in(0, 30), alt: 8 * geom.Inch}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10)
	toAirStep(t, b)
	refused(t, b, maneuverCmd(units.US, 0, "fast_climb", 2), ManeuverRule)
	refused(t, b, maneuverCmd(units.US, 0, "split_s", -1), ManeuverRule) // a bomber without a torpedo
	evs := must(t, b, maneuverCmd(units.US, 1, "fast_climb", 2))
	if !hasText(evs, EvManeuver, "no check is needed") || len(evs[0].Rolls) != 0 {
		t.Fatalf("the ace's climb: %v", evs)
	}
	must(t, b, Command{Kind: CmdPass, Side: units.Germany})
	if b.Unit(1).Tailing != 2 {
		t.Fatalf("the ace holds no Advantage: %d", b.Unit(1).Tailing)
	}
}

// Glossary Hidden and IX.7: a maneuver is flown only against an enemy the
// side sees. ManeuverOptions offers the visible panzer and never the
// hidden observer beside it (the list would tell where it is), and a
// Dive Bomb aimed at the observer is refused; once found, it is offered.
func TestIX7_ManeuversOnlyAgainstUnitsTheSideSees(t *testing.T) {
	forces := []Force{force(t, "us.p51d_fighter_bomber", units.US), force(t, "de.panzer_iv_g", units.Germany),
		force(t, "de.forward_observer", units.Germany)}
	b := startBattle(t, openTable(t), Rules{}, forces, []spot{{at: in(0, 30), facing: 1800, alt: 6 * geom.Inch}, {at: in(0, 31)}, {at: in(1, 31)}}, 10)
	p51, fo := b.Unit(0), b.Unit(2)
	if !fo.Hidden {
		t.Fatal("the observer is not hidden")
	}
	toAirStep(t, b)
	aimed := func() map[UnitID]bool {
		at := map[UnitID]bool{}
		for _, o := range b.ManeuverOptions(p51) {
			if o.Maneuver == "dive_bomb" {
				at[o.Target] = true
			}
		}
		return at
	}
	if at := aimed(); !at[1] || at[2] {
		t.Fatalf("dive bomb offered against %v, want the panzer only", at)
	}
	refused(t, b, maneuverCmd(units.US, 0, "dive_bomb", 2), ManeuverRule)
	fo.Hidden = false
	if at := aimed(); !at[2] {
		t.Fatalf("dive bomb offered against %v once the observer is found", at)
	}
}
