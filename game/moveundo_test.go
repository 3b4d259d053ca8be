package game

import (
	"testing"

	"frontline/game/units"
)

var undoCmd = Command{Kind: CmdUndoMove, Side: units.US}

func TestUndoMove_PutsUnitsBackLastFirst(t *testing.T) {
	g := mvGame(t)
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	sq := g.Unit(5) // a dug-in Rifle Squad in Canosa 1209
	if !sq.DugIn {
		t.Fatal("the intro's Canosa squads start dug in")
	}
	before := mvState(t, g)
	mustApply(t, g, mvCmd(sh, "1409", "1510"))
	mustApply(t, g, mvCmd(sq, "1309"))
	if sq.DugIn {
		t.Fatal("moving did not dig the squad out")
	}
	evs := mustApply(t, g, undoCmd)
	if _, ok := hasEvent(evs, EvMoveUndone); !ok {
		t.Error("no undo event")
	}
	mvAt(t, sq, "1209")
	if !sq.DugIn {
		t.Error("undo did not restore the foxholes")
	}
	mustApply(t, g, undoCmd)
	mvAt(t, sh, "1309")
	mvAt(t, crew, "1309")
	if g.CanMove(sh.ID) != nil || g.CanMove(sq.ID) != nil {
		t.Error("undone units may not move again")
	}
	if mvState(t, g) != before {
		t.Error("two undos did not restore the state")
	}
	mvRefused(t, g, undoCmd, "no move to take back")
}

func TestUndoMove_RefusedAfterATerrainRoll(t *testing.T) {
	g := mvGame(t, 6)
	a, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1409")
	b, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	mustApply(t, g, mvCmd(a, "1510"))
	mustApply(t, g, mvCmd(b, "1208")) // fords the Ofanto: a roll
	mvRefused(t, g, undoCmd, "rolled dice")
	if err := g.CanUndoMove(); err == nil {
		t.Error("CanUndoMove allows undoing a crossing")
	}
}

func TestUndoMove_RefusedAfterContact(t *testing.T) {
	g := mvGame(t, 2) // the Cerignola minefield misses (glossary, Obstacle)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	mustApply(t, g, mvCmd(sh, "1109")) // into Cerignola, among the Germans
	mvRefused(t, g, undoCmd, "met the enemy")
}

func TestUndoMove_RefusedAfterAnotherOrder(t *testing.T) {
	g := mvGame(t, 6)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1409")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	mustApply(t, g, mvCmd(sh, "1510"))
	mustApply(t, g, digCmd(sq))
	mvRefused(t, g, undoCmd, "dig_in was ordered after it")
}

func TestUndoMove_NotIntoTheNextPhase(t *testing.T) {
	g := mvGame(t)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	mustApply(t, g, mvCmd(sq, "1510"))
	endPhase(t, g)
	if _, err := g.Apply(undoCmd); err == nil {
		t.Error("a move was undone in the Combat Phase")
	}
}

// Saves replay the command log, undos included, to the same state.
func TestV4_MovesSaveAndReplay(t *testing.T) {
	g, _ := newTestGame(t, 42)
	mvToMovementByApply(t, g)
	orders := []Command{
		mvCmd(g.Unit(18), "1409", "1510"), // Sherman and crew along SS98
		mvCmd(g.Unit(5), "1309"),          // a dug-in squad leaves Canosa
		undoCmd,
		mvCmd(g.Unit(23), "1208"), // a squad fords the Ofanto: seeded roll
		mvCmd(g.Unit(16), "1108"), // a Sherman into the Salpi swamp along SS159
		digCmd(g.Unit(11)),
	}
	for _, c := range orders {
		mustApply(t, g, c)
	}
	loaded := saveAndReload(t, g)
	endPhase(t, loaded)
	endPhase(t, g)
	if loaded.Hash() != g.Hash() {
		t.Error("the games drift apart after loading")
	}
}

// mvToMovementByApply reaches the US Movement Phase through Apply only, so
// the command log replays.
func mvToMovementByApply(t *testing.T, g *Game) {
	t.Helper()
	for g.Active != units.US || g.Phase != PhaseMovement {
		endPhase(t, g)
	}
}
