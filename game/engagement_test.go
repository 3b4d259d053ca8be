package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/scenario"
	"frontline/game/units"
)

// combatGame is a game at side's Combat Phase with the scenario's units
// sent away, so a test's units fight alone; fog of war and experience are
// off unless the test turns them back on.
func combatGame(t *testing.T, side units.Side) *Game {
	t.Helper()
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, side)
	endPhase(t, g)
	if g.Phase != PhaseCombat || g.Active != side {
		t.Fatalf("not at %s's Combat Phase: %v %v", side, g.Active, g.Phase)
	}
	for _, u := range g.Units {
		if u.Deployed() && !commandStructure(u) { // the command network stays (Inset IV.1)
			u.Place = Away
		}
	}
	g.Rules.FogOfWar, g.Rules.Experience = false, false
	return g
}

func attackCmd(side units.Side, target *Unit, us ...*Unit) Command {
	return Command{Kind: CmdAttack, Side: side, Units: ids(us), Target: target.ID}
}

func retaliateCmd(side units.Side, target *Unit, us ...*Unit) Command {
	if len(us) == 0 {
		return Command{Kind: CmdDeclareRetaliation, Side: side}
	}
	return Command{Kind: CmdDeclareRetaliation, Side: side, Units: ids(us), Target: target.ID}
}

func ids(us []*Unit) []UnitID {
	out := make([]UnitID, len(us))
	for i, u := range us {
		out[i] = u.ID
	}
	return out
}

func eventsOf(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// Inset V.6 step 3: the attacker adds 2 to its d10, so 5 beats the
// defender's 6; the Sherman then fires first and its 20 destroys the squad
// before it can shoot back.
func TestInsetV6_AttackerBonusTwo(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, squad, sherman))
	g.dice = dice.ScriptT(t, 5, 6, 20)
	evs := mustApply(t, g, retaliateCmd(units.Germany, sherman, squad))
	ini, ok := hasEvent(evs, EvInitiative)
	if !ok || !strings.Contains(ini.Text, "d10 5 +2 attack bonus (Inset V.6) = 7") || ini.Side != units.US {
		t.Fatalf("initiative event %+v", ini)
	}
	if squad.Place != Destroyed || len(eventsOf(evs, EvShot)) != 1 {
		t.Fatalf("squad %v after %d shots", squad.Place, len(eventsOf(evs, EvShot)))
	}
	if g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Pending.Side != units.US {
		t.Fatalf("engagement should be over: %+v", g.Pending)
	}
	if got := g.AttackTargets(sherman.ID); got != nil {
		t.Fatalf("the Sherman fought already this phase but may attack %v (V.5.3)", got)
	}
}

// Inset V.6 step 2: after the attack the engine waits for the passive
// side, which alone may answer, with its eligible units as choices.
func TestInsetV6_DefenderDeclaresRetaliation(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.FogOfWar = true
	squad := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	de2 := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	far := addUnit(t, g, "de.rifle_squad", units.Germany, "0808")
	if _, err := g.Apply(attackCmd(units.US, far, squad)); err == nil || !strings.Contains(err.Error(), "V.5.2") {
		t.Fatalf("attack out of range: %v", err)
	}
	top := g.Stack(de.Hex)[len(g.Stack(de.Hex))-1]
	under := de
	if top == de {
		under = de2
	}
	if _, err := g.Apply(attackCmd(units.US, under, squad)); err == nil {
		t.Fatal("attacked a unit under the top marker of a fogged stack")
	}
	evs := mustApply(t, g, attackCmd(units.US, top, squad))
	if g.Pending.Kind != DecideRetaliation || g.Pending.Side != units.Germany {
		t.Fatalf("pending %+v, want Germany's retaliation", g.Pending)
	}
	if !containsID(g.Pending.Choices, de.ID) || !containsID(g.Pending.Choices, de2.ID) || containsID(g.Pending.Choices, far.ID) {
		t.Fatalf("choices %v", g.Pending.Choices)
	}
	if _, ok := hasEvent(evs, EvStackRevealed); !ok || !g.Sees(units.US, under.ID) {
		t.Fatal("the attacked stack should be revealed (Inset VIII.1)")
	}
	if _, err := g.Apply(Command{Kind: CmdNextRound, Side: units.US}); err == nil {
		t.Fatal("the attacker answered the defender's decision")
	}
	if _, err := g.Apply(retaliateCmd(units.Germany, squad, far)); err == nil {
		t.Fatal("a unit out of range retaliated")
	}
	if e := g.Engagement(); e == nil || e.Declared || len(e.Attackers) != 1 {
		t.Fatalf("engagement %+v", e)
	}
}

// Inset V.6 step 6: a natural 20 destroys outright; with nobody
// retaliating no initiative is rolled, and the engagement ends (V.5.4).
func TestInsetV6_NaturalTwentyDestroys(t *testing.T) {
	g := combatGame(t, units.US)
	squad := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, de, squad))
	g.dice = dice.ScriptT(t, 20)
	evs := mustApply(t, g, retaliateCmd(units.Germany, nil))
	if de.Place != Destroyed {
		t.Fatal("a natural 20 should destroy the squad")
	}
	shot, _ := hasEvent(evs, EvShot)
	if !strings.Contains(shot.Text, "natural 20") || len(shot.Rolls) != 1 || shot.Rolls[0].Rule != "V.5.5" {
		t.Fatalf("shot %+v", shot)
	}
	// V.5.4: its end counts the rounds in words, not "round(s)".
	if end, ok := hasEvent(evs, EvEngagementEnded); !ok || !strings.Contains(end.Text, "ends after 1 round:") || !strings.Contains(end.Text, "lost 0 units") {
		t.Fatalf("the engagement should end, saying so: %q", end.Text)
	}
}

// Inset V.6 step 6: a natural 1 silences the weapon this round and the
// next; it fires again in the third.
func TestInsetV6_NaturalOneJamsTwoRounds(t *testing.T) {
	g := combatGame(t, units.US)
	squad := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, de, squad))
	g.dice = dice.ScriptT(t, 1, 2, 2, 2, 2)
	shots := func(evs []Event) []string {
		var out []string
		for _, e := range eventsOf(evs, EvShot) {
			_, rest, _ := strings.Cut(e.Text, " fires ")
			out = append(out, strings.SplitN(rest, " at ", 2)[0])
		}
		return out
	}
	r1 := shots(mustApply(t, g, retaliateCmd(units.Germany, nil)))
	r2 := shots(mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US}))
	r3 := shots(mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US}))
	want := [][]string{{"M1 Garand rifles", "M1918A2 BAR"}, {"M1918A2 BAR"}, {"M1 Garand rifles", "M1918A2 BAR"}}
	for i, got := range [][]string{r1, r2, r3} {
		if strings.Join(got, ",") != strings.Join(want[i], ",") {
			t.Errorf("round %d fired %v, want %v", i+1, got, want[i])
		}
	}
	if e := g.Engagement(); e == nil || e.Round != 3 || len(e.Jams) != 0 {
		t.Fatalf("engagement %+v", e)
	}
}

// Inset V.6 step 8: two hits of 3 net on a Panzer IV (Endurance 10, half
// breakpoint 5) add up within the round and flip it; neither alone would.
func TestInsetV6_DamageAccumulatesWithinRound(t *testing.T) {
	g := combatGame(t, units.US)
	s1, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	s2, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	pz := addUnit(t, g, "de.panzer_iv_g", units.Germany, "0606")
	// Each Sherman: 75mm hits on 15, AP weapon check 5 fails (AP 3),
	// intensity 4 + DI 3 - Defense 4 = 3; then its .30 cal misses on 2.
	// The uncrewed Panzer cannot retaliate, so nobody is asked.
	g.dice = dice.ScriptT(t, 15, 5, 4, 2, 15, 5, 4, 2)
	evs := noRetaliation(t, g, mustApply(t, g, attackCmd(units.US, pz, s1, s2)))
	shots := eventsOf(evs, EvShot)
	if len(shots) != 4 || !strings.Contains(shots[0].Text, "= 3 net (3 this round") || !strings.Contains(shots[0].Text, "holds") {
		t.Fatalf("shots %v", shots)
	}
	if !strings.Contains(shots[2].Text, "(6 this round) → damaged") || !pz.Damaged {
		t.Fatalf("the Panzer IV should be damaged by 6 in one round: %s", shots[2].Text)
	}
	if g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("the Shermans can still harm the Panzer: %+v", g.Pending)
	}
}

// VI.7.2: rifles may fire at a tank (vehicles are a legal target) but their
// bullets cannot hurt Defense 4; with nothing able to harm the other side,
// the engagement ends after the round.
func TestVI72_RiflesCannotHurtTanks(t *testing.T) {
	g := combatGame(t, units.US)
	squad := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	pz := addUnit(t, g, "de.panzer_iv_g", units.Germany, "0606")
	g.dice = dice.ScriptT(t, 15, 20)
	evs := noRetaliation(t, g, mustApply(t, g, attackCmd(units.US, pz, squad)))
	shots := eventsOf(evs, EvShot)
	if len(shots) != 2 || pz.Damaged || pz.Place != OnMap {
		t.Fatalf("shots %v, panzer %+v", shots, pz)
	}
	for _, s := range shots {
		if s.Rule != "VI.7.2" || !strings.Contains(s.Text, "cannot harm") {
			t.Errorf("shot %+v", s)
		}
	}
	if g.OpenEngagement != nil {
		t.Fatal("rifles against armour cannot go on forever")
	}
}

// Example VI.3: a Panzer IV attacks two crewed 57mm AT guns; Germany rolls
// 5+2 = 7 against 8, so the guns fire first. Gun 1 (crew with Exploit
// Weakness): 14 hits, AP check 5 fails, 6+1+2-4 = 5 net, damaged. Gun 2: 15
// hits, AP 2 passes, armour check 5 fails, 4+2 = 6 through the armour: the
// tank is destroyed and the crew damaged by the same 6; the survival roll 7
// would damage it again, so it is destroyed. The Panzer never fires.
// Experience: crew 1 rolls 4 (nothing), crew 2 rolls 7 (Vigilant).
func TestExampleVI3_TwoAntiTankGunsStopAPanzerIV(t *testing.T) {
	g := combatGame(t, units.Germany)
	g.Rules.Experience = true
	pz, pzCrew := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	gun1, crew1 := crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "0606")
	gun2, crew2 := crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "0606")
	crew1.Stars = []scenario.Star{scenario.ExploitWeakness}

	mustApply(t, g, attackCmd(units.Germany, gun1, pz))
	g.dice = dice.ScriptT(t, 5, 8, 14, 5, 6, 15, 2, 5, 4, 7, 4, 7)
	evs := mustApply(t, g, retaliateCmd(units.US, pz, gun1, gun2))

	ini, _ := hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "= 7") || !strings.Contains(ini.Text, "d10 8 = 8") || ini.Side != units.US {
		t.Fatalf("initiative: %s", ini.Text)
	}
	shots := eventsOf(evs, EvShot)
	if len(shots) != 2 {
		t.Fatalf("%d shots, want the two guns only", len(shots))
	}
	if s := shots[0].Text; !strings.Contains(s, "intensity d10 6 +1 experience + DI 2 = 9 - Defense 4 = 5 net") || !strings.Contains(s, "→ damaged") {
		t.Errorf("gun 1: %s", s)
	}
	if s := shots[1].Text; !strings.Contains(s, "armour pierced") || !strings.Contains(s, "Defense ignored = 6 net") ||
		!strings.Contains(s, "→ destroyed") || !strings.Contains(s, g.describe(pzCrew)+", which is damaged") {
		t.Errorf("gun 2: %s", s)
	}
	if shots[1].Rule != "VI.7.3" || !containsID(shots[1].Units, pzCrew.ID) {
		t.Errorf("AP shot rule %q", shots[1].Rule)
	}
	if pz.Place != Destroyed || pzCrew.Place != Destroyed {
		t.Fatalf("panzer %v, crew %v: both should be destroyed", pz.Place, pzCrew.Place)
	}
	if cs, ok := hasEvent(evs, EvCrewSurvival); !ok || cs.Amount != 7 || !strings.Contains(cs.Text, "damaged already") {
		t.Fatalf("crew survival %+v", cs)
	}
	if len(crew1.Stars) != 1 || len(crew2.Stars) != 1 || crew2.Stars[0] != scenario.Vigilant {
		t.Fatalf("stars: crew 1 %v, crew 2 %v", crew1.Stars, crew2.Stars)
	}
	if len(eventsOf(evs, EvExperience)) != 2 || gun1.Damaged || gun2.Damaged {
		t.Fatal("two experience rolls and untouched guns expected")
	}
	if g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Pending.Side != units.Germany {
		t.Fatalf("pending %+v", g.Pending)
	}
	// Both sides may read the whole fight: the stacks were revealed.
	for _, side := range Sides {
		for _, e := range g.FilterEvents(side, evs) {
			if strings.HasPrefix(e.Text, "Out of sight") {
				t.Errorf("%s cannot see %s: %v", side, e.Kind, e.Units)
			}
		}
	}
}

// Table VI.3 through a destroyed Sherman: 1-5 destroyed, 6-8 damaged,
// 9-10 intact, and a damaged crew damaged again is destroyed (VI.7.5). A
// surviving crew stays in the hex on its own.
func TestTableVI3_CrewSurvival(t *testing.T) {
	cases := []struct {
		roll        int
		wasDamaged  bool
		place       Place
		damagedThen bool
	}{
		{5, false, Destroyed, false},
		{6, false, OnMap, true},
		{8, true, Destroyed, true},
		{9, true, OnMap, true},
		{10, false, OnMap, false},
	}
	for _, c := range cases {
		g := combatGame(t, units.Germany)
		pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
		sherman, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
		crew.Damaged = c.wasDamaged
		mustApply(t, g, attackCmd(units.Germany, sherman, pz))
		g.dice = dice.ScriptT(t, 20, c.roll)
		evs := mustApply(t, g, retaliateCmd(units.US, nil))
		if sherman.Place != Destroyed || crew.Place != c.place || crew.Damaged != c.damagedThen {
			t.Errorf("roll %d (damaged %v): crew %v damaged %v", c.roll, c.wasDamaged, crew.Place, crew.Damaged)
		}
		if crew.Mans != 0 || sherman.Crew != 0 {
			t.Errorf("roll %d: crew still paired with the wreck", c.roll)
		}
		if cs, ok := hasEvent(evs, EvCrewSurvival); !ok || cs.Rolls[0].Rule != "VI.7.5" {
			t.Errorf("roll %d: survival event %+v", c.roll, cs)
		}
		if c.place == OnMap && !g.legalTarget(pz, crew) {
			t.Errorf("roll %d: the surviving crew should be a target of its own", c.roll)
		}
	}
}

// Insets VII.1/VII.2: infantry in a city gets +1 Defense (on top of +2
// dug in) and the defender +1 initiative; a vehicle attacking into a city
// loses the attacker's +2.
func TestVII1_CityGivesInfantryCover(t *testing.T) {
	const orta = "0908" // Orta Nova, a ruined city
	g := combatGame(t, units.US)
	squad := addUnit(t, g, "us.rifle_squad", units.US, orta)
	de := addUnit(t, g, "de.rifle_squad", units.Germany, orta)
	de.DugIn = true
	mustApply(t, g, attackCmd(units.US, de, squad))
	// 5+2 against 7+1: the defenders fire first; both German weapons
	// miss, then the Garand hits: 5 + DI 1 = 6 - Defense 3 = 3 net.
	g.dice = dice.ScriptT(t, 5, 7, 2, 2, 15, 5, 2)
	evs := mustApply(t, g, retaliateCmd(units.Germany, squad, de))
	ini, _ := hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "+1 defending Orta Nova") || g.OpenEngagement.AttackerFirst {
		t.Fatalf("initiative: %s", ini.Text)
	}
	shots := eventsOf(evs, EvShot)
	if len(shots) != 4 || !strings.Contains(shots[2].Text, "- Defense 3 = 3 net") {
		t.Fatalf("shots %v", shots)
	}

	g = combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, orta)
	de = addUnit(t, g, "de.rifle_squad", units.Germany, orta)
	mustApply(t, g, attackCmd(units.US, de, sherman))
	g.dice = dice.ScriptT(t, 6, 6, 2, 2, 2, 2)
	evs = mustApply(t, g, retaliateCmd(units.Germany, sherman, de))
	ini, _ = hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "No attack bonus: "+g.describe(sherman)+" attacks into Orta Nova (Inset VII.2)") || g.Engagement().AttackerFirst {
		t.Fatalf("initiative: %s", ini.Text)
	}
}

// V.5.4: an engagement is fought to its end; the phase cannot be closed
// while one is open, by either side.
func TestEndPhaseRefusedDuringEngagement(t *testing.T) {
	g := combatGame(t, units.US)
	squad := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, de, squad))
	for _, side := range Sides {
		if _, err := g.Apply(Command{Kind: CmdEndPhase, Side: side}); err == nil {
			t.Fatalf("%s ended the phase while the defender must declare", side)
		}
	}
	g.dice = dice.ScriptT(t, 2, 2, 2, 2, 2, 2)
	mustApply(t, g, retaliateCmd(units.Germany, squad, de))
	if _, err := g.Apply(Command{Kind: CmdEndPhase, Side: units.US}); err == nil || !strings.Contains(err.Error(), "V.5.4") {
		t.Fatalf("end_phase between rounds: %v", err)
	}
	if _, err := g.Apply(attackCmd(units.US, de, squad)); err == nil {
		t.Fatal("a second attack while one is open")
	}
}

// V.3.2: a unit left unsupplied this turn may not fight: it has no
// targets and an attack naming it is refused; last turn's penalty is
// over.
func TestV32_UnsuppliedUnitsCannotFight(t *testing.T) {
	g := combatGame(t, units.US)
	turn := g.Players[units.US].Turn
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1010")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "1010")
	sq.SupplyIdleTurn = turn
	if ts := g.AttackTargets(sq.ID); len(ts) != 0 {
		t.Fatalf("an unsupplied squad has targets %v", ts)
	}
	mustRefuse(t, g, Command{Kind: CmdAttack, Side: units.US, Units: []UnitID{sq.ID}, Target: de.ID}, "V.3.2")
	sq.SupplyIdleTurn = turn - 1
	if ts := g.AttackTargets(sq.ID); len(ts) == 0 {
		t.Fatal("last turn's supply penalty still bars the squad")
	}
}
