package game

import (
	"encoding/json"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// mvToMovement plays on until side's Movement Phase, paying every bill.
func mvToMovement(t *testing.T, g *Game, side units.Side) {
	t.Helper()
	for i := 0; g.Active != side || g.Phase != PhaseMovement || g.Pending.Kind != DecidePhase; i++ {
		if i > 50 {
			t.Fatal("never reached the Movement Phase")
		}
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		endPhase(t, g)
	}
}

// mvGame is the intro scenario at the US Movement Phase of turn 1 with the
// dice scripted.
func mvGame(t *testing.T, rolls ...int) *Game {
	t.Helper()
	g, _ := newTestGame(t, 1)
	mvToMovement(t, g, units.US)
	g.dice = dice.ScriptT(t, rolls...)
	return g
}

func mvPath(hs ...string) []hex.Hex {
	out := make([]hex.Hex, len(hs))
	for i, h := range hs {
		out[i] = hex.MustParse(h)
	}
	return out
}

func mvCmd(u *Unit, hs ...string) Command {
	return Command{Kind: CmdMove, Side: u.Side, Unit: u.ID, Path: mvPath(hs...)}
}

// mvRefused applies cmd, wants an error containing every want, and checks
// that the state did not change.
func mvRefused(t *testing.T, g *Game, cmd Command, want ...string) {
	t.Helper()
	before := mvState(t, g)
	_, err := g.Apply(cmd)
	if err == nil {
		t.Fatalf("%s %v accepted", cmd.Kind, cmd.Path)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not mention %q", err, w)
		}
	}
	if mvState(t, g) != before {
		t.Error("a refused command changed the state")
	}
}

// mvState is the serialised state (Hash needs seeded dice).
func mvState(t *testing.T, g *Game) string {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func mvAt(t *testing.T, u *Unit, h string) {
	t.Helper()
	if u.Hex.String() != h {
		t.Errorf("%s #%d in %s, want %s", u.Card.Name, u.Marker, u.Hex, h)
	}
}

func TestV4_MoveAlongRoadTakesTheCrew(t *testing.T) {
	g := mvGame(t)
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	evs := mustApply(t, g, mvCmd(sh, "1409", "1510", "1610"))
	mvAt(t, sh, "1610")
	mvAt(t, crew, "1610")
	ev, ok := hasEvent(evs, EvMoved)
	if !ok || ev.Amount != 3 || len(ev.Units) != 2 || ev.Rule != "V.4" {
		t.Errorf("moved event %+v", ev)
	}
	if crew.MovedStep != g.Step {
		t.Error("the crew is not marked as moved")
	}
}

// V.4: the current hex counts zero, so Movement 3 enters three hexes.
func TestV4_MovementCountsHexesEntered(t *testing.T) {
	g := mvGame(t)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	mvRefused(t, g, mvCmd(sh, "1409", "1510", "1610", "1710"), "3 hexes, not 4", "V.4")
	mvRefused(t, g, mvCmd(sh, "1409", "1610"), "not next to")
	mvRefused(t, g, mvCmd(sh), "no hexes")
}

func TestV4_DamagedHalfMovement(t *testing.T) {
	g := mvGame(t)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	sh.Damaged = true
	if sh.Face().Movement != 2 {
		t.Fatalf("damaged Sherman movement %d, want 2", sh.Face().Movement)
	}
	mvRefused(t, g, mvCmd(sh, "1409", "1510", "1610"), "2 hexes, not 3", "V.4")
	mustApply(t, g, mvCmd(sh, "1409", "1510"))
	mvAt(t, sh, "1510")
}

func TestV4_MoveOncePerPhase(t *testing.T) {
	g := mvGame(t)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	mustApply(t, g, mvCmd(sq, "1510"))
	mvRefused(t, g, mvCmd(sq, "1610"), "already moved", "V.4")
	if err := g.CanMove(sq.ID); err == nil {
		t.Error("CanMove allows a second move")
	}
	g.dice = dice.New(7) // income and event rolls on the way
	mvToMovement(t, g, units.Germany)
	mvToMovement(t, g, units.US)
	g.dice = dice.ScriptT(t)
	mustApply(t, g, mvCmd(sq, "1610"))
}

func TestV4_OnlyOwnGroundUnitsInTheirPhase(t *testing.T) {
	g := mvGame(t)
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0707")
	if _, err := g.Apply(mvCmd(de, "0607")); err == nil {
		t.Error("Germany moved in the US phase")
	}
	us := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	mvRefused(t, g, Command{Kind: CmdMove, Side: units.US, Unit: de.ID, Path: mvPath("0607")}, "not one of your units")
	if err := g.CanMove(de.ID); err == nil || !strings.Contains(err.Error(), "V.4") {
		t.Errorf("CanMove(enemy) = %v", err)
	}
	p51 := g.Unit(32)
	mvRefused(t, g, mvCmd(p51, "1610"), "not a ground unit")
	gun, _ := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, "1409")
	mvRefused(t, g, mvCmd(gun, "1510"), "towed", "Towed Gun")
	endPhase(t, g) // to Combat
	if err := g.CanMove(us.ID); err == nil {
		t.Error("CanMove allows a move in the Combat Phase")
	}
}

// Glossary, Crew: a crew inside its unit moves with it; alone it walks.
// An unmanned tank cannot move.
func TestV4_CrewsMoveWithTheirUnitOrAlone(t *testing.T) {
	g := mvGame(t)
	_, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1409")
	mvRefused(t, g, mvCmd(crew, "1510"), "operates")
	alone := addUnit(t, g, "us.tank_crew", units.US, "1409")
	mustApply(t, g, mvCmd(alone, "1510"))
	empty := addUnit(t, g, "us.sherman_m4a3", units.US, "1409")
	mvRefused(t, g, mvCmd(empty, "1510"), "no crew")
}

func TestV32_UnsuppliedUnitsCannotMove(t *testing.T) {
	g := mvGame(t)
	turn := g.Players[units.US].Turn
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	sq.SupplyIdleTurn = turn
	mvRefused(t, g, mvCmd(sq, "1510"), "unsupplied", "V.3.2")
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1409")
	crew.SupplyIdleTurn = turn
	mvRefused(t, g, mvCmd(sh, "1510"), "Tank Crew", "V.3.2")
	crew.SupplyIdleTurn = turn - 1 // last turn's penalty is over
	mustApply(t, g, mvCmd(sh, "1510"))
}

func TestVI24_BusyUnitsCannotMove(t *testing.T) {
	g := mvGame(t)
	sq := addUnit(t, g, "us.engineer_squad", units.US, "1409")
	sq.IdleUntil = g.Players[units.US].Turn
	mvRefused(t, g, mvCmd(sq, "1510"), "idle function", "VI.2.4")
}

// VII.4.2 as adapted: a move may end in a hex held by enemy land units (to
// engage) but not pass through it.
func TestVII42_NoPassingThroughEnemyHexes(t *testing.T) {
	g := mvGame(t, 2) // the Cerignola minefield's anti-tank mines miss (glossary, Obstacle)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	mvRefused(t, g, mvCmd(sh, "1109", "1008"), "1109", "pass through", "VII.4.2")
	mustApply(t, g, mvCmd(sh, "1109")) // over the SS98 bridge into Cerignola, to engage
	mvAt(t, sh, "1109")
}

// VII.4.2: a bridge may not be crossed away from enemy units at its near
// end.
func TestVII42_BridgeBarredWhenEnemyHoldsTheNearEnd(t *testing.T) {
	g := mvGame(t)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1109") // in Cerignola with the Germans
	mvRefused(t, g, mvCmd(sh, "1209"), "bridge", "VII.4.2")
}

// Hidden enemy units are unseen: they neither stop a move nor bar its undo.
func TestVII42_HiddenEnemiesDoNotBlock(t *testing.T) {
	g := mvGame(t)
	addUnit(t, g, "de.forward_observer", units.Germany, "1409")
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	mustApply(t, g, mvCmd(sh, "1409", "1510"))
	mustApply(t, g, Command{Kind: CmdUndoMove, Side: units.US})
	mvAt(t, sh, "1309")
}
