package game

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// VI.7.1, Inset VI.4: a Mustang flies a strafing sortie to 0909 and does
// not attack; as the US ends its Combat Phase the German player may
// scramble the Fw 190 from Foggia against it though it attacks nothing.
// The scramble opens a defensive engagement (no +2 for the scrambler),
// and the Fw 190 flies home to its field as the phase ends.
func TestVI71_ScrambleAgainstAPassingFlight(t *testing.T) {
	g := moveGame(t, units.US)
	p51, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	fw, _ := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0807")
	mustApply(t, g, sortieCmd(p51, MissionStrafe, "0909", "0909", "1710"))
	endPhase(t, g) // to the Combat Phase
	if g.Pending.Kind != DecidePhase {
		t.Fatalf("pending %+v", g.Pending)
	}
	endPhase(t, g) // the US attacks nothing
	if g.Pending.Kind != DecideDefensiveCombat || g.Pending.Side != units.Germany || !containsID(g.Pending.Choices, fw.ID) {
		t.Fatalf("no scramble offered: %+v", g.Pending)
	}
	if got := g.ScrambleTargets(fw.ID); len(got) != 1 || got[0] != p51.ID {
		t.Fatalf("scramble targets %v", got)
	}
	home := hex.MustParse("0807")
	mustRefuse(t, g, Command{Kind: CmdScrambleIntercept, Side: units.Germany, Units: []UnitID{fw.ID}, Target: fw.ID, Hex: &home}, "(VI.7.1)")
	mustRefuse(t, g, Command{Kind: CmdScrambleIntercept, Side: units.Germany, Units: []UnitID{fw.ID}, Target: p51.ID}, "(VI.2.2, Inset VI.4)")
	evs := mustApply(t, g, Command{Kind: CmdScrambleIntercept, Side: units.Germany, Units: []UnitID{fw.ID}, Target: p51.ID, Hex: &home})
	e := g.OpenEngagement
	if _, ok := hasEvent(evs, EvScrambled); !ok || e == nil || e.Attacker != units.Germany || !e.Defensive || !fw.InFlight || fw.Hex.String() != "0909" {
		t.Fatalf("engagement %+v, fw in %s in flight %v", e, fw.Hex, fw.InFlight)
	}
	if g.Pending.Kind != DecideRetaliation || g.Pending.Side != units.US {
		t.Fatalf("pending %+v", g.Pending)
	}
	g.dice = dice.New(4)
	for i := 0; g.Active == units.US && g.Phase == PhaseCombat; i++ {
		if i > 40 {
			t.Fatal("the Combat Phase never ends")
		}
		mustApply(t, g, PassCommand(g))
	}
	if fw.Deployed() && (fw.InFlight || fw.Hex != home) {
		t.Fatalf("the Fw 190 is in %s, in flight %v; want home in 0807", fw.Hex, fw.InFlight)
	}
}
