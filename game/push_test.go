package game

import (
	"testing"

	"frontline/game/units"
)

func pushCmd(side units.Side, us ...*Unit) Command {
	return Command{Kind: CmdPush, Side: side, Units: ids(us)}
}

// pushGame: the US Movement Phase with its HQ in 0303 and a rifle squad
// (Movement 1) in 0606; the US holds two Push cards.
func pushGame(t *testing.T) (*Game, *Unit) {
	t.Helper()
	g := bareMoveGame(t, units.US)
	addUnit(t, g, "us.forward_hq", units.US, "0303")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	g.Players[units.US].Hand = []string{"push", "push"}
	return g, sq
}

// IV.3.5: the pushed squad walks 2 hexes instead of 1; in its next
// Movement Phase it must rest, and it cannot be pushed again before five
// of its Movement Phases have passed.
func TestIV35_PushAddsAHexThenInfantryRest(t *testing.T) {
	g, sq := pushGame(t)
	far := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	refused(t, g, mvCmd(far, "0706", "0806"), "may enter 1 hexes, not 2", "V.4")
	evs := mustApply(t, g, pushCmd(units.US, sq))
	if e, ok := hasEvent(evs, EvCardPlayed); !ok || len(e.Rolls) != 0 {
		t.Fatalf("card event %+v: Push rolls no check", e)
	}
	if got := g.MoveOptions(sq.ID)["0806"]; len(got.Path) != 2 {
		t.Fatalf("move options to 0806: %+v", got)
	}
	mustApply(t, g, mvCmd(sq, "0706", "0806"))
	mvAt(t, sq, "0806")

	endPhase(t, g)
	mvToMovement(t, g, units.US)
	refused(t, g, mvCmd(sq, "0906"), "must rest", "IV.3.5")
	refused(t, g, pushCmd(units.US, sq), "at most once every 5", "IV.3.5")
	endPhase(t, g)
	mvToMovement(t, g, units.US)
	mustApply(t, g, mvCmd(sq, "0906")) // rested: moves again, unpushed
}

// IV.3.5, Inset IV.1 item 3: damaged machines, units that already moved
// and units out of command are not pushed.
func TestIV35_PushRefusals(t *testing.T) {
	g, sq := pushGame(t)
	tank, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	tank.Damaged = true
	refused(t, g, pushCmd(units.US, tank), "damaged vehicles", "IV.3.5")
	refused(t, g, pushCmd(units.US), "names the units", "IV.3.5")
	refused(t, g, pushCmd(units.US, sq, sq), "named twice")
	mustApply(t, g, mvCmd(sq, "0706"))
	refused(t, g, pushCmd(units.US, sq), "already moved", "V.4")
	g.forwardHQ(units.US).Damaged = true // radius 10
	out := addUnit(t, g, "us.rifle_squad", units.US, hexAt(t, g, "0303", 11))
	refused(t, g, pushCmd(units.US, out), "outside the command network", "Inset IV.1")
	g.Players[units.US].Hand = nil
	refused(t, g, pushCmd(units.US, out), "not in your hand", "III.7")
}
