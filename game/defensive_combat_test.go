package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// defenceGame: a US squad that moved this turn ends its Combat Phase in
// the same hex as a German Panzer IV, which may start defensive combat.
func defenceGame(t *testing.T) (g *Game, moved, still, pz *Unit) {
	t.Helper()
	g = combatGame(t, units.US)
	moved = addUnit(t, g, "us.rifle_squad", units.US, "0606")
	still = addUnit(t, g, "us.rifle_squad", units.US, "0606") // did not move: no target
	pz, _ = crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	moved.MovedStep = g.Step
	if got := g.DefenceTargets(pz.ID); len(got) != 1 || got[0] != moved.ID {
		t.Fatalf("defence targets %v, want only the squad that moved", got)
	}
	endPhase(t, g)
	if g.Pending.Kind != DecideDefensiveCombat || g.Pending.Side != units.Germany || g.Phase != PhaseCombat {
		t.Fatalf("pending %+v in %v, want Germany's defensive combat offer", g.Pending, g.Phase)
	}
	return g, moved, still, pz
}

// VI.2.1: the passive Panzer IV attacks the squad that moved up to it,
// with no +2: 6 against the squad's 5 still wins, and its 20 destroys the
// squad before it fires. The US turn then goes on.
func TestVI21_DefensiveCombatNoBonus(t *testing.T) {
	g, squad, still, pz := defenceGame(t)
	if _, err := g.Apply(Command{Kind: CmdDefend, Side: units.Germany, Units: []UnitID{pz.ID}, Target: still.ID}); err == nil ||
		!strings.Contains(err.Error(), "VI.2.1") {
		t.Fatalf("defence against a unit that did not move: %v", err)
	}
	evs := mustApply(t, g, Command{Kind: CmdDefend, Side: units.Germany, Units: []UnitID{pz.ID}, Target: squad.ID})
	if _, ok := hasEvent(evs, EvAttackDeclared); !ok || g.Pending.Kind != DecideRetaliation || g.Pending.Side != units.US {
		t.Fatalf("pending %+v, want the US retaliation", g.Pending)
	}
	g.dice = dice.ScriptT(t, 6, 5, 20)
	evs = mustApply(t, g, retaliateCmd(units.US, pz, squad))
	ini, _ := hasEvent(evs, EvInitiative)
	if strings.Contains(ini.Text, "+2") || !strings.Contains(ini.Text, "No attack bonus: Germany started defensive combat (VI.2.1)") ||
		ini.Side != units.Germany {
		t.Fatalf("initiative %+v", ini)
	}
	if squad.Place != Destroyed || g.OpenEngagement != nil {
		t.Fatalf("squad %v, engagement %v", squad.Place, g.OpenEngagement)
	}
	if g.Phase == PhaseCombat && g.Active == units.US {
		t.Fatalf("the US Combat Phase did not end after defensive combat: %+v", g.Pending)
	}
}

// VI.2.1: defensive combat is optional; declining ends the active side's
// Combat Phase and it is not offered again.
func TestVI21_PassiveMayDecline(t *testing.T) {
	g, _, _, _ := defenceGame(t)
	step := g.Step
	if _, err := g.Apply(Command{Kind: CmdDeclineDefence, Side: units.US}); err == nil {
		t.Fatal("the active side answered the passive side's offer")
	}
	evs := mustApply(t, g, Command{Kind: CmdDeclineDefence, Side: units.Germany})
	if _, ok := hasEvent(evs, EvDefenceDeclined); !ok {
		t.Fatal("no event for the decline")
	}
	if g.Pending.Kind == DecideDefensiveCombat || (g.Phase == PhaseCombat && g.Step == step) {
		t.Fatalf("still in the Combat Phase: %+v", g.Pending)
	}
}
