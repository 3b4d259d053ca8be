package game

import (
	"testing"

	"frontline/game/units"
)

func rushCmd(us ...*Unit) Command {
	return Command{Kind: CmdRushDeployment, Side: units.US, Units: ids(us)}
}

// IV.3.6, Q15: on turn 2 the US rushes a squad staged for turn 5. Its turn
// gains a Deployment Phase after combat, where the rushed squad deploys
// and the other staged squad may not; the regular Deployment Phase of
// turn 5 still comes, and the other squad deploys then.
func TestIV36_RushDeploymentKeepsTheSchedule(t *testing.T) {
	g, _ := newTestGame(t, 1)
	toPhase(t, g, units.US, 2, PhaseMovement)
	rushed := stageUnit(t, g, "us.rifle_squad", units.US, 5)
	waiting := stageUnit(t, g, "us.rifle_squad", units.US, 5)
	g.Players[units.US].Hand = []string{"rush_deployment"}
	evs := mustApply(t, g, rushCmd(rushed))
	if e, ok := hasEvent(evs, EvRushed); !ok || !e.Secret {
		t.Fatalf("rushed event %+v: want a secret one (III.4)", e)
	}
	if e, ok := hasEvent(evs, EvCardPlayed); !ok || e.Secret || len(e.Units) != 0 {
		t.Fatalf("card event %+v: want a public one naming no staged unit", e)
	}
	refused(t, g, deployCmd(rushed, "1710"), "not possible now")
	endPhase(t, g) // Movement → Combat
	endPhase(t, g) // Combat → the rushed Deployment Phase
	if g.Phase != PhaseDeployment || g.Active != units.US || g.Players[units.US].Turn != 2 {
		t.Fatalf("at %s turn %d %s, want the US Deployment Phase of turn 2", g.Active, g.Players[units.US].Turn, g.Phase)
	}
	refused(t, g, deployCmd(waiting, "1710"), "turn 5", "V.2")
	mustApply(t, g, deployCmd(rushed, "1710"))
	if rushed.Place != OnMap {
		t.Fatal("the rushed squad did not deploy")
	}
	toPhase(t, g, units.US, 5, PhaseDeployment)
	mustApply(t, g, deployCmd(waiting, "1710"))
}

// IV.3.6, Q15: units bought in the same turn, crews of staged units,
// units not staged, large ships and an empty order are refused; so is the
// card without a Forward HQ (Inset IV.2).
func TestIV36_RushDeploymentRefusals(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Players[units.US].Hand = []string{"rush_deployment"}
	mustApply(t, g, buyCmd(units.US, "us.rifle_squad", 1, ""))
	bought := g.Staged(units.US)[len(g.Staged(units.US))-1]
	refused(t, g, rushCmd(bought), "bought in this Operational Turn", "Q15")
	tank := stageUnit(t, g, "us.sherman_m4a3", units.US, 5)
	crew := stageUnit(t, g, "us.tank_crew", units.US, 5)
	tank.Crew, crew.Mans = crew.ID, tank.ID
	refused(t, g, rushCmd(crew), "deploys with it")
	refused(t, g, rushCmd(), "names the staged units", "IV.3.6")
	var onMap *Unit
	for _, u := range g.Units {
		if u.Side == units.US && u.Deployed() && !IsPost(u) {
			onMap = u
			break
		}
	}
	refused(t, g, rushCmd(onMap), "not in the staging area", "III.4")
	for _, c := range g.content.Catalog.Side(units.US) {
		if c.Special.Naval == units.LargeNaval {
			refused(t, g, rushCmd(stageUnit(t, g, c.ID, units.US, 5)), "Table V.2", "V.6.3")
			break
		}
	}
	g.forwardHQ(units.US).Place = Destroyed
	refused(t, g, rushCmd(tank), "Forward HQ", "Inset IV.2")
}
