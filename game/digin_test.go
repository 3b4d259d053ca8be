package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

func digCmd(u *Unit) Command { return Command{Kind: CmdDigIn, Side: u.Side, Unit: u.ID} }

// Glossary, Dig In: a d6 of 3-6 digs in; a failure may be retried on a
// later turn; moving digs the unit out.
func TestDigIn_SixSidedThreeUp(t *testing.T) {
	g := mvGame(t, 2)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	evs := mustApply(t, g, digCmd(sq))
	if ev, ok := hasEvent(evs, EvDigInFailed); !ok || len(ev.Rolls) != 1 || ev.Rolls[0].Die != 6 || sq.DugIn {
		t.Fatalf("a 2 dug in: %+v", evs)
	}
	mvRefused(t, g, digCmd(sq), "already tried")
	mvRefused(t, g, mvCmd(sq, "1510"), "digging in") // the phase was spent idle

	g.dice = dice.New(3)
	mvToMovement(t, g, units.Germany)
	mvToMovement(t, g, units.US)
	g.dice = dice.ScriptT(t, 3)
	evs = mustApply(t, g, digCmd(sq))
	if _, ok := hasEvent(evs, EvDugIn); !ok || !sq.DugIn {
		t.Fatalf("a 3 did not dig in: %+v", evs)
	}

	g.dice = dice.New(4)
	mvToMovement(t, g, units.Germany)
	mvToMovement(t, g, units.US)
	g.dice = dice.ScriptT(t)
	mvRefused(t, g, digCmd(sq), "already dug in")
	evs = mustApply(t, g, mvCmd(sq, "1510"))
	if sq.DugIn {
		t.Error("still dug in after moving")
	}
	if ev, _ := hasEvent(evs, EvMoved); !strings.Contains(ev.Text, "no longer dug in") {
		t.Errorf("moved event %q does not say the unit dug out", ev.Text)
	}
}

func TestDigIn_NotAfterMovingNorForVehiclesOrCrewsInside(t *testing.T) {
	g := mvGame(t)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	mustApply(t, g, mvCmd(sq, "1510"))
	mvRefused(t, g, digCmd(sq), "moved this phase")
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1409")
	mvRefused(t, g, digCmd(sh), "only infantry and crews")
	mvRefused(t, g, digCmd(crew), "operates")
	idle := addUnit(t, g, "us.rifle_squad", units.US, "1409")
	idle.SupplyIdleTurn = g.Players[units.US].Turn
	mvRefused(t, g, digCmd(idle), "V.3.2")
	if err := g.CanDigIn(idle.ID); err == nil {
		t.Error("CanDigIn allows an unsupplied unit")
	}
}
