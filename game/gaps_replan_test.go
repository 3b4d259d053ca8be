package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

func init() { familyOrders = append(familyOrders, randomReturnToBase) }

// randomReturnToBase now and then sends an own aircraft in flight home to
// the last field of its plan in the Combat Phase (air_replan.go).
func randomReturnToBase(g *Game, rng *rand.Rand) (Command, bool) {
	if g.Phase != PhaseCombat || g.Pending.Kind != DecidePhase || rng.IntN(8) != 0 {
		return Command{}, false
	}
	for _, s := range g.Sorties {
		if s.Side == g.Pending.Side && len(s.Waypoints) > 0 {
			h := s.Waypoints[len(s.Waypoints)-1]
			return Command{Kind: CmdReturnToBase, Side: s.Side, Units: slices.Clone(s.Units), Hex: &h}, true
		}
	}
	return Command{}, false
}

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
