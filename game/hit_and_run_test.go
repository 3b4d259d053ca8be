package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// Glossary Hit & Run: the Hellcat declares it in the Movement Phase (its
// move shrinks from 5 to 4 hexes), attacks the German squad in its hex
// with +1 initiative (5 + 2 + 1 = 8 beats 7), fires once unanswered and
// falls back to a neighbouring hex, ending the engagement.
func TestGlossaryHitAndRun_FireOnceAndFallBack(t *testing.T) {
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, units.US)
	for _, u := range g.Units {
		if u.Deployed() && !commandStructure(u) {
			u.Place = Away
		}
	}
	g.Rules.FogOfWar, g.Rules.Experience = false, false
	for _, p := range g.Players {
		p.Hand = nil
	}
	hellcat, _ := crewUnit(t, g, "us.hellcat_m18", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	refused(t, g, Command{Kind: CmdHitAndRun, Side: units.US, Unit: sherman.ID}, "has no Hit & Run", "glossary, Hit & Run")
	mustApply(t, g, Command{Kind: CmdHitAndRun, Side: units.US, Unit: hellcat.ID})
	refused(t, g, Command{Kind: CmdHitAndRun, Side: units.US, Unit: hellcat.ID}, "already", "glossary, Hit & Run")
	path := make([]hex.Hex, 0, 5)
	at := hellcat.Hex
	for range 5 {
		at = hex.Neighbors(at)[3]
		path = append(path, at)
	}
	refused(t, g, Command{Kind: CmdMove, Side: units.US, Unit: hellcat.ID, Path: path}, "may enter 4 hexes, not 5", "V.4")
	endPhase(t, g)
	if g.Phase != PhaseCombat {
		t.Fatalf("phase %v", g.Phase)
	}
	mustApply(t, g, attackCmd(units.US, squad, hellcat))
	g.dice = dice.ScriptT(t, 5, 7, 2, 2)
	evs := mustApply(t, g, retaliateCmd(units.Germany, hellcat, squad))
	if ini, _ := hasEvent(evs, EvInitiative); !strings.Contains(ini.Text, "+1 Hit & Run (glossary) = 8") {
		t.Fatalf("initiative %q", ini.Text)
	}
	for _, s := range eventsOf(evs, EvShot) {
		if s.Side != units.US {
			t.Fatalf("the Germans answered a Hit & Run: %s", s.Text)
		}
	}
	if hellcat.Hex == squad.Hex || hex.Distance(hellcat.Hex, squad.Hex) != 1 || g.Unit(hellcat.Crew).Hex != hellcat.Hex {
		t.Fatalf("the Hellcat should fall back next door with its crew: %s", hellcat.Hex)
	}
	if g.OpenEngagement != nil || g.Pending.Kind != DecidePhase {
		t.Fatalf("the Hit & Run ends the engagement: %+v", g.Pending)
	}
}

// Glossary Hit & Run: without a declaration in the Movement Phase an
// attack is an ordinary engagement (no +1 initiative).
func TestGlossaryHitAndRun_NeedsTheDeclaration(t *testing.T) {
	g := artyGame(t, units.US)
	hellcat, _ := crewUnit(t, g, "us.hellcat_m18", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	refused(t, g, Command{Kind: CmdHitAndRun, Side: units.US, Unit: hellcat.ID}, "not possible now")
	mustApply(t, g, attackCmd(units.US, squad, hellcat))
	g.dice = dice.New(2)
	evs := mustApply(t, g, retaliateCmd(units.Germany, hellcat, squad))
	if ini, _ := hasEvent(evs, EvInitiative); strings.Contains(ini.Text, "Hit & Run") {
		t.Fatalf("initiative %q", ini.Text)
	}
}
