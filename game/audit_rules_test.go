package game

import (
	"strings"
	"testing"

	"frontline/game/content"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
	"frontline/scenarios"
)

// Tests for older rows of docs/RULES.md whose behaviour was in place but
// not pinned.

// introVariant starts the intro scenario with its file edited: each pair
// replaces the first occurrence of old with new.
func introVariant(t *testing.T, seed uint64, edits ...[2]string) (*Game, []Event) {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	data, err := scenarios.FS.ReadFile("intro.toml")
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	for _, e := range edits {
		if !strings.Contains(src, e[0]) {
			t.Fatalf("intro.toml has no %q", e[0])
		}
		src = strings.Replace(src, e[0], e[1], 1)
	}
	s, err := scenario.Load("intro-variant.toml", []byte(src), c.Catalog, c.MapByID, c.EventIDs())
	if err != nil {
		t.Fatal(err)
	}
	variant := *c
	variant.Scenarios = []*scenario.Scenario{s}
	g, evs, err := newGame(&variant, Options{Scenario: s.ID}, dice.New(seed))
	if err != nil {
		t.Fatal(err)
	}
	return g, evs
}

// Inset II.2 items 4 and 7: a scenario's own starting income, per side
// or for both, replaces the 30; without first_player both roll a d20 and
// the higher opens, ties rolled again.
func TestInsetII2_ScenarioIncomeAndFirstTurnRoll(t *testing.T) {
	g, evs := introVariant(t, 3,
		[2]string{"starting_income = 30\nfirst_player = \"us\"\n", "starting_income = 45\n"},
		[2]string{"name = \"germany\"\n", "name = \"germany\"\nincome = 25\n"})
	income, _ := hasEvent(evs, EvIncome) // the opening side's first Income phase
	for side, want := range map[units.Side]int{units.US: 45, units.Germany: 25} {
		got := g.Players[side].Treasury
		if side == g.First {
			got -= income.Amount
		}
		if got != want {
			t.Errorf("%s started with %d, want %d", side, got, want)
		}
	}
	start, ok := hasEvent(evs, EvGameStarted)
	if !ok || start.Rule != "II.1.2" || len(start.Rolls) != 2 || start.Rolls[0].Die != 20 || start.Rolls[1].Die != 20 {
		t.Fatalf("game start %+v: want two d20 under II.1.2", start)
	}
	hi := units.US
	if start.Rolls[1].Value > start.Rolls[0].Value {
		hi = units.Germany
	}
	if g.First != hi {
		t.Errorf("rolls %v gave the first turn to %s", start.Rolls, g.First)
	}
	// A tie is rolled again.
	g.dice = dice.ScriptT(t, 7, 7, 4, 12)
	if first, evs := g.firstPlayer(); first != units.Germany || len(evs) != 1 || len(evs[0].Rolls) != 4 {
		t.Errorf("7-7 then 4-12: first %s, events %+v", first, evs)
	}
}

// Glossary, Immobile: a unit placed never moves again; the move is
// refused naming the rule and nothing changes.
func TestGlossaryImmobile_MoveRefused(t *testing.T) {
	g, _ := newTestGame(t, 1)
	mvToMovement(t, g, units.Germany)
	turret, _ := crewUnit(t, g, "de.panther_turret", "de.tank_crew", units.Germany, "0606")
	if !turret.Card.Special.Immobile {
		t.Fatal("the Panther turret is not Immobile in the catalog")
	}
	mvRefused(t, g, mvCmd(turret, hex.Neighbors(turret.Hex)[0].String()), "glossary, Immobile")
	if err := g.CanMove(turret.ID); err == nil || !strings.Contains(err.Error(), "Immobile") {
		t.Errorf("CanMove: %v", err)
	}
	if bar := g.withdrawBar(turret); !strings.Contains(bar, "only mobile units withdraw") {
		t.Errorf("withdraw: %q", bar)
	}
}

// Glossary, Hidden: hidden units do not hold cities or objectives. A
// Key City needs two land units, one infantry: a squad and a hidden jeep
// are not enough, and a primary objective held so does not win.
func TestGlossaryHidden_CannotHoldCitiesOrObjectives(t *testing.T) {
	g, _ := newTestGame(t, 1)
	const foggia = "0807" // key city, the US primary objective
	clearHex(g, foggia)
	addUnit(t, g, "us.rifle_squad", units.US, foggia)
	jeep := addUnit(t, g, "us.jeep", units.US, foggia)
	fo := addUnit(t, g, "us.forward_observer", units.US, foggia)
	if !jeep.Card.Special.Hidden || !fo.Card.Special.Hidden {
		t.Fatal("the jeep and the forward observer should be Hidden")
	}
	if g.Controls(units.US, hex.MustParse(foggia)) {
		t.Fatal("a squad with hidden units holds a key city")
	}
	endTurn(t, g)
	if g.Over {
		t.Fatalf("the game ended (%s) on an objective held with hidden units", g.Result)
	}
	addUnit(t, g, "us.rifle_squad", units.US, foggia)
	if !g.Controls(units.US, hex.MustParse(foggia)) {
		t.Fatal("two squads do not hold the city")
	}
	alone := hex.MustParse("1409")
	clearHex(g, alone.String())
	addUnit(t, g, "us.jeep", units.US, alone.String())
	if g.Controls(units.US, alone) {
		t.Error("a hidden jeep alone holds its hex")
	}
}

// Glossary, Hidden: a found hidden ground unit hides again by moving to
// another hex in its Movement Phase; coming back to where it was found
// later does not give it away again. Taking the move back restores it.
func TestGlossaryHidden_MovingHidesAgain(t *testing.T) {
	g := mvGame(t)
	jeep := addUnit(t, g, "us.jeep", units.US, "1409")
	jeep.FoundAt = jeep.Hex.String() // German recon found it
	if !Found(jeep) {
		t.Fatal("set-up: the jeep should be found")
	}
	mustApply(t, g, mvCmd(jeep, "1510"))
	if Found(jeep) {
		t.Fatal("the jeep is still found after moving")
	}
	mustApply(t, g, Command{Kind: CmdUndoMove, Side: units.US})
	if !Found(jeep) {
		t.Fatal("undoing the move does not give back what the enemy knew")
	}
	mustApply(t, g, mvCmd(jeep, "1510"))
	g.dice = dice.New(2)
	mvToMovement(t, g, units.Germany)
	mvToMovement(t, g, units.US)
	mustApply(t, g, mvCmd(jeep, "1409"))
	if Found(jeep) {
		t.Fatal("back in the hex where it was found, the jeep is found again")
	}
	if bar := g.targetBar(jeep); !strings.Contains(bar, "glossary, Hidden") {
		t.Errorf("the re-hidden jeep is a target: %q", bar)
	}
}

// Glossary, Range (X/Y): a target is legal at or within the operational
// range; range 0 reaches the firer's own hex only.
func TestGlossaryRange_AtOrWithinTheRange(t *testing.T) {
	g := combatGame(t, units.US)
	how, _ := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, "0606")
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	if how.Face().Weapons[0].RangeOp != 1 || sh.Face().Weapons[0].RangeOp != 0 {
		t.Fatal("set-up: the 105mm howitzer should have range 1, the Sherman 0")
	}
	same := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	one := addUnit(t, g, "de.rifle_squad", units.Germany, hexAt(t, g, "0606", 1))
	two := addUnit(t, g, "de.rifle_squad", units.Germany, hexAt(t, g, "0606", 2))
	hs := g.AttackTargets(how.ID)
	if !containsID(hs, same.ID) || !containsID(hs, one.ID) || containsID(hs, two.ID) {
		t.Errorf("range 1 targets %v: want %d and %d, not %d", hs, same.ID, one.ID, two.ID)
	}
	ss := g.AttackTargets(sh.ID)
	if !containsID(ss, same.ID) || containsID(ss, one.ID) {
		t.Errorf("range 0 targets %v: want only %d, in the same hex", ss, same.ID)
	}
	mustRefuse(t, g, attackCmd(units.US, one, sh), "V.5.2")
}

// Figure IV.1: a Command Post commands 15 hexes around it, 8 once
// damaged.
func TestFigureIV1_CommandPostRadiusFifteenDamagedEight(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	post := addUnit(t, g, "us.command_post", units.US, "0101")
	at := func(d int) *Unit { return addUnit(t, g, "us.rifle_squad", units.US, hexAt(t, g, "0101", d)) }
	at15, at16, at8, at9 := at(15), at(16), at(8), at(9)
	if !g.InCommand(at15) || g.InCommand(at16) {
		t.Fatalf("full post: 15 hexes %v, 16 hexes %v", g.InCommand(at15), g.InCommand(at16))
	}
	post.Damaged = true
	if !g.InCommand(at8) || g.InCommand(at9) {
		t.Fatalf("damaged post: 8 hexes %v, 9 hexes %v", g.InCommand(at8), g.InCommand(at9))
	}
}

// IV.1: a mobile command unit (none in the Introduction) extends the
// network with the Command Radius on its card, wherever it goes, and
// brings no income.
func TestIV1_MobileCommandUnitExtendsTheNetwork(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	jeep := addUnit(t, g, "us.jeep", units.US, "1010")
	card := *jeep.Card
	card.Full.CommandRadius, card.Damaged.CommandRadius = 3, 1
	jeep.Card = &card
	near := addUnit(t, g, "us.rifle_squad", units.US, hexAt(t, g, "1010", 3))
	far := addUnit(t, g, "us.rifle_squad", units.US, hexAt(t, g, "1010", 4))
	if !g.InCommand(near) || g.InCommand(far) {
		t.Fatalf("radius 3: 3 hexes %v, 4 hexes %v", g.InCommand(near), g.InCommand(far))
	}
	if g.Income(units.US) != 0 {
		t.Errorf("a mobile command unit brings income %d", g.Income(units.US))
	}
}

// Inset V.4 items 2 and 3: a bunker or pillbox without weapons costs no
// supply; one with weapons (the Panther turret) does.
func TestInsetV4_UnarmedBunkersCostNoSupply(t *testing.T) {
	g, _ := newTestGame(t, 1)
	turret := addUnit(t, g, "de.panther_turret", units.Germany, "0606")
	if !Supplied(turret) {
		t.Fatal("an armed emplacement must pay supply")
	}
	bunker := addUnit(t, g, "de.panther_turret", units.Germany, "0607")
	card := *bunker.Card
	card.Full.Weapons, card.Damaged.Weapons = nil, nil
	bunker.Card = &card
	_, before := g.SupplyCost(units.Germany)
	if Supplied(bunker) {
		t.Error("a bunker without weapons pays supply")
	}
	bunker.Card = turret.Card
	if _, after := g.SupplyCost(units.Germany); after != before+turret.Card.Cost {
		t.Errorf("supplied force %d, then %d with a second armed turret", before, after)
	}
}

// V.6.2: a scenario may put aircraft in flight from the start, flying
// from bases off the map: the aircraft and its pilot are airborne with
// the full Turns of Flight, counted down from its first Movement Phase.
func TestV62_AircraftEnterInFlight(t *testing.T) {
	g, _ := introVariant(t, 1, [2]string{"unit = \"us.p51d_escort\"\nhex = \"1710\"\n", "unit = \"us.b24j\"\nhex = \"1310\"\nin_flight = true\n"})
	var bomber *Unit // a B-24J, four Turns of Flight
	for _, u := range g.Units {
		if u.CardID == "us.b24j" && u.InFlight {
			bomber = u
		}
	}
	if bomber == nil {
		t.Fatal("no B-24J in flight")
	}
	crew := g.Unit(bomber.Crew)
	tof := bomber.Card.Special.TurnsOfFlight
	if !airborne(bomber) || crew == nil || !crew.InFlight || bomber.FlightLeft != tof || tof < 2 {
		t.Fatalf("B-24J airborne %v, crew %+v, flight left %d of %d", airborne(bomber), crew, bomber.FlightLeft, tof)
	}
	mvToMovement(t, g, units.US)
	if bomber.FlightLeft != tof-1 {
		t.Errorf("flight left %d in the first Movement Phase, want %d", bomber.FlightLeft, tof-1)
	}
}

// Inset VIII.2 item 3: a large naval ship, which carries its own
// experience (VIII.2), is bought with up to three rolls when it is
// requested (staged: V.6.3) and they are rolled at once.
func TestInsetVIII2_LargeShipBoughtWithRolls(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Players[units.US].Treasury = 100
	g.dice = dice.ScriptT(t, 7, 2)
	evs := mustApply(t, g, buyCmd(units.US, "us.lst_mk2", 1, "2"))
	e, _ := hasEvent(evs, EvBought)
	lst := g.Unit(e.Units[0])
	if lst.Card.Special.Naval != units.LargeNaval || lst.Place != Staged || len(lst.Stars) != 1 || lst.Stars[0] != scenario.Vigilant ||
		e.Amount != lst.Card.Cost+2*ExperienceRollCost {
		t.Fatalf("LST %s, stars %v, paid %d", lst.Place, lst.Stars, e.Amount)
	}
}

// Glossary, Open Top/Back and VI.3.3: the crew of an open-topped vehicle
// (the M18 Hellcat) is exposed: the enemy may target it, it is covered by
// the vehicle's Defense, and it still fights only as the vehicle. A
// closed tank's crew is hit only through its tank.
func TestGlossaryOpenTop_CrewIsATargetOfItsOwn(t *testing.T) {
	g := combatGame(t, units.Germany)
	hc, crew := crewUnit(t, g, "us.hellcat_m18", "us.tank_crew", units.US, "0606")
	sh, shCrew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	if !hc.Card.Special.OpenTop || sh.Card.Special.OpenTop {
		t.Fatal("set-up: the Hellcat is open-topped, the Sherman is not")
	}
	ts := g.AttackTargets(de.ID)
	if !containsID(ts, crew.ID) || containsID(ts, shCrew.ID) {
		t.Fatalf("targets %v: want the Hellcat's crew %d, not the Sherman's %d", ts, crew.ID, shCrew.ID)
	}
	if got := crew.Face().Defense + g.coverBonus(crew); got != hc.Face().Defense {
		t.Errorf("the exposed crew's Defense is %d, want the Hellcat's %d", got, hc.Face().Defense)
	}
	if bar := g.fighterBar(crew, false); !strings.Contains(bar, "fights as that unit") {
		t.Errorf("the crew fights on its own: %q", bar)
	}
	mustApply(t, g, attackCmd(units.Germany, crew, de))
}
