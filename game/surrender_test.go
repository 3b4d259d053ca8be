package game

import (
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// openHex is a plains hex whose six neighbours are plains on the map and
// where no unit stands, so a test can surround it.
func openHex(t *testing.T, g *Game) hex.Hex {
	t.Helper()
	m := g.scenario.Map
	free := func(h hex.Hex) bool {
		return m.InBounds(h) && m.Terrain(h) == board.Plains && len(g.unitsIn(h)) == 0
	}
	for _, h := range m.Hexes() {
		ok := free(h)
		for _, n := range hex.Neighbors(h) {
			ok = ok && free(n)
		}
		if ok {
			return h
		}
	}
	t.Fatal("no open hex on the map")
	return hex.Hex{}
}

// ring puts a unit of card id for side in each neighbour of h.
func ring(t *testing.T, g *Game, id string, side units.Side, h hex.Hex) []*Unit {
	t.Helper()
	var out []*Unit
	for _, n := range hex.Neighbors(h) {
		out = append(out, addUnit(t, g, id, side, n.String()))
	}
	return out
}

// toLastPhase ends phases until the active side is in the last phase of
// its turn (Combat, or Deployment on a deployment turn).
func toLastPhase(t *testing.T, g *Game) {
	t.Helper()
	side := g.Active
	for g.Phase.next(g.Players[side].Turn) < numPhases {
		endPhase(t, g)
		if g.Active != side {
			t.Fatal("the turn ended early")
		}
	}
}

// passTurn ends the active side's whole turn with the game's own dice.
func passTurn(t *testing.T, g *Game) {
	t.Helper()
	toLastPhase(t, g)
	endPhase(t, g)
}

// Inset VI.1 item 1, VI.1.1, VI.1.2, Q18: a German squad surrounded by six
// US squads is warned (secretly) at the start of its turn, stays put for
// that turn, and surrenders at the start of its next one: it leaves the
// game, the US scores its cost doubled, and each US squad rolls once for
// experience (10 = Combat Veteran, the rest nothing).
func TestInsetVI1_SurroundedAFullTurnSurrenders(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Experience = true
	h := openHex(t, g)
	de := addUnit(t, g, "de.rifle_squad", units.Germany, h.String())
	us := ring(t, g, "us.rifle_squad", units.US, h)

	toLastPhase(t, g)
	evs := endPhase(t, g) // Germany's turn begins
	ev, ok := hasEvent(evs, EvSurrounded)
	if !ok || !ev.Secret || ev.Side != units.Germany || de.SurroundedTurn != g.Players[units.Germany].Turn {
		t.Fatalf("no secret warning for the surrounded squad: %+v, mark %d", ev, de.SurroundedTurn)
	}
	if _, ok := hasEvent(g.FilterEvents(units.US, evs), EvSurrounded); ok {
		t.Fatal("the US was told of the warning")
	}
	passTurn(t, g) // Germany stays surrounded
	if de.Place != OnMap || de.SurroundedTurn == 0 {
		t.Fatalf("the squad fell before a full turn: place %s, mark %d", de.Place, de.SurroundedTurn)
	}
	toLastPhase(t, g) // the US turn
	score := g.Score(units.US)
	g.dice = dice.ScriptT(t, 10, 1, 1, 1, 1, 1, 9)
	evs = endPhase(t, g)
	if de.Place != Destroyed || !de.Captured {
		t.Fatalf("the squad did not surrender: %+v", de)
	}
	if got, want := g.Score(units.US)-score, 2*de.Card.Cost; got != want {
		t.Fatalf("US score %d, want %d (cost doubled, Table II.1)", got, want)
	}
	if len(eventsOf(evs, EvExperience)) != 6 || len(us[0].Stars) != 1 || us[0].Stars[0] != scenario.CombatVeteran {
		t.Fatalf("experience: %d rolls, stars %v", len(eventsOf(evs, EvExperience)), us[0].Stars)
	}
	if g.DestroyedCost(units.US) != 0 {
		t.Fatal("a capture counted as destruction (II.2.5)")
	}
}

// Q18: a unit that is no longer surrounded at the start of any turn loses
// its mark, so being surrounded again starts the count afresh.
func TestQ18_BreakingOutClearsTheMark(t *testing.T) {
	g := combatGame(t, units.US)
	h := openHex(t, g)
	de := addUnit(t, g, "de.rifle_squad", units.Germany, h.String())
	us := ring(t, g, "us.rifle_squad", units.US, h)
	passTurn(t, g)
	first := de.SurroundedTurn
	if first == 0 {
		t.Fatal("not marked")
	}
	us[2].Place = Destroyed // the Germans broke the ring in their turn
	passTurn(t, g)
	if de.SurroundedTurn != 0 {
		t.Fatal("the mark outlived the break-out")
	}
	us[2].Place = OnMap // closed again in the US turn
	passTurn(t, g)
	if de.Place != OnMap || de.SurroundedTurn != first+1 {
		t.Fatalf("place %s, mark %d; want a fresh mark on turn %d", de.Place, de.SurroundedTurn, first+1)
	}
}

// Q18: hexes closed to the unit (off the map, sea, impassable) count as
// surrounding it; one open hex breaks the ring; closed hexes alone are no
// ring without an enemy.
func TestQ18_ClosedHexesCountAsSurrounding(t *testing.T) {
	g := combatGame(t, units.US)
	m := g.scenario.Map
	var h hex.Hex
	var open []hex.Hex
	for _, c := range m.Hexes() {
		if t := m.Terrain(c); t == board.Sea || t == board.Impassable || len(g.unitsIn(c)) > 0 {
			continue
		}
		de := &Unit{Card: mustCard(t, g, "de.rifle_squad"), Side: units.Germany, Place: OnMap, Hex: c}
		open = nil
		for _, n := range hex.Neighbors(c) {
			if g.terrainBar(de, c, n, false) == nil {
				open = append(open, n)
			}
		}
		if len(open) >= 1 && len(open) <= 4 {
			h = c
			break
		}
	}
	if len(open) == 0 {
		t.Fatal("no hex with closed neighbours")
	}
	de := addUnit(t, g, "de.rifle_squad", units.Germany, h.String())
	if g.Surrounding(de) != nil {
		t.Fatal("closed hexes alone surround a unit")
	}
	var us []*Unit
	for _, n := range open {
		us = append(us, addUnit(t, g, "us.rifle_squad", units.US, n.String()))
	}
	if got := g.Surrounding(de); len(got) != len(open) {
		t.Fatalf("surrounded by %v, want the %d squads", got, len(open))
	}
	us[0].Place = Away
	if g.Surrounding(de) != nil {
		t.Fatal("one open hex still counts as surrounded")
	}
}

func mustCard(t *testing.T, g *Game, id string) *units.Card {
	t.Helper()
	c, ok := g.content.Catalog.Get(id)
	if !ok {
		t.Fatalf("no card %s", id)
	}
	return c
}

// Inset VI.1 item 2, VI.1.2: a General surrenders a crewed tank. The
// crew leaves the game, the tank changes hands without a crew and costs
// its captor no supply until used (Inset V.4); both score doubled.
func TestInsetVI1_SurrenderByDeclaration(t *testing.T) {
	g := combatGame(t, units.US)
	tank, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1010")
	supplyBefore, _ := g.SupplyCost(units.Germany)
	evs := mustApply(t, g, Command{Kind: CmdSurrender, Side: units.US, Units: []UnitID{tank.ID}})
	if tank.Side != units.Germany || !tank.Captured || tank.Place != OnMap || tank.Crew != 0 {
		t.Fatalf("tank %+v", tank)
	}
	if crew.Place != Destroyed || !crew.Captured || crew.Mans != 0 {
		t.Fatalf("crew %+v", crew)
	}
	if got, want := g.Score(units.Germany), 2*(tank.Card.Cost+crew.Card.Cost); got != want {
		t.Fatalf("German score %d, want %d", got, want)
	}
	if after, _ := g.SupplyCost(units.Germany); after != supplyBefore {
		t.Fatalf("an unused capture costs supply: %d → %d (Inset V.4)", supplyBefore, after)
	}
	if ev, ok := hasEvent(evs, EvCaptured); !ok || !containsID(ev.Units, crew.ID) {
		t.Fatalf("capture event %+v does not list the crew it names", ev)
	}
}

// VI.1.1, Inset VI.1, II.2.5, VI.2.3: every refusal of a surrender names
// its rule and changes nothing.
func TestVI11_SurrenderRefusals(t *testing.T) {
	g := combatGame(t, units.US)
	tank, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1010")
	plane := addUnit(t, g, "us.p51d_fighter_bomber", units.US, "1011")
	plane.InFlight = true
	post := addUnit(t, g, "us.command_post", units.US, "1012")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "1013")
	cmd := func(ids ...UnitID) Command { return Command{Kind: CmdSurrender, Side: units.US, Units: ids} }
	mustRefuse(t, g, cmd(), "Inset VI.1")
	mustRefuse(t, g, cmd(de.ID), "not one of your units")
	mustRefuse(t, g, cmd(plane.ID), "VI.2.3")
	mustRefuse(t, g, cmd(post.ID), "VI.1.1")
	mustRefuse(t, g, cmd(crew.ID), "VI.1.2")
	mustRefuse(t, g, cmd(tank.ID, tank.ID), "named twice")
	mustRefuse(t, g, Command{Kind: CmdSurrender, Side: units.US, Option: "maybe"}, "II.2.5")
	mustRefuse(t, g, Command{Kind: CmdSurrender, Side: units.US, Option: SurrenderAll}, "II.2.5")
}

// II.2.5: a Skirmish ends when a General surrenders; the enemy wins.
func TestII25_SkirmishEndsWhenASideSurrenders(t *testing.T) {
	g := combatGame(t, units.US)
	withWin(g, scenario.Win{AtTurnLimit: scenario.LimitDraw, Skirmish: true}, 20)
	evs := mustApply(t, g, Command{Kind: CmdSurrender, Side: units.US, Option: SurrenderAll})
	ev, ok := hasEvent(evs, EvGameEnded)
	if !ok || !g.Over || g.Result != string(units.Germany) || !strings.Contains(ev.Rule, "II.2.5") {
		t.Fatalf("over %v, result %q, event %+v", g.Over, g.Result, ev)
	}
}

// VI.1.1, Inset VIII.2 item 1: a defender that surrenders its only engaged
// squad ends the engagement, and the attacking squad rolls for experience
// (10: Combat Veteran).
func TestVI11_SurrenderInEngagementGivesExperience(t *testing.T) {
	g, us, de := cardGame(t)
	g.Rules.Experience = true
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.ScriptT(t, 10)
	evs := mustApply(t, g, Command{Kind: CmdSurrender, Side: units.Germany, Units: []UnitID{de.ID}})
	if de.Place != Destroyed || g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Pending.Side != units.US {
		t.Fatalf("place %s, pending %+v", de.Place, g.Pending)
	}
	if _, ok := hasEvent(evs, EvExperience); !ok || len(us.Stars) != 1 {
		t.Fatalf("no experience for the captor: stars %v", us.Stars)
	}
}

// moveGame is a game at side's Movement Phase with the scenario's units
// sent away except the command network, as combatGame.
func moveGame(t *testing.T, side units.Side) *Game {
	t.Helper()
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, side)
	for _, u := range g.Units {
		if u.Deployed() && !commandStructure(u) {
			u.Place = Away
		}
	}
	g.Rules.FogOfWar, g.Rules.Experience = false, false
	return g
}

// VI.1.2, Inset V.4: the captor mans a captured Sherman with a tank crew
// of its own, and from then on pays its supply; a crew of the wrong type,
// elsewhere or busy is refused. Destroying a capture scores nothing.
func TestVI12_CapturedTankMannedByCaptor(t *testing.T) {
	g := moveGame(t, units.Germany)
	tank, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1010")
	jeep := addUnit(t, g, "us.jeep", units.US, "1010")
	for _, u := range []*Unit{tank, jeep} {
		g.capture(u, UnconditionalFactor, "test", "VI.1.2")
	}
	if Supplied(tank) || !Supplied(jeep) {
		t.Fatalf("supplied: unused tank %v, jeep needing no crew %v (Inset V.4)", Supplied(tank), Supplied(jeep))
	}
	gunners := addUnit(t, g, "de.artillery_crew", units.Germany, "1010")
	far := addUnit(t, g, "de.tank_crew", units.Germany, "1011")
	crew := addUnit(t, g, "de.tank_crew", units.Germany, "1010")
	man := func(c *Unit) Command {
		return Command{Kind: CmdManCaptured, Side: units.Germany, Unit: tank.ID, Target: c.ID}
	}
	mustRefuse(t, g, man(gunners), "glossary Crew")
	mustRefuse(t, g, man(far), "VI.1.2")
	mustRefuse(t, g, Command{Kind: CmdManCaptured, Side: units.Germany, Unit: jeep.ID, Target: crew.ID}, "needs no crew")
	mustRefuse(t, g, Command{Kind: CmdManCaptured, Side: units.Germany, Unit: gunners.ID, Target: crew.ID}, "not a captured unit")
	mustApply(t, g, man(crew))
	if tank.Crew != crew.ID || crew.Mans != tank.ID || !Supplied(tank) {
		t.Fatalf("tank crew %d, crew mans %d, supplied %v", tank.Crew, crew.Mans, Supplied(tank))
	}
	mustRefuse(t, g, Command{Kind: CmdDestroyCaptured, Side: units.Germany, Unit: tank.ID}, "already manned")
	score := g.Score(units.Germany)
	mustApply(t, g, Command{Kind: CmdDestroyCaptured, Side: units.Germany, Unit: jeep.ID})
	if jeep.Place != Destroyed || g.Score(units.Germany) != score || g.Score(units.US) != 0 {
		t.Fatalf("destroyed capture: place %s, scores %d/%d", jeep.Place, g.Score(units.Germany), g.Score(units.US))
	}
}

// VI.1.2: a captured naval unit loses its crew and is scuttled.
func TestVI12_NavalUnitScuttled(t *testing.T) {
	g := combatGame(t, units.US)
	boat := addUnit(t, g, "us.lcvp", units.US, "1010")
	mustApply(t, g, Command{Kind: CmdSurrender, Side: units.US, Units: []UnitID{boat.ID}})
	if boat.Place != Destroyed || !boat.Captured || boat.Side != units.US {
		t.Fatalf("boat %+v", boat)
	}
	if got := g.Score(units.Germany); got != 2*boat.Card.Cost {
		t.Fatalf("score %d", got)
	}
}

// VI.1.2: a pilot who survives the loss of his aircraft in flight (crew
// survival d10 10) comes down below it; among enemy units he is captured,
// elsewhere he lands free.
func TestVI12_PilotCapturedAmongEnemies(t *testing.T) {
	g := combatGame(t, units.US)
	plane, pilot := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "1010")
	plane.InFlight, pilot.InFlight = true, true
	addUnit(t, g, "us.rifle_squad", units.US, "1010")
	g.dice = dice.ScriptT(t, 10)
	evs := g.destroyUnit(plane, "test")
	if pilot.Place != Destroyed || !pilot.Captured {
		t.Fatalf("pilot %+v", pilot)
	}
	if got, want := g.Score(units.US), plane.Card.Cost+2*pilot.Card.Cost; got != want {
		t.Fatalf("US score %d, want %d", got, want)
	}
	if _, ok := hasEvent(evs, EvCaptured); !ok {
		t.Fatal("no capture event")
	}

	plane2, pilot2 := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "1110")
	plane2.InFlight, pilot2.InFlight = true, true
	g.dice = dice.ScriptT(t, 10)
	evs = g.destroyUnit(plane2, "test")
	if pilot2.Place != OnMap || pilot2.InFlight || pilot2.Captured {
		t.Fatalf("free pilot %+v", pilot2)
	}
	if _, ok := hasEvent(evs, EvPilotLanded); !ok {
		t.Fatal("no landing event")
	}
}

// VI.1.2 (reading: a unit never rides with the enemy): a German halftrack
// that surrenders with a squad aboard and a PaK 40 in tow changes hands
// alone; the squad and the gun stay in the hex, German, on their own.
func TestVI12_CapturedCarrierSetsDownItsLoad(t *testing.T) {
	g := moveGame(t, units.US)
	ht := addUnit(t, g, "de.sdkfz251", units.Germany, "1010")
	sq := addUnit(t, g, "de.rifle_squad", units.Germany, "1010")
	gun, _ := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "1010")
	sq.Aboard, gun.TowedBy = ht.ID, []UnitID{ht.ID}
	evs := g.capture(ht, UnconditionalFactor, "test", "VI.1.2")
	if ht.Side != units.US || sq.Aboard != 0 || len(gun.TowedBy) != 0 {
		t.Fatalf("halftrack %s, squad aboard %d, gun towed by %v", ht.Side, sq.Aboard, gun.TowedBy)
	}
	for _, u := range []*Unit{sq, gun} {
		if u.Side != units.Germany || u.Place != OnMap || u.Hex.String() != "1010" {
			t.Errorf("%s: %s, %s in %s; want German, on the map in 1010", g.describe(u), u.Side, u.Place, u.Hex)
		}
	}
	if ev, _ := hasEvent(evs, EvCaptured); !strings.Contains(ev.Text, g.describe(sq)) || !strings.Contains(ev.Text, "on its own") {
		t.Errorf("capture event %q does not say the squad was set down", ev.Text)
	}
}
