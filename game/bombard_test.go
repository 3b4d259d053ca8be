package game

import (
	"encoding/json"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func bombardCmd(side units.Side, option, h string, us ...*Unit) Command {
	cmd := Command{Kind: CmdBombard, Side: side, Units: ids(us), Option: option}
	if h != "" {
		x := hex.MustParse(h)
		cmd.Hex = &x
	}
	return cmd
}

func bridgeCmd(side units.Side, a, b string, us ...*Unit) Command {
	return Command{Kind: CmdBombard, Side: side, Units: ids(us), Option: FeatureBridge, Path: mvPath(a, b)}
}

// VII.3.4: an 8-inch howitzer (203mm, attack 16, DI 8) hits the port of
// Bari as a vehicle of the port card: 6 + 8 - Defense 3 = 11 leaves 9 of
// 20, at or under the half breakpoint of 10, so the port is damaged and
// relieves 2 of supply instead of 5 (the card's OnDamage). A second
// battery finishes it: destroyed, it serves no one (VII.3.1).
func TestVII34_HeavyArtilleryDamagesThenDestroysAPort(t *testing.T) {
	g := artyGame(t, units.US)
	g.Ports["1710"] = PortHold{Side: units.US}
	gun := battery(t, g, "us.howitzer_8in", units.US, southOf("1710"), 1)[0]
	if g.portRelief(units.US) != PortSupplyBonus*g.PortsServing(units.US) {
		t.Fatal("relief before any damage")
	}
	g.dice = dice.ScriptT(t, 16, 6)
	evs := mustApply(t, g, bombardCmd(units.US, FeaturePort, "1710", gun))
	e, ok := hasEvent(evs, EvFeatureDamaged)
	if !ok || !g.PortsDamaged["1710"] || e.Rule != "VII.3.4" || len(e.Units) != 0 || !strings.Contains(e.Text, "from 5 to 2") {
		t.Fatalf("damaged event %+v; state %v", e, g.PortsDamaged)
	}
	shot, _ := hasEvent(evs, EvShot)
	if !strings.Contains(shot.Text, "6 + DI 8 = 14 - Defense 3 = 11 net") || !strings.Contains(shot.Text, "→ damaged") {
		t.Fatalf("shot %q", shot.Text)
	}
	if got, want := g.portRelief(units.US), PortSupplyBonus*(g.PortsServing(units.US)-1)+2; got != want {
		t.Fatalf("relief %d, want %d", got, want)
	}
	if gun.EngagedStep != g.Step {
		t.Error("the gun has not spent its engagement of the phase (V.5.3)")
	}
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", gun), "V.5.3")

	// The damaged port: 5 + 8 - 2 = 11 reaches its half endurance of 10.
	g2 := battery(t, g, "us.howitzer_8in", units.US, southOf("1710"), 1)[0]
	g.dice = dice.ScriptT(t, 17, 5)
	evs = mustApply(t, g, bombardCmd(units.US, FeaturePort, "1710", g2))
	if _, ok := hasEvent(evs, EvFeatureDestroyed); !ok || !g.PortsDown["1710"] {
		t.Fatalf("port not destroyed: %v", evs)
	}
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", g2), "VII.3.4")
	var back Game
	if b, err := json.Marshal(g); err != nil || json.Unmarshal(b, &back) != nil || !back.PortsDamaged["1710"] || !back.PortsDown["1710"] {
		t.Fatal("the port's state does not serialise")
	}
}

// VII.5.3, VII.5.4, glossary Dive Bomb: a Ju 87 dive bombing Amendola
// drops a 550 lb bomb (attack 14, +2 diving): 4 + 8 - 2 = 10 leaves 6 of
// 16, so the field is damaged and handles 2 aircraft a turn; the MG 17s
// are too light to be fired at it. A natural 20 from a second Stuka
// destroys the field with the P-51D grounded on it; its pilot is spared.
func TestVII53_BombsDamageThenDestroyAnAirfield(t *testing.T) {
	g := moveGame(t, units.Germany)
	s1, _ := crewUnit(t, g, "de.ju87b1", "de.pilot", units.Germany, "0807")
	s2, _ := crewUnit(t, g, "de.ju87b1", "de.pilot", units.Germany, "0807")
	addUnit(t, g, "de.rifle_squad", units.Germany, "0807")
	p51, pilot := crewUnit(t, g, "us.p51d_fighter_bomber", "us.pilot", units.US, "0907")
	mustApply(t, g, sortieCmd(s1, MissionDiveBomb, "0907", "0907", "0807"))
	mustApply(t, g, sortieCmd(s2, MissionDiveBomb, "0907", "0907", "0807"))
	endPhase(t, g)
	g.dice = dice.ScriptT(t, 14, 4)
	evs := mustApply(t, g, bombardCmd(units.Germany, FeatureAirfield, "0907", s1))
	if shots := eventsOf(evs, EvShot); len(shots) != 1 || !strings.Contains(shots[0].Text, "d20 14 +2") {
		t.Fatalf("shots %v", shots)
	}
	if !g.AirfieldsDamaged["0907"] || g.airOpsLimit(hex.MustParse("0907")) != 2 {
		t.Fatalf("field damaged %v, limit %d", g.AirfieldsDamaged["0907"], g.airOpsLimit(hex.MustParse("0907")))
	}
	if _, ok := hasEvent(evs, EvMunitionsSpent); !ok || len(s1.Depleted) != 1 {
		t.Fatal("the bomb was not spent (VI.7.4)")
	}
	g.dice = dice.ScriptT(t, 20)
	evs = mustApply(t, g, bombardCmd(units.Germany, FeatureAirfield, "0907", s2))
	if !g.AirfieldsDown["0907"] || p51.Place != Destroyed || pilot.Place != OnMap {
		t.Fatalf("field down %v, P-51D %s, pilot %s", g.AirfieldsDown["0907"], p51.Place, pilot.Place)
	}
	// Map features are public: the US sees what happened to its field.
	seen := g.FilterEvents(units.US, evs)
	if e, ok := hasEvent(seen, EvFeatureDestroyed); !ok || !strings.Contains(e.Text, "Amendola") {
		t.Fatalf("the US does not see the field destroyed: %v", seen)
	}
}

// VII.4.4, Q22: an existing bridge falls to bombs over 500 lb; a hit
// destroys it. The B-24's 500 lb bombs are not heavy enough and stay
// aboard; its 1,000 lb bombs hit (15 on 15) and the bridge collapses.
func TestVII44_HitDestroysAnExistingBridge(t *testing.T) {
	g := moveGame(t, units.US)
	b24, _ := crewUnit(t, g, "us.b24j", "us.air_crew", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	mustApply(t, g, sortieCmd(b24, MissionBomb, "1209", "1209", "1710"))
	endPhase(t, g)
	g.dice = dice.ScriptT(t, 15, 1)
	evs := mustApply(t, g, bridgeCmd(units.US, "1209", "1109", b24))
	shots := eventsOf(evs, EvShot)
	if len(shots) != 1 || !strings.Contains(shots[0].Text, "1,000 lb") || !strings.Contains(shots[0].Text, "destroyed") {
		t.Fatalf("shots %v", shots)
	}
	a, b := hex.MustParse("1209"), hex.MustParse("1109")
	if g.bridgeIntact(a, b) {
		t.Fatal("the bridge still stands")
	}
	if e, ok := hasEvent(evs, EvFeatureDestroyed); !ok || e.Rule != "VII.4.4" {
		t.Fatalf("feature event %+v", e)
	}
	if len(b24.Depleted) != 1 {
		t.Fatalf("depleted %v: only the 1,000 lb bombs were dropped", b24.Depleted)
	}
	mustRefuse(t, g, bridgeCmd(units.US, "1209", "1109", b24), "VII.4.1")
}

// VI.7.6, VI.7.6.2 Destroy: an observer in range adds +3 to the heavy
// guns' fire on a feature: a 13 hits the 8-inch howitzer's 16. A miss
// does nothing.
func TestVI76_ObservedFireOnABridge(t *testing.T) {
	g := artyGame(t, units.US)
	gun := battery(t, g, "us.howitzer_8in", units.US, southOf("1209"), 1)[0]
	fo := addUnit(t, g, "us.forward_observer", units.US, "1209")
	cmd := bridgeCmd(units.US, "1209", "1109", gun)
	cmd.Unit = fo.ID
	g.dice = dice.ScriptT(t, 13, 2)
	evs := mustApply(t, g, cmd)
	if s, _ := hasEvent(evs, EvShot); !strings.Contains(s.Text, "+3 observed fire") || g.bridgeIntact(hex.MustParse("1209"), hex.MustParse("1109")) {
		t.Fatalf("shot %q", s.Text)
	}
}

// Every refusal of a bombardment names its rule and changes nothing.
func TestVII34_BombardRefusals(t *testing.T) {
	g := artyGame(t, units.US)
	near := southOf("1710")
	heavy := battery(t, g, "us.howitzer_8in", units.US, near, 1)[0]
	light := battery(t, g, "us.howitzer_105mm", units.US, near, 1)[0]
	far := battery(t, g, "us.howitzer_8in", units.US, southOf(southOf(near)), 1)[0]
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1710")
	p51, _ := crewUnit(t, g, "us.p51d_fighter_bomber", "us.pilot", units.US, "1209")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "1710")
	fo := addUnit(t, g, "us.forward_observer", units.US, "0101")

	mustRefuse(t, g, bombardCmd(units.US, "", "1710", heavy), "VII.3.4")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1209", heavy), "VII.3.4")
	mustRefuse(t, g, bombardCmd(units.US, FeatureAirfield, "1209", heavy), "VII.5.3")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710"), "V.5.2")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", sq), "VII.3.4")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", light), "VII.3.4")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", far), "V.5.2")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", de), "not one of your units")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", heavy, heavy), "named twice")
	mustRefuse(t, g, bombardCmd(units.US, FeatureAirfield, "1710", p51), "VII.5.4")
	mustRefuse(t, g, Command{Kind: CmdBombard, Side: units.US, Units: ids([]*Unit{heavy}), Option: FeatureBridge, Path: mvPath("1209")}, "VII.4.4")
	mustRefuse(t, g, bridgeCmd(units.US, "1209", "1210", heavy), "VII.4.1")
	observed := bombardCmd(units.US, FeaturePort, "1710", heavy)
	observed.Unit = fo.ID
	mustRefuse(t, g, observed, "VI.7.6.1")
	observed.Unit = sq.ID
	mustRefuse(t, g, observed, "VI.7.6.1")
	fo.Hex = hex.MustParse("1710")
	observed.Unit = fo.ID
	heavy.MovedStep = g.Step
	mustRefuse(t, g, observed, "VI.7.6")
	heavy.MovedStep = 0
	observed.Unit = de.ID
	mustRefuse(t, g, observed, "VI.7.6")
	observed.Unit = fo.ID
	g.InForce = append(g.InForce, ActiveEvent{Card: "ammunition_rationing", Drawer: units.US, TurnsLeft: 2})
	mustRefuse(t, g, observed, "VI.7.6")
	g.InForce = nil
	g.BridgesBuilt = map[string]bool{}
	e, _ := hex.EdgeBetween(hex.MustParse("1209"), hex.MustParse("1109"))
	g.BridgesBuilt[e.String()] = true
	mustRefuse(t, g, bridgeCmd(units.US, "1209", "1109", heavy), "VII.4.4")

	// Q22: bombs of exactly 500 lb do not harm an existing bridge.
	g = moveGame(t, units.US)
	p51, _ = crewUnit(t, g, "us.p51d_fighter_bomber", "us.pilot", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	mustApply(t, g, sortieCmd(p51, MissionBomb, "1209", "1209", "1710"))
	endPhase(t, g)
	mustRefuse(t, g, bridgeCmd(units.US, "1209", "1109", p51), "Q22")
	mustRefuse(t, g, bombardCmd(units.US, FeaturePort, "1710", p51), "V.5.2")

	// Over Amendola: an interceptor may not bombard the field; an observer
	// directs guns, not aircraft.
	g = moveGame(t, units.US)
	p51, _ = crewUnit(t, g, "us.p51d_fighter_bomber", "us.pilot", units.US, "0807")
	esc, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "0807")
	addUnit(t, g, "us.rifle_squad", units.US, "0807")
	fo = addUnit(t, g, "us.forward_observer", units.US, "0907")
	mustApply(t, g, sortieCmd(p51, MissionBomb, "0907", "0907", "0807"))
	mustApply(t, g, sortieCmd(esc, MissionIntercept, "0907", "0907", "0807"))
	endPhase(t, g)
	mustRefuse(t, g, bombardCmd(units.US, FeatureAirfield, "0907", esc), "VI.2.3")
	observed = bombardCmd(units.US, FeatureAirfield, "0907", p51)
	observed.Unit = fo.ID
	mustRefuse(t, g, observed, "VI.7.6")
	observed.Unit = 0
	mustApply(t, g, observed)
}

// Glossary Emplacement, Inset III.2 item 2: a squad goes within the
// Panther turret in the Movement Phase, sits directly under it in the
// stack, may not dig in there, and comes out by order or by moving.
func TestGlossaryEmplacement_SquadTakesShelter(t *testing.T) {
	g := moveGame(t, units.Germany)
	turret, crew, sq := turretAndSquad(t, g)
	sq.DugIn = true
	other := addUnit(t, g, "de.rifle_squad", units.Germany, "1510")
	evs := mustApply(t, g, Command{Kind: CmdEnterShelter, Side: units.Germany, Unit: sq.ID, Target: turret.ID})
	if e, ok := hasEvent(evs, EvShelter); !ok || g.shelterOf(sq) != turret || sq.DugIn || !strings.Contains(e.Text, "foxholes") {
		t.Fatalf("shelter event %+v; within %v, dug in %v", e, g.shelterOf(sq), sq.DugIn)
	}
	st := g.Stack(turret.Hex)
	if st[len(st)-1] != turret || g.stackException(st) != nil {
		t.Fatalf("stack %v", fogStackIDs(g, "1510"))
	}
	pos := map[*Unit]int{}
	for i, u := range st {
		pos[u] = i
	}
	if pos[other] > pos[sq] || pos[other] > pos[crew] {
		t.Fatalf("the squad outside sits inside the turret's block: %v", fogStackIDs(g, "1510"))
	}
	bad := []UnitID{sq.ID, other.ID, crew.ID, turret.ID}
	mustRefuse(t, g, Command{Kind: CmdRestack, Side: units.Germany, Hex: &turret.Hex, Units: bad}, "Inset III.2")
	mustRefuse(t, g, Command{Kind: CmdDigIn, Side: units.Germany, Unit: sq.ID}, "glossary, Emplacement")
	if ownOf(g, units.Germany, sq.ID).Shelter != turret.ID {
		t.Error("the owner's view does not say the squad is within the turret")
	}
	mustApply(t, g, Command{Kind: CmdLeaveShelter, Side: units.Germany, Unit: sq.ID})
	if g.shelterOf(sq) != nil {
		t.Fatal("still within after leaving")
	}
	mustApply(t, g, Command{Kind: CmdEnterShelter, Side: units.Germany, Unit: sq.ID, Target: turret.ID})
	mustApply(t, g, mvCmd(sq, "1509"))
	if g.shelterOf(sq) != nil || sq.Shelter != 0 {
		t.Fatal("a squad that moved away is still within the turret")
	}
}

func ownOf(g *Game, side units.Side, id UnitID) OwnUnit {
	for _, o := range g.View(side).Own {
		if o.ID == id {
			return o
		}
	}
	return OwnUnit{}
}

// Every refusal of the shelter orders names its rule and changes nothing.
func TestGlossaryEmplacement_ShelterRefusals(t *testing.T) {
	g := moveGame(t, units.Germany)
	turret, crew, sq := turretAndSquad(t, g)
	far := addUnit(t, g, "de.rifle_squad", units.Germany, "1409")
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "1510")
	us := addUnit(t, g, "us.rifle_squad", units.US, "1510")
	enter := func(u, e *Unit) Command {
		return Command{Kind: CmdEnterShelter, Side: units.Germany, Unit: u.ID, Target: e.ID}
	}
	mustRefuse(t, g, enter(us, turret), "not one of your units")
	mustRefuse(t, g, enter(crew, turret), "glossary, Emplacement")
	mustRefuse(t, g, enter(pz, turret), "glossary, Emplacement")
	mustRefuse(t, g, enter(sq, pz), "glossary, Emplacement")
	mustRefuse(t, g, enter(far, turret), "glossary, Emplacement")
	mustRefuse(t, g, Command{Kind: CmdLeaveShelter, Side: units.Germany, Unit: sq.ID}, "glossary, Emplacement")
	sq.IdleUntil = g.Players[units.Germany].Turn
	mustRefuse(t, g, enter(sq, turret), "VI.2.4")
	sq.IdleUntil = 0
	mustApply(t, g, enter(sq, turret))
	mustRefuse(t, g, enter(sq, turret), "glossary, Emplacement")
	second := addUnit(t, g, "de.rifle_squad", units.Germany, "1510")
	mustRefuse(t, g, enter(second, turret), "glossary, Emplacement")
}

// turretAndSquad puts a crewed German Panther turret and a rifle squad
// in 1510.
func turretAndSquad(t *testing.T, g *Game) (turret, crew, sq *Unit) {
	t.Helper()
	turret, crew = crewUnit(t, g, "de.panther_turret", "de.tank_crew", units.Germany, "1510")
	return turret, crew, addUnit(t, g, "de.rifle_squad", units.Germany, "1510")
}

// shelteredSquad puts a crewed Panther turret with a squad within in 1510
// and a US Sherman beside them.
func shelteredSquad(t *testing.T, g *Game) (turret, crew, sq, sherman *Unit) {
	t.Helper()
	turret, crew, sq = turretAndSquad(t, g)
	sq.Shelter = turret.ID
	sherman, _ = crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1510")
	return turret, crew, sq, sherman
}

// Glossary Emplacement: the squad within is shielded while the turret
// stands (no attack, no fire mission reaches it); US infantry in the hex
// may clear it by attacking the infantry within, crew included; once the
// turret is destroyed the squad is an ordinary target.
func TestGlossaryEmplacement_ShieldedUntilDestroyedClearedByInfantry(t *testing.T) {
	g := artyGame(t, units.US)
	turret, crew, sq, sherman := shelteredSquad(t, g)
	rifles := addUnit(t, g, "us.rifle_squad", units.US, "1510")
	fo := addUnit(t, g, "us.forward_observer", units.US, "1510")
	gun := battery(t, g, "us.howitzer_105mm", units.US, southOf("1510"), 1)[0]

	if got := g.AttackTargets(sherman.ID); containsID(got, sq.ID) || containsID(got, crew.ID) || !containsID(got, turret.ID) {
		t.Fatalf("the Sherman may attack %v", got)
	}
	mustRefuse(t, g, attackCmd(units.US, sq, sherman), "glossary, Emplacement")
	mustRefuse(t, g, missionCmd(units.US, MissionDestroy, fo, sq, gun), "glossary, Emplacement")
	if got := g.AttackTargets(rifles.ID); !containsID(got, sq.ID) || !containsID(got, crew.ID) {
		t.Fatalf("clearing infantry may attack %v", got)
	}
	mustApply(t, g, attackCmd(units.US, sq, rifles))
	if e := g.OpenEngagement; e == nil || !containsID(e.Targets, sq.ID) {
		t.Fatal("the clearing attack did not open")
	}

	g = artyGame(t, units.US)
	turret, _, sq, sherman = shelteredSquad(t, g)
	g.dice = dice.ScriptT(t, 3) // the turret's crew survival roll
	g.destroyUnit(turret, "test")
	if got := g.AttackTargets(sherman.ID); !containsID(got, sq.ID) {
		t.Fatalf("after the turret fell the Sherman may attack %v", got)
	}
}

// VI.5.1: an obstacle stays until engineers clear it or it is attacked
// and destroyed as a normal unit. The wire is hit as a vehicle (Defense
// 2): the Sherman's 75mm may destroy it, the riflemen's bullets cannot
// harm it (VI.7.2); it never fights back in an engagement.
func TestVI51_ObstaclesAreAttackedAsUnits(t *testing.T) {
	g := artyGame(t, units.US)
	wire := addUnit(t, g, "neutral.barbed_wire", units.Germany, "1510")
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1510")
	if got := g.AttackTargets(sherman.ID); !containsID(got, wire.ID) {
		t.Fatalf("the Sherman may attack %v", got)
	}
	if bar := g.fighterBar(wire, false); !strings.Contains(bar, "glossary, Obstacle") {
		t.Fatalf("the wire may fight: %q", bar)
	}
	g.dice = dice.ScriptT(t, 20) // no one can retaliate, so nobody is asked: the Sherman fires, a natural 20
	evs := begin(t, g, noRetaliation(t, g, mustApply(t, g, attackCmd(units.US, wire, sherman))))
	if wire.Place != Destroyed {
		t.Fatalf("wire %s after %v", wire.Place, eventsOf(evs, EvShot))
	}

	g = artyGame(t, units.US)
	wire = addUnit(t, g, "neutral.barbed_wire", units.Germany, "1510")
	rifles := addUnit(t, g, "us.rifle_squad", units.US, "1510")
	g.dice = dice.ScriptT(t, 20, 20)
	evs = begin(t, g, noRetaliation(t, g, mustApply(t, g, attackCmd(units.US, wire, rifles))))
	if wire.Place != OnMap || wire.Damaged {
		t.Fatalf("bullets harmed the wire: %v", eventsOf(evs, EvShot))
	}
	if s := eventsOf(evs, EvShot); len(s) == 0 || s[0].Rule != "VI.7.2" {
		t.Fatalf("shots %v", s)
	}

	g = artyGame(t, units.Germany)
	wire = addUnit(t, g, "neutral.barbed_wire", units.Germany, "1510")
	us := addUnit(t, g, "us.rifle_squad", units.US, "1510")
	if len(g.AttackTargets(wire.ID)) != 0 {
		t.Fatal("an obstacle may open an engagement")
	}
	mustRefuse(t, g, attackCmd(units.Germany, us, wire), "glossary, Obstacle")
}
