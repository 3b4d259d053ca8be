package tactical

import "frontline/game/combat"

// ShotOdds is the chance that one shot of u's weapon wi at t hits,
// damages and destroys, worked out from the very shot the combat round
// would fire now (shotAt): experience stars, morale on both sides,
// cover or digging in, maneuver bonuses and events in force included;
// a fire mission's bonus is not (it is declared, not fired at will). A
// weapon that may not fire at t is refused with the rule that bars it.
// Nothing is rolled or changed.
func (b *Battle) ShotOdds(u, t *Unit, wi int) (combat.Odds, error) {
	if rule, why := b.Bar(u, wi, t); rule != "" {
		return combat.Odds{}, refuse(rule, "%s", why)
	}
	return combat.Predict(b.shotAt(u, wi, t))
}
