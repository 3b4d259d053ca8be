package tactical

import "frontline/game/combat"

// ShotOdds are the exact chances of one shot of u's weapon wi at t now,
// with every modifier the engine's own shot takes (cover, digging in,
// experience, morale, edges, events) and, for mission m ("" for none),
// the mission's bonus as it stands at its first round; ok is false when
// the weapon may not fire at t. Planners rank targets and weapons by it.
func (b *Battle) ShotOdds(u *Unit, wi int, t *Unit, m string) (o combat.Odds, ok bool) {
	if r, _ := b.Bar(u, wi, t); r != "" {
		return o, false
	}
	s := b.shotAt(u, wi, t)
	switch m {
	case MissionDestroy:
		s.AttackBonus += DestroyBonus
	case MissionFireForEffect:
		s.AttackBonus += FireForEffectBonus
		s.DoubleIntensity = true
	}
	o, err := combat.Predict(s)
	return o, err == nil
}

// RoundWeapons are the weapons u fires at t in a combat round: the
// primary and the first secondary that may (Inset IX.6 step 5).
func (b *Battle) RoundWeapons(u, t *Unit) []int { return b.roundWeapons(u, t) }
