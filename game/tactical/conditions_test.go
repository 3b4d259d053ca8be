package tactical

import (
	"testing"

	"frontline/game/units"
)

// III.6.3 on the table (Q134): the events in force that the operational
// game carries. The attacker's initiative -1 and the defender's +2 join
// round 1's +2 (7+1 beats 5+2); the German squad's attack -1 shows on its
// d20 (15 -1 still reaches its rifles' 12, 5 + DI 1 = 6 net) and the shot
// is marked as harming; a side under no_fire_missions declares no mission.
func TestIII63_EventsInForceOnTheTable(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	forces[1].AttackDelta = -1
	rules := Rules{Events: [2]Conditions{Defender: {Initiative: 2}, Attacker: {Initiative: -1}}}
	b := startBattle(t, openTable(t), rules, forces, []spot{{at: in(0, 26), facing: 1800}, {at: in(0, 27)}}, 10, 7, 5, 15, 5, 9)
	toDeclarations(t, b)
	declare(t, b, units.Germany, 1, 0)
	endDeclare(t, b, units.Germany)
	evs := endDeclare(t, b, units.US)
	if !hasText(evs, EvInitiative, "initiative attacker +1, defender +2; Germany fires first") {
		t.Fatalf("initiative %v", texts(evs, EvInitiative))
	}
	var shot *Event
	for i := range evs {
		if evs[i].Kind == EvShot {
			shot = &evs[i]
			break
		}
	}
	if shot == nil || !hasText(evs, EvShot, "d20 15 -1 vs 12, hit for 6 net") || !shot.Harmed {
		t.Fatalf("shots %v", texts(evs, EvShot))
	}

	mforces := []Force{force(t, "us.howitzer_105mm", units.US), force(t, "us.forward_observer", units.US), force(t, "de.rifle_squad", units.Germany)}
	spots := []spot{{at: in(0, 0), facing: 1800}, {at: in(0, 10)}, {at: in(0, 21)}}
	m := startBattle(t, openTable(t), Rules{Events: [2]Conditions{Defender: {NoMissions: true}}}, mforces, spots, 10)
	toDeclarations(t, m)
	endDeclare(t, m, units.Germany)
	refused(t, m, Command{Kind: CmdDeclare, Side: units.US, Unit: 0, Target: 2, Mission: MissionDestroy}, EventRule)
}

// III.6.3 on the table: a terrain check event adds its delta to the score
// a unit needs, only where the rule asks a roll at all.
func TestIII63_TerrainCheckEventOnTheTable(t *testing.T) {
	squad := Unit{Card: card(t, "us.rifle_squad"), CheckDelta: map[CheckKind]int{RiverCheck: 2, MountainCheck: 2}}
	if got := squad.checkNeed(RiverCheck); got != 6 {
		t.Errorf("river check with Rivers in Flood needs %d, want 4+2", got)
	}
	if got := squad.checkNeed(MountainCheck); got != 0 {
		t.Errorf("infantry climb with no roll even under an event, got %d", got)
	}
	if got := (&Unit{Card: card(t, "us.rifle_squad")}).checkNeed(SwampCheck); got != 5 {
		t.Errorf("swamp with no event needs %d, want 5", got)
	}
}
