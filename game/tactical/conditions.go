package tactical

// Operational events in force on the table (III.6.3, docs/RULES.md Q134).
// A battle holds no Event Cards of its own; the operational game passes
// the ongoing effects that act within one engagement: a change to a side's
// initiative rolls and a ban on its fire missions (Rules.Events), a change
// to a unit's attack rolls and to the d10 score of its terrain checks
// (Force.AttackDelta, Force.CheckDelta).

// Conditions are the events in force on one side of a battle.
type Conditions struct {
	Initiative int  // added to the side's initiative roll every round (initiative_delta)
	NoMissions bool // its guns fire no fire missions (no_fire_missions)
}

// EventRule is the section the carried events cite.
const EventRule = "III.6.3"

// checkNeed is the d10 score u needs on check k: the III.3.1 score with
// the events in force on u added; 0 when the rule asks no roll of it.
func (u *Unit) checkNeed(k CheckKind) int {
	need := k.Need(MoverOf(u.Card))
	if need == 0 {
		return 0
	}
	return need + u.CheckDelta[k]
}
