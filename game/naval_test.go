package game

import (
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// navalGame: tpGame (the US Movement Phase of turn 1) with Rifle Squad #6
// aboard LCVP #1 in the port of Bari (1710). Around Bari: 1709, 1809 and
// 1808 are sea, 1609 and 1810 coastal, 1610 and 1711 plains.
func navalGame(t *testing.T) (*Game, *Unit, *Unit) {
	t.Helper()
	g := tpGame(t)
	lcvp, sq := tpUnit(t, g, "us.lcvp", 1), tpUnit(t, g, "us.rifle_squad", 6)
	mustApply(t, g, embarkCmd(sq, lcvp))
	return g, lcvp, sq
}

// V.4, III.3.1: a ship sails up to its Movement over sea and coastal
// hexes with its load aboard, rolls no terrain checks, can be taken back
// like any move, and the game replays.
func TestV4_ShipsMoveOnSea(t *testing.T) {
	g, lcvp, sq := navalGame(t)
	opts := g.MoveOptions(lcvp.ID)
	for _, h := range []string{"1709", "1809", "1609", "1810", "1808", "1910"} {
		if o, ok := opts[h]; !ok || o.Chance != 1 || o.Checks != 0 {
			t.Errorf("move option to %s: %+v (offered %v)", h, o, ok)
		}
	}
	for h, o := range opts {
		if tr := g.scenario.Map.Terrain(hex.MustParse(h)); (tr != board.Sea && tr != board.Coastal) || o.Cost > 2 {
			t.Errorf("option %s (%s) costs %d", h, tr, o.Cost)
		}
	}
	for _, h := range []string{"1610", "1711", "1811"} {
		if _, ok := opts[h]; ok {
			t.Errorf("land hex %s offered to a ship", h)
		}
	}
	evs := mustApply(t, g, mvCmd(lcvp, "1709", "1609"))
	e, ok := hasEvent(evs, EvMoved)
	if !ok || e.Amount != 2 || e.Rule != "V.4" || !containsID(e.Units, lcvp.ID) || !containsID(e.Units, sq.ID) {
		t.Fatalf("moved event %+v", e)
	}
	if _, rolled := hasEvent(evs, EvTerrainCheck); rolled {
		t.Error("a ship rolled a terrain check")
	}
	mvAt(t, lcvp, "1609")
	mvAt(t, sq, "1609")
	if sq.Aboard != lcvp.ID {
		t.Fatal("the squad fell out of the boat")
	}
	wantErr(t, g.CanMove(lcvp.ID), "already moved", "V.4")

	mustApply(t, g, Command{Kind: CmdUndoMove, Side: units.US})
	mvAt(t, lcvp, "1710")
	mvAt(t, sq, "1710")
	mustApply(t, g, mvCmd(lcvp, "1809", "1810"))
	mvAt(t, sq, "1810")
	saveAndReload(t, g)
}

// III.3.1, V.4, Q88: ships stay off land, land units off the sea; a
// ship does not sail on through enemy units or beyond its Movement.
func TestV4_ShipMoveRefusals(t *testing.T) {
	g, lcvp, _ := navalGame(t)
	refused(t, g, mvCmd(lcvp, "1610"), "plains", "ships keep to sea and coastal hexes", "III.3.1")
	refused(t, g, mvCmd(lcvp, "1709", "1808", "1807"), "may enter 2 hexes", "V.4")
	sherman := tpUnit(t, g, "us.sherman_m4a3", 4)
	refused(t, g, mvCmd(sherman, "1709"), "only naval and amphibious units enter sea hexes", "III.3.1")

	addUnit(t, g, "de.rifle_squad", units.Germany, "1609")
	refused(t, g, mvCmd(lcvp, "1609", "1509"), "cannot sail on from 1609", "Q88")
	if _, ok := g.MoveOptions(lcvp.ID)["1609"]; !ok {
		t.Error("the ship may end its move with the enemy, to engage")
	}
	// Germany has no ships in the Introduction: a boat under German
	// orders stands in for one.
	boat := addUnit(t, g, "us.lcvp", units.Germany, "1709")
	refused(t, g, mvCmd(lcvp, "1709", "1808"), "cannot sail on from 1709", "Q88")
	if _, ok := g.MoveOptions(lcvp.ID)["1808"]; !ok {
		t.Error("1808 is reachable round the enemy boat, by 1809")
	}
	boat.Place = Away

	lcvp.Damaged = true
	refused(t, g, mvCmd(lcvp, "1709", "1808"), "may enter 1 hexes, not 2", "V.4")
}

// III.6.3: while a naval_no_move event is in force ships keep their
// hexes, and the move preview offers nothing.
func TestIII63_HighSeasOfferNoShipMoves(t *testing.T) {
	g, lcvp, _ := navalGame(t)
	g.InForce = append(g.InForce, ActiveEvent{Card: "high_seas", Drawer: units.US, TurnsLeft: 1})
	refused(t, g, mvCmd(lcvp, "1709"), "High/Rough Seas", "III.6.3")
	if n := len(g.MoveOptions(lcvp.ID)); n != 0 {
		t.Fatalf("%d move options under High/Rough Seas", n)
	}
}

// Glossary Landing Ship: the ship that reaches the coast this Movement
// Phase unloads in the next one, which the unloading takes whole; all
// its load comes ashore in that phase and moves no further in it.
func TestGlossaryLandingShip_UnloadsTheMovementPhaseAfterReachingTheCoast(t *testing.T) {
	g, _ := newTestGame(t, 1)
	noEvents(g) // event_effects_test.go: no High/Rough Seas on the way
	toPhase(t, g, units.US, 1, PhaseMovement)
	lst := addUnit(t, g, "us.lst_mk2", units.US, "1710")
	sherman, crew := tpUnit(t, g, "us.sherman_m4a3", 4), tpUnit(t, g, "us.tank_crew", 4)
	sq := tpUnit(t, g, "us.rifle_squad", 6)
	mustApply(t, g, embarkCmd(sherman, lst))
	mustApply(t, g, embarkCmd(sq, lst))
	mustApply(t, g, mvCmd(lst, "1709", "1609"))
	for _, u := range []*Unit{lst, sherman, crew, sq} {
		mvAt(t, u, "1609") // the tank's crew sails inside it
	}
	refused(t, g, disembarkCmd(sq), "sailed this Movement Phase", "full Movement Phase", "glossary, Landing Ship")

	toPhase(t, g, units.US, 2, PhaseMovement)
	for _, p := range []*Unit{sq, sherman} {
		evs := mustApply(t, g, disembarkCmd(p))
		if e, ok := hasEvent(evs, EvDisembarked); !ok || e.Rule != "glossary, Landing Ship" || p.Aboard != 0 {
			t.Fatalf("landing %+v; %s aboard %d", e, g.describe(p), p.Aboard)
		}
		wantErr(t, g.CanMove(p.ID), "already moved", "V.4")
	}
	mvAt(t, crew, "1609")
	wantErr(t, g.CanMove(lst.ID), "already moved", "V.4")
}

// IV.3.5: Push adds the card's ship bonus (1) to a ship's Movement;
// damaged ships are not pushed.
func TestIV35_PushedShipSailsAHexFurther(t *testing.T) {
	g := bareMoveGame(t, units.US)
	addUnit(t, g, "us.forward_hq", units.US, "1610")
	g.Players[units.US].Hand = []string{"push", "push"}
	lcvp := addUnit(t, g, "us.lcvp", units.US, "1710")
	hurt := addUnit(t, g, "us.lcvp", units.US, "1710")
	hurt.Damaged = true
	refused(t, g, pushCmd(units.US, hurt), "damaged vehicles, tanks, aircraft and ships", "IV.3.5")
	refused(t, g, mvCmd(lcvp, "1709", "1808", "1807"), "may enter 2 hexes", "V.4")
	mustApply(t, g, pushCmd(units.US, lcvp))
	if o := g.MoveOptions(lcvp.ID)["1807"]; o.Cost != 3 {
		t.Fatalf("pushed option to 1807: %+v", o)
	}
	mustApply(t, g, mvCmd(lcvp, "1709", "1808", "1807"))
	mvAt(t, lcvp, "1807")
}
