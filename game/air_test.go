package game

import (
	"encoding/json"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func sortieCmd(u *Unit, mission, at string, path ...string) Command {
	cmd := Command{Kind: CmdSortie, Side: u.Side, Unit: u.ID, Option: mission, Path: mvPath(path...)}
	if at != "" {
		h := hex.MustParse(at)
		cmd.Hex = &h
	}
	return cmd
}

// begin answers the attacker's pre-initiative pause when its hand offers
// one (command_cards.go).
func begin(t *testing.T, g *Game, evs []Event) []Event {
	t.Helper()
	if g.Pending.Kind == DecideEngagementStart {
		evs = append(evs, mustApply(t, g, Command{Kind: CmdBeginEngagement, Side: g.Pending.Side})...)
	}
	return evs
}

// Example VI.1: the German player sends the Fw 190A-3 from Foggia on a
// sortie of four waypoints, strafes the US rifle squad at waypoint 3 in
// the Combat Phase, and flies the last leg home to land in the same turn
// (Turns of Flight 1).
func TestExampleVI1_Fw190SortieStrafesASquadAndReturns(t *testing.T) {
	g := moveGame(t, units.Germany)
	fw, pilot := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	squad := addUnit(t, g, "us.rifle_squad", units.US, "1009")

	// Step 1: the sortie is declared, waypoints 0907, 1007, 1009 (the
	// squad) and 0807 (home), and the fighter flies to waypoint 3.
	evs := mustApply(t, g, sortieCmd(fw, MissionStrafe, "1009", "0907", "1007", "1009", "0807"))
	if e, ok := hasEvent(evs, EvSortieDeclared); !ok || !e.Secret || !strings.Contains(e.Text, "strafe") {
		t.Fatalf("declaration %+v", e)
	}
	if _, ok := hasEvent(evs, EvTookOff); !ok {
		t.Fatal("no take-off")
	}
	if fw.Hex.String() != "1009" || pilot.Hex != fw.Hex || !fw.InFlight || !pilot.InFlight || fw.FlightLeft != 1 {
		t.Fatalf("fighter at %s in flight %v count %d, pilot at %s", fw.Hex, fw.InFlight, fw.FlightLeft, pilot.Hex)
	}
	endPhase(t, g) // to the Combat Phase

	// Step 2: the fighter attacks the squad, which has nothing that can
	// reach an aircraft; the 20mm cannon (11) hits on 15 for 6+3, the
	// MG 17s (12) on 14 for 4+1: 14 damage destroys the 12-endurance squad.
	g.dice = dice.ScriptT(t, 15, 6, 14, 4)
	evs = begin(t, g, noRetaliation(t, g, mustApply(t, g, attackCmd(units.Germany, squad, fw))))
	if squad.Place != Destroyed || len(eventsOf(evs, EvShot)) != 2 {
		t.Fatalf("squad %s after %d shots", squad.Place, len(eventsOf(evs, EvShot)))
	}

	// Step 3: combat resolved, the Combat Phase ends and the fighter
	// flies the rest of its path home and lands.
	g.dice = dice.New(5)
	evs = endPhase(t, g)
	flew, ok := hasEvent(evs, EvFlew)
	if !ok || !strings.Contains(flew.Text, "from 1009 to 0807") {
		t.Fatalf("return leg %+v", flew)
	}
	if _, ok := hasEvent(evs, EvLanded); !ok || fw.InFlight || pilot.InFlight || fw.Hex.String() != "0807" || !fw.Deployed() {
		t.Fatalf("fighter at %s in flight %v placed %s", fw.Hex, fw.InFlight, fw.Place)
	}
	if len(g.Sorties) != 0 {
		t.Fatalf("sortie left over: %+v", g.Sorties)
	}
}

// VI.2.2, Q29: a Turns of Flight (1) fighter that cannot make its field by
// the end of its turn crashes; damage halves its Movement (the VI.2.3
// tip). Its pilot checks survival (Table VI.3) and parachutes.
func TestVI22_DamagedFighterCrashesShortOfItsField(t *testing.T) {
	g := moveGame(t, units.Germany)
	fw, pilot := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	far := hexAt(t, g, "0807", 12)
	mustApply(t, g, sortieCmd(fw, MissionStrafe, far, far, "0807"))
	if fw.Hex.String() != far {
		t.Fatalf("fighter at %s", fw.Hex)
	}
	endPhase(t, g)
	fw.Damaged = true // flak over the target: Movement 13, 12 already flown
	evs := endPhase(t, g)
	if _, ok := hasEvent(evs, EvCrewSurvival); !ok || fw.Place != Destroyed {
		t.Fatalf("fighter %s; events %v", fw.Place, evs)
	}
	if pilot.InFlight || pilot.Mans != 0 || (pilot.Place == OnMap && pilot.Hex != fw.Hex) {
		t.Fatalf("pilot %s in flight %v", pilot.Place, pilot.InFlight)
	}
}

// VI.2.2, VI.2.3, VII.5.1, glossary Dive Bomb and Crew: refusals name
// their rule and change nothing.
func TestVI23_SortieRefusals(t *testing.T) {
	g := moveGame(t, units.Germany)
	fw, _ := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	lone := addUnit(t, g, "de.fw190a3", units.Germany, "0807")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0807")
	addUnit(t, g, "us.rifle_squad", units.US, "1710") // holds Bari-Palese
	far := hexAt(t, g, "0807", 12)

	mustRefuse(t, g, sortieCmd(fw, MissionStrafe, far, far, "0807", "1007", "0807"), "(VI.2.2)") // 28 > 26
	mustRefuse(t, g, sortieCmd(fw, MissionFerry, "", "1009"), "(VI.2.2)")                        // no airfield
	mustRefuse(t, g, sortieCmd(fw, MissionFerry, "", "1710"), "(VII.5.1)")                       // enemy-held field
	mustRefuse(t, g, sortieCmd(fw, MissionStrafe, "1007", "1009", "0807"), "(VI.2.3)")           // not a waypoint
	mustRefuse(t, g, sortieCmd(fw, MissionStrafe, "", "1009", "0807"), "(VI.2.3)")               // no mission hex
	mustRefuse(t, g, sortieCmd(fw, "sightseeing", "", "1009", "0807"), "(VI.2.3)")               // not a mission
	mustRefuse(t, g, sortieCmd(fw, MissionBomb, "1009", "1009", "0807"), "(VI.7.4)")             // no bombs
	mustRefuse(t, g, sortieCmd(fw, MissionDiveBomb, "1009", "1009", "0807"), "Dive Bomb")        // no Dive Bomb
	mustRefuse(t, g, sortieCmd(lone, MissionFerry, "", "0907"), "(glossary, Crew)")
	mustRefuse(t, g, sortieCmd(squad, MissionFerry, "", "0907"), "(VI.2.3)")

	mustApply(t, g, sortieCmd(fw, MissionFerry, "", "0907"))
	if fw.InFlight || fw.Hex.String() != "0907" {
		t.Fatalf("ferry flight: at %s in flight %v", fw.Hex, fw.InFlight)
	}
	mustRefuse(t, g, sortieCmd(fw, MissionFerry, "", "0807"), "(V.4)")
}

// The ground_aircraft event effect (III.6) forbids take-offs and names the
// event in force.
func TestIII6_GroundAircraftEventForbidsSorties(t *testing.T) {
	g := moveGame(t, units.Germany)
	fw, _ := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	g.InForce = append(g.InForce, ActiveEvent{Card: "fog_low_cloud", Drawer: units.US, TurnsLeft: 2})
	mustRefuse(t, g, sortieCmd(fw, MissionFerry, "", "0907"), "Fog and Low Cloud")
}

// VI.2.2 and VI.2.3: a bomber's route may span several turns; its count
// falls each own Movement Phase; in the air outside the command network
// its sortie cannot be changed until an enemy fires at it.
func TestVI23_InFlightSortieChangesOnlyInCommandOrUnderThreat(t *testing.T) {
	g := moveGame(t, units.US)
	b24, _ := crewUnit(t, g, "us.b24j", "us.air_crew", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	far := hexAt(t, g, "1710", 15)
	mustApply(t, g, sortieCmd(b24, MissionFerry, "", far, "1710"))
	if b24.FlightLeft != 4 || !b24.InFlight {
		t.Fatalf("count %d in flight %v", b24.FlightLeft, b24.InFlight)
	}
	endPhase(t, g)
	endPhase(t, g) // Combat Phase: 19 hexes flown, 11 to go
	if !b24.InFlight || b24.Place != OnMap {
		t.Fatalf("bomber %s in flight %v", b24.Place, b24.InFlight)
	}
	fogToMovement(t, g, units.US)
	if b24.FlightLeft != 3 {
		t.Fatalf("count %d after a second Movement Phase", b24.FlightLeft)
	}
	noNetwork(g)
	mustRefuse(t, g, sortieCmd(b24, MissionFerry, "", "1710"), "(VI.2.3)")
	b24.ThreatStep = g.Step // fighters came at it
	mustApply(t, g, sortieCmd(b24, MissionFerry, "", "1710"))
	if b24.InFlight || b24.Hex.String() != "1710" {
		t.Fatalf("bomber at %s in flight %v", b24.Hex, b24.InFlight)
	}
}

// VI.7.4 and glossary Dive Bomb: the Stuka dive bombs with +2 (12 hits a
// 14), the halftrack firing back gets +1 (11 hits a 12); the bomb is
// depleted until the Stuka lands on a field Germany holds.
func TestVI74_DiveBombPlusTwoDefenderPlusOneBombsDepleted(t *testing.T) {
	g := moveGame(t, units.Germany)
	stuka, _ := crewUnit(t, g, "de.ju87b1", "de.pilot", units.Germany, "0807")
	addUnit(t, g, "de.rifle_squad", units.Germany, "0807") // holds Foggia Main
	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "0909")
	mustApply(t, g, sortieCmd(stuka, MissionDiveBomb, "0909", "0909", "0807"))
	endPhase(t, g)
	mustApply(t, g, attackCmd(units.Germany, ht, stuka))
	g.dice = dice.ScriptT(t, 3, 9, 11, 1, 12, 1)
	evs := begin(t, g, mustApply(t, g, retaliateCmd(units.US, stuka, ht)))
	shots := eventsOf(evs, EvShot)
	if len(shots) != 2 || !strings.Contains(shots[0].Text, "d20 11 +1") || !strings.Contains(shots[0].Text, "hit") ||
		!strings.Contains(shots[1].Text, "d20 12 +2") || ht.Place != Destroyed {
		t.Fatalf("shots %v; halftrack %s", shots, ht.Place)
	}
	if _, ok := hasEvent(evs, EvMunitionsSpent); !ok || len(stuka.Depleted) != 1 {
		t.Fatalf("bomb not depleted: %v", stuka.Depleted)
	}
	g.dice = dice.New(3)
	endPhase(t, g)
	if stuka.InFlight || len(stuka.Depleted) != 0 {
		t.Fatalf("Stuka in flight %v, depleted %v after landing", stuka.InFlight, stuka.Depleted)
	}
}

// Q19: aircraft may leave an engagement after an even number of rounds.
func TestQ19_AircraftLeaveCombatAfterEvenRounds(t *testing.T) {
	g := moveGame(t, units.Germany)
	fw, _ := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "0909")
	mustApply(t, g, sortieCmd(fw, MissionStrafe, "0909", "0909", "0807"))
	endPhase(t, g)
	mustApply(t, g, attackCmd(units.Germany, ht, fw))
	g.dice = dice.ScriptT(t, 5, 3, 2, 2, 2, 2)
	begin(t, g, mustApply(t, g, retaliateCmd(units.US, fw, ht)))
	leave := Command{Kind: CmdLeaveCombat, Side: units.Germany, Units: []UnitID{fw.ID}}
	mustRefuse(t, g, leave, "Q19")
	mustApply(t, g, Command{Kind: CmdNextRound, Side: units.Germany})
	evs := mustApply(t, g, leave)
	if _, ok := hasEvent(evs, EvLeftCombat); !ok || g.OpenEngagement != nil || fw.Place != OnMap {
		t.Fatalf("after leaving: engagement %v, events %v", g.OpenEngagement, evs)
	}
}

// VI.7.1, Inset VI.4: the Fw 190 at Foggia scrambles against the
// Mustang striking two hexes away, declaring its return to Foggia; the
// attacker loses its +2, the scrambled fighter retaliates and flies home
// when the Combat Phase ends.
func TestVI71_ScrambleNegatesTheAttackBonus(t *testing.T) {
	g := moveGame(t, units.US)
	p51, _ := crewUnit(t, g, "us.p51d_fighter_bomber", "us.pilot", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	fw, _ := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0909")
	mustApply(t, g, sortieCmd(p51, MissionBomb, "0909", "0909", "1710"))
	endPhase(t, g)
	mustApply(t, g, attackCmd(units.US, squad, p51))
	if g.Pending.Kind != DecideScramble || g.Pending.Side != units.Germany || !containsID(g.Pending.Choices, fw.ID) {
		t.Fatalf("pending %+v", g.Pending)
	}
	for back, rule := range map[string]string{"1710": "(VII.5.1)", "1009": "(Inset VI.4)"} {
		h := hex.MustParse(back)
		mustRefuse(t, g, Command{Kind: CmdScramble, Side: units.Germany, Units: []UnitID{fw.ID}, Hex: &h}, rule)
	}
	mustRefuse(t, g, Command{Kind: CmdScramble, Side: units.Germany, Units: []UnitID{fw.ID}}, "(VI.2.2, Inset VI.4)")
	home := hex.MustParse("0807")
	evs := mustApply(t, g, Command{Kind: CmdScramble, Side: units.Germany, Units: []UnitID{fw.ID}, Hex: &home})
	if _, ok := hasEvent(evs, EvScrambled); !ok || !fw.InFlight || fw.Hex.String() != "0909" || g.Pending.Kind != DecideRetaliation {
		t.Fatalf("fighter at %s in flight %v, pending %s", fw.Hex, fw.InFlight, g.Pending.Kind)
	}
	// Initiative 5 against 9: no +2 for the US. Germany fires first and
	// misses twice; the Mustang's guns (Double Fire) and bombs miss too.
	g.dice = dice.ScriptT(t, 5, 9, 2, 2, 2, 2, 2)
	evs = begin(t, g, mustApply(t, g, retaliateCmd(units.Germany, p51, fw)))
	ini, _ := hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "scrambled aircraft against it (VI.7.1)") || strings.Contains(ini.Text, "attack bonus (Inset V.6)") {
		t.Fatalf("initiative %q", ini.Text)
	}
	if _, ok := hasEvent(evs, EvMunitionsSpent); !ok || len(p51.Depleted) != 1 {
		t.Fatalf("bombs not spent: %v", p51.Depleted)
	}
	// The engagement goes on; the US stops after round 2.
	g.dice = dice.ScriptT(t, 2, 2, 2, 2)
	mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	mustApply(t, g, Command{Kind: CmdLeaveCombat, Side: units.US, Units: []UnitID{p51.ID}})
	g.dice = dice.New(9)
	endPhase(t, g)
	if fw.InFlight || fw.Hex.String() != "0807" || p51.InFlight || p51.Hex.String() != "1710" || len(p51.Depleted) != 0 {
		t.Fatalf("fw at %s (%v), p51 at %s (%v, depleted %v)", fw.Hex, fw.InFlight, p51.Hex, p51.InFlight, p51.Depleted)
	}
}

// VII.5.1: an aircraft returning to a field the enemy took while it was
// in the air is captured with its pilot.
func TestVII51_LandingOnALostFieldMeansCapture(t *testing.T) {
	g := moveGame(t, units.US)
	p51, pilot := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	holder := addUnit(t, g, "us.rifle_squad", units.US, "1710")
	mustApply(t, g, sortieCmd(p51, MissionStrafe, "1308", "1308", "1710"))
	endPhase(t, g)
	holder.Place = Away
	addUnit(t, g, "de.rifle_squad", units.Germany, "1710")
	evs := endPhase(t, g)
	if _, ok := hasEvent(evs, EvAircraftTaken); !ok || p51.Side != units.Germany || p51.InFlight || pilot.Place != Destroyed {
		t.Fatalf("p51 side %s in flight %v, pilot %s", p51.Side, p51.InFlight, pilot.Place)
	}
}

// VII.5.4: grounded aircraft are attacked as vehicles, and die with a
// destroyed airfield while their crews, on the ground apart from them,
// live on as infantry.
func TestVII54_GroundedAircraftAreVehiclesAndDieWithTheirField(t *testing.T) {
	g := combatGame(t, units.Germany)
	p51, pilot := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "1710")
	if !containsID(g.AttackTargets(squad.ID), p51.ID) {
		t.Fatalf("rifle squad cannot attack the grounded Mustang: %v", g.AttackTargets(squad.ID))
	}
	if !containsID(g.GroundedAt(hex.MustParse("1710")), p51.ID) {
		t.Fatal("GroundedAt misses the Mustang")
	}
	evs := g.destroyGroundedAt(hex.MustParse("1710"))
	if _, ok := hasEvent(evs, EvUnitDestroyed); !ok || p51.Place != Destroyed || pilot.Place != OnMap || pilot.Mans != 0 {
		t.Fatalf("p51 %s, pilot %s (mans %d)", p51.Place, pilot.Place, pilot.Mans)
	}
}

// Fog of war: enemy aircraft in flight are seen, their plans are not.
func TestVI23_SortiePlansAreSecretAircraftAreSeen(t *testing.T) {
	g := moveGame(t, units.Germany)
	g.Rules.FogOfWar = true
	fw, _ := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	evs := mustApply(t, g, sortieCmd(fw, MissionStrafe, "1009", "0907", "1009", "0807"))
	for _, e := range g.FilterEvents(units.US, evs) {
		if e.Kind == EvSortieDeclared || strings.Contains(e.Text, "strafe") {
			t.Fatalf("the US learns the plan: %+v", e)
		}
	}
	us := g.View(units.US)
	raw, _ := json.Marshal(us)
	if len(us.Sorties) != 0 || strings.Contains(string(raw), "strafe") || strings.Contains(string(raw), "waypoints") {
		t.Fatalf("US view leaks the sortie: %s", raw)
	}
	if !g.Sees(units.US, fw.ID) {
		t.Fatal("the US does not see the Fw 190 in flight")
	}
	if de := g.View(units.Germany); len(de.Sorties) != 1 || de.Sorties[0].Mission != MissionStrafe {
		t.Fatalf("German view sorties %+v", de.Sorties)
	}
}
