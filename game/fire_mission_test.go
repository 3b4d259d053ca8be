package game

import (
	"strconv"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// artyGame is side's Combat Phase with the scenario's units away, fog and
// experience off, and empty hands, so no pause comes before initiative.
func artyGame(t *testing.T, side units.Side) *Game {
	t.Helper()
	g := combatGame(t, side)
	for _, p := range g.Players {
		p.Hand = nil
	}
	return g
}

// southOf is the hex south of h (Neighbors runs N, NE, SE, S, SW, NW).
func southOf(h string) string { return hex.Neighbors(hex.MustParse(h))[3].String() }

// battery puts n crewed guns of card id for side at h.
func battery(t *testing.T, g *Game, id string, side units.Side, h string, n int) []*Unit {
	t.Helper()
	crew := "us.artillery_crew"
	if side == units.Germany {
		crew = "de.artillery_crew"
	}
	var out []*Unit
	for range n {
		gun, _ := crewUnit(t, g, id, crew, side, h)
		out = append(out, gun)
	}
	return out
}

func missionCmd(side units.Side, mission Mission, observer *Unit, target *Unit, guns ...*Unit) Command {
	return Command{Kind: CmdFireMission, Side: side, Units: ids(guns), Unit: observer.ID, Target: target.ID, Option: string(mission)}
}

func textsOf(evs []Event, k EventKind) string {
	var b strings.Builder
	for _, e := range eventsOf(evs, k) {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}

// Example VI.4: a German Tiger I, two rifle squads and a tank hunter squad
// enter the hex held by a dug-in US observer, riflemen and two damaged
// Shermans. Before initiative the observer calls an Interdict from three
// 105mm howitzers one hex south: they need 10 (15 less the +5), roll 12
// (success), 9 (miss) and 18 (success and damage). The 18 strikes a random
// attacker: d4 picks the tank hunters (4th of 4), intensity 4 + DI 5 = 9
// against Defense 0 damages them. The US wins initiative without a roll.
func TestExampleVI4_InterdictWinsInitiativeAndDamagesTankHunters(t *testing.T) {
	g := artyGame(t, units.Germany)
	line := "0606"
	fo := addUnit(t, g, "us.forward_observer", units.US, line)
	fo.DugIn = true
	var riflemen []*Unit
	for range 3 {
		r := addUnit(t, g, "us.rifle_squad", units.US, line)
		r.DugIn = true
		riflemen = append(riflemen, r)
	}
	var shermans []*Unit
	for range 2 {
		s, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, line)
		s.Damaged = true
		shermans = append(shermans, s)
	}
	guns := battery(t, g, "us.howitzer_105mm", units.US, southOf(line), 3)
	tiger, _ := crewUnit(t, g, "de.tiger_i", "de.tank_crew", units.Germany, line)
	r1 := addUnit(t, g, "de.rifle_squad", units.Germany, line)
	r2 := addUnit(t, g, "de.rifle_squad", units.Germany, line)
	ths := addUnit(t, g, "de.tank_hunter_squad", units.Germany, line)
	mustApply(t, g, Command{Kind: CmdAttack, Side: units.Germany, Units: ids([]*Unit{tiger, r1, r2, ths}),
		Targets: ids([]*Unit{shermans[0], riflemen[0], riflemen[1], shermans[1]})})

	g.dice = dice.ScriptT(t, 12, 9, 18, 4, 4)
	at := tiger.Hex
	evs := mustApply(t, g, Command{Kind: CmdFireMission, Side: units.US, Units: ids(guns), Unit: fo.ID,
		Hex: &at, Option: string(MissionInterdict)})
	shots := eventsOf(evs, EvShot)
	if len(shots) != 5 {
		t.Fatalf("%d shot events, want 3 guns + the random pick + the damage:\n%s", len(shots), textsOf(evs, EvShot))
	}
	for i, want := range []string{"d20 12 +5 Interdict mission (VI.7.6.2) vs 15, hit", "d20 9 +5 Interdict mission (VI.7.6.2) vs 15, miss",
		"d20 18 +5 Interdict mission (VI.7.6.2) vs 15, hit", "d4 4 picks Tank Hunter Squad",
		"intensity d10 4 + DI 5 = 9 - Defense 0 = 9 net"} {
		if !strings.Contains(shots[i].Text, want) {
			t.Errorf("shot %d %q lacks %q", i, shots[i].Text, want)
		}
	}
	if !ths.Damaged || ths.Place != OnMap || tiger.Damaged || r1.Damaged || r2.Damaged {
		t.Fatalf("only the tank hunters should be damaged: ths %v/%v", ths.Damaged, ths.Place)
	}
	if g.Pending.Kind != DecideRetaliation || g.Pending.Side != units.US {
		t.Fatalf("the US still declares its retaliation: %+v", g.Pending)
	}

	g.dice = dice.New(4) // the rest of round 1 is not the example's
	evs = mustApply(t, g, retaliateCmd(units.US, ths, riflemen[2]))
	ini, ok := hasEvent(evs, EvInitiative)
	if !ok || ini.Side != units.US || len(ini.Rolls) != 0 || !strings.Contains(ini.Text, "No initiative roll") {
		t.Fatalf("initiative %+v", ini)
	}
	if first := eventsOf(evs, EvShot)[0]; first.Side != units.US {
		t.Fatalf("the defenders fire first, not %s: %s", first.Side, first.Text)
	}
	for _, gun := range guns {
		if gun.EngagedStep != g.Step {
			t.Errorf("%s should retaliate under its fire order", g.describe(gun))
		}
	}
}

// destroyGame: a US 105mm battery one hex south of a German squad that a
// US observer watches from its own hex; the squad cannot reach the guns.
func destroyGame(t *testing.T, n int) (*Game, *Unit, *Unit, []*Unit) {
	g := artyGame(t, units.US)
	fo := addUnit(t, g, "us.forward_observer", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	return g, fo, squad, battery(t, g, "us.howitzer_105mm", units.US, southOf("0606"), n)
}

// VI.7.6.2 Destroy: +3 in the first round, one more each later round at
// the same target whether or not it hit, never above +10.
func TestVI762_DestroyBonusRisesToTen(t *testing.T) {
	g, fo, squad, guns := destroyGame(t, 1)
	g.dice = dice.ScriptT(t, 2)
	evs := noRetaliation(t, g, mustApply(t, g, missionCmd(units.US, MissionDestroy, fo, squad, guns...)))
	if !strings.Contains(textsOf(evs, EvShot), "d20 2 +3 Destroy mission (VI.7.6.2) vs 15, miss") {
		t.Fatalf("round 1:\n%s", textsOf(evs, EvShot))
	}
	for want := 4; want <= 11; want++ {
		g.dice = dice.ScriptT(t, 2)
		evs = mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
		if b := min(want, DestroyBonusMax); !strings.Contains(textsOf(evs, EvShot), "d20 2 +"+strconv.Itoa(b)+" Destroy mission") {
			t.Fatalf("round %d wants +%d:\n%s", want-2, b, textsOf(evs, EvShot))
		}
	}
}

// VI.7.6.2 Fire for Effect and Inset VI.6: after gun 1 hits the dug-in
// squad in round 1 (6 - 2 = 4 net), both guns fire for effect: one d20
// (9 + 6 = 15 hits) for both, each intensity doubled once (1 × 2 + 5 - 2
// = 5 net each, 10 in the round: damaged). The guns are then done: their
// munitions come back at the next US Supply Phase.
func TestVI762_FireForEffectOneRollDoubledThenSpent(t *testing.T) {
	g, fo, squad, guns := destroyGame(t, 2)
	squad.DugIn = true
	squad2 := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	refused(t, g, missionCmd(units.US, MissionFireForEffect, fo, squad, guns...), "Fire for Effect needs a hit", "VI.7.6.2")
	g.dice = dice.ScriptT(t, 12, 1, 2) // gun 1 hits (12 + 3), intensity 1: 6 net; gun 2 misses
	noRetaliation(t, g, mustApply(t, g, missionCmd(units.US, MissionDestroy, fo, squad, guns...)))
	if g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("pending %+v", g.Pending)
	}
	refused(t, g, missionCmd(units.US, MissionFireForEffect, fo, squad2, guns...), "not in this engagement", "V.5.3")
	mustApply(t, g, missionCmd(units.US, MissionFireForEffect, fo, squad, guns...))
	g.dice = dice.ScriptT(t, 9, 1, 1)
	evs := mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	txt := textsOf(evs, EvShot)
	if !strings.Contains(textsOf(evs, EvFireMission), "one d20 for all, 9") ||
		strings.Count(txt, "intensity d10 1 doubled + DI 5 = 7 - Defense 2 = 5 net") != 2 || !squad.Damaged || squad.Place != OnMap {
		t.Fatalf("fire for effect:\n%s%s", textsOf(evs, EvFireMission), txt)
	}
	for _, gun := range guns {
		if g.indirectWeapon(gun) >= 0 {
			t.Fatalf("%s still has munitions after firing for effect (Inset VI.6)", g.describe(gun))
		}
	}
	if g.OpenEngagement != nil {
		t.Fatal("the spent guns can no longer fight: the engagement should end")
	}
	g.Step++ // a later Combat Phase of the same turn would still find them spent
	refused(t, g, missionCmd(units.US, MissionDestroy, fo, squad2, guns[0]), "munitions are spent", "Inset VI.6")
	g.Step--
	g.dice = dice.New(9)
	for g.Active != units.US || g.Phase != PhaseMovement {
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		endPhase(t, g)
	}
	for _, gun := range guns {
		if g.indirectWeapon(gun) < 0 {
			t.Fatalf("%s not resupplied at the Supply Phase (Inset VI.6 item 3)", g.describe(gun))
		}
	}
}

// pinGame: a German squad about to attack a dug-in US squad, watched by a
// US observer in the hex, one 105mm howitzer south of it.
func pinGame(t *testing.T) (g *Game, fo, us, de, gun *Unit) {
	t.Helper()
	g = artyGame(t, units.Germany)
	fo = addUnit(t, g, "us.forward_observer", units.US, "0606")
	us = addUnit(t, g, "us.rifle_squad", units.US, "0606")
	us.DugIn = true
	de = addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	gun = battery(t, g, "us.howitzer_105mm", units.US, southOf("0606"), 1)[0]
	return g, fo, us, de, gun
}

// VI.7.6.2 Pin and Q11: the German squad attacks a dug-in US squad; a
// US 105 fires Pin (+3) into the attack. The US wins initiative (8 vs
// 3 + 2): 13 + 3 hits, the squad is pinned this round and holds its fire.
// Next round the squad fires first (pinned no more); the 105 rolls a
// natural 18: pinned again, next round, and damaged too.
func TestVI762_PinHoldsFireAnd18AlsoDamages(t *testing.T) {
	g, fo, us, de, gun := pinGame(t)
	mustApply(t, g, attackCmd(units.Germany, us, de))
	mustApply(t, g, missionCmd(units.US, MissionPin, fo, de, gun))
	g.dice = dice.ScriptT(t, 3, 8, 13)
	evs := mustApply(t, g, retaliateCmd(units.US, de))
	if p := textsOf(evs, EvPinned); !strings.Contains(p, "d20 13 +3 Pin mission (VI.7.6.2) vs 15, hit") ||
		!strings.Contains(p, "pinned and may not fire, move or withdraw this round") || !strings.Contains(p, "holds its fire this round") {
		t.Fatalf("pin events:\n%s", p)
	}
	if de.Damaged || len(eventsOf(evs, EvShot)) != 0 {
		t.Fatalf("a pin does no damage and the squad fired:\n%s", textsOf(evs, EvShot))
	}
	g.Players[units.Germany].Hand = []string{"withdraw"}
	addUnit(t, g, "de.forward_hq", units.Germany, "0909")
	// Round 2: the defender fires first again (initiative holds for the
	// engagement): 18 pins and damages (intensity 1 + 5 = 6 of 12: holds,
	// half breakpoint 6 → damaged).
	g.dice = dice.ScriptT(t, 18, 1)
	evs = mustApply(t, g, Command{Kind: CmdNextRound, Side: units.Germany})
	if !strings.Contains(textsOf(evs, EvPinned), "d20 18") || !de.Damaged {
		t.Fatalf("round 2:\n%s%s", textsOf(evs, EvPinned), textsOf(evs, EvShot))
	}
	if de.PinnedRound != 2 {
		t.Fatalf("pinned for round %d, want 2 (before it fired)", de.PinnedRound)
	}
}

// VI.7.6.2 Pin: a unit pinned for the coming round may not withdraw.
func TestVI762_PinnedUnitsMayNotWithdraw(t *testing.T) {
	g, fo, us, de, gun := pinGame(t)
	addUnit(t, g, "de.forward_hq", units.Germany, "0909")
	mustApply(t, g, attackCmd(units.Germany, us, de))
	refused(t, g, missionCmd(units.US, MissionCover, fo, de, gun), "Cover is declared in your own Combat Phase", "VI.7.6.2 Cover")
	mustApply(t, g, missionCmd(units.US, MissionPin, fo, de, gun))
	// Germany wins initiative (8 + 2 vs 3) and misses twice; the gun pins.
	g.dice = dice.ScriptT(t, 8, 3, 2, 2, 15)
	evs := mustApply(t, g, retaliateCmd(units.US, de))
	if !strings.Contains(textsOf(evs, EvPinned), "next round") {
		t.Fatalf("pin:\n%s", textsOf(evs, EvPinned))
	}
	g.Players[units.Germany].Hand = []string{"withdraw"}
	refused(t, g, playCmd(units.Germany, "withdraw"), "pinned and may not withdraw", "VI.7.6.2 Pin")
}

// VI.7.6.2 Blind and glossary Smoke: a Blind hit (9 + 5 vs 15 with a 10)
// lays smoke on the squad's hex; then attacks into it take -2 and the
// units in it get +4 to Withdraw.
func TestVI762_BlindLaysSmoke(t *testing.T) {
	g, fo, squad, guns := destroyGame(t, 1)
	addUnit(t, g, "us.forward_hq", units.US, "0303")
	g.dice = dice.ScriptT(t, 10)
	evs := noRetaliation(t, g, mustApply(t, g, missionCmd(units.US, MissionBlind, fo, squad, guns...)))
	if !strings.Contains(textsOf(evs, EvShot), "d20 10 +5 Blind mission (VI.7.6.2) vs 15, hit: smoke covers 0606") || squad.Damaged {
		t.Fatalf("blind:\n%s", textsOf(evs, EvShot))
	}
	// The observer stands in the smoke now: it can no longer call fire.
	refused(t, g, missionCmd(units.US, MissionDestroy, fo, squad, guns...), "smoke in its hex blinds it", "VI.7.6.2 Blind")
	g.dice = dice.ScriptT(t, 12)
	evs = mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	if !strings.Contains(textsOf(evs, EvShot), "-2 smoke (glossary, Smoke)") {
		t.Fatalf("round 2 shot without the smoke penalty:\n%s", textsOf(evs, EvShot))
	}
}

// glossary Smoke: a Sherman lays smoke on its hex instead of firing; German
// fire into it takes -2 and the US units in it Withdraw with +4 (3 + 4
// beats 6).
func TestGlossarySmoke_LaidBySmokeUnitWithdrawPlusFour(t *testing.T) {
	g, us, de := cardGame(t)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	mustApply(t, g, Command{Kind: CmdAttack, Side: units.US, Units: ids([]*Unit{us, sherman}), Target: de.ID})
	g.Players[units.Germany].Hand = nil
	h := hex.MustParse("0606")
	g.Players[units.US].Hand = nil
	g.dice = dice.ScriptT(t, 9, 1, 2, 2, 2, 2, 2, 2) // US initiative; everybody misses
	mustApply(t, g, retaliateCmd(units.Germany, us, de))
	if g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("pending %+v", g.Pending)
	}
	refused(t, g, Command{Kind: CmdLaySmoke, Side: units.US, Unit: us.ID, Hex: &h}, "has no Smoke", "glossary, Smoke")
	far := hex.MustParse("0808")
	refused(t, g, Command{Kind: CmdLaySmoke, Side: units.US, Unit: sherman.ID, Hex: &far}, "beyond the range", "glossary, Smoke")
	mustApply(t, g, Command{Kind: CmdLaySmoke, Side: units.US, Unit: sherman.ID, Hex: &h})
	g.dice = dice.ScriptT(t, 2, 2, 2, 2)
	evs := mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	if !strings.Contains(textsOf(evs, EvSmoke), "lays smoke on 0606") {
		t.Fatalf("no smoke laid:\n%s", textsOf(evs, EvSmoke))
	}
	if !strings.Contains(textsOf(evs, EvShot), "-2 smoke") {
		t.Fatalf("German fire into the smoke without -2:\n%s", textsOf(evs, EvShot))
	}
	g.Players[units.US].Hand = []string{"suspend_attack"}
	refused(t, g, playCmd(units.US, "suspend_attack"), "after the defenders are revealed", "IV.3.7")
	g.Players[units.US].Hand = []string{"withdraw"}
	g.dice = dice.ScriptT(t, 3, 6)
	evs = mustApply(t, g, playCmd(units.US, "withdraw"))
	if c, _ := hasEvent(evs, EvCardPlayed); !strings.Contains(c.Text, "d10 3 +4 smoke (glossary, Smoke) against 6, the United States wins") {
		t.Fatalf("card %q", c.Text)
	}
}

// VI.7.6.2 Cover: declared in the US Combat Phase instead of fighting; a
// German squad that moves into the covered hex and attacks gives the US
// the initiative without a roll, and the covering gun fires with +3.
func TestVI762_CoverWinsInitiativeAgainstTheEnemyEnteringIt(t *testing.T) {
	g, fo, _, guns := destroyGame(t, 1)
	h := hex.MustParse("0606")
	us := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	refused(t, g, Command{Kind: CmdFireMission, Side: units.US, Units: ids(guns), Unit: fo.ID, Option: "cover"}, "names the hex", "VI.7.6.2 Cover")
	evs := mustApply(t, g, Command{Kind: CmdFireMission, Side: units.US, Units: ids(guns), Unit: fo.ID, Hex: &h, Option: "cover"})
	if ev, ok := hasEvent(evs, EvCoverSet); !ok || !ev.Secret {
		t.Fatalf("cover event %+v", ev)
	}
	if g.AttackTargets(guns[0].ID) != nil {
		t.Fatal("Cover is the guns' combat this phase")
	}
	for g.Active != units.Germany || g.Phase != PhaseCombat {
		for _, p := range g.Players {
			p.Treasury = 1000
			p.Hand = nil
		}
		endPhase(t, g)
	}
	for _, u := range g.Units {
		if u.Side == units.Germany && u.Deployed() && u.Hex == h {
			u.Place = Away
		}
	}
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	de.MovedStep = g.Step // it entered the covered hex in this Movement Phase
	mustApply(t, g, attackCmd(units.Germany, us, de))
	g.dice = dice.ScriptT(t, 2, 2, 2) // the gun (+3 Cover) misses, the squad misses twice
	evs = mustApply(t, g, retaliateCmd(units.US, de))
	ini, _ := hasEvent(evs, EvInitiative)
	if ini.Side != units.US || !strings.Contains(ini.Text, "under Cover") || len(ini.Rolls) != 0 {
		t.Fatalf("initiative %+v", ini)
	}
	if shots := eventsOf(evs, EvShot); len(shots) == 0 || !strings.Contains(shots[0].Text, "d20 2 +3 Cover mission (VI.7.6.2)") {
		t.Fatalf("shots:\n%s", textsOf(evs, EvShot))
	}
}

// VI.7.6: each refusal names its rule and changes nothing.
func TestVI76_FireMissionRefusals(t *testing.T) {
	g, fo, squad, guns := destroyGame(t, 1)
	gun := guns[0]
	refused(t, g, missionCmd(units.US, "barrage", fo, squad, gun), "unknown fire mission", "VI.7.6.2")
	refused(t, g, missionCmd(units.US, MissionInterdict, fo, squad, gun), "defender fires it before initiative", "Q30")
	refused(t, g, missionCmd(units.US, MissionDestroy, gun, squad, gun), "no Fire Missions and Spotting Range", "VI.7.6.1")
	rifle := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	refused(t, g, missionCmd(units.US, MissionDestroy, fo, squad, rifle), "no Indirect Fire weapon", "glossary, Indirect Fire")
	fo.Hex = hex.MustParse("0303")
	refused(t, g, missionCmd(units.US, MissionDestroy, fo, squad, gun), "beyond its Spotting Range", "VI.7.6.1")
	fo.Hex = squad.Hex
	far := battery(t, g, "us.howitzer_105mm", units.US, "0303", 1)[0]
	refused(t, g, missionCmd(units.US, MissionDestroy, fo, squad, far), "beyond its range", "VI.7.6")
	gun.MovedStep = g.Step
	refused(t, g, missionCmd(units.US, MissionDestroy, fo, squad, gun), "not set up", "VI.7.6")
	gun.MovedStep = 0
	refused(t, g, Command{Kind: CmdFireMission, Side: units.US, Units: ids(guns), Unit: fo.ID}, "names a target hex or unit", "VI.7.6")
	// Ammunition Rationing: no_fire_missions for the side that drew it.
	g.InForce = append(g.InForce, ActiveEvent{Card: "ammunition_rationing", Drawer: units.US, TurnsLeft: 2})
	refused(t, g, missionCmd(units.US, MissionDestroy, fo, squad, gun), "Ammunition Rationing", "VI.7.6")
	g.InForce = nil
	// With the event gone the same order stands.
	mustApply(t, g, missionCmd(units.US, MissionDestroy, fo, squad, gun))
}

// Glossary Double Fire: an MG 42 team (rate 2) rolls two attacks at the
// same target each round.
func TestGlossaryDoubleFire_TwoAttacksOnTheSameTarget(t *testing.T) {
	g := artyGame(t, units.Germany)
	mg := addUnit(t, g, "de.mg42_team", units.Germany, "0606")
	us := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	mustApply(t, g, attackCmd(units.Germany, us, mg))
	g.dice = dice.ScriptT(t, 2, 2, 2)
	evs := mustApply(t, g, retaliateCmd(units.US, nil))
	n := 0
	for _, e := range eventsOf(evs, EvShot) {
		if strings.Contains(e.Text, "fires MG 42 on tripod at Rifle Squad") {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d MG 42 shots, want 2:\n%s", n, textsOf(evs, EvShot))
	}
}

// V.5.1: the end of a round says who can still fire. Guns firing a
// mission from the next hex cannot be answered by the squad they shell,
// so only the attackers can (the engagement goes on: V.5.4, Q141).
func TestV51_RoundEndSaysWhoCanStillFire(t *testing.T) {
	g, fo, squad, guns := destroyGame(t, 1)
	g.dice = dice.ScriptT(t, 2)
	evs := noRetaliation(t, g, mustApply(t, g, missionCmd(units.US, MissionDestroy, fo, squad, guns...)))
	if got := textsOf(evs, EvRoundEnded); !strings.Contains(got, "Combat round 1 is over; only the attackers can still fire.") {
		t.Errorf("round end: %q", got)
	}
}
