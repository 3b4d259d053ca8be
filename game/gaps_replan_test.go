package game

import (
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// VI.2.3, the Liberator example: a Mustang on its way to strafe 0909,
// outside the command network, flies its plan; once an enemy has fired at
// it, its player may send it home in the Combat Phase: it drops the
// strafe and lands at Amendola as the phase ends.
func TestVI23_ThreatenedFlightReturnsToBaseMidCombat(t *testing.T) {
	g := bareMoveGame(t, units.US)
	p51, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	squad := addUnit(t, g, "de.mg42_team", units.Germany, "0909")
	mustApply(t, g, sortieCmd(p51, MissionStrafe, "0909", "0909", "1710"))
	endPhase(t, g) // Combat Phase: over 0909
	home := hex.MustParse("0907")
	back := Command{Kind: CmdReturnToBase, Side: units.US, Unit: p51.ID, Hex: &home}
	refused(t, g, back, "unthreatened", "VI.2.3")
	p51.ThreatStep = g.Step // an enemy fired at it since its sortie began (Q63)
	far := hex.MustParse("0101")
	refused(t, g, Command{Kind: CmdReturnToBase, Side: units.US, Unit: p51.ID, Hex: &far}, "no airfield", "VI.2.2")
	mustApply(t, g, back)
	mustRefuse(t, g, attackCmd(units.US, squad, p51), "VI.2.3")
	for g.Phase == PhaseCombat && g.Active == units.US { // the team may fire at it in defensive combat: declined
		mustApply(t, g, PassCommand(g))
	}
	if p51.InFlight || p51.Hex != home {
		t.Fatalf("Mustang in %s, in flight %v; want landed at 0907", p51.Hex, p51.InFlight)
	}
}
