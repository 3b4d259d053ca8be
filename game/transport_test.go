package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// tpUnit finds the intro scenario's unit of card id and marker n.
func tpUnit(t *testing.T, g *Game, card string, n int) *Unit {
	t.Helper()
	for _, u := range g.Units {
		if u.CardID == card && u.Marker == n {
			return u
		}
	}
	t.Fatalf("no %s #%d", card, n)
	return nil
}

// tpGame is the intro scenario at the US Movement Phase of turn 1 with
// its seeded dice, so that it can be saved and replayed.
func tpGame(t *testing.T) *Game {
	t.Helper()
	g, _ := newTestGame(t, 1)
	toPhase(t, g, units.US, 1, PhaseMovement)
	return g
}

// halftrackAndSquad4 is tpGame with the US M3A1 Halftrack #1 (1309) and
// Rifle Squad #4 (1308) of Example VI.2.
func halftrackAndSquad4(t *testing.T) (*Game, *Unit, *Unit) {
	t.Helper()
	g := tpGame(t)
	return g, tpUnit(t, g, "us.halftrack_m3a1", 1), tpUnit(t, g, "us.rifle_squad", 4)
}

func embarkCmd(p, c *Unit) Command {
	return Command{Kind: CmdEmbark, Side: p.Side, Unit: p.ID, Target: c.ID}
}

func disembarkCmd(p *Unit) Command {
	return Command{Kind: CmdDisembark, Side: p.Side, Unit: p.ID}
}

// Example VI.2 as VI.3.3 tells it: "#1 US M3A1 Halftrack is picking up
// #4 Rifle Squad". The halftrack (Movement 4) drives from 1309 into the
// squad's hex 1308, takes it aboard, goes on into 1208 with movement it
// has left, and the squad gets off there. Having been carried, the squad
// may not move on its own in the same phase (VI.3, "move or be
// transported").
func TestExampleVI2_HalftrackCarriesRifleSquad(t *testing.T) {
	g, ht, sq := halftrackAndSquad4(t)
	mvAt(t, ht, "1309")
	mvAt(t, sq, "1308")

	mustApply(t, g, mvCmd(ht, "1308"))
	evs := mustApply(t, g, embarkCmd(sq, ht))
	e, ok := hasEvent(evs, EvEmbarked)
	if !ok || !strings.Contains(e.Text, "3 hex(es) of movement it has left") || e.Rule != "VI.3.3" {
		t.Fatalf("embark event %+v", e)
	}
	if got := g.baseAllowance(ht); got != 3 {
		t.Fatalf("halftrack may go on %d hexes, want 3 (4 less the 1 spent)", got)
	}
	refused(t, g, mvCmd(ht, "1208", "1108", "1107", "1007"), "3 hexes of movement left", "VI.3.3")
	evs = mustApply(t, g, mvCmd(ht, "1208"))
	if mv, _ := hasEvent(evs, EvMoved); !containsID(mv.Units, sq.ID) {
		t.Fatalf("the move does not list the squad: %+v", mv)
	}
	mvAt(t, sq, "1208")
	if g.CanMove(sq.ID) == nil {
		t.Fatal("a passenger moved on its own")
	}

	evs = mustApply(t, g, disembarkCmd(sq))
	if e, ok := hasEvent(evs, EvDisembarked); !ok || !strings.Contains(e.Text, "may not move on its own") {
		t.Fatalf("disembark event %+v", e)
	}
	wantErr(t, g.CanMove(sq.ID), "already moved")
	wantErr(t, g.CanMove(ht.ID), "already moved", "V.4") // no going on without a new pickup
	if sq.Aboard != 0 || g.transportOf(sq) != nil {
		t.Fatalf("squad still aboard: %+v", sq)
	}
	saveAndReload(t, g)
}

// VI.3: a unit that moved this phase may not then be carried.
func TestVI3_MoveOrBeTransportedNotBoth(t *testing.T) {
	g, ht, sq := halftrackAndSquad4(t)
	mustApply(t, g, mvCmd(sq, "1309"))
	refused(t, g, embarkCmd(sq, ht), "moves or is transported, not both", "VI.3")
}

// VI.3.1: Transport, Squad (1) holds one squad (10 soldiers); a second
// squad or even a team is refused.
func TestVI31_HalftrackHoldsOneSquad(t *testing.T) {
	g := tpGame(t)
	ht := tpUnit(t, g, "us.halftrack_m3a1", 1)
	sq := tpUnit(t, g, "us.rifle_squad", 5)
	mortar := tpUnit(t, g, "us.mortar_squad", 1)
	fo := tpUnit(t, g, "us.forward_observer", 1)
	mustApply(t, g, embarkCmd(sq, ht))
	refused(t, g, embarkCmd(mortar, ht), "room for 10 soldiers", "10 are taken", "VI.3.1")
	refused(t, g, embarkCmd(fo, ht), "room for 10 soldiers", "VI.3.1")
	if sq.Aboard != ht.ID || mortar.Aboard != 0 {
		t.Fatal("wrong passengers")
	}
}

// VI.3.2: Transport, Soldier (X) carries X soldiers; a team takes 2, so
// the motorcycle's two places take one team, and no squad.
func TestVI32_MotorcycleCarriesATeam(t *testing.T) {
	g := tpGame(t)
	mvToMovement(t, g, units.Germany)
	bmw := tpUnit(t, g, "de.bmw_r75", 1)
	sq := tpUnit(t, g, "de.rifle_squad", 2)
	mvAt(t, sq, bmw.Hex.String())
	refused(t, g, embarkCmd(sq, bmw), "room for 2 soldiers", "needs 10", "VI.3.2")
	team := addUnit(t, g, "de.mg42_team", units.Germany, bmw.Hex.String())
	pilot := addUnit(t, g, "de.pilot", units.Germany, bmw.Hex.String())
	mustApply(t, g, embarkCmd(team, bmw))
	refused(t, g, embarkCmd(pilot, bmw), "room for 2 soldiers", "2 are taken", "VI.3.2")
}

// VI.3.3: boarding happens in the carrier's hex; a carried unit carries
// nothing; what a carrier cannot carry is refused with the rule.
func TestVI33_BoardingRefusals(t *testing.T) {
	g := tpGame(t)
	ht := tpUnit(t, g, "us.halftrack_m3a1", 1)
	far := tpUnit(t, g, "us.rifle_squad", 4) // in 1308
	refused(t, g, embarkCmd(far, ht), "picks up units in its own hex", "VI.3.3")

	sherman := tpUnit(t, g, "us.sherman_m4a3", 2) // with its crew in 1309
	refused(t, g, embarkCmd(sherman, ht), "carries no vehicles", "glossary, Transport")
	lcvp := tpUnit(t, g, "us.lcvp", 1)
	p51 := tpUnit(t, g, "us.p51d_escort", 1)
	refused(t, g, embarkCmd(p51, lcvp), "is never carried", "VI.3")
	crew := g.Unit(sherman.Crew)
	refused(t, g, embarkCmd(crew, ht), "operates", "III.2.2")

	// A jeep aboard a landing ship carries nobody while it is aboard.
	lst := addUnit(t, g, "us.lst_mk2", units.US, "1710")
	jeep := addUnit(t, g, "us.jeep", units.US, "1710")
	pilot := addUnit(t, g, "us.pilot", units.US, "1710")
	mustApply(t, g, embarkCmd(jeep, lst))
	refused(t, g, embarkCmd(pilot, jeep), "is itself carried by", "VI.3")
	refused(t, g, embarkCmd(lst, lst), "another of your units", "VI.3.3")
}

// VI.3.3: infantry in transit may not dig in, and transit does not count
// as the idle phase digging in needs.
func TestVI33_NoDiggingInDuringTransport(t *testing.T) {
	g := tpGame(t)
	ht := tpUnit(t, g, "us.halftrack_m3a1", 1)
	sq := tpUnit(t, g, "us.rifle_squad", 5)
	mustApply(t, g, embarkCmd(sq, ht))
	refused(t, g, Command{Kind: CmdDigIn, Side: units.US, Unit: sq.ID}, "in transit", "VI.3.3")
	mustApply(t, g, mvCmd(ht, "1209"))
	mustApply(t, g, disembarkCmd(sq))
	refused(t, g, Command{Kind: CmdDigIn, Side: units.US, Unit: sq.ID}, "moved this phase", "Dig In")
}

// VI.3.3: getting off a carrier that has not moved costs nothing; the
// unit was not carried and may still move.
func TestVI33_DisembarkFromAStandingCarrier(t *testing.T) {
	g := tpGame(t)
	ht := tpUnit(t, g, "us.halftrack_m3a1", 1)
	sq := tpUnit(t, g, "us.rifle_squad", 5)
	mustApply(t, g, embarkCmd(sq, ht))
	refused(t, g, mvCmd(sq, "1209"), "rides aboard", "disembark", "VI.3.3")
	mustApply(t, g, disembarkCmd(sq))
	mustApply(t, g, mvCmd(sq, "1209"))
	refused(t, g, disembarkCmd(sq), "not aboard", "VI.3.3")
}

// Undoing a carrier's move takes its passengers back with it.
func TestUndoMove_CarrierTakesItsLoadBack(t *testing.T) {
	g := tpGame(t)
	ht := tpUnit(t, g, "us.halftrack_m3a1", 1)
	sq := tpUnit(t, g, "us.rifle_squad", 5)
	mustApply(t, g, embarkCmd(sq, ht))
	mustApply(t, g, mvCmd(ht, "1209", "1210"))
	mvAt(t, sq, "1210")
	mustApply(t, g, Command{Kind: CmdUndoMove, Side: units.US})
	mvAt(t, ht, "1309")
	mvAt(t, sq, "1309")
	if sq.Aboard != ht.ID || sq.MovedStep == g.Step || ht.MovedStep == g.Step {
		t.Fatalf("after undo: squad %+v halftrack %+v", sq, ht)
	}
	mustApply(t, g, disembarkCmd(sq))
	mustApply(t, g, mvCmd(sq, "1209")) // never carried after all
	saveAndReload(t, g)
}

// Undoing a carrier's second leg after a pickup leaves it free to go on.
func TestUndoMove_AfterAPickupTheCarrierMayGoOnAgain(t *testing.T) {
	g, ht, sq := halftrackAndSquad4(t)
	mustApply(t, g, mvCmd(ht, "1308"))
	mustApply(t, g, embarkCmd(sq, ht))
	mustApply(t, g, mvCmd(ht, "1208", "1108"))
	mustApply(t, g, Command{Kind: CmdUndoMove, Side: units.US})
	mvAt(t, ht, "1308")
	mvAt(t, sq, "1308")
	if got := g.baseAllowance(ht); got != 3 {
		t.Fatalf("after undo the halftrack has %d hexes left, want 3", got)
	}
	mustApply(t, g, mvCmd(ht, "1208"))
}

// Inset III.2: passengers sit directly under their transport; under fog
// of war the enemy sees the carrier on top and not what it carries, and
// the boarding is news only to its own side.
func TestInsetIII2_PassengersUnderTheirTransport(t *testing.T) {
	g := tpGame(t)
	g.Rules.FogOfWar = true
	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "1510")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1510")
	fo := addUnit(t, g, "us.forward_observer", units.US, "1510")
	evs := mustApply(t, g, embarkCmd(sq, ht))
	h := hex.MustParse("1510")
	got := fogStackIDs(g, "1510")
	if want := []UnitID{fo.ID, sq.ID, ht.ID}; !fogSameIDs(got, want) {
		t.Fatalf("stack %v, want %v (the squad right under its halftrack)", got, want)
	}
	for _, es := range g.View(units.Germany).Enemy {
		if es.Hex == h && (len(es.Units) != 1 || es.Units[0].ID != ht.ID) {
			t.Fatalf("under fog Germany sees %+v in 1510, want the halftrack alone", es.Units)
		}
	}
	if g.Sees(units.Germany, sq.ID) {
		t.Fatal("the passenger shows through the fog")
	}
	if f := g.FilterEvents(units.Germany, evs); len(f) != 1 || strings.Contains(f[0].Text, "Rifle Squad") {
		t.Fatalf("the enemy reads the boarding: %+v", f)
	}
	refused(t, g, Command{Kind: CmdRestack, Side: units.US, Hex: &h, Units: []UnitID{sq.ID, fo.ID, ht.ID}}, "directly under", "Inset III.2")
	mustApply(t, g, Command{Kind: CmdRestack, Side: units.US, Hex: &h, Units: []UnitID{sq.ID, ht.ID, fo.ID}})
}

// loadedHalftrackFacingSquad puts a US halftrack with a rifle squad
// aboard and a German rifle squad in 0606 of a combat test game.
func loadedHalftrackFacingSquad(t *testing.T, g *Game) (ht, sq, de *Unit) {
	t.Helper()
	ht = addUnit(t, g, "us.halftrack_m3a1", units.US, "0606")
	sq = addUnit(t, g, "us.rifle_squad", units.US, "0606")
	sq.Aboard = ht.ID
	return ht, sq, addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
}

// VI.3.3 and glossary Open Top/Back: a squad in an open halftrack may be
// targeted directly and takes the halftrack's Defense (1) instead of its
// own (0); in a closed ship it is hit only through the ship.
func TestVI33_OpenTopPassengersUseTheCarrierDefense(t *testing.T) {
	g := combatGame(t, units.Germany)
	ht, sq, de := loadedHalftrackFacingSquad(t, g)
	if !containsID(g.AttackTargets(de.ID), sq.ID) {
		t.Fatalf("the passenger of an open halftrack is no target: %v", g.AttackTargets(de.ID))
	}
	if got := sq.Face().Defense + g.coverBonus(sq); got != ht.Face().Defense {
		t.Fatalf("the passenger's Defense is %d, want the halftrack's %d", got, ht.Face().Defense)
	}
	mustApply(t, g, attackCmd(units.Germany, sq, de))
	g.dice = dice.ScriptT(t, 15, 4, 2)
	evs := mustApply(t, g, retaliateCmd(units.US, nil))
	shots := eventsOf(evs, EvShot)
	if len(shots) != 2 || !strings.Contains(shots[0].Text, "- Defense 1 = 4 net") {
		t.Fatalf("shots %+v", shots)
	}

	lst := addUnit(t, g, "us.lst_mk2", units.US, "0707")
	inside := addUnit(t, g, "us.rifle_squad", units.US, "0707")
	inside.Aboard = lst.ID
	if bar := g.targetBar(inside); !strings.Contains(bar, "hit only through it") {
		t.Fatalf("a squad inside a closed ship is a target: %q", bar)
	}
	if bar := g.fighterBar(inside, false); !strings.Contains(bar, "inside") {
		t.Fatalf("a squad inside a closed ship fights: %q", bar)
	}
}

// VI.3.4: tanks costing 10 or more carry 10 soldiers or one squad as
// riders; riders get no cover at all, and the tank fires no main gun.
func TestVI34_RidersOnTanks(t *testing.T) {
	g := tpGame(t)
	sh := tpUnit(t, g, "us.sherman_m4a3", 2) // cost 12, in 1309
	sq := tpUnit(t, g, "us.rifle_squad", 5)
	mortar := tpUnit(t, g, "us.mortar_squad", 1)
	mustApply(t, g, embarkCmd(sq, sh))
	refused(t, g, embarkCmd(mortar, sh), "room for 10 soldiers", "VI.3.4")

	light := *sh.Card
	light.Cost = 8
	sh3 := tpUnit(t, g, "us.sherman_m4a3", 3)
	sh3.Card = &light
	refused(t, g, embarkCmd(mortar, sh3), "only tanks costing 10 or more", "VI.3.4")

	c := combatGame(t, units.US)
	tank, _ := crewUnit(t, c, "us.sherman_m4a3", "us.tank_crew", units.US, "1308") // Barletta
	rider := addUnit(t, c, "us.rifle_squad", units.US, "1308")
	rider.Aboard = tank.ID
	pz, _ := crewUnit(t, c, "de.panzer_iv_g", "de.tank_crew", units.Germany, "1308")
	for _, idx := range c.weaponsAt(tank, pz) {
		if tank.Face().Weapons[idx].Primary {
			t.Fatal("a tank with riders may fire its main gun")
		}
	}
	if n := c.coverBonus(rider); n != 0 {
		t.Fatalf("a rider gets cover %d", n)
	}
	rider.Aboard = 0
	if n := c.coverBonus(rider); n != CityInfantryDefense {
		t.Fatalf("off the tank, the squad's city cover is %d", n)
	}
}

// VI.3.3, VI.3.4: riders get off during an engagement; the tank spends
// the next round idle, then fires its main gun again.
func TestVI34_RidersGetOffUnderFireForAnIdleRound(t *testing.T) {
	g := combatGame(t, units.US)
	tank, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	rider := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	rider.Aboard = tank.ID
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, pz, tank))
	// Initiative 9 to 1; round 1: the Sherman's .30 cal only, the Panzer's
	// two weapons; all miss.
	g.dice = dice.ScriptT(t, 9, 1, 2, 3, 2)
	evs := mustApply(t, g, retaliateCmd(units.Germany, tank, pz))
	if shots := eventsOf(evs, EvShot); len(shots) != 3 || !strings.Contains(shots[0].Text, ".30 cal") {
		t.Fatalf("round 1 shots %+v", shots)
	}
	evs = mustApply(t, g, disembarkCmd(rider))
	if e, ok := hasEvent(evs, EvDisembarked); !ok || !strings.Contains(e.Text, "round 2 idle") || !strings.Contains(e.Text, "main gun is free") {
		t.Fatalf("disembark event %+v", e)
	}
	g.dice = dice.ScriptT(t, 3, 2) // round 2: the Panzer alone
	evs = mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	for _, s := range eventsOf(evs, EvShot) {
		if s.Units[0] == tank.ID {
			t.Fatalf("the Sherman fired in its idle round: %s", s.Text)
		}
	}
	g.dice = dice.ScriptT(t, 3, 2, 3, 2) // round 3: main gun and .30 cal again
	evs = mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	if shots := eventsOf(evs, EvShot); len(shots) != 4 || !strings.Contains(shots[0].Text, "75mm") {
		t.Fatalf("round 3 shots %+v", shots)
	}
}

// Glossary Landing Ship: a landing ship unloads on a coastal hex fit for
// landing or in a held port, and that takes the phase.
func TestGlossaryLandingShip_UnloadsOnTheCoast(t *testing.T) {
	g := tpGame(t)
	lcvp := tpUnit(t, g, "us.lcvp", 1) // in the port of Bari
	sq := tpUnit(t, g, "us.rifle_squad", 6)
	mustApply(t, g, embarkCmd(sq, lcvp))
	evs := mustApply(t, g, disembarkCmd(sq))
	if e, ok := hasEvent(evs, EvDisembarked); !ok || e.Rule != "glossary, Landing Ship" {
		t.Fatalf("landing event %+v", e)
	}
	wantErr(t, g.CanMove(sq.ID), "already moved")

	// A jeep landed from a ship has spent its phase: taking a pilot
	// aboard does not let it go on.
	lst := addUnit(t, g, "us.lst_mk2", units.US, lcvp.Hex.String())
	jeep := addUnit(t, g, "us.jeep", units.US, lcvp.Hex.String())
	jeep.MoveLeft = 5 // from an earlier turn
	pilot0 := addUnit(t, g, "us.pilot", units.US, lcvp.Hex.String())
	mustApply(t, g, embarkCmd(jeep, lst))
	mustApply(t, g, disembarkCmd(jeep))
	mustApply(t, g, embarkCmd(pilot0, jeep))
	wantErr(t, g.CanMove(jeep.ID), "already moved")

	var sea hex.Hex
	for _, h := range hex.Neighbors(lcvp.Hex) {
		if g.scenario.Map.InBounds(h) && !g.scenario.Map.Terrain(h).IsLand() {
			sea = h
			break
		}
	}
	if sea == (hex.Hex{}) {
		t.Fatal("no sea next to Bari")
	}
	boat := addUnit(t, g, "us.lcvp", units.US, sea.String())
	pilot := addUnit(t, g, "us.pilot", units.US, sea.String())
	mustApply(t, g, embarkCmd(pilot, boat))
	refused(t, g, disembarkCmd(pilot), "coastal hex fit for landing", "glossary, Landing Ship")
}

// VI.3.3: getting off in the Combat Phase before any engagement costs the
// carrier the first round of the engagement it fights in this phase.
func TestVI33_DisembarkInTheCombatPhaseIdlesTheFirstRound(t *testing.T) {
	g := combatGame(t, units.US)
	ht, sq, de := loadedHalftrackFacingSquad(t, g)
	evs := mustApply(t, g, disembarkCmd(sq))
	if e, _ := hasEvent(evs, EvDisembarked); !strings.Contains(e.Text, "round 1 idle") {
		t.Fatalf("disembark event %q", e.Text)
	}
	mustApply(t, g, attackCmd(units.US, de, ht))
	evs = mustApply(t, g, retaliateCmd(units.Germany, nil))
	if n := len(eventsOf(evs, EvShot)); n != 0 || g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("round 1: %d shots, pending %s", n, g.Pending.Kind)
	}
	g.dice = dice.ScriptT(t, 2, 2) // round 2: both of its guns, both miss
	evs = mustApply(t, g, Command{Kind: CmdNextRound, Side: units.US})
	if n := len(eventsOf(evs, EvShot)); n != 2 {
		t.Fatalf("round 2: %d shots, want 2", n)
	}
}
