package tactical

import "frontline/game/combat"

// ShotOdds is the chance that one shot of u's weapon wi at t hits,
// damages and destroys, worked out from the very shot the combat round
// would fire now (shotAt): experience stars, morale on both sides,
// cover or digging in, maneuver bonuses, edges and events in force
// included; for fire mission m ("" for none) the mission's bonus as it
// stands at its first round. A weapon that may not fire at t is refused
// with the rule that bars it. Nothing is rolled or changed: the hover
// odds on the table and the computer's planners read it.
func (b *Battle) ShotOdds(u *Unit, wi int, t *Unit, m string) (combat.Odds, error) {
	if rule, why := b.Bar(u, wi, t); rule != "" {
		return combat.Odds{}, refuse(rule, "%s", why)
	}
	s := b.shotAt(u, wi, t)
	switch m {
	case MissionDestroy:
		s.AttackBonus += DestroyBonus
	case MissionFireForEffect:
		s.AttackBonus += FireForEffectBonus
		s.DoubleIntensity = true
	}
	return combat.Predict(s)
}

// RoundWeapons are the weapons u fires at t in a combat round: the
// primary and the first secondary that may (Inset IX.6 step 5).
func (b *Battle) RoundWeapons(u, t *Unit) []int { return b.roundWeapons(u, t) }
