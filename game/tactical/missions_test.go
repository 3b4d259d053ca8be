package tactical

import (
	"testing"

	"frontline/game/units"
)

// VI.7.6.2 on the table: the hidden US observer 11" from the German squad
// directs the howitzer's Destroy mission: d20 12 +3 reaches 15, intensity
// 1 + DI 5 = 6 net, damaged. Fire for Effect is refused before a hit and
// allowed the round after: d20 9 +6 reaches 15, the intensity 1 doubled
// + 5 = 7, destroyed. The observer stays hidden; Destroy's bonus rises a
// point a round at the same target up to +10.
func TestVI762_MissionsOnTheTable(t *testing.T) {
	forces := []Force{force(t, "us.howitzer_105mm", units.US), force(t, "us.forward_observer", units.US), force(t, "de.rifle_squad", units.Germany)}
	spots := []spot{{at: in(0, 0), facing: 1800}, {at: in(0, 10)}, {at: in(0, 21)}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10, 3, 7, 12, 1, 3, 7, 9, 1)
	how, fo, de := b.Unit(0), b.Unit(1), b.Unit(2)
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	mission := func(m string) Command {
		return Command{Kind: CmdDeclare, Side: units.US, Unit: 0, Target: 2, Mission: m}
	}
	refused(t, b, mission(MissionFireForEffect), "VI.7.6.2")
	refused(t, b, mission("pin"), MissionRule)
	refused(t, b, Command{Kind: CmdDeclare, Side: units.US, Unit: 1, Target: 2, Mission: MissionDestroy}, MissionRule)
	must(t, b, mission(MissionDestroy))
	evs := endDeclare(t, b, units.US)
	if !hasText(evs, EvShot, "d20 12 +3 vs 15, hit for 6 net → damaged") || !fo.Hidden {
		t.Fatalf("Destroy: %v, observer hidden %v", texts(evs, EvShot), fo.Hidden)
	}
	future := b.Clone()
	future.Round = 20
	if m := future.missionMods(future.Unit(0), future.Unit(2), MissionDestroy); m.attack != DestroyBonusMax {
		t.Fatalf("Destroy in round 20: %+d", m.attack)
	}
	if m := b.Clone().missionMods(how, de, MissionDestroy); m.attack != DestroyBonus {
		t.Fatalf("Destroy in round 1: %+d", m.attack)
	}
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	must(t, b, mission(MissionFireForEffect))
	evs = endDeclare(t, b, units.US)
	if !hasText(evs, EvShot, "d20 9 +6 vs 15, hit for 7 net → destroyed") || !b.Over() {
		t.Fatalf("Fire for Effect: %v", texts(evs, EvShot))
	}
}
