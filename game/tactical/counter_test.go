package tactical

import (
	"testing"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// dogfight: a US P-51 (defender, flies first in step ④) at (0, 20)
// heading north at 8", and a German Fw 190 3" behind it at the same
// height, tailing it (IX.7: Advantage).
func dogfight(t *testing.T, script ...int) *Battle {
	t.Helper()
	forces := []Force{force(t, "us.p51d_escort", units.US), force(t, "de.fw190a3", units.Germany)}
	spots := []spot{{at: in(0, 20), alt: 8 * geom.Inch}, {at: in(0, 23), alt: 8 * geom.Inch}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, append([]int{10}, script...)...)
	toAirStep(t, b)
	b.Unit(1).Tailing = 0
	return b
}

func pass(s units.Side) Command { return Command{Kind: CmdPass, Side: s} }

func breakCmd(s units.Side, id, pursuer UnitID, heading geom.Angle) Command {
	c := maneuverCmd(s, id, "break", pursuer)
	c.Facing = heading
	return c
}

// IX.7: a maneuver against an enemy aircraft waits for the answer of
// that aircraft's side, which alone may act: with a counter of the
// maneuver, flown by the aircraft it was flown against, or a pass.
func TestIX7_CounterIsTheOtherSidesDecision(t *testing.T) {
	b := dogfight(t, 2)
	must(t, b, breakCmd(units.US, 0, 1, 900))
	if b.Pending != (Decision{Side: units.Germany, Kind: DecideCounter}) || b.Exchange.Maneuver != "break" || b.Unit(1).Tailing != 0 {
		t.Fatalf("pending %+v, exchange %+v: the Break waits for the German answer", b.Pending, b.Exchange)
	}
	refused(t, b, pass(units.US), "Inset IX.2")
	refused(t, b, fly(units.Germany, 1, in(0, 20), 8*geom.Inch), "Inset IX.2")
	refused(t, b, maneuverCmd(units.Germany, 1, "diving_attack", 0), ManeuverRule) // no counter to a Break
	refused(t, b, maneuverCmd(units.Germany, 1, "barrel_roll", 1), ManeuverRule)   // flown against the breaker
	evs := must(t, b, pass(units.Germany))
	if b.Stance(b.Unit(0)) != "neutral" || b.Unit(1).Lost != 0 || !hasText(evs, EvManeuver, "shakes off") {
		t.Fatalf("the Break unanswered: %v", evs)
	}
	if b.Pending != (Decision{Side: units.Germany, Kind: DecideFly}) {
		t.Fatalf("the step goes on with the side that did not open: %+v", b.Pending)
	}
}

// IX.7: an aircraft left without the movement any counter costs is not
// asked; the maneuver takes effect at once.
func TestIX7_NoAnswerWithoutMovement(t *testing.T) {
	b := dogfight(t, 2)
	b.Unit(1).Flown = 23 * geom.Inch // 3" left: a Barrel Roll costs 4, an Immelmann 5
	must(t, b, breakCmd(units.US, 0, 1, 2700))
	if b.Pending.Kind != DecideFly || b.Unit(1).Tailing != -1 || b.Unit(0).Facing != 2700 {
		t.Fatalf("pending %+v, tailing %d, heading %s", b.Pending, b.Unit(1).Tailing, b.Unit(0).Facing)
	}
}

// Table IX.3a, Barrel Roll Attack: flown only to answer a Break or an
// Evasive Dive; it costs 4", drops 600 ft and matches the breaker's new
// heading. Passed (4+), the pursuer keeps Advantage; failed, the
// defender evades.
func TestTableIX3a_BarrelRollAttack(t *testing.T) {
	b := dogfight(t, 2, 4)
	refused(t, b, maneuverCmd(units.US, 0, "barrel_roll", 1), ManeuverRule)
	must(t, b, breakCmd(units.US, 0, 1, 900))
	must(t, b, maneuverCmd(units.Germany, 1, "barrel_roll", 0))
	p51, fw := b.Unit(0), b.Unit(1)
	if fw.Facing != 900 || fw.Alt != 7*geom.Inch || fw.Flown != 4*geom.Inch {
		t.Fatalf("heading %s, alt %d, flown %d", fw.Facing, fw.Alt, fw.Flown)
	}
	if b.Pending != (Decision{Side: units.US, Kind: DecideCounter}) {
		t.Fatalf("the roll may be answered in turn: %+v", b.Pending)
	}
	must(t, b, pass(units.US))
	if b.Stance(fw) != "offensive" || b.Stance(p51) != "defensive" || fw.Tailing != p51.ID {
		t.Fatalf("stances %s/%s", b.Stance(p51), b.Stance(fw))
	}

	b = dogfight(t, 2, 3)
	must(t, b, breakCmd(units.US, 0, 1, 900))
	evs := must(t, b, maneuverCmd(units.Germany, 1, "barrel_roll", 0))
	fw = b.Unit(1)
	if !hasText(evs, EvManeuver, "failure") || fw.Tailing != -1 || fw.Lost != 0 || fw.Facing != 0 || fw.Flown != 4*geom.Inch {
		t.Fatalf("the defender evades: tailing %d, heading %s: %v", fw.Tailing, fw.Facing, evs)
	}
	if b.Pending != (Decision{Side: units.Germany, Kind: DecideFly}) {
		t.Fatalf("a failed counter ends the exchange: %+v", b.Pending)
	}
}

// Table IX.3b, Evasive Dive answered by a Diving Attack (its counter):
// the pursuer follows the dive down and attacks: +3 initiative and +2
// against the evader this round, speeding past it; the dive is undone.
func TestTableIX3b_EvasiveDiveAnsweredByDivingAttack(t *testing.T) {
	b := dogfight(t, 4, 4)
	must(t, b, maneuverCmd(units.US, 0, "evasive_dive", 1))
	must(t, b, maneuverCmd(units.Germany, 1, "diving_attack", 0))
	must(t, b, pass(units.US))
	p51, fw := b.Unit(0), b.Unit(1)
	if p51.Alt != 6*geom.Inch || fw.Alt != 6*geom.Inch || fw.Passed != p51.ID || fw.Tailing != -1 {
		t.Fatalf("alts %d/%d, passed %d", p51.Alt, fw.Alt, fw.Passed)
	}
	if fw.Boost.Initiative != DivingAttackInitiative || b.shotAt(fw, 0, p51).AttackBonus != DivingAttackBonus {
		t.Fatalf("boost %+v", fw.Boost)
	}
}

// Table IX.3b, Split-S: unanswered it disengages (neutral); answered by a
// Split-S the pursuer follows and nothing changes; flown with nobody
// engaged it is a reversal and a dive that nobody answers.
func TestTableIX3b_SplitS(t *testing.T) {
	b := dogfight(t, 3)
	must(t, b, maneuverCmd(units.US, 0, "split_s", 1))
	if p := b.Unit(0); p.Facing != 1800 || p.Alt != 7*geom.Inch {
		t.Fatalf("heading %s alt %d", p.Facing, p.Alt)
	}
	must(t, b, pass(units.Germany))
	if b.Stance(b.Unit(0)) != "neutral" {
		t.Fatal("the Split-S unanswered disengages")
	}

	b = dogfight(t, 3, 3)
	must(t, b, maneuverCmd(units.US, 0, "split_s", 1))
	must(t, b, maneuverCmd(units.Germany, 1, "split_s", 0))
	evs := must(t, b, pass(units.US))
	if b.Unit(1).Tailing != 0 || b.Unit(1).Facing != 1800 || !hasText(evs, EvManeuver, "nothing changes") {
		t.Fatalf("the follower keeps Advantage: %v", evs)
	}

	b = dogfight(t, 3)
	b.Unit(1).Tailing = -1
	must(t, b, maneuverCmd(units.US, 0, "split_s", -1))
	if b.Pending != (Decision{Side: units.Germany, Kind: DecideFly}) {
		t.Fatalf("nobody to answer: %+v", b.Pending)
	}
}

// flatScissors: the P-51 lost Advantage on the Fw 190 by its evasion
// earlier, flies its minimum, and the Fw 190 has nobody on its tail.
func flatScissors(t *testing.T, script ...int) *Battle {
	t.Helper()
	b := dogfight(t, script...)
	b.Unit(1).Tailing, b.Unit(1).Lost = -1, 0
	must(t, b, fly(units.US, 0, in(0, 6), 8*geom.Inch))
	return b
}

// Table IX.3b, Flat Scissors (6", 3+): opened by an aircraft that lost
// Advantage on the other; unanswered it wins Advantage back; matched by
// a successful Flat Scissors the engagement stays neutral; the duel ends
// with the pilot who fails a check tailed by the other.
func TestTableIX3b_FlatScissors(t *testing.T) {
	b := flatScissors(t, 3)
	b.Unit(1).Lost = -1
	refused(t, b, maneuverCmd(units.Germany, 1, "flat_scissors", 0), ManeuverRule) // nothing lost on it
	b.Unit(1).Lost = 0
	must(t, b, maneuverCmd(units.Germany, 1, "flat_scissors", 0))
	must(t, b, pass(units.US))
	if b.Unit(1).Tailing != 0 || b.Unit(1).Flown != 6*geom.Inch || b.Unit(1).Alt != 8*geom.Inch {
		t.Fatalf("unanswered: tailing %d", b.Unit(1).Tailing)
	}

	b = flatScissors(t, 3, 3)
	must(t, b, maneuverCmd(units.Germany, 1, "flat_scissors", 0))
	must(t, b, maneuverCmd(units.US, 0, "flat_scissors", 1))
	evs := must(t, b, pass(units.Germany))
	if b.Unit(0).Tailing != -1 || b.Unit(1).Tailing != -1 || !hasText(evs, EvManeuver, "neither holds Advantage") {
		t.Fatalf("matched: %v", evs)
	}

	b = flatScissors(t, 3, 3, 5, 2)
	must(t, b, maneuverCmd(units.Germany, 1, "flat_scissors", 0))
	must(t, b, maneuverCmd(units.US, 0, "flat_scissors", 1))
	must(t, b, maneuverCmd(units.Germany, 1, "flat_scissors", 0))
	must(t, b, maneuverCmd(units.US, 0, "flat_scissors", 1))
	if p51, fw := b.Unit(0), b.Unit(1); fw.Tailing != 0 || p51.Flown != 26*geom.Inch || fw.Flown != 12*geom.Inch {
		t.Fatalf("the P-51 failed and is tailed: tailing %d, flown %d/%d", fw.Tailing, p51.Flown, fw.Flown)
	}
	if b.Pending != (Decision{Side: units.US, Kind: DecideFly}) {
		t.Fatalf("the Germans opened, the US flies next: %+v", b.Pending)
	}
}

// Table IX.3b, Thatch Weave, read with the description printed under the
// Defensive Chandelle (Q130): a fighter weaves with a friendly fighter
// tailed by an enemy (the bait); both pay 6" and turn towards each other.
// Passed (4+), it gains Advantage on the pursuer with +2 initiative and
// +2 attack this round; the bait stays tailed. Answered by an Evasive
// Dive, the pursuer escapes and frees the bait.
func TestTableIX3b_ThatchWeave(t *testing.T) {
	weave := func(script ...int) *Battle {
		forces := []Force{force(t, "us.p51d_escort", units.US), force(t, "us.p51d_escort", units.US), force(t, "de.fw190a3", units.Germany), force(t, "us.p51d_fighter_bomber", units.US)}
		spots := []spot{{at: in(0, 20), alt: 8 * geom.Inch}, {at: in(2, 22), alt: 8 * geom.Inch}, {at: in(0, 23), alt: 8 * geom.Inch}, {at: in(-2, 22), alt: 8 * geom.Inch}}
		b := startBattle(t, openTable(t), Rules{}, forces, spots, append([]int{10}, script...)...)
		toAirStep(t, b)
		b.Unit(2).Tailing = 0
		return b
	}
	b := weave(4)
	refused(t, b, maneuverCmd(units.US, 0, "thatch_weave", 2), ManeuverRule) // the bait itself
	refused(t, b, maneuverCmd(units.US, 3, "thatch_weave", 2), ManeuverRule) // a fighter-bomber
	must(t, b, maneuverCmd(units.US, 1, "thatch_weave", 2))
	bait, partner, fw := b.Unit(0), b.Unit(1), b.Unit(2)
	if bait.Flown != 6*geom.Inch || partner.Flown != 6*geom.Inch || partner.Alt != 8*geom.Inch {
		t.Fatalf("flown %d/%d", bait.Flown, partner.Flown)
	}
	if partner.Facing != geom.Bearing(partner.Pos, bait.Pos) || bait.Facing != geom.Bearing(bait.Pos, partner.Pos) {
		t.Fatalf("headings %s/%s: the two turn towards each other", bait.Facing, partner.Facing)
	}
	must(t, b, pass(units.Germany))
	if partner.Tailing != fw.ID || fw.Tailing != bait.ID || b.Stance(bait) != "defensive" {
		t.Fatalf("tailing %d/%d", partner.Tailing, fw.Tailing)
	}
	if partner.Boost.Initiative != ThatchWeaveInitiative || b.shotAt(partner, 0, fw).AttackBonus != ThatchWeaveBonus {
		t.Fatalf("boost %+v", partner.Boost)
	}

	b = weave(4, 4)
	must(t, b, maneuverCmd(units.US, 1, "thatch_weave", 2))
	must(t, b, maneuverCmd(units.Germany, 2, "evasive_dive", 1))
	must(t, b, pass(units.US))
	if b.Unit(1).Tailing != -1 || b.Stance(b.Unit(0)) != "neutral" || b.Unit(1).Boost.Attack != 0 {
		t.Fatalf("the pursuer escaped: %d, %s", b.Unit(1).Tailing, b.Stance(b.Unit(0)))
	}
}

// Table IX.3b, Chandelle (Defensive), read with the climbing turn printed
// under the Thatch Weave (Q130): a tailed aircraft climbs 2,400 ft and
// reverses (3+); unanswered it shakes the pursuer off (neutral);
// answered by an Offensive Chandelle within gun range the pursuer keeps
// Advantage.
func TestTableIX3b_DefensiveChandelle(t *testing.T) {
	chandelle := func(script ...int) *Battle {
		b := dogfight(t, script...)
		b.Unit(1).Pos, b.Unit(1).Alt = in(0, 22), 10*geom.Inch // 2.8" behind and above
		return b
	}
	b := chandelle(3)
	must(t, b, maneuverCmd(units.US, 0, "defensive_chandelle", 1))
	if p := b.Unit(0); p.Alt != 12*geom.Inch || p.Facing != 1800 || p.Flown != 2*geom.Inch {
		t.Fatalf("alt %d heading %s flown %d", p.Alt, p.Facing, p.Flown)
	}
	must(t, b, pass(units.Germany))
	if b.Stance(b.Unit(0)) != "neutral" || b.Stance(b.Unit(1)) != "neutral" {
		t.Fatal("unanswered, the chandelle ends the Advantage")
	}

	b = chandelle(3, 3)
	must(t, b, maneuverCmd(units.US, 0, "defensive_chandelle", 1))
	must(t, b, maneuverCmd(units.Germany, 1, "chandelle", 0))
	must(t, b, pass(units.US))
	if fw := b.Unit(1); fw.Tailing != 0 || fw.Alt != 14*geom.Inch || fw.Facing != 1800 {
		t.Fatalf("the pursuer keeps Advantage: tailing %d alt %d", fw.Tailing, fw.Alt)
	}
}
